import { describe, expect, it } from "vitest";
import { analyze } from "#core/search/text-analysis.ts";
import { questionWords } from "#isomorphic/text/question-words.ts";
import { wordParts, writtenWords } from "#isomorphic/text/words.ts";

/** The one word tokenizer: hyphenated words whole as written, split into parts for matching. */
describe("words", () => {
  const samples = ["O e-mail do guarda-chuva", "COVID-19 em 2026: 12,5% - queda", "Ação — prazo; até 30/04", "fim-"];

  it("a written word keeps its inner hyphens; its parts are the runs of letters and digits", () => {
    expect(writtenWords("O e-mail do guarda-chuva")).toEqual(["O", "e-mail", "do", "guarda-chuva"]);
    for (const text of samples) {
      // Splitting the written words at their hyphens gives the parts, in order: one rule, two views.
      expect(writtenWords(text).flatMap((word) => word.split("-"))).toEqual(wordParts(text));
      for (const part of wordParts(text)) expect(part).toMatch(/^[\p{L}\p{N}]+$/u);
    }
  });

  it("search and the question reader split words the same way", () => {
    for (const text of samples) {
      const folded = text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
      expect(questionWords(folded)).toEqual(
        wordParts(folded).flatMap((word) => word.split(/[^a-z0-9]+/).filter(Boolean)),
      );
      // Every stem the analyzer keeps comes from one of the parts.
      const parts = wordParts(text.toLowerCase());
      for (const stem of analyze(text))
        expect(parts.some((part) => part.normalize("NFD").replace(/\p{M}/gu, "").startsWith(stem.slice(0, 3)))).toBe(
          true,
        );
    }
  });
});
