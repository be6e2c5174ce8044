import type { DocumentFormat } from "../../lib/document-types.ts";
import { markdownSections, type Section, textSections } from "./chunk-document.ts";
import { pageLocation } from "../../lib/document-location.ts";

/**
 * A document's text, as sections, from its stored bytes. Failures that will
 * not change on a retry (a corrupt PDF, no text, bad encoding) are permanent,
 * and their message is what the user reads next to the document.
 */
export class IngestError extends Error {
  // A plain field, not a parameter property: the seed runs this file through Node's type stripping.
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean) {
    super(message);
    this.name = "IngestError";
    this.permanent = permanent;
  }
}

export async function extractSections(format: DocumentFormat, bytes: Uint8Array): Promise<Section[]> {
  if (format === "pdf") return pdfSections(bytes);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new IngestError("O arquivo não está em UTF-8 e não pôde ser lido.", true);
  }
  return format === "markdown" ? markdownSections(text) : textSections(text);
}

async function pdfSections(bytes: Uint8Array): Promise<Section[]> {
  const { sections } = await pdfPageSections(bytes, 0, Number.POSITIVE_INFINITY);
  if (sections.length === 0) throw new IngestError(PDF_WITHOUT_TEXT, true);
  return sections;
}

export const PDF_WITHOUT_TEXT = "O PDF não tem texto extraível (pode ser uma imagem escaneada).";

export interface PdfPages {
  pageCount: number;
  /** One section a page, pages without text left out. */
  sections: Section[];
}

/**
 * Pages `from` to `to` (0-based, `to` excluded and clamped to the page count)
 * of a PDF as sections, and how many pages it has: ingestion extracts a large
 * PDF a page range per step. A page's text is what unpdf's extractText gives
 * it (items joined, a line break where PDF.js saw a line end), so a range
 * reads exactly as the same pages of the whole document.
 */
export async function pdfPageSections(bytes: Uint8Array, from: number, to: number): Promise<PdfPages> {
  // unpdf bundles a serverless build of PDF.js; it is loaded only when a PDF is ingested.
  const { getDocumentProxy } = await import("unpdf");
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      const sections: Section[] = [];
      for (let index = from; index < Math.min(to, pdf.numPages); index++) {
        const content = await (await pdf.getPage(index + 1)).getTextContent();
        const text = content.items
          .map((item) => ("str" in item && item.str != null ? item.str + (item.hasEOL ? "\n" : "") : ""))
          .join("")
          .trim();
        if (text.length > 0) sections.push({ text, location: pageLocation(index + 1) });
      }
      return { pageCount: pdf.numPages, sections };
    } finally {
      // Frees the parsed document now rather than at the isolate's next collection.
      await pdf.loadingTask.destroy();
    }
  } catch (error) {
    console.warn("PDF could not be read", error);
    throw new IngestError("O PDF está corrompido ou protegido e não pôde ser lido.", true);
  }
}
