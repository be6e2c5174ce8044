import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A row named by the words before a comma that a preposition's qualifier follows ("Mordida de animal, em visita
 * domiciliar"), and its share of the whole read in the table's "Total" column when the question names no column. A
 * bulletin written for this test.
 */
const BULLETIN = `# Boletim de ocorrências com leituristas — setembro de 2026

| Ocorrência | Zona urbana | Zona rural | Total |
|---|---:|---:|---:|
| Mordida de animal, em visita domiciliar | 3 | 5 | 8 |
| Torção no tornozelo | 6 | 2 | 8 |
| Assalto durante a rota | 4 | 0 | 4 |
| **Total** | **13** | **7** | **20** |
`;
const passages = passagesOf(BULLETIN, "boletim-ocorrencias-leituristas.md");

describe("a row's share of the whole, by the name before its qualifier", () => {
  it("in the Total column when no column is named", () => {
    const [reply] = offlineConversation(
      passages,
      "Bom dia! Que percentual das ocorrências de setembro foi de mordida de animal?",
    );
    // 8 ÷ 20
    expect(reply).toContain("40%");
    expect(reply).toContain("8 ÷ 20");
  });

  it("in the column the question names", () => {
    const [reply] = offlineConversation(
      passages,
      "Na zona rural, que percentual das ocorrências foi de mordida de animal?",
    );
    // 5 ÷ 7
    expect(reply).toContain("5 ÷ 7");
  });
});
