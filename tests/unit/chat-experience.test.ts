import { describe, expect, it } from "vitest";
import { displayedContent } from "#app/components/chat/tool-labels.ts";
import { pageLocation, pageOfLocation } from "#isomorphic/protocols/document-location.ts";
import { passageRanges } from "#isomorphic/text/passage-ranges.ts";
import { suggestQuestions } from "#core/conversations/suggest-questions.ts";

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

describe("suggestQuestions", () => {
  const outline = (documentId: string, documentName: string, location: string | null, excerpt = "") => ({
    documentId,
    documentName,
    location,
    excerpt,
  });
  it("asks about section headings, one document at a time, at most four", () => {
    const questions = suggestQuestions([
      outline("a", "visao.md", "Visão Geral > Objetivos"),
      outline("a", "visao.md", "Visão Geral > Escopo"),
      outline("b", "requisitos.md", "Requisitos > RF-01 — Consulta de fatura"),
      outline("b", "requisitos.md", "Requisitos > RF-02 — Segunda via"),
      outline("a", "visao.md", "Visão Geral > Riscos"),
    ]);
    expect(questions).toEqual([
      "O que há em “Objetivos”?",
      "O que há em “RF-01 — Consulta de fatura”?",
      "O que há em “Escopo”?",
      "O que há em “RF-02 — Segunda via”?",
    ]);
  });
  it("uses a document's most frequent key term when it has no headings (text, PDF pages)", () => {
    const excerpt =
      "Matrícula: identificador do imóvel. A matrícula aparece na fatura. Ouvidoria: canal de manifestações.";
    expect(
      suggestQuestions([
        outline("c", "glossario.txt", null, excerpt),
        outline("d", "contrato.pdf", "Página 1", "Cláusula de vigência; vigência de 24 meses."),
      ]),
    ).toEqual(["O que é matrícula?", "O que é vigência?"]);
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
