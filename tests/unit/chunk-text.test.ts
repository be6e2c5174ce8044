import { describe, expect, it } from "vitest";
import { chunkText } from "~/server/documents/chunk-text";

describe("chunkText", () => {
  it("packs short paragraphs together up to the limit", () => {
    const chunks = chunkText("Um.\n\nDois.\n\nTrês.", 12);
    expect(chunks).toEqual(["Um.\n\nDois.", "Três."]);
  });

  it("cuts a long paragraph at sentence ends and never exceeds the limit", () => {
    const paragraph = "Frase número um. Frase número dois. Frase número três.";
    const chunks = chunkText(paragraph, 20);
    expect(chunks.every((chunk) => chunk.length <= 20)).toBe(true);
    expect(chunks.join(" ").replace(/\s+/g, " ")).toBe(paragraph);
  });

  it("ignores blank input", () => {
    expect(chunkText("  \n\n  ")).toEqual([]);
  });
});
