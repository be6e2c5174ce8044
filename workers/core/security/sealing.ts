import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { AppEnv } from "#core/context.ts";
import { appSecrets } from "./app-secret.ts";

/**
 * Values kept encrypted under the app secret (TOTP secrets): AES-256-GCM with
 * a key derived by HKDF from an APP_SECRET key and the value's purpose.
 *
 * A sealed value names the key that sealed it: `s1.<key id>.<iv + ciphertext>`
 * (base64url), the key id being a short HMAC of a constant under the key, so
 * it tells nothing about the key. While APP_SECRET lists previous keys
 * (app-secret.ts), a value sealed with one of them still opens, and `unseal`
 * hands back the value sealed again with the current key for the caller to
 * store; the hourly sweep does the same for values nobody used
 * (workers/core/housekeeping/reseal-secrets.ts). Values sealed before key ids
 * existed (no prefix) are tried against every key.
 */
type SecretEnv = Pick<AppEnv, "APP_SECRET" | "DB" | "ENVIRONMENT">;

const FORMAT = "s1";
const IV_BYTES = 12;

export class UnsealError extends Error {
  constructor(reason: string) {
    super(`sealed value not opened: ${reason}`);
    this.name = "UnsealError";
  }
}

export interface Unsealed {
  plain: Uint8Array;
  /** The value sealed with the current key, when it was sealed with another one (store it in place of the old). */
  resealed: string | null;
}

const encoder = new TextEncoder();

async function derivedKey(secret: string, purpose: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode(purpose) },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

const keyIds = new Map<string, Promise<string>>();

/** A short public name of a key: 48 bits of HMAC-SHA256("nexo key id") under it. */
export function keyId(secret: string): Promise<string> {
  let id = keyIds.get(secret);
  if (!id) {
    id = (async () => {
      const key = await crypto.subtle.importKey(
        "raw",
        encoder.encode(secret),
        { name: "HMAC", hash: "SHA-256" },
        false,
        ["sign"],
      );
      const mac = await crypto.subtle.sign("HMAC", key, encoder.encode("nexo key id"));
      return encodeBase64urlNoPadding(new Uint8Array(mac).slice(0, 6));
    })();
    keyIds.set(secret, id);
  }
  return id;
}

/** What every value sealed with the current key starts with (the sweep selects the others by it). */
export async function currentSealPrefix(env: SecretEnv): Promise<string> {
  const [current] = await appSecrets(env);
  return `${FORMAT}.${await keyId(current as string)}.`;
}

async function sealWith(secret: string, purpose: string, plain: Uint8Array): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await derivedKey(secret, purpose);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new Uint8Array(plain)));
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv);
  joined.set(sealed, iv.length);
  return `${FORMAT}.${await keyId(secret)}.${encodeBase64urlNoPadding(joined)}`;
}

async function openWith(secret: string, purpose: string, data: Uint8Array): Promise<Uint8Array | null> {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: data.slice(0, IV_BYTES) },
      await derivedKey(secret, purpose),
      data.slice(IV_BYTES),
    );
    return new Uint8Array(plain);
  } catch {
    return null; // another key's value: GCM's tag does not match
  }
}

/** Seals `plain` with the current key. `purpose` separates the keys of different kinds of values. */
export async function seal(env: SecretEnv, purpose: string, plain: Uint8Array): Promise<string> {
  const [current] = await appSecrets(env);
  return sealWith(current as string, purpose, plain);
}

export async function unseal(env: SecretEnv, purpose: string, sealed: string): Promise<Unsealed> {
  const secrets = await appSecrets(env);
  const current = secrets[0] as string;
  const [format, id, payload] = sealed.split(".");
  let candidates = secrets;
  let data: Uint8Array;
  if (payload !== undefined && format === FORMAT) {
    const ids = await Promise.all(secrets.map(keyId));
    candidates = secrets.filter((_secret, index) => ids[index] === id);
    if (candidates.length === 0) throw new UnsealError("sealed with a key APP_SECRET no longer lists");
    data = decodeBase64urlIgnorePadding(payload);
  } else {
    data = decodeBase64urlIgnorePadding(sealed);
  }
  for (const secret of candidates) {
    const plain = await openWith(secret, purpose, data);
    if (!plain) continue;
    const upToDate = secret === current && payload !== undefined;
    return { plain, resealed: upToDate ? null : await sealWith(current, purpose, plain) };
  }
  throw new UnsealError("no key of APP_SECRET opens it");
}
