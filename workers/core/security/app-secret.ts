import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { type AppEnv, isDevelopment } from "#core/context.ts";
import { getOrCreateAppKey } from "#core/db/app-keys.ts";
import { database } from "#core/db/client.ts";
import { bindingOf } from "#core/db/d1-session.ts";
import { randomToken } from "./crypto.ts";
import { MissingSecretError } from "./required-secrets.ts";

/**
 * The keys that sign cookies and URLs and seal TOTP secrets: the APP_SECRET
 * secret (`wrangler secret put APP_SECRET`; `npm start` writes one into
 * .dev.vars). Only in development, without one, a random key is generated on
 * first use and kept in D1 (tests, a bare `wrangler dev`); anywhere else the
 * key never lives in the database it protects, and the app refuses to serve
 * without it (required-secrets.ts).
 *
 * APP_SECRET is one key, or a JSON array of keys for a rotation: the first
 * signs and seals, every one verifies and unseals, and a value sealed with a
 * previous key is sealed again with the first when it is used (sealing.ts).
 * docs/deploy.md has the rotation.
 */
// Keyed by the binding: each request's env.DB is a session of its own (#core/db/d1-session.ts).
const generated = new WeakMap<object, Promise<string>>();

type SecretEnv = Pick<AppEnv, "APP_SECRET" | "DB" | "ENVIRONMENT">;

export class InvalidAppSecretError extends Error {
  constructor(reason: string) {
    super(`APP_SECRET ${reason}: one key, or a JSON array of keys (the current one first)`);
    this.name = "InvalidAppSecretError";
  }
}

/**
 * The keys an APP_SECRET value holds, current first. A value starting with `[` is a JSON array of non-empty
 * strings; anything else is one key, as it is (a random key never starts with `[`).
 */
export function parseAppSecret(value: string): string[] {
  const trimmed = value.trim();
  if (!trimmed.startsWith("[")) return [trimmed];
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    throw new InvalidAppSecretError("starts with [ but is not JSON");
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new InvalidAppSecretError("is an empty list");
  const keys = parsed.map((key) => (typeof key === "string" ? key.trim() : ""));
  if (keys.some((key) => key === "")) throw new InvalidAppSecretError("has an entry that is not a non-empty string");
  if (new Set(keys).size !== keys.length) throw new InvalidAppSecretError("lists a key twice");
  return keys;
}

/** Every key, current first. */
export function appSecrets(env: SecretEnv): Promise<string[]> {
  const configured = env.APP_SECRET?.trim();
  if (configured) {
    try {
      return Promise.resolve(parseAppSecret(configured));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  if (!isDevelopment(env)) return Promise.reject(new MissingSecretError("APP_SECRET"));
  const binding = bindingOf(env.DB);
  let key = generated.get(binding);
  if (!key) {
    key = getOrCreateAppKey(database(env.DB), "app-secret", randomToken);
    // A failed read must not poison the cache for the isolate's lifetime.
    key.catch(() => generated.delete(binding));
    generated.set(binding, key);
  }
  return key.then((only) => [only]);
}

/** The current key: the one that signs and seals. */
export async function appSecret(env: SecretEnv): Promise<string> {
  const [current] = await appSecrets(env);
  return current as string;
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

async function mac(secret: string, message: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(message));
  return encodeBase64urlNoPadding(new Uint8Array(signature));
}

/** HMAC-SHA256 of `message` under the current key, base64url. */
export async function sign(env: SecretEnv, message: string): Promise<string> {
  return mac(await appSecret(env), message);
}

/**
 * `sign`'s value for `message` under every key, current first: for a MAC stored to be looked up by value
 * (recovery codes), which a previous key may have made.
 */
export async function signatures(env: SecretEnv, message: string): Promise<string[]> {
  return Promise.all((await appSecrets(env)).map((secret) => mac(secret, message)));
}

/** Whether `signature` is `sign`'s for `message` under any key: WebCrypto's HMAC verify, which compares in constant time. */
export async function verifySignature(env: SecretEnv, message: string, signature: string): Promise<boolean> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(decodeBase64urlIgnorePadding(signature));
  } catch {
    return false; // not base64url: no signature of ours
  }
  const data = new TextEncoder().encode(message);
  for (const secret of await appSecrets(env)) {
    if (await crypto.subtle.verify("HMAC", await hmacKey(secret), bytes, data)) return true;
  }
  return false;
}
