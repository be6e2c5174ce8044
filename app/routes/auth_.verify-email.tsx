import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { envOf } from "#core/context.ts";
import { openVerificationLink } from "#core/email/verification-link.ts";

/** GET /auth/verify-email?token=…: the link in the verification e-mail. No page of its own: it redirects with a toast. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return openVerificationLink(request, envOf(context));
}
