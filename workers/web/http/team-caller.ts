import type { AppEnv } from "#core/context.ts";
import { EMPLOYEE_ROLE } from "#isomorphic/config/roles.ts";
import { authenticate } from "#workers/web/api/middleware/require-user.ts";

/**
 * Whether a request comes from a Nexo team account (`nexo_employee`), by its access token or its session,
 * second factor done: what `/api/health` asks before it names its parts. Not knowing is "no": no credential,
 * a bad or expired token, or D1 and the keys themselves failing (the health then says 503 to everyone alike).
 */
export async function isTeamCaller(request: Request, env: AppEnv): Promise<boolean> {
  if (!request.headers.has("Authorization") && !request.headers.has("Cookie")) return false;
  try {
    const user = await authenticate(request, env);
    return user?.role === EMPLOYEE_ROLE && !user.mfaPending;
  } catch {
    return false;
  }
}
