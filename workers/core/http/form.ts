import type { z } from "zod";
import { answeringErrors, type FormContext } from "#core/action-response.ts";
import { AppError, invalidInput } from "#isomorphic/app-error.ts";
import { readBodyWithin } from "./bounded-body.ts";

/**
 * The one way a Remix action reads its form. Anything that is not a small,
 * well-formed form is refused with an AppError (4xx) before the action looks
 * at it: a body that is not a form (JSON included), broken multipart, a file
 * where text is expected, a field sent twice (so two readers can never see
 * different values), text that is not UTF-8, an unknown intent, or fields
 * the intent's schema refuses (each field with its own message).
 */
export const MAX_FORM_BYTES = 64 * 1024;
export const FORM_NOT_UTF8 = "O formulário contém texto que não é UTF-8 válido.";

export type FormFields = Record<string, string>;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const TOO_LARGE = "Formulário grande demais.";

export async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormFields> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(mediaType)) throw new AppError("bad_request", "Envie os dados como formulário.");
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) throw new AppError("payload_too_large", TOO_LARGE);
  // Read only up to the limit: a body that hides its size must not be read whole first.
  const body = await readBodyWithin(request, maxBytes);
  if (!body) throw new AppError("payload_too_large", TOO_LARGE);

  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new AppError("bad_request", "Formulário malformado.");
  }
  const fields: FormFields = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") throw new AppError("bad_request", "Este formulário não aceita arquivos.");
    if (Object.hasOwn(fields, name)) throw new AppError("bad_request", `Campo repetido no formulário: ${name}.`);
    fields[name] = value;
  }
  if (!isUtf8Form(mediaType, body)) throw new AppError("bad_request", FORM_NOT_UTF8);
  return fields;
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
  [K in keyof M & string]: { intent: K; data: z.output<M[K]["schema"]>; fields: FormFields };
}[keyof M & string];

/** Picks the intent's schema by the form's `intent` field and validates with it; refusals are thrown. */
function parseIntent<M extends Record<string, IntentSpec>>(fields: FormFields, intents: M): ParsedIntent<M> {
  const intent = fields.intent ?? "";
  const spec = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
  if (!spec) throw new AppError("bad_request", "Ação desconhecida.");
  const parsed = spec.schema.safeParse(fields);
  if (!parsed.success) throw invalidInput(parsed.error);
  return { intent, data: parsed.data, fields } as ParsedIntent<M>;
}

/**
 * A page action over an intent form: reads it, runs the intent, and answers
 * every AppError (the form's own refusals included) as the form's error, its
 * toast titled with the intent's `errorTitle` ("Erro" before the intent is known).
 */
export async function handleIntentForm<M extends Record<string, IntentSpec>, T>(
  request: Request,
  intents: M,
  run: (form: ParsedIntent<M>) => Promise<T>,
) {
  const context: FormContext = { title: "Erro" };
  return answeringErrors(
    () => context,
    async () => {
      // The form is read once; its intent names the toast's title even when its fields are refused.
      const fields = await readForm(request);
      const intent = fields.intent ?? "";
      const spec = Object.hasOwn(intents, intent) ? intents[intent] : undefined;
      if (spec) Object.assign(context, { title: spec.errorTitle, intent });
      return run(parseIntent(fields, intents));
    },
  );
}
