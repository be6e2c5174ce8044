import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Rates that hold under conditions ("com até 3 anos de instalação, 90%; com mais de 3 anos, 50%") applied to an
 * amount the message gives, for a case the message describes by a figure of the condition's measure ("instalada há 7
 * anos"): the rate whose condition the case meets. On a norm written for this test (a fictional utility's refunds of
 * solar water heaters); the expected amounts are computed here from the norm's rates.
 */
const NORM = `# Norma de reembolso de bombas de poço danificadas por variação de tensão — NOR-COM-118

## 1. Objetivo

Definir como a concessionária reembolsa bombas submersas de poços particulares danificadas por variação de tensão na
rede de energia da estação elevatória vizinha.

## 2. Valor reembolsado

Para bombas com até 3 anos de instalação, reembolsa-se 90% do preço de uma bomba nova equivalente; para bombas com mais
de 3 anos de instalação, reembolsa-se 50% do preço de uma bomba nova equivalente. O pedido deve ter a nota fiscal da
bomba e o laudo do eletricista.

## 3. Prazos

| Etapa | Prazo |
|---|---|
| Vistoria | 7 dias úteis |
| Pagamento | 15 dias úteis após a aprovação |
`;
const passages = passagesOf(NORM, "norma-reembolso-bombas.md", 1);
const PRICE = 2_780;

describe("a rate chosen by the condition the message's case meets", () => {
  it("applies the rate for more than the threshold to the amount the message gives", () => {
    const [reply] = offlineConversation(
      passages,
      `Oi! Uma bomba instalada há 7 anos queimou e uma nova equivalente custa R$ ${formatQuantity(PRICE, "number")},00. Quanto a concessionária reembolsa? O cliente quer saber hoje.`,
    );
    expect(reply).toContain(formatQuantity((PRICE * 50) / 100, "money"));
    expect(reply).not.toContain(formatQuantity((PRICE * 90) / 100, "money"));
  });

  it("applies the rate up to the threshold when the case is within it", () => {
    const [reply] = offlineConversation(
      passages,
      `Uma bomba com 2 anos de instalação queimou; a nova custa R$ ${formatQuantity(PRICE, "number")},00. Quanto é reembolsado?`,
    );
    expect(reply).toContain(formatQuantity((PRICE * 90) / 100, "money"));
  });

  it("takes the amount the message gives for a base named by its verb's noun ('para substituir', 'de substituição')", () => {
    const meters = passagesOf(
      `# Norma de ressarcimento de medidores particulares — NOR-COM-121

Para medidores com até 4 anos de uso, ressarce-se 80% do valor de substituição; para medidores com mais de 4 anos de
uso, ressarce-se 40% do valor de substituição. O cliente apresenta o orçamento de uma empresa credenciada.
`,
      "norma-ressarcimento-medidores.md",
      1,
    );
    const [reply] = offlineConversation(
      meters,
      "Um medidor com 6 anos de uso quebrou na troca do ramal e custa R$ 1.450,00 para substituir. Quanto ressarcimos?",
    );
    expect(reply).toContain(formatQuantity((1_450 * 40) / 100, "money"));
  });

  it("recomputes a what-if on the amount the last reply computed with ('E se fosse…?' changes the case, not the amount)", () => {
    const [, reply] = offlineConversation(
      passages,
      `Uma bomba instalada há 6 anos queimou e a nova custa R$ ${formatQuantity(PRICE, "number")},00. Quanto a concessionária reembolsa?`,
      "E se ela fosse de 1 ano de instalação?",
    );
    expect(reply).toContain(formatQuantity((PRICE * 90) / 100, "money"));
  });
});
