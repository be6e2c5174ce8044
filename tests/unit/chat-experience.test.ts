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
  it("names the agent's actions in Portuguese, one for each tool, in order, not by their internal tool names", () => {
    const tools = [
      "search_documents",
      "read_document",
      "calculate",
      "add_annotation",
      "relate_documents",
      "create_document",
      "tool_nova",
    ];
    const LEAD = "✅ Ações executadas: ";
    for (let start = 0; start < tools.length; start++)
      for (let length = 1; start + length <= tools.length; length++) {
        const names = tools.slice(start, start + length);
        const answer = `Anotei, conforme pedido.\n\nDetalhes: ${names[0]}.`;
        const shown = displayedContent(`${answer}\n\n${LEAD}${names.join(", ")}`);
        expect(shown.startsWith(`${answer}\n\n${LEAD}`), names.join()).toBe(true);
        const labels = shown.slice(`${answer}\n\n${LEAD}`.length).split(", ");
        expect(labels, names.join()).toHaveLength(names.length);
        for (const [i, label] of labels.entries()) {
          expect(label, names[i]).not.toMatch(/_/);
          expect(label, names[i]).not.toBe(names[i]);
          // One name, one label: two different tools never read the same.
          expect(labels.indexOf(label), names[i]).toBe(i);
        }
      }
    expect(displayedContent("Sem ações: add_annotation.")).toBe("Sem ações: add_annotation.");
  });
  it("reads a PDF chunk's page from its location, and nothing else as a page", () => {
    expect(pageOfLocation(pageLocation(12))).toBe(12);
    expect(pageOfLocation("Requisitos > Login")).toBeNull();
    expect(pageOfLocation(null)).toBeNull();
  });
});
