import { expect } from "vitest";
import { concatBytes } from "./bytes.ts";

/**
 * Building blocks for tables of malformed requests: raw bodies the platform's
 * own FormData would never produce (bytes that are not UTF-8, names with NUL),
 * and one reader for the refusal message of an API answer (`{ error }`) or of a
 * Remix action's single-fetch answer (turbo-stream).
 */
const encoder = new TextEncoder();

export const bytes = (...pieces: (string | number[] | Uint8Array)[]): Uint8Array<ArrayBuffer> =>
  concatBytes(...pieces.map((piece) => (typeof piece === "string" ? encoder.encode(piece) : Uint8Array.from(piece))));

/** Latin-1 "é": one byte that is not UTF-8 anywhere it appears. */
export const NOT_UTF8_BYTE = [0xe9];

export interface Part {
  name: string;
  value: string | Uint8Array;
  /** Written into the header byte for byte: quotes, slashes and NULs stay as given. */
  filename?: string | Uint8Array;
  type?: string;
}

const BOUNDARY = "----nexo-bad-input";
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

export function multipart(parts: Part[]): Uint8Array<ArrayBuffer> {
  const pieces: (string | Uint8Array)[] = [];
  for (const part of parts) {
    pieces.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"`);
    if (part.filename !== undefined) pieces.push('; filename="', part.filename, '"');
    pieces.push("\r\n");
    if (part.type) pieces.push(`Content-Type: ${part.type}\r\n`);
    pieces.push("\r\n", part.value, "\r\n");
  }
  pieces.push(`--${BOUNDARY}--\r\n`);
  return bytes(...pieces);
}

/** `[[[…]]]` nested `depth` times: valid JSON that no schema here expects. */
export const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

/**
 * A single-fetch answer's value. turbo-stream writes one flat array: objects
 * as `{ "_<key index>": <value index> }`, arrays as lists of indices, and
 * negative indices for undefined and friends. Enough of it for action data.
 */
function unflatten(flat: unknown[], index = 0): unknown {
  if (index < 0) return undefined;
  const value = flat[index];
  if (Array.isArray(value)) return value.map((item) => unflatten(flat, Number(item)));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [flat[Number(key.slice(1))], unflatten(flat, Number(item))]),
    );
  }
  return value;
}

/** What a Remix action answered, read from its single-fetch (`.data`) response. */
export async function actionData<T>(response: Response): Promise<T> {
  const root = unflatten(JSON.parse((await response.text()).split("\n")[0] ?? "[]") as unknown[]) as { data?: T };
  return root.data as T;
}

/**
 * The message a refusal carries: `error` of an API answer, or of a Remix
 * action's answer read as single-fetch data.
 */
export async function refusalMessage(response: Response): Promise<string> {
  if ((response.headers.get("Content-Type") ?? "").includes("application/json")) {
    return String(((await response.json()) as { error?: unknown }).error ?? "");
  }
  return (await actionData<{ error?: string }>(response))?.error ?? "";
}

// Words of English error texts (zod's defaults, JS errors) that must never reach a Portuguese user.
const ENGLISH =
  /\b(invalid|expected|received|required|must|error|failed|unexpected|undefined|too (big|small)|malformed|not found)\b/i;
const PORTUGUESE =
  /[áàâãéêíóôõúç]|\b(o|a|os|as|de|do|da|no|na|um|uma|não|ou|com|sem|só|demais|campo|senha|nome|link|Envie|Informe|Escreva|Escolha|Digite|Use)\b/i;

export function expectPortuguese(message: string): void {
  expect(message.trim().length, "a message").toBeGreaterThan(0);
  expect(message, message).not.toMatch(ENGLISH);
  expect(message, message).toMatch(PORTUGUESE);
  // A message for people, not a stack trace or a dump of the request.
  expect(message.length, message).toBeLessThan(300);
}
