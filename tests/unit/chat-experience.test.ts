import { describe, expect, it } from "vitest";
import { displayedContent } from "#app/components/chat/tool-labels.ts";
import { pageLocation, pageOfLocation } from "#isomorphic/protocols/document-location.ts";
import { passageRanges } from "#isomorphic/text/passage-ranges.ts";

describe("passageRanges", () => {
  const document =
    "# Manual\r\n\r\n## Operação\r\n\r\nA estação opera com 480 L/s.\r\n\r\n## Filtros\r\n\r\nTroca a cada 90 dias.\r\n";
  it("finds each paragraph of a chunk in the document, in order, line endings folded", () => {
    const text = document.replace(/\r\n/g, "\n");
    const ranges = passageRanges(document, "## Operação\n\nA estação opera com 480 L/s.");
    expect(ranges.map(([start, end]) => text.slice(start, end))).toEqual([
      "## Operação",
      "A estação opera com 480 L/s.",
    ]);
  });
  it("skips what the document no longer has (an edit since the citation)", () => {
    expect(passageRanges(document, "Um parágrafo que não existe.\n\nTroca a cada 90 dias.")).toHaveLength(1);
  });
});

describe("what the chat shows", () => {
  it("names the agent's actions in Portuguese, not by their internal tool names", () => {
    expect(displayedContent("Anotei.\n\n✅ Ações executadas: add_annotation, relate_documents")).toBe(
      "Anotei.\n\n✅ Ações executadas: anotação adicionada, documentos relacionados",
    );
    expect(displayedContent("Sem ações.")).toBe("Sem ações.");
  });
  it("reads a PDF chunk's page from its location, and nothing else as a page", () => {
    expect(pageOfLocation(pageLocation(12))).toBe(12);
    expect(pageOfLocation("Requisitos > Login")).toBeNull();
    expect(pageOfLocation(null)).toBeNull();
  });
});
