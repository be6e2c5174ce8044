import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { type AppEnv, isDevelopment } from "#core/context.ts";
import { getOrCreateAppKey } from "#core/db/app-keys.ts";
import { database } from "#core/db/client.ts";
import { randomToken } from "./crypto.ts";
import { MissingSecretError } from "./required-secrets.ts";

/**
 * The key that signs cookies and URLs and seals TOTP secrets: the APP_SECRET
 * secret (`wrangler secret put APP_SECRET`; `npm start` writes one into
 * .dev.vars). Only in development, without one, a random key is generated on
 * first use and kept in D1 (tests, a bare `wrangler dev`); anywhere else the
 * key never lives in the database it protects, and the app refuses to serve
 * without it (required-secrets.ts).
 */
const generated = new WeakMap<D1Database, Promise<string>>();

type SecretEnv = Pick<AppEnv, "APP_SECRET" | "DB" | "ENVIRONMENT">;

export function appSecret(env: SecretEnv): Promise<string> {
  const configured = env.APP_SECRET?.trim();
  if (configured) return Promise.resolve(configured);
  if (!isDevelopment(env)) return Promise.reject(new MissingSecretError("APP_SECRET"));
  let key = generated.get(env.DB);
  if (!key) {
    key = getOrCreateAppKey(database(env.DB), "app-secret", randomToken);
    // A failed read must not poison the cache for the isolate's lifetime.
    key.catch(() => generated.delete(env.DB));
    generated.set(env.DB, key);
  }
  return key;
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

/** HMAC-SHA256 of `message` under the app secret, base64url. */
export async function sign(env: SecretEnv, message: string): Promise<string> {
  const key = await hmacKey(await appSecret(env));
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message));
  return encodeBase64urlNoPadding(new Uint8Array(mac));
}

/** Whether `signature` is `sign`'s for `message`: WebCrypto's HMAC verify, which compares in constant time. */
export async function verifySignature(env: SecretEnv, message: string, signature: string): Promise<boolean> {
  let mac: Uint8Array<ArrayBuffer>;
  try {
    mac = new Uint8Array(decodeBase64urlIgnorePadding(signature));
  } catch {
    return false; // not base64url: no signature of ours
  }
  const key = await hmacKey(await appSecret(env));
  return crypto.subtle.verify("HMAC", key, mac, new TextEncoder().encode(message));
}
