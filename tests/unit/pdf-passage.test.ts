import { PDFDocument, StandardFonts } from "pdf-lib";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { citedExcerpt } from "#isomorphic/text/cited-excerpt.ts";
import { passageItems } from "#isomorphic/text/passage-items.ts";
import { chunkSections } from "#workers/ingestion/chunk-document.ts";
import { pdfPageSections } from "#workers/ingestion/extract-text.ts";
import { CHANNEL_ROWS } from "#tests/support/pdf-table-rows.ts";

/** A page drawn line by line (and cell by cell), as pdf-lib sets text: each call one text run. */
async function pdfWith(runs: [string, number, number][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  for (const [value, x, y] of runs) page.drawText(value, { x, y, size: 11, font });
  return pdf.save();
}

/** The page's text items as PDF.js gives them to its text layer (TextLayer's textContentItemsStr). */
async function itemsOf(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.flatMap((item) => ("str" in item ? [item.str] : []));
}

/** The page's stored passages, as ingestion makes them. */
async function chunksOf(bytes: Uint8Array, maxChars?: number): Promise<string[]> {
  const { sections } = await pdfPageSections(bytes, 0, 1);
  return chunkSections(sections, maxChars ? { maxChars, overlapChars: 40 } : {}).map((chunk) => chunk.content);
}

describe("a PDF passage on its page's text layer", () => {
  it("a passage split at a hyphen across lines covers its lines and none of the others", async () => {
    const bytes = await pdfWith([
      ["Relatório de Operações 2026", 50, 800],
      ["A estação opera em três turnos com equipes próprias e registros diários.", 50, 760],
      ["O consumo de energia caiu depois da troca das bombas do re-", 50, 744],
      ["calque, concluída no segundo semestre do ano passado.", 50, 728],
      ["A outorga de captação do Rio Verde vence em dezembro de 2031.", 50, 712],
      ["Fim do relatório, com os anexos publicados no portal da companhia.", 50, 696],
    ]);
    const items = await itemsOf(bytes);
    const chunks = await chunksOf(bytes, 160);
    const cited = chunks.find((chunk) => chunk.includes("2031"));
    expect(cited).toBeDefined();
    const covered = passageItems(items, cited as string).map((index) => items[index]);
    expect(covered.join(" ")).toContain("vence em dezembro de 2031");
    expect(covered.join(" ")).not.toContain("Relatório de Operações");
    const hyphenated = chunks.find((chunk) => chunk.includes("calque"));
    const lines = passageItems(items, hyphenated as string).map((index) => items[index]);
    expect(lines).toContain("O consumo de energia caiu depois da troca das bombas do re-");
    expect(lines).toContain("calque, concluída no segundo semestre do ano passado.");
  });

  it("a table stored as Markdown covers its cells on the page", async () => {
    const rows = CHANNEL_ROWS;
    const runs: [string, number, number][] = [["Canais do piloto", 50, 780]];
    // Drawn column by column, so PDF.js's order is not the Markdown table's row order.
    for (let c = 0; c < 3; c++)
      for (const [r, row] of rows.entries()) runs.push([row[c] as string, 50 + c * 170, 740 - r * 20]);
    runs.push(["O WhatsApp concentra as segundas vias.", 50, 640]);
    const bytes = await pdfWith(runs);
    const items = await itemsOf(bytes);
    const [chunk] = await chunksOf(bytes);
    expect(chunk).toContain("| Telefone | 12.500 | 20% |");
    const covered = passageItems(items, chunk as string).map((index) => items[index]);
    for (const cell of ["Canal", "Telefone", "12.500", "WhatsApp", "60%"]) expect(covered).toContain(cell);
  });

  it("text that is not on the page covers nothing", () => {
    expect(passageItems(["Relatório", "de Operações"], "Um trecho de outro documento inteiro.")).toEqual([]);
  });
});

describe("the preview's excerpt of a cited passage", () => {
  const page = [
    "Companhia Estadual de Saneamento - Relatório de Operações 2026",
    "Outorgas e licenças",
    "A estação de tratamento operou durante todo o ano com equipes em três turnos.",
    "As leituras de turbidez ficaram dentro do padrão em todos os meses.",
    "O consumo de energia caiu depois da troca das bombas do recalque.",
    "A outorga de captação do Rio Verde vence em dezembro de 2031.",
    "A renovação deve ser pedida com dois anos de antecedência.",
  ].join("\n");

  it("starts a line before the line the citing sentence matches, past the page's header", () => {
    const excerpt = citedExcerpt(
      page,
      "Segundo o relatório, a outorga vence em dezembro de 2031 [1]. Outra coisa [2].",
      1,
    );
    expect(excerpt.startsWith("…O consumo de energia")).toBe(true);
    expect(excerpt).toContain("vence em dezembro de 2031");
    expect(excerpt).not.toContain("Relatório de Operações");
  });

  it("finds the sentence in a passage that is one long line", () => {
    const excerpt = citedExcerpt(
      page.replace(/\n/g, " "),
      "Veja o relatório [2]. A outorga vence em dezembro de 2031. [1]",
      1,
    );
    expect(excerpt.startsWith("…O consumo de energia")).toBe(true);
  });

  it("a cited table row keeps its table's header", () => {
    const quote = [
      "Canais do piloto",
      "",
      "| Canal | Volume mensal |",
      "|---|---|",
      "| Telefone | 12.500 |",
      "| Site | 4.200 |",
      "| E-mail | 1.100 |",
      "| WhatsApp | 9.800 |",
    ].join("\n");
    expect(citedExcerpt(quote, "O WhatsApp recebe 9.800 atendimentos por mês [1].", 1)).toBe(
      ["…", "", "| Canal | Volume mensal |", "|---|---|", "| E-mail | 1.100 |", "| WhatsApp | 9.800 |"].join("\n"),
    );
  });

  it("a passage the answer's words do not reach, or that starts with them, is shown whole", () => {
    expect(citedExcerpt(page, "Veja a fonte [1].", 1)).toBe(page);
    expect(citedExcerpt(page, "A Companhia Estadual de Saneamento publica o relatório [1].", 1)).toBe(page);
  });
});
