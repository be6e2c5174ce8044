import { stripBidiControls } from "#isomorphic/schemas/validation.ts";
import { DOCUMENT_FORMATS, type DocumentFormat } from "#isomorphic/document-types.ts";

/**
 * A display name for an uploaded file: the last path segment only, no
 * control or bidi characters, at most 200 characters, ending in the extension
 * of the format its bytes showed. It is only ever shown, never a storage path
 * (R2 keys are made by ./storage.ts).
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

/**
 * Browsers send a file's name without its folders (HTML's "file name"), so a
 * name with a slash, a backslash or a control character, or one that is only
 * dots, was made by hand: it is refused with a reason rather than guessed at.
 */
export const FILE_NAME_REFUSED =
  "Nome de arquivo inválido: envie só o nome do arquivo, sem pastas nem caracteres de controle.";

export function isPlainFileName(raw: string): boolean {
  return !/[\\/\p{Cc}]/u.test(raw) && !/^\.+$/.test(raw);
}
