import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import { type AppEnv, isDevelopment } from "#core/context.ts";
import { getOrCreateAppKey } from "#core/db/app-keys.ts";
import { database } from "#core/db/client.ts";
import { MissingSecretError } from "#core/security/required-secrets.ts";

/**
 * The ES256 keys that sign API access tokens.
 *
 * Production: the `JWT_SIGNING_KEYS` secret, a JSON array of private EC P-256
 * JWKs, each with a `kid`. Every key in the list verifies and is published at
 * /.well-known/jwks.json; the first one that may sign now signs. A key may
 * carry `signs_from` (an ISO 8601 time): until then it is published but does
 * not sign, so verifiers that cache the JWKS (5 minutes, jwks.ts) hold it
 * before the first token it signs reaches them. Rotation (docs/deploy.md): put
 * the new key first with `signs_from` at least the JWKS cache lifetime ahead
 * (`npm run secrets -- rotate-jwt` writes it), keep the previous one until its
 * last tokens have expired (15 minutes after the new key starts), then drop it.
 * `npm start` writes a fresh key into `.dev.vars`. Only in development, without
 * the secret (tests, a bare `wrangler dev`), one key is generated on first use
 * and kept in D1; anywhere else signing refuses (required-secrets.ts).
 */
export const JWT_ALGORITHM = "ES256";

export interface Signer {
  kid: string;
  key: CryptoKey;
  /** When it starts signing (ms since the epoch; 0: at once). */
  signsFrom: number;
}

export interface SigningKeys {
  /** Every listed key, in the list's order. */
  signers: Signer[];
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

/** The key that signs at `now`: the first of the list whose `signs_from` has come. */
export function signerAt(keys: SigningKeys, now = Date.now()): Signer {
  const signer = keys.signers.find((candidate) => candidate.signsFrom <= now);
  if (!signer) {
    const earliest = Math.min(...keys.signers.map((candidate) => candidate.signsFrom));
    throw new Error(`JWT_SIGNING_KEYS has no key that may sign before ${new Date(earliest).toISOString()}`);
  }
  return signer;
}

type PrivateJwk = JWK & { kid: string; d: string; signs_from?: string };

function isPrivateEcJwk(value: unknown): value is PrivateJwk {
  if (typeof value !== "object" || value === null) return false;
  const jwk = value as Record<string, unknown>;
  return (
    jwk.kty === "EC" &&
    jwk.crv === "P-256" &&
    typeof jwk.d === "string" &&
    typeof jwk.kid === "string" &&
    (jwk.signs_from === undefined || (typeof jwk.signs_from === "string" && !Number.isNaN(Date.parse(jwk.signs_from))))
  );
}

async function parseKeys(json: string): Promise<SigningKeys> {
  const parsed: unknown = JSON.parse(json);
  const list = Array.isArray(parsed) ? parsed : [];
  const jwks = list.filter(isPrivateEcJwk);
  if (jwks.length === 0 || jwks.length !== list.length) {
    throw new Error(
      "JWT_SIGNING_KEYS must be a JSON array of private EC P-256 JWKs with a kid (and, optionally, an ISO 8601 signs_from)",
    );
  }
  const signers = await Promise.all(
    jwks.map(async ({ signs_from: signsFrom, ...jwk }) => {
      const key = await importJWK({ ...jwk, alg: JWT_ALGORITHM }, JWT_ALGORITHM);
      if (!(key instanceof CryptoKey)) throw new Error("JWT signing key did not import as a CryptoKey");
      return { kid: jwk.kid, key, signsFrom: signsFrom ? Date.parse(signsFrom) : 0 };
    }),
  );
  const publicJwks = jwks.map(({ d: _private, signs_from: _when, ...publicPart }) => ({
    ...publicPart,
    alg: JWT_ALGORITHM,
    use: "sig",
  }));
  return { signers, publicJwks, verifiers: createLocalJWKSet({ keys: publicJwks }) };
}
