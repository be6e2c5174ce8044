import { describe, expect, it } from "vitest";
import { foldedAlongside } from "#isomorphic/text/normalize-text.ts";

describe("a text folded alongside its written form", () => {
  it("keeps each letter at its place, so what is found folded is said back with its accents", () => {
    // "é" typed decomposed (e + combining accent) is composed first: one letter in both forms.
    const { written, folded } = foldedAlongside("Quanto DÁ por te\u0301cnico?");
    expect(folded.length).toBe(written.length);
    const at = folded.indexOf("por tecnico");
    expect(written.slice(at, at + "por tecnico".length)).toBe("por técnico");
  });
});
