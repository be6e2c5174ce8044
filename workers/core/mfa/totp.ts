import {
  decodeBase64urlIgnorePadding,
  encodeBase32UpperCaseNoPadding,
  encodeBase64urlNoPadding,
} from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { renderSVG } from "uqr";
import type { AppEnv } from "#core/context.ts";
import { timingSafeEqual } from "#core/security/crypto.ts";
import { appSecret } from "#core/security/app-secret.ts";

/**
 * TOTP per RFC 6238: 30 s steps, 6 digits, SHA-1 (what every authenticator
 * app speaks), one step of drift either way. The secret is sealed with
 * AES-GCM under a key derived from the app secret, so a copy of the table
 * alone yields no codes.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const DRIFT_STEPS = 1;
const SECRET_BYTES = 20;

type SecretEnv = Pick<AppEnv, "APP_SECRET" | "DB" | "ENVIRONMENT">;

async function sealingKey(env: SecretEnv): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(await appSecret(env)), "HKDF", false, [
    "deriveKey",
  ]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: new TextEncoder().encode("nexo totp secret v1") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

export async function sealSecret(env: SecretEnv, secret: Uint8Array<ArrayBuffer>): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await sealingKey(env), secret));
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv);
  joined.set(sealed, iv.length);
  return encodeBase64urlNoPadding(joined);
}

export async function unsealSecret(env: SecretEnv, sealed: string): Promise<Uint8Array> {
  const bytes = decodeBase64urlIgnorePadding(sealed);
  const plain = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv: bytes.slice(0, 12) },
    await sealingKey(env),
    bytes.slice(12),
  );
  return new Uint8Array(plain);
}

export interface TotpEnrolment {
  secret: Uint8Array<ArrayBuffer>;
  /** Base32, as typed into an app by hand. */
  secretText: string;
  uri: string;
  /** An SVG of the otpauth:// URI, as the spec's `qr_code`. */
  qrCode: string;
}

export function newTotpEnrolment(issuer: string, accountName: string): TotpEnrolment {
  const secret = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
  const uri = createTOTPKeyURI(issuer, accountName, secret, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
  return {
    secret,
    secretText: encodeBase32UpperCaseNoPadding(secret),
    uri,
    qrCode: renderSVG(uri, { border: 2 }),
  };
}

/**
 * The 30 s step whose code this is (current, previous or next), or null.
 * The caller records the step so the same code cannot be used again.
 */
export async function matchingTotpStep(secret: Uint8Array, code: string, now = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  let found: number | null = null;
  // Every candidate is computed, so timing does not tell which step matched.
  for (let drift = -DRIFT_STEPS; drift <= DRIFT_STEPS; drift++) {
    const step = current + drift;
    if ((await timingSafeEqual(generateHOTP(secret, BigInt(step), TOTP_DIGITS), code)) && found === null) found = step;
  }
  return found;
}
