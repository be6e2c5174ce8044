import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A well-field register written for this test: one row's cell repeats a description that fits every well. */
const WELLS = passagesOf(
  `# Cadastro de poços do sistema Pedra Lisa

| Poço | Fonte | Situação | Vazão (m³/h) |
|---|---|---|---:|
| P-1 | Água subterrânea | Em operação | 40 |
| P-2 | Aquífero Serra Geral | Em manutenção | 24 |
| P-3 | Aquífero Serra Geral | Em operação | 36 |
| P-4 | Aquífero Guarani | Em manutenção | 20 |
`,
  "pocos-pedra-lisa.md",
);

describe("a count of rows the question states", () => {
  it("reads every row when the words that name one row describe the rows it counts", () => {
    const [reply] = offlineConversation(WELLS, "Qual a vazão média dos quatro poços de água subterrânea?");
    expect(reply).toContain("30 m³/h");
    expect(reply).toContain("/ 4");
  });

  it("keeps the rows its words name when they are as many as it counts", () => {
    const [reply] = offlineConversation(WELLS, "Qual a vazão média dos dois poços em manutenção?");
    expect(reply).toContain("22 m³/h");
    expect(reply).toContain("/ 2");
  });
});
