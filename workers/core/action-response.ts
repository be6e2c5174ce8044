import { data } from "@remix-run/cloudflare";
import type { ActionFailure, ActionSuccess } from "#isomorphic/action-result.ts";
import { makeToast } from "#isomorphic/toast.ts";
import { AppError } from "#isomorphic/app-error.ts";

/**
 * The one mapping of an AppError to a form's answer (the API's is
 * workers/web/api/errors.ts): its status and headers, the message, every refused
 * field's message, and an error toast titled for the form.
 */
export function actionError(error: AppError, title: string, intent?: string) {
  const failure: ActionFailure = {
    ok: false,
    code: error.code,
    error: error.message,
    fields: { ...error.fields },
    toast: makeToast("error", title, error.message),
    ...(intent ? { intent } : {}),
  };
  return data(failure, { status: error.status, headers: error.headers });
}

export function actionSuccess(title: string, description?: string) {
  return data<ActionSuccess>({ ok: true, toast: makeToast("success", title, description) });
}

/** Which form an error answers: its toast's title and, once known, its intent. */
export interface FormContext {
  title: string;
  intent?: string;
}

/**
 * Runs a page action and answers any AppError it throws as the form's error
 * (`context` is read then, so it may say how far the action got). Anything
 * else is a bug and stays a 500.
 */
export async function answeringErrors<T>(context: () => FormContext, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { title, intent } = context();
    return actionError(error, title, intent);
  }
}
