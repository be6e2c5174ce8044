import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";

/**
 * What an authenticator app does, with nothing from workerd, so both the
 * integration tests (through ./mfa) and the chromium e2e tests can use it.
 */

/** The RFC 4226 code of a 30 s step from the base32 secret shown at enrolment (step offset 0 = now, 1 = the next step). */
export function totpCode(secretBase32: string, stepOffset = 0, now = Date.now()): string {
  const step = Math.floor(now / 30_000) + stepOffset;
  return generateHOTP(decodeBase32IgnorePadding(secretBase32), BigInt(step), 6);
}

/** The code of one absolute 30 s step. */
export function codeAt(secretBase32: string, step: number): string {
  return generateHOTP(decodeBase32IgnorePadding(secretBase32), BigInt(step), 6);
}
