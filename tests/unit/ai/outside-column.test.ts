import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * What lies outside a bound ("fora do prazo") over a table that counts the whole and the part inside it ("no
 * prazo"): the whole less the part, over every row or the row the question names. A report written for this test.
 */
const REPORT = `# Relatório de vistorias de ligações de esgoto — 1º semestre de 2027

| Município | Vistorias solicitadas | Realizadas no prazo | Tempo médio |
|---|---:|---:|---|
| Morro Verde | 1.240 | 1.105 | 6 dias |
| Santa Luzia do Rio | 860 | 842 | 4 dias |
| Porto das Pedras | 2.015 | 1.770 | 8 dias |

O prazo de vistoria é de 10 dias úteis a partir do pedido.
`;
const passages = passagesOf(REPORT, "relatorio-vistorias-esgoto.md");

describe("what lies outside the bound a column counts", () => {
  it("over every row, when all are asked", () => {
    const [reply] = offlineConversation(
      passages,
      "Oi! Somando todos os municípios, quantas vistorias foram realizadas fora do prazo?",
    );
    // (1.240 + 860 + 2.015) − (1.105 + 842 + 1.770) = 4.115 − 3.717
    expect(reply).toContain("398");
  });

  it("over the row the question names", () => {
    const [reply] = offlineConversation(passages, "Quantas vistorias ficaram fora do prazo em Porto das Pedras?");
    expect(reply).toContain("245");
  });
});
