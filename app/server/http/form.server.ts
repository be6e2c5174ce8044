import type { z } from "zod";
import { firstIssue } from "~/lib/validation";
import { readBodyWithin } from "./bounded-body.server";

/**
 * The one way a Remix action reads its form. Anything that is not a small,
 * well-formed form answers 4xx before the action looks at it: a body that is
 * not a form (JSON included), broken multipart, a file where text is
 * expected, a field sent twice (so two readers can never see different
 * values), text that is not UTF-8, an unknown intent, or fields the intent's
 * schema refuses.
 */
export const MAX_FORM_BYTES = 64 * 1024;
export const FORM_NOT_UTF8 = "O formulário contém texto que não é UTF-8 válido.";

export interface FormFailure {
  ok: false;
  status: 400 | 413;
  message: string;
}

export type FormFields = Record<string, string>;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<{ ok: true; fields: FormFields } | FormFailure> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(mediaType)) {
    return { ok: false, status: 400, message: "Envie os dados como formulário." };
  }
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) return { ok: false, status: 413, message: "Formulário grande demais." };
  // Read only up to the limit: a body that hides its size must not be read whole first.
  const body = await readBodyWithin(request, maxBytes);
  if (!body) return { ok: false, status: 413, message: "Formulário grande demais." };

  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return { ok: false, status: 400, message: "Formulário malformado." };
  }
  const fields: FormFields = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") return { ok: false, status: 400, message: "Este formulário não aceita arquivos." };
    if (Object.hasOwn(fields, name)) return { ok: false, status: 400, message: `Campo repetido no formulário: ${name}.` };
    fields[name] = value;
  }
  if (!isUtf8Form(mediaType, body)) return { ok: false, status: 400, message: FORM_NOT_UTF8 };
  return { ok: true, fields };
}

/**
 * The form parser turns bytes that are not UTF-8 into U+FFFD, so a name sent
 * as Latin-1 would be stored garbled; the bytes are checked instead. Every part
 * of a multipart form here is text (files were refused above), so the whole body
 * must decode. An urlencoded body is percent-decoded first: `&`, `=` and `+` are
 * ASCII and never inside a multi-byte sequence, so one strict decode of the
 * whole decoded stream judges every name and value.
 */
function isUtf8Form(mediaType: string, body: Uint8Array): boolean {
  const bytes = mediaType === "multipart/form-data" ? body : percentDecoded(body);
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const hexValue = (byte: number | undefined): number => {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
};

function percentDecoded(body: Uint8Array): Uint8Array {
  const out = new Uint8Array(body.length);
  let length = 0;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i] ?? 0;
    const high = byte === 0x25 ? hexValue(body[i + 1]) : -1;
    const low = byte === 0x25 ? hexValue(body[i + 2]) : -1;
    if (high >= 0 && low >= 0) {
      out[length++] = high * 16 + low;
      i += 2;
    } else {
      // A stray "%" stays itself, as the URL standard's decoder keeps it.
      out[length++] = byte;
    }
  }
  return out.subarray(0, length);
}

/** One intent of a form: its schema and the toast title its failures carry. */
export interface IntentSpec<S extends z.ZodType = z.ZodType> {
  schema: S;
  errorTitle: string;
}

/** The intents of a form whose failures all carry one toast title. */
export function intentsWithTitle<F extends Record<string, z.ZodType>>(
  forms: F,
  errorTitle: string,
): { [K in keyof F]: IntentSpec<F[K]> } {
  return Object.fromEntries(Object.entries(forms).map(([name, schema]) => [name, { schema, errorTitle }])) as {
    [K in keyof F]: IntentSpec<F[K]>;
  };
}

export type ParsedIntent<M extends Record<string, IntentSpec>> = {
  [K in keyof M & string]: { ok: true; intent: K; data: z.output<M[K]["schema"]>; fields: FormFields };
}[keyof M & string];

export interface IntentFailure extends Omit<FormFailure, "status"> {
  status: FormFailure["status"];
  title: string;
}

/**
 * Reads the form once, picks the intent's schema by the `intent` field and
 * validates with it. Failures carry the intent's toast title when the intent
 * is known, else "Erro".
 */
export async function readIntentForm<M extends Record<string, IntentSpec>>(
  request: Request,
  intents: M,
): Promise<ParsedIntent<M> | IntentFailure> {
  const form = await readForm(request);
  if (!form.ok) return { ...form, title: "Erro" };
  const intent = form.fields.intent ?? "";
  const spec = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!spec) return { ok: false, status: 400, title: "Erro", message: "Ação desconhecida." };
  const parsed = spec.schema.safeParse(form.fields);
  if (!parsed.success) return { ok: false, status: 400, title: spec.errorTitle, message: firstIssue(parsed.error) };
  return { ok: true, intent, data: parsed.data, fields: form.fields } as ParsedIntent<M>;
}
