import { type AppEnv, isDevelopment } from "#core/context.ts";

/**
 * The secrets a deployment must have. Without them the app would fall back to
 * keys it generates into D1 — the same database as the data they protect
 * (sealed TOTP secrets, signed links and cookies, access tokens) — so outside
 * development it refuses to serve instead (workers/web.ts). Local runs have
 * them from `.dev.vars` (`npm start` writes both), and tests run as
 * development, where the D1 fallback stays for a bare `wrangler dev`.
 */
export const REQUIRED_SECRETS = ["APP_SECRET", "JWT_SIGNING_KEYS"] as const;

export type RequiredSecret = (typeof REQUIRED_SECRETS)[number];

/** The required secrets this environment lacks (none in development). */
export function missingSecrets(env: Pick<AppEnv, "ENVIRONMENT" | RequiredSecret>): RequiredSecret[] {
  if (isDevelopment(env)) return [];
  return REQUIRED_SECRETS.filter((name) => !env[name]?.trim());
}

/** Thrown where a key would otherwise be generated into D1 outside development. */
export class MissingSecretError extends Error {
  constructor(name: RequiredSecret) {
    super(`${name} is not set: outside development the key is never generated into D1 (wrangler secret put ${name})`);
    this.name = "MissingSecretError";
  }
}
