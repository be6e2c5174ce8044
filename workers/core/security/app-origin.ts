import { type AppEnv, isDevelopment } from "#core/context.ts";
import { MissingSecretError, parseAppOrigin } from "./required-secrets.ts";

/** What a bare `wrangler dev` serves: the origin of a development run that names none. */
export const LOCAL_APP_ORIGIN = "http://localhost:8787";

/**
 * The deployment's own origin, from configuration (`APP_ORIGIN`): every link the app sends by e-mail, the
 * passkeys' relying party and the API tokens' issuer come from it, never from the request's Host, which a
 * proxy or a staging set-up may pass through from anyone. Outside development it is required
 * (required-secrets.ts answers 503 without it). Every local run sets it to the address it serves (`npm
 * start`, the e2e suite and the benches, through scripts/lib/proc.ts); a development run without it (a bare
 * `wrangler dev`) uses wrangler's default address, still not the request's.
 */
export function appOrigin(env: Pick<AppEnv, "APP_ORIGIN" | "ENVIRONMENT">): string {
  const configured = parseAppOrigin(env.APP_ORIGIN);
  if (configured) return configured;
  if (isDevelopment(env)) return LOCAL_APP_ORIGIN;
  throw new MissingSecretError("APP_ORIGIN");
}
