import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { keyId } from "#core/security/sealing.ts";
import { type Browser, confirmEmail, signIn, signUp, uniqueEmail } from "#tests/support/http.ts";
import { codeAt, enrolTotp } from "#tests/support/mfa.ts";
import { browserWith, loggedLines } from "#tests/support/worker-env.ts";
import web from "#workers/web.ts";

/**
 * An APP_SECRET rotation, end to end as docs/deploy.md runs it: the app runs
 * on K1; the operator puts [K2, K1] (a new key first, the old one kept to
 * read); TOTP users keep signing in, and each secret is sealed again with K2,
 * on use or by the hourly cron; then K1 is removed and everyone still signs
 * in. A secret nobody re-sealed stops opening once K1 is gone: the control
 * that shows the re-sealing is what kept the others in.
 */
const newKey = () => encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
const K1 = newKey();
const K2 = newKey();
const onK1 = { ...env, APP_SECRET: K1 } as typeof env;
const rotating = { ...env, APP_SECRET: JSON.stringify([K2, K1]) } as typeof env;
const onK2 = { ...env, APP_SECRET: K2 } as typeof env;

interface TotpUser {
  email: string;
  factorId: string;
  secret: string;
  recoveryCodes: string[];
}

/** Signs a user up on `environment` and enrols a TOTP factor (its secret sealed with that env's key). */
async function totpUser(environment: typeof env, prefix: string): Promise<TotpUser> {
  const browser = browserWith(environment);
  const email = uniqueEmail(prefix);
  await signUp(browser, email);
  expect((await signIn(browser, email)).status).toBe(302);
  // Only a proven address may enrol a factor.
  browser.email = email;
  await confirmEmail(browser);
  const { factorId, secret, recoveryCodes } = await enrolTotp(browser);
  return { email, factorId, secret, recoveryCodes };
}

const sealedSecret = async (factorId: string) =>
  (await env.DB.prepare("SELECT secret FROM mfa_factors WHERE id = ?1").bind(factorId).first<string>("secret")) ?? "";

/**
 * The authenticator's next code. A code works once and only within a step of now, so instead of waiting 30 s
 * between sign-ins the factor forgets which step it accepted last; nothing else about it changes.
 */
async function nextCode(user: TotpUser): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  await env.DB.prepare("UPDATE mfa_factors SET last_used_step = ?1 WHERE id = ?2")
    .bind(now - 2, user.factorId)
    .run();
  return codeAt(user.secret, now);
}

/** Password, then the TOTP code, from a new browser on `environment`; the page the second step leads to. */
async function signInWithTotp(environment: typeof env, user: TotpUser): Promise<{ browser: Browser; status: number }> {
  const browser = browserWith(environment);
  expect((await signIn(browser, user.email)).headers.get("Location")).toBe("/auth/mfa");
  const step = await browser.post("/auth/mfa", { intent: "totp", factorId: user.factorId, code: await nextCode(user) });
  return { browser, status: step.status === 302 && step.headers.get("Location") === "/dashboard" ? 200 : step.status };
}

async function runHourlyCron(environment: typeof env) {
  const ctx = createExecutionContext();
  await web.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "17 * * * *" }), environment, ctx);
  await waitOnExecutionContext(ctx);
}

describe("rotating APP_SECRET", () => {
  it("keeps TOTP users signing in through the rotation and after the old key is removed", async () => {
    const k1Prefix = `s1.${await keyId(K1)}.`;
    const k2Prefix = `s1.${await keyId(K2)}.`;
    const active = await totpUser(onK1, "rotation-active");
    const idle = await totpUser(onK1, "rotation-idle");
    const forgotten = await totpUser(onK1, "rotation-forgotten");
    for (const user of [active, idle, forgotten]) expect(await sealedSecret(user.factorId)).toMatch(/^s1\./);
    expect(await sealedSecret(active.factorId)).toContain(k1Prefix);
    expect((await signInWithTotp(onK1, active)).status).toBe(200);

    // Step 1: [K2, K1]. The active user signs in; their secret is sealed again with K2 on that use.
    expect((await signInWithTotp(rotating, active)).status).toBe(200);
    expect(await sealedSecret(active.factorId)).toContain(k2Prefix);
    // A recovery code issued under K1 still works while K1 is listed.
    const recovering = browserWith(rotating);
    expect((await signIn(recovering, active.email)).headers.get("Location")).toBe("/auth/mfa");
    const recovered = await recovering.post("/auth/mfa", { intent: "recovery", code: active.recoveryCodes[0] ?? "" });
    expect(recovered.headers.get("Location")).toBe("/dashboard");

    // The hourly cron seals again what nobody used: the idle user's secret, not yet the forgotten one's
    // (the control below plays a secret the cron never reached).
    const forgottenBefore = await sealedSecret(forgotten.factorId);
    const { lines } = await loggedLines(() => runHourlyCron(rotating));
    expect(lines).toContainEqual(expect.objectContaining({ event: "secrets_resealed", level: "info" }));
    expect(await sealedSecret(idle.factorId)).toContain(k2Prefix);
    await env.DB.prepare("UPDATE mfa_factors SET secret = ?1 WHERE id = ?2")
      .bind(forgottenBefore, forgotten.factorId)
      .run();

    // Step 2: K2 alone. Everyone whose secret was sealed again signs in.
    expect((await signInWithTotp(onK2, active)).status).toBe(200);
    expect((await signInWithTotp(onK2, idle)).status).toBe(200);

    // The control: a secret still sealed with K1 opens no more, and the operator is told.
    const { result: refused, lines: refusal } = await loggedLines(() => signInWithTotp(onK2, forgotten));
    expect(refused.status).toBe(422);
    expect(refusal).toContainEqual(expect.objectContaining({ event: "secret_unreadable", level: "error" }));
  });
});
