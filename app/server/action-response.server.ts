import { data } from "@remix-run/cloudflare";
import type { ActionResult } from "~/lib/action-result";
import { makeToast } from "~/lib/toast";

/** The one shape workspace actions answer with when they do not redirect. */
export function actionFailure(status: number, title: string, message: string) {
  return data<ActionResult>({ ok: false, error: message, toast: makeToast("error", title, message) }, { status });
}

export function actionSuccess(title: string, description?: string) {
  return data<ActionResult>({ ok: true, toast: makeToast("success", title, description) });
}
