import type { DocumentFormat } from "#isomorphic/document-types.ts";
import { markdownSections, markdownSectionsFrom, type Section, textSections } from "./chunk-document.ts";
import { pageLocation } from "#isomorphic/protocols/document-location.ts";
import { pageText } from "./pdf-tables.ts";
import { type TextFormat, type WindowCut, windowCut } from "./text-windows.ts";
import { logger } from "#core/log.ts";
import { ingestFailure } from "./ingest-failure.ts";

/**
 * The whole file's sections at once. Ingestion reads a Markdown or text file
 * a window at a time (textWindowSections) and a PDF a page range at a time;
 * the windows are tested against it (tests/unit/text-windows.test.ts).
 */
export async function extractSections(format: DocumentFormat, bytes: Uint8Array): Promise<Section[]> {
  if (format === "pdf") return pdfSections(bytes);
  const text = decodeUtf8(bytes).replace(/^\uFEFF/, "");
  return format === "markdown" ? markdownSections(text) : textSections(text);
}

const NOT_UTF8 = "O arquivo não está em UTF-8 e não pôde ser lido.";

function decodeUtf8(bytes: Uint8Array, { ignoreBOM = false } = {}): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM }).decode(bytes);
  } catch {
    throw ingestFailure(NOT_UTF8, { permanent: true });
  }
}

/** One window of a Markdown or text file, extracted: see ./text-windows.ts for where windows end. */
export interface TextWindowSections {
  sections: Section[];
  /** Markdown: the heading path in force at the window's end, for the next window. */
  path: string[];
  /** The byte offset where the next window starts; the file's size after the last window. */
  end: number;
  last: boolean;
  /** Where this window was cut; null for the file's last. */
  cut: WindowCut | null;
}

/**
 * The window of a Markdown or text file that starts at byte `offset`, from
 * `bytes`, the file's bytes from there on (at most the window's size; all the
 * rest for the last window), `fileSize` the whole file's. Markdown sections
 * start under `path`, the heading path the previous window ended with.
 */
export function textWindowSections(
  format: TextFormat,
  bytes: Uint8Array,
  offset: number,
  fileSize: number,
  path: readonly string[],
): TextWindowSections {
  const last = offset + bytes.length >= fileSize;
  // A window cut at the window's size may end inside a character: its bytes are the next window's.
  const read = decodeUtf8(last ? bytes : completeCharacters(bytes), { ignoreBOM: true });
  // As extractSections: the decoder's BOM and one more, at the file's start only.
  const bom = offset === 0 ? (/^\uFEFF{1,2}/.exec(read)?.[0].length ?? 0) : 0;
  const window = last ? null : windowCut(read.slice(bom), format);
  const text = read.slice(bom, window ? bom + window.at : undefined);
  // Offsets are in bytes (the file is read by range); a BOM is 3 of them.
  const end = last ? fileSize : offset + 3 * bom + new TextEncoder().encode(text).length;
  if (!last && end <= offset)
    throw new Error(
      `text window at byte ${offset} of ${fileSize} is empty: the window size must be at least a few bytes`,
    );
  if (format === "text") return { sections: textSections(text), path: [], end, last, cut: window?.cut ?? null };
  const sections = markdownSectionsFrom(text, path);
  return { ...sections, end, last, cut: window?.cut ?? null };
}

/** `bytes` without the last character's bytes if they are not all there. */
function completeCharacters(bytes: Uint8Array): Uint8Array {
  let lead = bytes.length - 1;
  while (lead > 0 && lead > bytes.length - 4 && ((bytes[lead] ?? 0) & 0xc0) === 0x80) lead--;
  const first = bytes[lead] ?? 0;
  const length = first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 1;
  return lead + length > bytes.length ? bytes.subarray(0, lead) : bytes;
}

async function pdfSections(bytes: Uint8Array): Promise<Section[]> {
  const { sections } = await pdfPageSections(bytes, 0, Number.POSITIVE_INFINITY);
  if (sections.length === 0) throw ingestFailure(PDF_WITHOUT_TEXT, { permanent: true });
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
        // Tables become Markdown tables, so they are stored as data like a Markdown document's (./pdf-tables.ts).
        const text = pageText(content.items.flatMap((item) => ("str" in item && item.str != null ? [item] : [])));
        if (text.length > 0) sections.push({ text, location: pageLocation(index + 1) });
      }
      return { pageCount: pdf.numPages, sections };
    } finally {
      // Frees the parsed document now rather than at the isolate's next collection.
      await pdf.loadingTask.destroy();
    }
  } catch (error) {
    logger.warn("pdf_unreadable", { error });
    throw ingestFailure("O PDF está corrompido ou protegido e não pôde ser lido.", { permanent: true });
  }
}
