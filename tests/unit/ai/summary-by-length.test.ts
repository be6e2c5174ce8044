import { describe, expect, it } from "vitest";
import { questionShape } from "#core/ai/answer/question-shape.ts";

/** A length in sentences or lines asks for a summary, whatever the verb ("o que diz", "me conta"). */
describe("a summary asked by its length", () => {
  it("is a summary with any verb", () => {
    expect(questionShape("Em duas frases, o que diz o laudo LD-88?").shape).toBe("summary");
    expect(questionShape("Me conta o parecer em três linhas?").shape).toBe("summary");
  });

  it("is not asked by a count of other things", () => {
    expect(questionShape("A multa pode ser paga em duas parcelas?").shape).not.toBe("summary");
    expect(questionShape("O que diz o laudo LD-88 sobre a fachada?").shape).not.toBe("summary");
  });
});
