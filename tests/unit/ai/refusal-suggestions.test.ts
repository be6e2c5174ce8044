import { describe, expect, it } from "vitest";
import { suggestedQuestions } from "#core/ai/answer/compose-answer.ts";
import { suggestQuestions } from "#core/conversations/suggest-questions.ts";
import { MAINTENANCE_REPORT, MINUTES, passagesOf, RESERVOIR_PLAN } from "#tests/support/agent-documents.ts";

/** A refusal offers the questions an empty conversation would (one builder), from the passages the turn retrieved. */
describe("a refusal's suggested questions", () => {
  const passages = [
    ...passagesOf(RESERVOIR_PLAN, "plano.md", 1),
    ...passagesOf(MINUTES, "ata.md", 20),
    ...passagesOf(MAINTENANCE_REPORT, "manutencao.md", 40),
  ];
  const documents = ["plano.md", "ata.md", "manutencao.md"].map((name) => ({ id: name, name }));

  it("are the empty conversation's questions for the same passages, then summaries", () => {
    const offered = suggestedQuestions(passages, documents);
    const outlines = passages.map((p) => ({
      documentId: p.documentId,
      documentName: p.documentName,
      location: p.location ?? null,
      excerpt: p.text,
    }));
    const colleague = suggestQuestions(outlines, offered.length);
    expect(offered.length).toBe(3);
    for (const question of offered)
      expect(colleague.includes(question) || /^Resuma o documento /.test(question)).toBe(true);
    // Questions a colleague asks, not a template around a heading.
    for (const question of offered) expect(question).not.toMatch(/dizem sobre/);
    expect(offered.some((question) => question.endsWith("?"))).toBe(true);
  });

  it("with no passage, each document's summary", () => {
    expect(suggestedQuestions([], documents)).toEqual([
      "Resuma o documento plano.",
      "Resuma o documento ata.",
      "Resuma o documento manutencao.",
    ]);
  });
});
