import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** Minutes written for this test: this year's figure with last year's in parentheses, in a numbered item. */
const MINUTES = `# Ata da assembleia anual da Cooperativa Vale Claro

## Deliberações

1. **Contas do exercício.** O tesoureiro apresentou as contas de 2025, com faturamento de R$ 9,8 milhões e sobra de R$ 640 mil (R$ 512 mil em 2024), aprovadas por unanimidade.
2. **Eleição.** Foi eleita a nova diretoria para o biênio seguinte.
`;
const passages = passagesOf(MINUTES, "ata-vale-claro.md");

describe("a change asked against a reference alone ('crescimento sobre 2024')", () => {
  it("sets the figure the reference marks against the figure of the same measure just before it", () => {
    const [, growth] = offlineConversation(
      passages,
      "Qual foi a sobra da cooperativa em 2025?",
      "Isso cresceu quanto sobre 2024, em percentual?",
    );
    expect(growth).toMatch(/^Cresceu 25%/);
  });
});
