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
  // unpdf bundles a serverless build of PDF.js; it is loaded only when a PDF is ingested.
  const { extractText, getDocumentProxy } = await import("unpdf");
  let pages: string[];
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    pages = (await extractText(pdf, { mergePages: false })).text;
  } catch (error) {
    console.warn("PDF could not be read", error);
    throw new IngestError("O PDF está corrompido ou protegido e não pôde ser lido.", true);
  }
  const sections = pages
    .map((text, index) => ({ text: text.trim(), location: pageLocation(index + 1) }))
    .filter((section) => section.text.length > 0);
  if (sections.length === 0) {
    throw new IngestError("O PDF não tem texto extraível (pode ser uma imagem escaneada).", true);
  }
  return sections;
}
