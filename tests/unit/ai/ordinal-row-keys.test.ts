import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A column of ordinals ("1ª", "2ª", "3ª") names a table's rows, as a column of names does: they are labels, not
 * figures, so the row the question asks for is said by its ordinal, not by the next column's date. A schedule written
 * for this test.
 */
const SCHEDULE = `# Contrato de reforma da elevatória Pedra Branca — cronograma de pagamentos

| Medição | Data prevista | Valor (R$) | Condição |
|---|---|---:|---|
| 1ª | 10/02/2027 | 212.000,00 | canteiro instalado |
| 2ª | 10/05/2027 | 498.300,00 | bombas substituídas |
| 3ª | 10/08/2027 | 301.700,00 | painéis elétricos entregues |
`;
const passages = passagesOf(SCHEDULE, "cronograma-elevatoria-pedra-branca.md");

describe("ordinals that name rows", () => {
  it("the row with the largest figure is named by its ordinal", () => {
    const [reply] = offlineConversation(passages, "Oi! Qual das medições tem o maior valor?");
    // The ordinal before its noun, as Portuguese writes it.
    expect(reply).toContain("A 2ª medição");
    expect(reply).toContain("498.300");
  });
});
