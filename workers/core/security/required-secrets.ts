import { type AppEnv, isDevelopment } from "#core/context.ts";

/**
 * The settings a deployment must have. Without the two keys the app would fall back to keys it generates
 * into D1 — the same database as the data they protect (sealed TOTP secrets, signed links and cookies,
 * access tokens) — and without APP_ORIGIN its links would follow whatever Host a request brought; so outside
 * development it refuses to serve instead (workers/web.ts). Local runs have the keys from `.dev.vars`
 * (`npm start` writes both) and build links from the request; tests run as development, where the D1
 * fallback stays for a bare `wrangler dev`.
 */
export const REQUIRED_SECRETS = ["APP_SECRET", "JWT_SIGNING_KEYS"] as const;
/** Required like the secrets, but a var of the deployed config (`[env.production.vars]`), not an uploaded secret. */
export const REQUIRED_VARS = ["APP_ORIGIN"] as const;
const REQUIRED_SETTINGS = [...REQUIRED_SECRETS, ...REQUIRED_VARS] as const;

export type RequiredSecret = (typeof REQUIRED_SETTINGS)[number];

/** The origin APP_ORIGIN names, or null when it is missing or is not a bare http(s) origin (no path, query or user). */
export function parseAppOrigin(value: string | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !bare || raw.endsWith("?") || raw.endsWith("#"))
    return null;
  return url.origin;
}

function isSet(env: Pick<AppEnv, RequiredSecret>, name: RequiredSecret): boolean {
  // APP_ORIGIN must also be an origin: a host alone or a URL with a path would build broken links.
  return name === "APP_ORIGIN" ? parseAppOrigin(env.APP_ORIGIN) !== null : Boolean(env[name]?.trim());
}

/** The required settings this environment lacks (none in development). */
export function missingSecrets(env: Pick<AppEnv, "ENVIRONMENT" | RequiredSecret>): RequiredSecret[] {
  if (isDevelopment(env)) return [];
  return REQUIRED_SETTINGS.filter((name) => !isSet(env, name));
}

/** How an operator sets one: the keys are secrets, APP_ORIGIN is a var. */
export function howToSet(name: RequiredSecret): string {
  return name === "APP_ORIGIN"
    ? 'APP_ORIGIN = "https://<your host>" under [env.production.vars] in wrangler.toml'
    : `wrangler secret put ${name} --env production`;
}

/** Thrown where a key would otherwise be generated into D1, or a link built from the request, outside development. */
export class MissingSecretError extends Error {
  constructor(name: RequiredSecret) {
    super(`${name} is not set: outside development it is required (${howToSet(name)})`);
    this.name = "MissingSecretError";
  }
}
