import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signIn as signInCore } from "#core/auth/sign-in.ts";
import { signInDeviceId } from "#core/auth/trusted-device.ts";
import type { AppEnv } from "#core/context.ts";
import { settled, storedObjects, uploadAs, uploadedId } from "#tests/support/documents.ts";
import { refusalMessage } from "#tests/support/bad-requests.ts";
import { resetPasswordByEmail } from "#tests/support/email-flows.ts";
import {
  Browser,
  confirmEmail,
  createProjectAs,
  isVerified,
  latestEmail,
  newSignedInUser,
  outboxFor,
  signIn,
  signUp,
  uniqueEmail,
} from "#tests/support/http.ts";
import { enrolTotp, json, postJson } from "#tests/support/mfa.ts";
import { recordingD1 } from "#tests/support/recording-d1.ts";
import { userIdOf } from "#tests/support/project-owner.ts";

/**
 * An address nobody has proven owns nothing that outlives the proof. The attack: sign up first with someone
 * else's address and set up what would lock the owner out (a second factor, API tokens, invitations sent in
 * the owner's name); when the owner later proves the address (a reset link, or the verification code), all of
 * it is gone and the owner is told. Until the proof the account signs in, but every one of those doors is shut.
 */
const CONFIRM = "confirme seu e-mail";

const countOf = async (sql: string, userId: string) =>
  Number(await env.DB.prepare(sql).bind(userId).first<number>("n"));

/** An account holding nothing that could lock its owner out: the one session it is used from. */
const ONE_SESSION_ONLY = { factors: 0, recoveryCodes: 0, sessions: 1, refreshTokens: 0, invitationsSent: 0 };

/** What an account holds that could lock its owner out. */
async function holdings(userId: string) {
  return {
    factors: await countOf("SELECT count(*) AS n FROM mfa_factors WHERE user_id = ?1", userId),
    recoveryCodes: await countOf("SELECT count(*) AS n FROM recovery_codes WHERE user_id = ?1", userId),
    sessions: await countOf("SELECT count(*) AS n FROM auth_sessions WHERE user_id = ?1", userId),
    refreshTokens: await countOf("SELECT count(*) AS n FROM refresh_tokens WHERE user_id = ?1", userId),
    invitationsSent: await countOf("SELECT count(*) AS n FROM project_invitations WHERE invited_by = ?1", userId),
  };
}

const SQUATTER_PASSWORD = "senha-do-invasor-9";

/** Someone who signs up first with another person's address, under a name of their choosing, and signs in. */
async function squatterOn(ownerEmail: string, fullName: string) {
  const squatter = new Browser();
  await signUp(squatter, ownerEmail, SQUATTER_PASSWORD, fullName);
  expect((await signIn(squatter, ownerEmail, SQUATTER_PASSWORD)).status).toBe(302);
  return { squatter, userId: await userIdOf(ownerEmail) };
}

/**
 * Runs `setUp` while the account counts as verified, then makes it unproven again: the state of an account
 * that set things up before the rules above existed (or through any door they might miss). Every step inside
 * goes through the real routes.
 */
async function asIfProvenWhile<T>(email: string, setUp: () => Promise<T>): Promise<T> {
  const userId = await userIdOf(email);
  await env.DB.prepare("UPDATE users SET email_verified_at = ?2 WHERE id = ?1").bind(userId, Date.now()).run();
  try {
    return await setUp();
  } finally {
    await env.DB.prepare("UPDATE users SET email_verified_at = NULL WHERE id = ?1").bind(userId).run();
  }
}

/** A passkey row as an enrolment would leave it (the credential itself is never used here). */
async function plantPasskey(userId: string) {
  await env.DB.prepare(
    "INSERT INTO mfa_factors (id, user_id, factor_type, status, friendly_name, secret, credential_id) VALUES (?1, ?2, 'webauthn', 'verified', 'Chave do invasor', 'chave-publica', ?3)",
  )
    .bind(crypto.randomUUID(), userId, crypto.randomUUID())
    .run();
}

const inviteData = (browser: Browser, projectId: string, email: string) =>
  browser.post(`/projects/${projectId}.data`, { intent: "invite-member", email, role: "client" });

const passwordGrant = (email: string, password = "senha-segura-1") =>
  postJson(new Browser(), "/api/auth/token?grant_type=password", { email, password });

describe("until its address is proven, an account", () => {
  it("signs in, but cannot enrol a factor, get API tokens, invite or e-mail anyone: each refusal says 'confirme seu e-mail'", async () => {
    const { browser, email } = await newSignedInUser("unproven", { proven: false });
    expect((await browser.fetch("/dashboard")).status).toBe(200);
    const userId = await userIdOf(email);

    const viaApi = await postJson(browser, "/api/auth/factors", { factor_type: "totp", friendly_name: "Celular" });
    expect(viaApi.status).toBe(403);
    const apiRefusal = await json<{ error: string; code: string }>(viaApi);
    expect(apiRefusal.code).toBe("email_unverified");
    expect(apiRefusal.error).toContain(CONFIRM);
    for (const intent of ["enrol-totp", "enrol-passkey"]) {
      const viaPage = await browser.post("/account/security.data", { intent, friendlyName: "Celular" });
      expect(viaPage.status).toBe(403);
      expect(await refusalMessage(viaPage)).toContain(CONFIRM);
    }

    const tokens = await passwordGrant(email);
    expect(tokens.status).toBe(403);
    expect((await json<{ error: string }>(tokens)).error).toContain(CONFIRM);

    // A project of its own is fine; inviting someone into it (an e-mail to a stranger) is not.
    const projectId = await createProjectAs(browser, "Projeto de quem não confirmou");
    const stranger = uniqueEmail("unproven-target");
    const invited = await inviteData(browser, projectId, stranger);
    expect(invited.status).toBe(403);
    expect(await refusalMessage(invited)).toContain(CONFIRM);
    expect(await outboxFor(stranger)).toEqual([]);

    expect(await holdings(userId)).toEqual(ONE_SESSION_ONLY);

    // Once proven, the same doors open.
    await confirmEmail(browser);
    expect((await postJson(browser, "/api/auth/factors", { factor_type: "totp" })).status).toBe(201);
    expect((await inviteData(browser, projectId, stranger)).status).toBe(200);
    expect((await passwordGrant(email)).status).toBe(200);
  });

  it("cannot finish an enrolment started before the rule (a half-finished factor grants nothing either)", async () => {
    const email = uniqueEmail("unproven-enrolment");
    const browser = new Browser();
    await signUp(browser, email);
    await signIn(browser, email);
    const factorId = await asIfProvenWhile(email, async () => {
      const started = await postJson(browser, "/api/auth/factors", { factor_type: "totp", friendly_name: "Celular" });
      expect(started.status).toBe(201);
      return (await json<{ id: string }>(started)).id;
    });
    const challenge = await postJson(browser, `/api/auth/factors/${factorId}/challenge`, {});
    expect(challenge.status).toBe(403);
    expect((await json<{ error: string }>(challenge)).error).toContain(CONFIRM);
    const viaPage = await browser.post("/account/security.data", {
      intent: "confirm-totp",
      factorId,
      code: "123456",
    });
    expect(viaPage.status).toBe(403);
    expect(await refusalMessage(viaPage)).toContain(CONFIRM);
  });
});

describe("when the owner proves the address", () => {
  it("by a reset link: the squatter's factor, codes, passkey, sessions, tokens and invitations are gone, the owner signs in with the password alone and is told", async () => {
    const ownerEmail = uniqueEmail("squatted");
    // The squatter signs up first with the owner's address and a password of their own.
    const { squatter, userId } = await squatterOn(ownerEmail, "Dona Verdadeira");
    const third = uniqueEmail("squatter-target");
    const planted = await asIfProvenWhile(ownerEmail, async () => {
      const factor = await enrolTotp(squatter, "Celular do invasor");
      const tokens = await json<{ refresh_token: string }>(await passwordGrant(ownerEmail, SQUATTER_PASSWORD));
      const projectId = await createProjectAs(squatter, "Projeto do invasor");
      expect((await inviteData(squatter, projectId, third)).status).toBe(200);
      await plantPasskey(userId);
      return { factor, refreshToken: tokens.refresh_token };
    });
    expect(planted.factor.recoveryCodes).toHaveLength(10);
    expect(await holdings(userId)).toMatchObject({ factors: 2, recoveryCodes: 10, invitationsSent: 1 });

    // The owner never knew the squatter's password: "Esqueci minha senha" proves the address.
    const reset = await resetPasswordByEmail(ownerEmail, "senha-nova-da-dona-7");
    expect(reset.status).toBe(302);

    const owner = new Browser();
    const signedIn = await signIn(owner, ownerEmail, "senha-nova-da-dona-7");
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/");
    expect((await owner.fetch("/dashboard")).status).toBe(200);
    // The link reached the address: it is proven now, and the account is the owner's.
    expect(await isVerified(ownerEmail)).toBe(true);

    expect(await holdings(userId)).toEqual(ONE_SESSION_ONLY);
    expect((await squatter.fetch("/dashboard")).headers.get("Location")).toBe("/auth");
    const refresh = await postJson(new Browser(), "/api/auth/token?grant_type=refresh_token", {
      refresh_token: planted.refreshToken,
    });
    expect(refresh.status).toBe(400);

    const notice = await latestEmail(ownerEmail, "password_changed");
    expect(notice.subject).toBe("Sua senha no Nexo foi alterada");
    expect(notice.text).toContain("verificação em duas etapas");
    expect(notice.text).toContain("convites");
    const audit = await env.DB.prepare("SELECT type FROM security_events WHERE user_id = ?1")
      .bind(userId)
      .all<{ type: string }>();
    expect(audit.results.map((row) => row.type)).toContain("unproven_setup_cleared");
  });

  it("by a reset link: the squatter's own project and its files, the name they chose and their known device go too, and the owner is told what", async () => {
    const ownerEmail = uniqueEmail("squatted-work");
    const { squatter, userId } = await squatterOn(ownerEmail, "Nome do Invasor");
    // Unproven, the account may still work in projects of its own: one, with a file.
    const projectId = await createProjectAs(squatter, "Projeto do invasor");
    const documentId = await uploadedId(
      await uploadAs(squatter, projectId, {
        name: "Arquivo do invasor.md",
        bytes: "# Arquivo\n\nConteúdo do invasor.",
      }),
    );
    await settled(documentId);
    expect(await storedObjects(projectId)).toHaveLength(1);
    // The squatter's browser is a known device of the account: the sign-in limits would not slow it down.
    const fromSquatter = () =>
      new Request("http://nexo.test/auth", { headers: { Cookie: `nexo_device=${squatter.cookie("nexo_device")}` } });
    expect(await signInDeviceId(fromSquatter(), env as unknown as AppEnv, userId)).not.toBeNull();

    expect((await resetPasswordByEmail(ownerEmail, "senha-nova-da-dona-7")).status).toBe(302);

    expect(await countOf("SELECT count(*) AS n FROM projects WHERE owner_id = ?1", userId)).toBe(0);
    expect(await storedObjects(projectId)).toEqual([]);
    expect(await countOf("SELECT count(*) AS n FROM documents WHERE uploaded_by = ?1", userId)).toBe(0);
    const name = await env.DB.prepare("SELECT full_name FROM users WHERE id = ?1")
      .bind(userId)
      .first<string>("full_name");
    expect(name).toBe(ownerEmail.split("@")[0]);
    expect(await signInDeviceId(fromSquatter(), env as unknown as AppEnv, userId)).toBeNull();

    const notice = await latestEmail(ownerEmail, "password_changed");
    expect(notice.text).toContain("“Projeto do invasor”");
    expect(notice.text).toContain("“Nome do Invasor”");
    const owner = new Browser();
    expect((await signIn(owner, ownerEmail, "senha-nova-da-dona-7")).status).toBe(302);
    const dashboard = await owner.fetch("/dashboard");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).not.toContain("Projeto do invasor");
  });

  it("by the verification code: what was set up before is cleared, the other sessions end, this one stays, and the owner is told", async () => {
    const { browser: first, email } = await newSignedInUser("late-proof", { proven: false });
    const userId = await userIdOf(email);
    const second = new Browser();
    await asIfProvenWhile(email, async () => {
      await enrolTotp(first, "Celular");
      // A session opened after the factor: it owes the factor, and it is a session all the same.
      expect((await signIn(second, email)).headers.get("Location")).toBe("/auth/mfa");
    });
    expect(await holdings(userId)).toMatchObject({ factors: 1, recoveryCodes: 10, sessions: 2 });

    await confirmEmail(first);

    expect(await holdings(userId)).toEqual(ONE_SESSION_ONLY);
    expect((await first.fetch("/dashboard")).status).toBe(200);
    expect((await second.fetch("/auth/mfa")).headers.get("Location")).toBe("/auth");
    const notice = await latestEmail(email, "account_secured");
    expect(notice.text).toContain("verificação em duas etapas");
  });

  it("a proof that finds nothing set up sends no notice", async () => {
    const { email } = await newSignedInUser("clean-proof");
    expect(await outboxFor(email, "account_secured")).toEqual([]);
  });
});

describe("a reset of a proven account", () => {
  it("keeps its second factor, its projects and its name, and tells the owner the password changed", async () => {
    const { browser, email } = await newSignedInUser("proven-reset", { fullName: "Dona Provada" });
    await enrolTotp(browser);
    const projectId = await createProjectAs(browser, "Projeto da dona");
    const userId = await userIdOf(email);

    expect((await resetPasswordByEmail(email, "outra-senha-longa-8")).status).toBe(302);

    expect(await holdings(userId)).toMatchObject({ factors: 1, recoveryCodes: 10 });
    expect((await signIn(new Browser(), email, "outra-senha-longa-8")).headers.get("Location")).toBe("/auth/mfa");
    expect(await countOf("SELECT count(*) AS n FROM projects WHERE owner_id = ?1", userId)).toBe(1);
    expect(await env.DB.prepare("SELECT id FROM projects WHERE id = ?1").bind(projectId).first<string>("id")).toBe(
      projectId,
    );
    expect(
      await env.DB.prepare("SELECT full_name FROM users WHERE id = ?1").bind(userId).first<string>("full_name"),
    ).toBe("Dona Provada");
    const notice = await latestEmail(email, "password_changed");
    expect(notice.subject).toBe("Sua senha no Nexo foi alterada");
    expect(notice.text).not.toContain("removemos");
  });
});

describe("the sign-in answer", () => {
  const existing = uniqueEmail("probe-existing");
  const unknown = uniqueEmail("probe-unknown");

  it("for an existing address with a wrong password and for an unknown address: the same words and status, form and API", async () => {
    await signUp(new Browser(), existing);
    const neutral = async (response: Response, email: string) => ({
      status: response.status,
      // A toast's id is random on every answer.
      body: (await response.text()).replaceAll(email, "<e-mail>").replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "<id>"),
    });
    const form = (email: string) => new Browser().post("/auth.data", { intent: "login", email, password: "errada-1" });
    const api = (email: string) => passwordGrant(email, "errada-1");
    const forExisting = await neutral(await form(existing), existing);
    expect(forExisting.status).toBe(401);
    expect(forExisting).toEqual(await neutral(await form(unknown), unknown));
    const apiExisting = await neutral(await api(existing), existing);
    expect(apiExisting.status).toBe(400);
    expect(apiExisting).toEqual(await neutral(await api(unknown), unknown));
  });

  it("runs the same database statements for both, so its timing does not tell them apart either", async () => {
    const statementsFor = async (email: string) => {
      const recording = recordingD1(env.DB);
      const request = new Request("http://nexo.test/auth", {
        method: "POST",
        headers: { "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
      });
      const refused = await signInCore(request, { ...env, DB: recording.db }, { email, password: "errada-2" }).catch(
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({ code: "invalid_credentials" });
      return recording.statements.map((statement) => statement.sql);
    };
    const forExisting = await statementsFor(existing);
    expect(forExisting.length).toBeGreaterThan(0);
    expect(forExisting).toEqual(await statementsFor(unknown));
  });
});
