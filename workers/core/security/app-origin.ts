import { type AppEnv, isDevelopment } from "#core/context.ts";
import { MissingSecretError, parseAppOrigin } from "./required-secrets.ts";

/**
 * The deployment's own origin, from configuration (`APP_ORIGIN`): every link the app sends by e-mail, the
 * passkeys' relying party and the API tokens' issuer come from it, never from the request's Host, which a
 * proxy or a staging set-up may pass through from anyone. Outside development it is required
 * (required-secrets.ts answers 503 without it); in development, without it, the request's own origin stands
 * in, so `npm start` and the browser tests work on whatever port and host name they use.
 */

export function appOrigin(env: Pick<AppEnv, "APP_ORIGIN" | "ENVIRONMENT">, request: Request): string {
  const configured = parseAppOrigin(env.APP_ORIGIN);
  if (configured) return configured;
  if (isDevelopment(env)) return new URL(request.url).origin;
  throw new MissingSecretError("APP_ORIGIN");
}
