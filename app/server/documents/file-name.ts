import { stripBidiControls } from "../../lib/validation.ts";
import { DOCUMENT_FORMATS, type DocumentFormat } from "../../lib/document-types.ts";

/**
 * A display name for an uploaded file: the last path segment only, no
 * control or bidi characters, at most 200 characters, ending in the extension
 * of the format its bytes showed. It is only ever shown, never a storage path
 * (R2 keys are made by ./storage.server.ts).
 */
const MAX_NAME = 200;

export function sanitizeFileName(raw: string, format: DocumentFormat): string {
  const last = raw.split(/[\\/]/).pop() ?? "";
  const cleaned = stripBidiControls(last.normalize("NFC"))
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+/, "")
    .trim();
  const extension = DOCUMENT_FORMATS[format].extension;
  const stem = (cleaned || "documento").replace(/\.(pdf|md|markdown|txt|text)$/i, "") || "documento";
  return `${stem.slice(0, MAX_NAME - extension.length)}${extension}`;
}
