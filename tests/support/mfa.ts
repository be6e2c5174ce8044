import type { Browser } from "./http.ts";
import { codeAt } from "./totp.ts";

export { codeAt, totpCode } from "./totp.ts";

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export function postJson(browser: Browser, path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json");
  headers.set("Origin", "http://nexo.test");
  return browser.fetch(path, { ...init, method: init.method ?? "POST", headers, body: JSON.stringify(body) });
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
