import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import type { Browser } from "./http";

/**
 * What an authenticator app does: the RFC 4226 code of a 30 s step from the
 * base32 secret shown at enrolment (step offset 0 = now, 1 = the next step).
 */
export function totpCode(secretBase32: string, stepOffset = 0, now = Date.now()): string {
  const step = Math.floor(now / 30_000) + stepOffset;
  return generateHOTP(decodeBase32IgnorePadding(secretBase32), BigInt(step), 6);
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export function postJson(browser: Browser, path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  headers.set("Origin", "http://nexo.test");
  return browser.fetch(path, { ...init, method: init.method ?? "POST", headers, body: JSON.stringify(body) });
}

/** The code of one absolute 30 s step. */
export function codeAt(secretBase32: string, step: number): string {
  return generateHOTP(decodeBase32IgnorePadding(secretBase32), BigInt(step), 6);
}

export interface Enrolled {
  factorId: string;
  secret: string;
  recoveryCodes: string[];
  /** The step whose code confirmed the enrolment (spent). */
  usedStep: number;
}

/** Enrols and verifies a TOTP factor for the browser's user through the spec's API calls. */
export async function enrolTotp(browser: Browser, friendlyName = "Celular"): Promise<Enrolled> {
  const created = await postJson(browser, "/api/auth/factors", { factor_type: "totp", friendly_name: friendlyName });
  if (created.status !== 201) throw new Error(`enrol failed: ${created.status} ${await created.text()}`);
  const factor = await json<{ id: string; totp: { secret: string } }>(created);
  const challenge = await json<{ id: string }>(await postJson(browser, `/api/auth/factors/${factor.id}/challenge`, {}));
  const usedStep = Math.floor(Date.now() / 30_000);
  const verified = await postJson(browser, `/api/auth/factors/${factor.id}/verify`, {
    challenge_id: challenge.id,
    code: codeAt(factor.totp.secret, usedStep),
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`);
  const body = await json<{ recovery_codes: string[] | null }>(verified);
  return { factorId: factor.id, secret: factor.totp.secret, recoveryCodes: body.recovery_codes ?? [], usedStep };
}
