import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "feita", "fez": that a thing was done says nothing of which thing, so a question that writes it is answered as the
 * same question without it, not refused for a word no passage holds. On a report written for this test.
 */
const REPORT = `# Relatório de vistoria da adutora Rio Verde

Período da vistoria: 12 a 16/05/2026.

A equipe percorreu 14 km de adutora e encontrou 3 vazamentos. O líder da equipe foi Otávio Reis.
`;
const passages = passagesOf(REPORT, "relatorio-vistoria-adutora-rio-verde.md");

describe("a participle of 'fazer' in the question", () => {
  it("'quando foi feita' is answered with the period", () => {
    const [reply = ""] = offlineConversation(passages, "Oi! A vistoria foi feita quando? Vai para a planilha.");
    expect(reply).toContain("16/05/2026");
  });

  it("'quem fez' is answered with the person", () => {
    const [reply = ""] = offlineConversation(passages, "Quem fez a vistoria da adutora?");
    expect(reply).toContain("Otávio Reis");
  });
});
