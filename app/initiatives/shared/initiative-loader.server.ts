import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "#core/auth/session.ts";
import { envOf } from "#core/context.ts";

/**
 * Every initiative route checks the session itself, so moving between pages
 * on the client also notices an ended session (the layout's loader does not
 * re-run on those navigations).
 */
export async function initiativeLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, envOf(context));
  return null;
}
