import { describe, expect, it } from "vitest";
import { datesApart } from "#core/ai/answer/dates-apart.ts";
import { deadlineDate } from "#core/ai/answer/deadline-date.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Days counted from an event and between a row's two dates, over a boat-rental statement written for this test:
 * - "a contar da data da vistoria" counts from the vistoria, whose own line dates it (another line's "Data de …" is
 *   not that event);
 * - "em até 45 dias da data de assinatura" counts from the signature;
 * - a month of a year is one row's key however it is written ("março/2031", "março de 2031");
 * - "E foram quantos dias de demora?" right after a reply whose first sentence names a row: that row's two dates.
 */
const STATEMENT = `# Extrato de locação de barcos — Marina Lagoa Funda

**Data de assinatura:** 12/02/2031
**Data de impressão:** 20/02/2031

## Mensalidades

| Mês | Vencimento | Valor (R$) | Pagamento |
|---|---|---:|---|
| fevereiro/2031 | 10/03/2031 | 640,00 | 08/03/2031 |
| março/2031 | 10/04/2031 | 640,00 | 29/04/2031 |
| abril/2031 | 10/05/2031 | 640,00 | 10/05/2031 |

## Ocorrências

A mensalidade de março/2031 foi quitada depois do vencimento, com acréscimo lançado em abril/2031.

- **Vistoria do casco:** 03/03/2031, no píer 4
- O locatário deve sanar as avarias apontadas em até 15 dias corridos a contar da data da vistoria do casco.
- O seguro do barco deve ser contratado em até 45 dias da data de assinatura.
`;

const passages = passagesOf(STATEMENT, "extrato-marina.md");

describe("a deadline counted from an event", () => {
  it("counts from the event a line dates, not from the date's own word", () => {
    const found =
      "O locatário deve sanar as avarias apontadas em até 15 dias corridos a contar da data da vistoria do casco.";
    const reply = deadlineDate("Qual é a data limite para o locatário sanar as avarias?", found, passages);
    expect(reply).toContain("Até 18/03/2031");
  });

  it("reads 'em até N dias da data de X' as counted from X", () => {
    const found = "O seguro do barco deve ser contratado em até 45 dias da data de assinatura.";
    expect(deadlineDate("Até que data o seguro deve ser contratado?", found, passages)).toContain("Até 29/03/2031");
  });
});

describe("days between a row's two dates", () => {
  it("names a month's row however the month is written", () => {
    const reply = datesApart("A mensalidade de março de 2031 foi quitada com quantos dias de demora?", passages);
    expect(reply).toContain("São 19 dias");
  });

  it("reads the row the last reply's first sentence names", () => {
    const previous =
      "A mensalidade de março/2031 foi quitada depois do vencimento, com acréscimo lançado em abril/2031. [2]";
    expect(datesApart("E foram quantos dias de demora?", passages, previous)).toContain("São 19 dias");
    expect(datesApart("E foram quantos dias de demora?", passages)).toBeNull();
  });

  it("answers the follow-up in a conversation", () => {
    const [, reply] = offlineConversation(
      passages,
      "Qual mensalidade de 2031 foi quitada depois do vencimento?",
      "E foram quantos dias de demora?",
    );
    expect(reply).toContain("19 dias");
  });
});
