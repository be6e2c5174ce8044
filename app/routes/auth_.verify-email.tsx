import { withEnv } from "#core/context.ts";
import { openVerificationLink } from "#core/email/verification-link.ts";

/** GET /auth/verify-email?token=…: the link in the verification e-mail. No page of its own: it redirects with a toast. */
export const loader = withEnv(openVerificationLink);
