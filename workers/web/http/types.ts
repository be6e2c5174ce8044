import type { Membership } from "#core/access/membership.ts";
import type { KeyedLimit } from "#core/auth/rate-limit.ts";
import type { AuthUser } from "#core/auth/session.ts";
import type { AppEnv } from "#core/context.ts";
import type { D1RequestSession } from "#core/db/d1-session.ts";
import type { ApiClaim } from "#workers/web/api/middleware/require-user.ts";

/** Hono's environment for every route: bindings plus what the middleware established. */
export interface WorkerEnv {
  Bindings: AppEnv;
  Variables: {
    /**
     * The request's D1 session (./d1-session.ts): a streamed response reads its bookmark after its writes. Absent
     * when the API router runs without the Worker's pipeline (tests that call it directly).
     */
    d1Session?: D1RequestSession;
    /** Set by secureHeaders' CSP; the document's scripts carry it. */
    secureHeadersNonce?: string;
    user: AuthUser;
    membership: Membership;
    /** The caller's credentials, checked before the body (claimNowSessionInRound); the session read later. */
    claim?: ApiClaim;
    /** Set once the request's session was read with the handler's reads (readAsMember): a refusal was judged. */
    sessionRead?: boolean;
    /** The caller's limit for a handler that counts it where it admits the request's work (perUserLimitAtAdmission). */
    admissionLimit: (user: AuthUser) => KeyedLimit;
    /** Set by that handler once its admission ran (the hit is counted there, whatever the outcome). */
    admissionCounted?: boolean;
  };
}
