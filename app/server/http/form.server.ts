import type { z } from "zod";
import { firstIssue } from "~/lib/validation";

/**
 * The one way a Remix action reads its form. Anything that is not a small,
 * well-formed form answers 4xx before the action looks at it: a body that is
 * not a form (JSON included), broken multipart, a file where text is
 * expected, a field sent twice (so two readers can never see different
 * values), an unknown intent, or fields the intent's schema refuses.
 */
export const MAX_FORM_BYTES = 64 * 1024;

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
  const body = await request.arrayBuffer();
  if (body.byteLength > maxBytes) return { ok: false, status: 413, message: "Formulário grande demais." };

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
  return { ok: true, fields };
}

/** One intent of a form: its schema and the toast title its failures carry. */
export interface IntentSpec<S extends z.ZodType = z.ZodType> {
  schema: S;
  errorTitle: string;
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
