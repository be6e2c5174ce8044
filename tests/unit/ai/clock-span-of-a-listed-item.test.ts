import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A sentence that times several things ("a bomba A das 8h05 às 9h50, a bomba B das 10h10 às 12h40"): how long one of
 * them took is the span its own name stands before, by a name or a code no other span's words hold; a question that
 * names none of them gets no span picked for it. On a test diary written for this test.
 */
const DIARY = `# Diário do ensaio de bombas — Fábrica Hidromax

No dia 14/10/2026, a bomba BX-101 foi ensaiada das 8h05 às 9h50, a bomba BX-102 das 10h10 às 12h40 e, depois do almoço, a bomba BX-103 das 13h30 às 15h15.

O inspetor da Sanipa foi Rui Campos.
`;
const passages = passagesOf(DIARY, "diario-ensaio-bombas-hidromax.md");

describe("the clock-time span of one item of a list", () => {
  it("the span after the item's code, its length in hours and minutes", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Bom dia! Quanto tempo a BX-102 ficou no ensaio? É para o relatório.",
    );
    expect(reply).toContain("2h30 (150 minutos)");
  });

  it("a follow-up naming another item takes that item's span", () => {
    const replies = offlineConversation(
      passages,
      "Quanto tempo a BX-102 ficou no ensaio?",
      "E quanto durou o da BX-103?",
    );
    expect(replies[1] ?? "").toContain("1h45 (105 minutos)");
  });

  it("a question that names no item gets no one span of the list", () => {
    const [reply = ""] = offlineConversation(passages, "Quanto tempo durou o ensaio das bombas?");
    expect(reply).not.toMatch(/^São 1h45/);
  });
});
