import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { chunkSections } from "#workers/ingestion/chunk-document.ts";
import { pdfPageSections } from "#workers/ingestion/extract-text.ts";
import { CHANNEL_ROWS } from "#tests/support/pdf-table-rows.ts";

/** A page with a heading, a table of three columns drawn cell by cell, and a closing sentence. */
async function pdfWith(draw: (text: (value: string, x: number, y: number) => void) => void): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  draw((value, x, y) => page.drawText(value, { x, y, size: 11, font }));
  return pdf.save();
}

describe("PDF tables become data", () => {
  it("a table drawn in columns is stored as a table with its pt-BR figures", async () => {
    const rows = CHANNEL_ROWS;
    const bytes = await pdfWith((text) => {
      text("Canais do piloto", 50, 780);
      for (const [r, row] of rows.entries()) {
        for (const [c, cell] of row.entries()) text(cell, 50 + c * 170, 740 - r * 20);
      }
      text("O WhatsApp concentra as segundas vias.", 50, 640);
    });
    const { sections } = await pdfPageSections(bytes, 0, 1);
    const text = sections[0]?.text ?? "";
    expect(text).toContain("| Canal | Volume mensal | Meta |");
    expect(text).toContain("| Telefone | 12.500 | 20% |");
    expect(text).toContain("O WhatsApp concentra as segundas vias.");
    const tables = chunkSections(sections).flatMap((chunk) => chunk.tables);
    expect(tables).toHaveLength(1);
    expect(tables[0]?.values.map((row) => row[1])).toEqual([12_500, 4_200, 9_800]);
    expect(tables[0]?.units).toEqual([null, "number", "percent"]);
  });

  it("two columns of prose are not a table", async () => {
    const left = [
      "O relatório apresenta os resultados do",
      "trimestre e as metas de cada uma das",
      "estações de tratamento da região.",
    ];
    const right = [
      "A manutenção preventiva reduziu as",
      "paradas não programadas em quase",
      "metade, segundo a coordenação.",
    ];
    const bytes = await pdfWith((text) => {
      for (const [i, line] of left.entries()) text(line, 50, 760 - i * 16);
      for (const [i, line] of right.entries()) text(line, 320, 760 - i * 16);
    });
    const { sections } = await pdfPageSections(bytes, 0, 1);
    expect(sections[0]?.text).not.toContain("|");
  });
});
