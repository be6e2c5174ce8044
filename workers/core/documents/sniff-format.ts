import type { DocumentFormat } from "#isomorphic/document-types.ts";

/**
 * Decides what an uploaded file is from its bytes, never from its name or the
 * browser's MIME type: a PDF by its signature, Markdown or plain text only
 * when the bytes are valid UTF-8 without binary control characters, and
 * Markdown when the text uses Markdown's structure. Everything else is
 * refused with a message the user can act on.
 */
export type SniffResult = { ok: true; format: DocumentFormat; text?: string } | { ok: false; reason: string };

const SIGNATURES: { bytes: number[]; name: string }[] = [
  { bytes: [0x4d, 0x5a], name: "um programa executável" },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], name: "um programa executável" },
  { bytes: [0x50, 0x4b, 0x03, 0x04], name: "um arquivo compactado (ZIP, DOCX, XLSX)" },
  { bytes: [0x89, 0x50, 0x4e, 0x47], name: "uma imagem PNG" },
  { bytes: [0xff, 0xd8, 0xff], name: "uma imagem JPEG" },
  { bytes: [0x47, 0x49, 0x46, 0x38], name: "uma imagem GIF" },
  { bytes: [0x1f, 0x8b], name: "um arquivo compactado (gzip)" },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], name: "um documento do Office antigo" },
];

const UNSUPPORTED = "Envie um PDF, um Markdown (.md) ou um texto (.txt).";

export function sniffFormat(bytes: Uint8Array): SniffResult {
  if (bytes.length === 0) return { ok: false, reason: "O arquivo está vazio." };
  if (startsWithPdfSignature(bytes)) return { ok: true, format: "pdf" };
  const known = SIGNATURES.find((signature) => signature.bytes.every((byte, i) => bytes[i] === byte));
  if (known) return { ok: false, reason: `O arquivo é ${known.name}. ${UNSUPPORTED}` };

  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return {
      ok: false,
      reason: `O arquivo não é um texto em UTF-8. Salve-o como UTF-8 ou ${UNSUPPORTED.charAt(0).toLowerCase()}${UNSUPPORTED.slice(1)}`,
    };
  }
  text = text.replace(/^\uFEFF/, "");
  // Text files have no NUL and almost no C0 controls besides tab, newline and carriage return.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text.slice(0, 65536))) {
    return { ok: false, reason: `O arquivo parece binário. ${UNSUPPORTED}` };
  }
  if (!text.trim()) return { ok: false, reason: "O arquivo não tem texto." };
  if (looksLikeHtml(text)) return { ok: false, reason: `Arquivos HTML não são aceitos. ${UNSUPPORTED}` };
  return { ok: true, format: looksLikeMarkdown(text) ? "markdown" : "text", text };
}

/** PDF readers accept the header anywhere in the first 1 KB. */
function startsWithPdfSignature(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, 1024));
  return head.includes("%PDF-");
}

function looksLikeHtml(text: string): boolean {
  const head = text.slice(0, 4096).trimStart().toLowerCase();
  return (
    /^(<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<\?xml[^>]*>\s*<html)/.test(head) ||
    /<script[\s>]/i.test(text.slice(0, 65536))
  );
}

/** Markdown's structural marks: a heading says so alone; otherwise two different marks. */
const HEADING = /^#{1,6}\s+\S/m;
const MARKS = [
  /^```/m,
  /^\s{0,3}[-*+]\s+\S/m,
  /^\s{0,3}\d+\.\s+\S/m,
  /\[[^\]\n]+\]\([^)\s]+\)/,
  /^\|.*\|\s*$\n^\|?\s*:?-{3,}/m,
  /(\*\*|__)[^\n*_]+\1/,
  /^>\s+\S/m,
];

function looksLikeMarkdown(text: string): boolean {
  const sample = text.slice(0, 65536);
  return HEADING.test(sample) || MARKS.filter((mark) => mark.test(sample)).length >= 2;
}
