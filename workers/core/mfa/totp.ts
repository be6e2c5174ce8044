import { encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { renderSVG } from "uqr";
import type { AppEnv } from "#core/context.ts";
import { timingSafeEqual } from "#core/security/crypto.ts";
import { logger } from "#core/log.ts";
import { seal, UnsealError, unseal } from "#core/security/sealing.ts";

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

/** The HKDF purpose of TOTP secrets' key (sealing.ts): unchanged since the first sealed secret. */
const TOTP_PURPOSE = "nexo totp secret v1";

export function sealSecret(env: SecretEnv, secret: Uint8Array<ArrayBuffer>): Promise<string> {
  return seal(env, TOTP_PURPOSE, secret);
}

/**
 * The secret, and, when a previous APP_SECRET key sealed it, the value sealed with the current one to store.
 * Null when no key of APP_SECRET opens it (a key removed before its secrets were sealed again): the factor
 * then verifies nothing, and the operator gets a `secret_unreadable` line.
 */
export async function unsealSecret(
  env: SecretEnv,
  sealed: string,
): Promise<{ secret: Uint8Array; resealed: string | null } | null> {
  try {
    const { plain, resealed } = await unseal(env, TOTP_PURPOSE, sealed);
    return { secret: plain, resealed };
  } catch (error) {
    if (!(error instanceof UnsealError)) throw error;
    logger.error("secret_unreadable", { kind: "totp", error });
    return null;
  }
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
