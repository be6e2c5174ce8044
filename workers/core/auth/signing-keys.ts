import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import { type AppEnv, isDevelopment } from "#core/context.ts";
import { getOrCreateAppKey } from "#core/db/app-keys.ts";
import { database } from "#core/db/client.ts";
import { MissingSecretError } from "#core/security/required-secrets.ts";

/**
 * The ES256 keys that sign API access tokens.
 *
 * Production: the `JWT_SIGNING_KEYS` secret, a JSON array of private EC P-256
 * JWKs, each with a `kid`. The first signs; every key in the list verifies and
 * is published at /.well-known/jwks.json. Rotation: put the new key first and
 * keep the previous one until its tokens have expired (15 minutes), then drop it.
 * `npm start` writes a fresh key into `.dev.vars`. Only in development, without
 * the secret (tests, a bare `wrangler dev`), one key is generated on first use
 * and kept in D1; anywhere else signing refuses (required-secrets.ts).
 */
export const JWT_ALGORITHM = "ES256";

export interface SigningKeys {
  /** The key new tokens are signed with, and its kid. */
  current: { kid: string; key: CryptoKey };
  /** Public halves of every accepted key, as published. */
  publicJwks: JWK[];
  /** The same keys as jose's verifier key set, built once. */
  verifiers: ReturnType<typeof createLocalJWKSet>;
}

type KeyEnv = Pick<AppEnv, "DB" | "JWT_SIGNING_KEYS" | "ENVIRONMENT">;

const cache = new Map<string, Promise<SigningKeys>>();

export function signingKeys(env: KeyEnv): Promise<SigningKeys> {
  const configured = env.JWT_SIGNING_KEYS?.trim();
  if (!configured && !isDevelopment(env)) return Promise.reject(new MissingSecretError("JWT_SIGNING_KEYS"));
  const cacheKey = configured ?? "generated";
  let keys = cache.get(cacheKey);
  if (!keys) {
    keys = (async () => parseKeys(configured ?? (await generatedKeys(env))))();
    keys.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, keys);
  }
  return keys;
}

async function generatedKeys(env: KeyEnv): Promise<string> {
  const fresh = JSON.stringify([await newPrivateJwk()]);
  return getOrCreateAppKey(database(env.DB), "jwt-signing-keys", () => fresh);
}

/** A new private signing JWK with a random kid (used by the fallback and by scripts/start.mjs's generator). */
export async function newPrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(JWT_ALGORITHM, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: crypto.randomUUID(), alg: JWT_ALGORITHM, use: "sig" };
}

function isPrivateEcJwk(value: unknown): value is JWK & { kid: string; d: string } {
  if (typeof value !== "object" || value === null) return false;
  const jwk = value as Record<string, unknown>;
  return jwk.kty === "EC" && jwk.crv === "P-256" && typeof jwk.d === "string" && typeof jwk.kid === "string";
}

async function parseKeys(json: string): Promise<SigningKeys> {
  const parsed: unknown = JSON.parse(json);
  const list = Array.isArray(parsed) ? parsed : [];
  const jwks = list.filter(isPrivateEcJwk);
  const first = jwks[0];
  if (!first || jwks.length !== list.length) {
    throw new Error("JWT_SIGNING_KEYS must be a JSON array of private EC P-256 JWKs with a kid");
  }
  const key = await importJWK({ ...first, alg: JWT_ALGORITHM }, JWT_ALGORITHM);
  if (!(key instanceof CryptoKey)) throw new Error("JWT signing key did not import as a CryptoKey");
  const publicJwks = jwks.map(({ d: _private, ...publicPart }) => ({ ...publicPart, alg: JWT_ALGORITHM, use: "sig" }));
  return { current: { kid: first.kid, key }, publicJwks, verifiers: createLocalJWKSet({ keys: publicJwks }) };
}
