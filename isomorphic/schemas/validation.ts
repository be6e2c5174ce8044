import { z } from "zod";
// Only the Brazilian Portuguese locale: the package index imports all 65 of them into the bundle.
import ptBR from "zod/v4/locales/pt-BR.js";

// zod 4 probes `new Function` to compile faster validators; the CSP forbids eval
// in the browser and Workers forbid it too, so never try. Issues without a
// message of ours (a body that is an array, a nested field of the wrong type)
// reach clients too, so zod's own messages are the Brazilian Portuguese ones,
// and a missing field is named rather than called "undefined".
z.config({
  jitless: true,
  ...ptBR(),
  customError: (issue) =>
    issue.code === "invalid_type" && issue.input === undefined
      ? `Campo obrigatório ausente${issue.path?.length ? `: ${issue.path.map(String).join(".")}` : ""}.`
      : undefined,
});

/**
 * Text that people show to each other (names, titles). Bidi controls are
 * stripped, since they let a name display as something else; a value made only
 * of invisible characters (zero-width, fillers, format characters) is refused.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists single invisible code points on purpose (combining and filler characters among them).
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Z}\u034F\u115F\u1160\u17B4\u17B5\u180E\u2800\u3164\uFE00-\uFE0F\uFFA0]/gu;

export const INVISIBLE_ONLY = "Use letras, números ou símbolos visíveis.";

export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}

export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, "").length > 0;
}

/**
 * A display text field: bidi controls stripped, trimmed, at most `max`
 * characters. `required` refuses an empty value with that message; without
 * it an empty value passes (the caller decides what empty means).
 */
export function displayText(options: { max: number; tooLong: string; required?: string }) {
  return z
    .string({ error: options.required ?? "Valor inválido." })
    .transform((value) => stripBidiControls(value).trim())
    .pipe(
      z
        .string()
        .max(options.max, options.tooLong)
        .refine((value) => !options.required || value.length > 0, options.required ?? "")
        .refine((value) => value.length === 0 || hasVisibleText(value), INVISIBLE_ONLY),
    );
}

/** The first message of a failed parse, for a single toast. */
export function firstIssue(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? "Dados inválidos.";
}
