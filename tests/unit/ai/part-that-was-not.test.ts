import { describe, expect, it } from "vitest";
import { operationIn } from "#core/ai/answer/question-shape.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Quanto do X não foi Y?": the part of a whole that was not something is the whole less the part that was. On a
 * table written for this test; the expected figure is computed here from the cells it writes.
 */
const BILLED = 5_102;
const PRODUCED = 6_870;
const TABLE = `# Balanço hídrico do distrito Serra Azul — 2026

| Setor | Volume captado (mil m³) | Volume faturado (mil m³) |
| --- | --- | --- |
| Alto da Serra | ${PRODUCED.toLocaleString("pt-BR")} | ${BILLED.toLocaleString("pt-BR")} |
| Vale Azul | 4.360 | 3.313 |
| Total | 11.230 | 8.415 |
`;
const passages = passagesOf(TABLE, "balanco-hidrico-serra-azul.md");

describe("the part of a whole that was not something", () => {
  it("'quanto do X não foi Y' asks the rest of a whole", () => {
    expect(operationIn("quanto do volume captado nao foi faturado?")).toBe("remainder");
    expect(operationIn("quanto do volume captado foi faturado?")).not.toBe("remainder");
  });

  it("is the whole's cell less the part's, in the row asked", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Boa tarde! Quanto do volume captado no Alto da Serra não foi faturado? Estou fechando o balanço.",
    );
    expect(reply).toContain((PRODUCED - BILLED).toLocaleString("pt-BR"));
  });
});
