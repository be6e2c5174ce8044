import { data } from "@remix-run/cloudflare";
import type { ActionResult } from "~/lib/action-result";
import { makeToast } from "~/lib/toast";
import type { ApiError } from "~/server/http/api-error";

/** The one shape workspace actions answer with when they do not redirect. */
export function actionFailure(status: number, title: string, message: string, headers: HeadersInit = {}) {
  return data<ActionResult>({ ok: false, error: message, toast: makeToast("error", title, message) }, { status, headers });
}

/** An ApiError from a server module, answered the way a page's action answers (same status and message). */
export function actionFailureFrom(error: ApiError, title: string) {
  return actionFailure(error.status, title, error.message, error.headers);
}

export function actionSuccess(title: string, description?: string) {
  return data<ActionResult>({ ok: true, toast: makeToast("success", title, description) });
}
