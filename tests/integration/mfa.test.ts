import { env } from "cloudflare:test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";
import { MFA_VERIFY_PER_SESSION, MFA_VERIFY_PER_UNKNOWN_CLIENTS } from "#core/mfa/factors.ts";
import { RECOVERY_CODE_COUNT } from "#core/mfa/recovery-codes.ts";
import { addMemberAs, Browser, changePassword, createProjectAs, newSignedInUser, signIn } from "#tests/support/http.ts";
import { codeAt, enrolTotp, json, postJson, totpCode } from "#tests/support/mfa.ts";
import { userIdOf } from "#tests/support/project-owner.ts";

interface ApiErrorBody {
  error: string;
  code: string;
}

const countRows = async (table: string, userId: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?1`).bind(userId).first<{ n: number }>())
    ?.n ?? 0;

/**
 * Opens session after session (each with its own small budget) sending a wrong code, until the budget the
 * account grants unknown clients is spent; returns how many sessions that took.
 */
async function spendUnknownClientsBudget(email: string, factorId: string, wrong: string): Promise<number> {
  for (let sessions = 1; sessions <= MFA_VERIFY_PER_UNKNOWN_CLIENTS.limit + 1; sessions++) {
    const thief = await secondBrowser(email);
    for (let attempt = 1; attempt <= MFA_VERIFY_PER_SESSION.limit; attempt++) {
      if ((await thief.post("/auth/mfa", { intent: "totp", factorId, code: wrong })).status === 429) return sessions;
    }
  }
  throw new Error("the unknown clients' budget was never spent");
}

/** A code seven steps ahead: well formed, never accepted. */
const wrongCode = (secret: string) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + 7), 6);

/** Signs the same account in from another browser (password step only). */
async function secondBrowser(email: string): Promise<Browser> {
  const other = new Browser();
  other.email = email;
  const response = await signIn(other, email);
  if (response.status !== 302) throw new Error(`sign-in failed: ${response.status}`);
  return other;
}

describe("enrolling a TOTP factor (POST /api/auth/factors, /challenge, /verify)", () => {
  it("answers 401 JSON without a session", async () => {
    const anonymous = new Browser();
    const response = await postJson(anonymous, "/api/auth/factors", { factor_type: "totp" });
    expect(response.status).toBe(401);
    expect((await json<ApiErrorBody>(response)).code).toBe("unauthorized");
    for (const path of ["/api/auth/factors/x/challenge", "/api/auth/factors/x/verify"]) {
      expect((await postJson(anonymous, path, {})).status).toBe(401);
    }
  });

  it("refuses phone factors with a clear 4xx", async () => {
    const { browser } = await newSignedInUser("phone");
    const response = await postJson(browser, "/api/auth/factors", { factor_type: "phone", phone: "+5511999999999" });
    expect(response.status).toBe(422);
    expect((await json<ApiErrorBody>(response)).error).toMatch(/não é suportado/);
  });

  it("returns an SVG QR code and the secret; a wrong code is refused, the right one verifies, ends other sessions and issues ten recovery codes once", async () => {
    const { browser, email } = await newSignedInUser("totp");
    const other = await secondBrowser(email);
    const created = await postJson(browser, "/api/auth/factors", {
      factor_type: "totp",
      friendly_name: "Celular",
      issuer: "Nexo",
    });
    expect(created.status).toBe(201);
    const factor = await json<{
      id: string;
      type: string;
      friendly_name: string;
      totp: { qr_code: string; secret: string; uri: string };
    }>(created);
    expect(factor.type).toBe("totp");
    expect(factor.friendly_name).toBe("Celular");
    expect(factor.totp.qr_code).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);
    expect(factor.totp.uri).toContain("period=30");
    // The stored secret is sealed: the base32 secret does not appear in D1.
    const stored = await env.DB.prepare("SELECT secret, status FROM mfa_factors WHERE id = ?1")
      .bind(factor.id)
      .first<{ secret: string; status: string }>();
    expect(stored?.status).toBe("unverified");
    expect(stored?.secret).not.toContain(factor.totp.secret);

    const challenge = await json<{ id: string; type: string }>(
      await postJson(browser, `/api/auth/factors/${factor.id}/challenge`, {}),
    );
    const secret = decodeBase32IgnorePadding(factor.totp.secret);
    const step = Math.floor(Date.now() / 30_000);
    const wrong = generateHOTP(secret, BigInt(step + 5), 6);
    const refused = await postJson(browser, `/api/auth/factors/${factor.id}/verify`, {
      challenge_id: challenge.id,
      code: wrong,
    });
    expect(refused.status).toBe(422);
    // A challenge answers once, right or wrong.
    const reused = await postJson(browser, `/api/auth/factors/${factor.id}/verify`, {
      challenge_id: challenge.id,
      code: totpCode(factor.totp.secret),
    });
    expect(reused.status).toBe(422);

    const fresh = await json<{ id: string }>(await postJson(browser, `/api/auth/factors/${factor.id}/challenge`, {}));
    const verified = await postJson(browser, `/api/auth/factors/${factor.id}/verify`, {
      challenge_id: fresh.id,
      code: totpCode(factor.totp.secret),
    });
    expect(verified.status).toBe(200);
    const body = await json<{
      access_token: string;
      expires_in: number;
      refresh_token: string;
      recovery_codes: string[];
      factor: { status: string };
    }>(verified);
    expect(body.access_token.split(".")).toHaveLength(3);
    expect(body.expires_in).toBeGreaterThan(0);
    expect(body.factor.status).toBe("verified");
    expect(body.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(body.recovery_codes).size).toBe(RECOVERY_CODE_COUNT);
    // Only hashes are stored.
    const userId = await userIdOf(email);
    const hashes = await env.DB.prepare("SELECT code_hash FROM recovery_codes WHERE user_id = ?1")
      .bind(userId)
      .all<{ code_hash: string }>();
    expect(hashes.results).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of body.recovery_codes) expect(hashes.results.map((row) => row.code_hash)).not.toContain(code);

    // The other browser's session was ended by the enrolment; this one stays, now at aal2.
    expect((await other.fetch("/dashboard")).headers.get("Location")).toBe("/auth");
    expect((await browser.fetch("/dashboard")).status).toBe(200);
  });
});

describe("an abandoned enrolment", () => {
  it("is replaced when the user starts again with the same name", async () => {
    const { browser, email } = await newSignedInUser("abandon");
    const first = await postJson(browser, "/api/auth/factors", { factor_type: "totp" });
    expect(first.status).toBe(201);
    const again = await postJson(browser, "/api/auth/factors", { factor_type: "totp" });
    expect(again.status).toBe(201);
    expect(await countRows("mfa_factors", await userIdOf(email))).toBe(1);
    // A verified factor's name is taken for good.
    await enrolTotp(browser, "Celular");
    const clash = await postJson(browser, "/api/auth/factors", { factor_type: "totp", friendly_name: "Celular" });
    expect(clash.status).toBe(400);
    expect((await json<ApiErrorBody>(clash)).error).toContain("Já existe um fator chamado");
  });
});

describe("a code typed into the security page", () => {
  it("is checked against an app factor only: a passkey's id with a code is refused and the passkey stays unconfirmed", async () => {
    const { browser, email } = await newSignedInUser("code-for-passkey");
    const passkey = await browser.post("/account/security.data", { intent: "enrol-passkey", friendlyName: "Notebook" });
    expect(passkey.status).toBe(200);
    const factorId =
      (await env.DB.prepare("SELECT id FROM mfa_factors WHERE user_id = ?1 AND factor_type = 'webauthn'")
        .bind(await userIdOf(email))
        .first<string>("id")) ?? "";
    const refused = await browser.post("/account/security.data", { intent: "confirm-totp", factorId, code: "123456" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Este fator não usa código de aplicativo.");
    const status = await env.DB.prepare("SELECT status FROM mfa_factors WHERE id = ?1")
      .bind(factorId)
      .first<string>("status");
    expect(status).toBe("unverified");
  });
});

describe("signing in with a second factor", () => {
  it("asks for the factor before any page or API call, refuses a replayed code, and lets a fresh code in", async () => {
    const { browser, email } = await newSignedInUser("step");
    const { secret, usedStep } = await enrolTotp(browser);
    const phone = new Browser();
    const signedIn = await signIn(phone, email);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/auth/mfa");
    // Nothing else opens at aal1.
    expect((await phone.fetch("/dashboard")).headers.get("Location")).toBe("/auth/mfa");
    expect((await phone.fetch("/account/security")).headers.get("Location")).toBe("/auth/mfa");
    const api = await phone.fetch("/api/auth/factors", { method: "GET" });
    expect(api.status).toBe(200); // the factor list is open: the client must know what to challenge
    const blocked = await postJson(phone, "/api/auth/factors", { factor_type: "totp" });
    expect(blocked.status).toBe(401);
    expect((await json<ApiErrorBody>(blocked)).code).toBe("mfa_required");

    const page = await phone.fetch("/auth/mfa");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Verificação em duas etapas");
    const factorId =
      (
        await env.DB.prepare("SELECT id FROM mfa_factors WHERE user_id = ?1")
          .bind(await userIdOf(email))
          .first<{ id: string }>()
      )?.id ?? "";

    // The code used at enrolment was spent; the same step cannot be used again.
    const replay = await phone.post("/auth/mfa", { intent: "totp", factorId, code: codeAt(secret, usedStep) });
    expect(replay.status).toBe(422);
    // The next step's code (within the one-step drift) is fresh.
    const accepted = await phone.post("/auth/mfa", { intent: "totp", factorId, code: codeAt(secret, usedStep + 1) });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/dashboard");
    expect((await phone.fetch("/dashboard")).status).toBe(200);
  });

  it("limits verification attempts per session: after the limit even the right code is refused", async () => {
    const { browser, email } = await newSignedInUser("limit");
    const { secret, factorId, usedStep } = await enrolTotp(browser);
    const attacker = await secondBrowser(email);
    const wrong = wrongCode(secret);
    for (let attempt = 1; attempt <= MFA_VERIFY_PER_SESSION.limit; attempt++) {
      expect((await attacker.post("/auth/mfa", { intent: "totp", factorId, code: wrong })).status).toBe(422);
    }
    const limited = await attacker.post("/auth/mfa", { intent: "totp", factorId, code: codeAt(secret, usedStep + 1) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await attacker.fetch("/dashboard")).headers.get("Location")).toBe("/auth/mfa");
  });

  it("counts recovery codes against the same attempt limit: guessing them gets nowhere", async () => {
    const { browser, email } = await newSignedInUser("guess");
    const { recoveryCodes } = await enrolTotp(browser);
    const attacker = await secondBrowser(email);
    for (let attempt = 1; attempt <= MFA_VERIFY_PER_SESSION.limit; attempt++) {
      expect(
        (await attacker.post("/auth/mfa", { intent: "recovery", code: `zzzzz-${String(attempt).padStart(5, "z")}` }))
          .status,
      ).toBe(422);
    }
    const limited = await attacker.post("/auth/mfa", { intent: "recovery", code: recoveryCodes[0] ?? "" });
    expect(limited.status).toBe(429);
    expect((await attacker.fetch("/dashboard")).headers.get("Location")).toBe("/auth/mfa");
    const unused = await env.DB.prepare(
      "SELECT count(*) AS n FROM recovery_codes WHERE user_id = ?1 AND used_at IS NULL",
    )
      .bind(await userIdOf(email))
      .first<{ n: number }>();
    expect(unused?.n).toBe(RECOVERY_CODE_COUNT);
  });

  it("lets a thief who knows the password burn only their own budget: the owner's own device still gets in", async () => {
    const { browser: ownDevice, email } = await newSignedInUser("lockout");
    // Enrolling in this browser made it a known device of the account.
    const { secret, factorId, usedStep, recoveryCodes } = await enrolTotp(ownDevice);
    const wrong = wrongCode(secret);
    // The thief opens session after session, each with its own small budget, until the budget the account
    // grants unknown clients is spent: then even the right code is refused to any unknown client.
    expect(await spendUnknownClientsBudget(email, factorId, wrong)).toBeGreaterThan(1);
    const unknownDevice = await secondBrowser(email);
    expect(
      (await unknownDevice.post("/auth/mfa", { intent: "totp", factorId, code: codeAt(secret, usedStep + 1) })).status,
    ).toBe(429);

    // The owner signs in again on their own device: the right code works, and so does a recovery code.
    expect((await signIn(ownDevice, email)).headers.get("Location")).toBe("/auth/mfa");
    const withCode = await ownDevice.post("/auth/mfa", {
      intent: "totp",
      factorId,
      code: codeAt(secret, usedStep + 1),
    });
    expect(withCode.status).toBe(302);
    expect((await ownDevice.fetch("/dashboard")).status).toBe(200);
    expect((await signIn(ownDevice, email)).headers.get("Location")).toBe("/auth/mfa");
    const withRecovery = await ownDevice.post("/auth/mfa", { intent: "recovery", code: recoveryCodes[0] ?? "" });
    expect(withRecovery.status).toBe(302);
    expect((await ownDevice.fetch("/dashboard")).status).toBe(200);
  });

  it("does not take a forged or another account's known-device cookie for the owner's", async () => {
    const { browser: ownDevice, email } = await newSignedInUser("forged");
    const { secret, factorId, usedStep } = await enrolTotp(ownDevice);
    const genuine = ownDevice.cookie("nexo_device") ?? "";
    expect(genuine).not.toBe("");
    const { browser: stranger } = await newSignedInUser("stranger");
    await enrolTotp(stranger);
    await spendUnknownClientsBudget(email, factorId, wrongCode(secret));
    const rightCode = codeAt(secret, usedStep + 1);
    // Another account's genuine cookie, a signature changed by a letter, and one that is not even base64.
    const forged = [stranger.cookie("nexo_device") ?? "", `${genuine.slice(0, -4)}AAAA`, `${genuine.slice(0, -4)}%%%%`];
    for (const cookie of forged) {
      const thief = await secondBrowser(email);
      thief.setCookie("nexo_device", cookie);
      expect((await thief.post("/auth/mfa", { intent: "totp", factorId, code: rightCode })).status).toBe(429);
    }
    await signIn(ownDevice, email);
    expect((await ownDevice.post("/auth/mfa", { intent: "totp", factorId, code: rightCode })).status).toBe(302);
  });

  it("accepts each recovery code once", async () => {
    const { browser, email } = await newSignedInUser("recovery");
    const { recoveryCodes } = await enrolTotp(browser);
    const [code] = recoveryCodes;
    const lost = await secondBrowser(email);
    // Typed in upper case with spaces: still the same code.
    const used = await lost.post("/auth/mfa", { intent: "recovery", code: ` ${code?.toUpperCase()} ` });
    expect(used.status).toBe(302);
    expect((await lost.fetch("/dashboard")).status).toBe(200);
    const again = await secondBrowser(email);
    expect((await again.post("/auth/mfa", { intent: "recovery", code: code ?? "" })).status).toBe(422);
    const userId = await userIdOf(email);
    const unused = await env.DB.prepare(
      "SELECT count(*) AS n FROM recovery_codes WHERE user_id = ?1 AND used_at IS NULL",
    )
      .bind(userId)
      .first<{ n: number }>();
    expect(unused?.n).toBe(RECOVERY_CODE_COUNT - 1);
  });
});

describe("managing factors", () => {
  it("removes a factor only at aal2, ends the other sessions, and drops the recovery codes with the last factor", async () => {
    const { browser, email } = await newSignedInUser("remove");
    const { factorId, secret, usedStep } = await enrolTotp(browser);
    const other = await secondBrowser(email);
    // The other browser completes its own second step.
    expect(
      (await other.post("/auth/mfa", { intent: "totp", factorId, code: codeAt(secret, usedStep + 1) })).status,
    ).toBe(302);
    const renamed = await postJson(
      browser,
      `/api/auth/factors/${factorId}`,
      { friendly_name: "Telefone do trabalho" },
      { method: "PATCH" },
    );
    expect(renamed.status).toBe(200);
    const removed = await browser.fetch(`/api/auth/factors/${factorId}`, {
      method: "DELETE",
      headers: { Origin: "http://nexo.test" },
    });
    expect(removed.status).toBe(200);
    const userId = await userIdOf(email);
    expect(await countRows("mfa_factors", userId)).toBe(0);
    expect(await countRows("recovery_codes", userId)).toBe(0);
    expect((await other.fetch("/dashboard")).headers.get("Location")).toBe("/auth");
    // Without a factor, signing in needs only the password again.
    const fresh = new Browser();
    expect((await signIn(fresh, email)).headers.get("Location")).toBe("/");
  });

  it("needs aal2 to add a second factor to an account that has one (an API session at aal1 cannot)", async () => {
    const { browser, email } = await newSignedInUser("second");
    await enrolTotp(browser);
    const granted = await postJson(new Browser(), "/api/auth/token?grant_type=password", {
      email,
      password: "senha-segura-1",
    });
    const { access_token } = await json<{ access_token: string }>(granted);
    const response = await postJson(
      new Browser(),
      "/api/auth/factors",
      { factor_type: "totp" },
      { headers: { Authorization: `Bearer ${access_token}` } },
    );
    expect(response.status).toBe(401);
    expect((await json<ApiErrorBody>(response)).code).toBe("mfa_required");
  });
});

describe("account security", () => {
  it("refuses weak and common passwords at sign-up with the reason in Portuguese", async () => {
    const browser = new Browser();
    for (const password of ["12345678", "senha123", "brasil2024"]) {
      const response = await browser.post("/auth.data", {
        intent: "signup",
        email: `fraca-${crypto.randomUUID().slice(0, 6)}@exemplo.com.br`,
        password,
        fullName: "Ana",
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("Senha fraca");
    }
  });

  it("changes the password (current one checked, weak one refused), ends the other sessions and records it", async () => {
    const { browser, email } = await newSignedInUser("password");
    const other = await secondBrowser(email);
    const wrong = await changePassword(browser, { currentPassword: "errada-123" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("A senha atual não confere.");
    const weak = await changePassword(browser, { newPassword: "12345678" });
    expect(weak.status).toBe(400);
    const changed = await changePassword(browser);
    expect(changed.status).toBe(200);
    expect((await other.fetch("/dashboard")).headers.get("Location")).toBe("/auth");
    expect((await browser.fetch("/dashboard")).status).toBe(200);
    expect((await signIn(new Browser(), email, "senha-segura-1")).status).toBe(401);
    expect((await signIn(new Browser(), email, "outra-frase-forte-9")).status).toBe(302);
    const events = await env.DB.prepare("SELECT type FROM security_events WHERE user_id = ?1")
      .bind(await userIdOf(email))
      .all<{ type: string }>();
    expect(events.results.map((row) => row.type)).toEqual(
      expect.arrayContaining(["sign_in", "sign_in_failed", "password_changed"]),
    );
  });

  it("signs out every other session on request and shows the account's own audit trail", async () => {
    const { browser, email } = await newSignedInUser("others");
    const other = await secondBrowser(email);
    const stranger = await newSignedInUser("stranger");
    const response = await browser.post("/account/security.data", { intent: "sign-out-others" });
    expect(response.status).toBe(200);
    expect((await other.fetch("/dashboard")).headers.get("Location")).toBe("/auth");
    const page = await (await browser.fetch("/account/security")).text();
    expect(page).toContain("Outras sessões encerradas");
    expect(page).toContain("Login realizado");
    // Another account's events are not listed.
    const strangerId = await userIdOf(stranger.email);
    const mine = await env.DB.prepare("SELECT count(*) AS n FROM security_events WHERE user_id = ?1")
      .bind(strangerId)
      .first<{ n: number }>();
    expect(mine?.n).toBeGreaterThan(0);
    const listed = await browser.fetch("/account/security.data");
    expect(await listed.text()).not.toContain(strangerId);
  });

  it("records invitations and membership changes for the accounts they concern", async () => {
    const owner = await newSignedInUser("audit-owner");
    const guest = await newSignedInUser("audit-guest");
    const projectId = await createProjectAs(owner.browser, "Projeto Auditado");
    await addMemberAs(owner.browser, guest.browser, projectId, guest.email);
    const removed = await owner.browser.post(`/projects/${projectId}.data`, {
      intent: "remove-member",
      userId: await userIdOf(guest.email),
    });
    expect(removed.status).toBe(200);
    const typesOf = async (email: string) =>
      (
        await env.DB.prepare("SELECT type FROM security_events WHERE user_id = ?1")
          .bind(await userIdOf(email))
          .all<{ type: string }>()
      ).results.map((row) => row.type);
    expect(await typesOf(owner.email)).toEqual(expect.arrayContaining(["invitation_sent", "member_removed"]));
    expect(await typesOf(guest.email)).toEqual(expect.arrayContaining(["invitation_accepted", "member_removed"]));
  });
});
