import type { Membership } from "../../app/server/access/membership.server";
import type { AuthUser } from "../../app/server/auth/session.server";
import type { AppEnv } from "../../app/server/context";

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
