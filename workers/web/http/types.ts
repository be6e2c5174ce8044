import type { Membership } from "#core/access/membership.ts";
import type { AuthUser } from "#core/auth/session.ts";
import type { AppEnv } from "#core/context.ts";

/** Hono's environment for every route: bindings plus what the middleware established. */
export interface WorkerEnv {
  Bindings: AppEnv;
  Variables: {
    /** Set by secureHeaders' CSP; the document's scripts carry it. */
    secureHeadersNonce?: string;
    user: AuthUser;
    membership: Membership;
  };
}
