import { encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** Small WebCrypto helpers shared by sessions, passwords, TOTP, signed cookies and signed URLs. */

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return encodeHexLowerCase(new Uint8Array(digest));
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

let comparisonKey: Promise<CryptoKey> | undefined;

/**
 * Whether two secrets are equal, in a time that does not say where they
 * differ. WebCrypto's HMAC verify compares in constant time, so `b` is
 * verified against the MAC of `a` under a random key of this isolate's:
 * neither the platform (Node has no `timingSafeEqual` on `crypto.subtle`) nor
 * a hand-written loop decides. Inputs of different lengths are unequal.
 */
export async function timingSafeEqual(a: Uint8Array | string, b: Uint8Array | string): Promise<boolean> {
  comparisonKey ??= crypto.subtle.generateKey({ name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  const key = await comparisonKey;
  const mac = await crypto.subtle.sign("HMAC", key, bytesOf(a));
  return crypto.subtle.verify("HMAC", key, mac, bytesOf(b));
}

const encoder = new TextEncoder();
const bytesOf = (value: Uint8Array | string): Uint8Array<ArrayBuffer> =>
  typeof value === "string" ? encoder.encode(value) : new Uint8Array(value);
