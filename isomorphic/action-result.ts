import type { Toast } from "./toast.ts";

/**
 * What page actions answer when they do not redirect. A refusal carries the
 * server's AppError as the page sees it: the message (also the toast's text),
 * its code, and each refused field's message, shown under that field.
 */
export type ActionResult = ActionSuccess | ActionFailure;

export interface ActionSuccess {
  ok: true;
  toast?: Toast;
}

export interface ActionFailure {
  ok: false;
  toast: Toast;
  error: string;
  code: string;
  fields: Record<string, string>;
  /** The intent of the form refused, when it was known: which of a page's forms shows the fields. */
  intent?: string;
}
