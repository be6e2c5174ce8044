import { useCallback, useEffect, useState } from "react";
import type { ActionResult } from "#isomorphic/action-result.ts";

/**
 * The field errors of a form's last answer, each hidden again once the person
 * edits that field. `intent` keeps a page's other forms out of it; `fallback`
 * names the field that shows the form's message when the server named none
 * (a form whose one input is what was wrong, such as a code).
 */
export function useFieldErrors(result: ActionResult | undefined, options: { intent?: string; fallback?: string } = {}) {
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer shows its errors again, so it resets what was edited
  useEffect(() => setEdited(new Set()), [result]);
  const failed = result && !result.ok && (!options.intent || result.intent === options.intent) ? result : undefined;
  const errorOf = (field: string): string | undefined => {
    if (!failed || edited.has(field)) return undefined;
    return (
      failed.fields[field] ??
      (field === options.fallback && Object.keys(failed.fields).length === 0 ? failed.error : undefined)
    );
  };
  const touched = useCallback(
    (field: string) => setEdited((fields) => (fields.has(field) ? fields : new Set([...fields, field]))),
    [],
  );
  /** The form's message when no field shows it (a refusal about the whole form, such as a wrong password). */
  const formError = failed && Object.keys(failed.fields).length === 0 && !options.fallback ? failed.error : undefined;
  /** A FormField's `name`, `error` and the edit that hides the error: `<FormField {...field("email")} ... />`. */
  const field = (name: string) => ({ name, error: errorOf(name), onInput: () => touched(name) });
  return { field, errorOf, formError };
}
