import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * An amount asked with "quanto" and a copula alone, right after a reply that named a row and its figure: "quanto" with nothing after it counts no
 * thing, it asks the figure just given, whatever its kind (here a percentage); and that figure is found in the
 * document though the table writes it with a trailing zero ("4,80" for the reply's "4,8%"). On a table written for
 * this test.
 */
const TARIFFS: [string, string][] = [
  ["Residencial", "3,10"],
  ["Comercial", "4,80"],
  ["Pública", "2,25"],
];
const PROPOSAL = `# Proposta de revisão tarifária de 2028

| Categoria | Reajuste proposto (%) |
|---|---:|
${TARIFFS.map(([category, rise]) => `| ${category} | ${rise} |`).join("\n")}
`;
const passages = passagesOf(PROPOSAL, "proposta-revisao-tarifaria-2028.md");

describe("an amount asked of no noun, after an answer", () => {
  it("is the figure the answer gave, cited to the document", () => {
    const [first = "", second = ""] = offlineConversation(
      passages,
      "Bom dia! Na proposta, qual é a categoria com o maior reajuste?",
      "E quanto foi?",
    );
    expect(first).toContain("Comercial");
    expect(second).toContain("4,8%");
    expect(second).toMatch(/\[\d+\]/);
  });
});
