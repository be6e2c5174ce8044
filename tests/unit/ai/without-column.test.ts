import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Com vazamento" and "Sem vazamento" differ only by a small word the stems leave out: "sem" asked is the column that
 * writes it, and a reply that read the other column is not read again for it. A report written for this test.
 */
const REPORT = `# Relatório de Inspeção de Reservatórios — 2º semestre

## Inspeções por regional

| Regional | Com vazamento | Sem vazamento |
|---|---:|---:|
| Serra do Mel | 4 | 17 |
| Baixio | 2 | 9 |
`;
const passages = passagesOf(REPORT, "relatorio-inspecao-reservatorios.md");

describe("a column told from another by 'sem'", () => {
  it("is the one asked, whether the question writes 'sem' or not", () => {
    const [withLeak, without] = offlineConversation(
      passages,
      "Quantos reservatórios com vazamento a regional Serra do Mel teve?",
      "Oi! Quantos reservatórios sem vazamento a regional Baixio teve?",
    );
    expect(withLeak).toContain("4");
    expect(without).toContain("9");
  });

  it("after a reply that read the other column", () => {
    const [, without] = offlineConversation(
      passages,
      "Quantos reservatórios com vazamento a regional Serra do Mel teve?",
      "E sem vazamento, quantos?",
    );
    expect(without).toContain("17");
  });
});
