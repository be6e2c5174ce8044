import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * How long something lasted, asked right after the reply that timed it ("inspecionou … das 9h10 às 11h35"), where the
 * question's noun is not the verb the sentence writes and another sentence states a duration of something else. On a
 * works diary written for this test.
 */
const DIARY = passagesOf(
  `# Diário de obra — Reforço da adutora Vale do Jequiri

A engenheira Rosália Quintanilha inspecionou o trecho 3 da obra em 12/03/2026, das 9h10 às 11h35, e aprovou a solda dos tubos.

O plantão da contratada funciona 24 horas por dia; o tempo de resposta é de até 6 horas e o tempo de deslocamento, de até 2 horas.
`,
  "diario-obra-adutora-vale-do-jequiri.md",
);

describe("the span the conversation just gave", () => {
  it("is the length asked of the thing it timed", () => {
    const [, reply = ""] = offlineConversation(
      DIARY,
      "Quando a engenheira Rosália inspecionou o trecho 3?",
      "E a inspeção, levou quanto tempo?",
    );
    expect(reply).toContain("2h25");
  });
});
