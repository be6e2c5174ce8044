import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { actionData } from "#tests/support/bad-requests.ts";
import { Browser, newSignedInUser, signIn } from "#tests/support/http.ts";
import { codeAt, enrolTotp, json, postJson } from "#tests/support/mfa.ts";
import { SoftwareAuthenticator } from "#tests/support/webauthn.ts";

/**
 * Half-finished second-factor states grant nothing. The attack
 * these tests replay: the owner has an authenticator app, starts adding a
 * passkey and cancels the browser prompt, leaving an unverified factor; a
 * thief who knows only the password signs in at aal1 and tries to finish that
 * enrolment with an authenticator of their own to reach aal2.
 */

interface ApiErrorBody {
  error: string;
  code: string;
}

interface ChallengeBody {
  id: string;
  type: string;
  webauthn?: {
    type: "create" | "request";
    credential_options: { challenge: string; rp?: { id?: string; name: string }; rpId?: string };
  };
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function passwordToken(email: string): Promise<string> {
  const granted = await postJson(new Browser(), "/api/auth/token?grant_type=password", {
    email,
    password: "senha-segura-1",
  });
  expect(granted.status).toBe(200);
  return (await json<{ access_token: string }>(granted)).access_token;
}

/** An owner with a verified authenticator app (aal2) and a passkey enrolment they abandoned. */
async function ownerWithAbandonedPasskey() {
  const { browser, email } = await newSignedInUser("abandoned");
  const totp = await enrolTotp(browser);
  const created = await postJson(browser, "/api/auth/factors", { factor_type: "webauthn", friendly_name: "Notebook" });
  expect(created.status).toBe(201);
  const passkeyId = (await json<{ id: string }>(created)).id;
  return { browser, email, totp, passkeyId };
}

const factorStatus = (id: string) =>
  env.DB.prepare("SELECT status FROM mfa_factors WHERE id = ?1").bind(id).first<string>("status");

const ownerSessions = async (email: string) =>
  (
    await env.DB.prepare(
      "SELECT count(*) AS n FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ?1",
    )
      .bind(email.toLowerCase())
      .first<{ n: number }>()
  )?.n ?? 0;

describe("an abandoned passkey enrolment, at aal1", () => {
  it("cannot be challenged or verified through the API by a password-only session", async () => {
    const { browser, email, passkeyId } = await ownerWithAbandonedPasskey();
    const sessionsBefore = await ownerSessions(email);
    const token = await passwordToken(email);
    const thief = new Browser();

    const challenge = await postJson(thief, `/api/auth/factors/${passkeyId}/challenge`, {}, bearer(token));
    expect(challenge.status).toBe(403);
    expect((await json<ApiErrorBody>(challenge)).code).toBe("aal2_required");

    // Even with a registration made for a challenge of their own invention, verify gives nothing.
    const authenticator = new SoftwareAuthenticator();
    const credential = await authenticator.create({ challenge: "Zm9yZ2Vk", rp: { name: "Nexo" } });
    const verify = await postJson(
      thief,
      `/api/auth/factors/${passkeyId}/verify`,
      { challenge_id: crypto.randomUUID(), credential },
      bearer(token),
    );
    expect(verify.status).toBe(403);
    expect(await verify.text()).not.toContain("access_token");

    expect(await factorStatus(passkeyId)).toBe("unverified");
    // The owner's sessions were not ended, and the owner is still at aal2.
    expect(await ownerSessions(email)).toBeGreaterThanOrEqual(sessionsBefore);
    expect((await browser.fetch("/dashboard")).status).toBe(200);
  });

  it("cannot be used from the /auth/mfa page (passkey-options / passkey)", async () => {
    const { email, passkeyId } = await ownerWithAbandonedPasskey();
    const thief = new Browser();
    expect((await signIn(thief, email)).headers.get("Location")).toBe("/auth/mfa");

    const options = await thief.post("/auth/mfa", { intent: "passkey-options", factorId: passkeyId });
    expect(options.status).toBe(403);
    expect(await options.text()).not.toContain('"create"');

    const credential = await new SoftwareAuthenticator().create({ challenge: "Zm9yZ2Vk", rp: { name: "Nexo" } });
    const finish = await thief.post("/auth/mfa", {
      intent: "passkey",
      factorId: passkeyId,
      challengeId: crypto.randomUUID(),
      credential: JSON.stringify(credential),
    });
    expect(finish.status).toBe(403);
    expect((await thief.fetch("/dashboard")).headers.get("Location")).toBe("/auth/mfa");
    expect(await factorStatus(passkeyId)).toBe("unverified");
  });

  it("is not listed to a session that owes its second factor, which sees only what the step needs", async () => {
    const { email, passkeyId, totp } = await ownerWithAbandonedPasskey();
    const token = await passwordToken(email);
    for (const path of ["/api/auth/factors", "/api/auth/user"]) {
      const response = await new Browser().fetch(path, bearer(token));
      expect(response.status).toBe(200);
      const body = await json<{ factors: Record<string, unknown>[] }>(response);
      expect(body.factors.map((factor) => factor.id)).toEqual([totp.factorId]);
      expect(body.factors.some((factor) => factor.id === passkeyId)).toBe(false);
      for (const factor of body.factors)
        expect(Object.keys(factor).sort()).toEqual(["factor_type", "friendly_name", "id"]);
    }
  });
});

describe("an enrolment belongs to the session that started it", () => {
  it("is finished by its own session, not by another aal2 session of the same owner", async () => {
    const { browser, email, totp, passkeyId } = await ownerWithAbandonedPasskey();
    // The owner's second device reaches aal2 with a fresh code.
    const other = new Browser();
    await signIn(other, email);
    expect(
      (
        await other.post("/auth/mfa", {
          intent: "totp",
          factorId: totp.factorId,
          code: codeAt(totp.secret, totp.usedStep + 1),
        })
      ).status,
    ).toBe(302);
    const foreign = await postJson(other, `/api/auth/factors/${passkeyId}/challenge`, {});
    expect(foreign.status).toBe(404);

    const challenge = await json<ChallengeBody>(
      await postJson(browser, `/api/auth/factors/${passkeyId}/challenge`, {}),
    );
    expect(challenge.webauthn?.type).toBe("create");
    const authenticator = new SoftwareAuthenticator();
    const credential = await authenticator.create({
      challenge: challenge.webauthn?.credential_options.challenge ?? "",
      rp: challenge.webauthn?.credential_options.rp ?? { name: "Nexo" },
    });
    const verified = await postJson(browser, `/api/auth/factors/${passkeyId}/verify`, {
      challenge_id: challenge.id,
      credential,
    });
    expect(verified.status).toBe(200);
    expect(await factorStatus(passkeyId)).toBe("verified");

    // The finished passkey now serves the second step, with a request ceremony only.
    const phone = new Browser();
    await signIn(phone, email);
    // The page's fetcher asks for the options as single-fetch data.
    const options = await phone.post("/auth/mfa.data", { intent: "passkey-options", factorId: passkeyId });
    expect(options.status).toBe(200);
    const step = await actionData<{ passkey: ChallengeBody }>(options);
    expect(step.passkey.webauthn?.type).toBe("request");
    const assertion = await authenticator.get({ challenge: step.passkey.webauthn?.credential_options.challenge ?? "" });
    const signedIn = await phone.post("/auth/mfa", {
      intent: "passkey",
      factorId: passkeyId,
      challengeId: step.passkey.id,
      credential: JSON.stringify(assertion),
    });
    expect(signedIn.status).toBe(302);
    expect((await phone.fetch("/dashboard")).status).toBe(200);
  });

  it("expires ten minutes after it started", async () => {
    const { browser, passkeyId } = await ownerWithAbandonedPasskey();
    await env.DB.prepare("UPDATE mfa_factors SET created_at = created_at - ?2 WHERE id = ?1")
      .bind(passkeyId, 11 * 60 * 1000)
      .run();
    const late = await postJson(browser, `/api/auth/factors/${passkeyId}/challenge`, {});
    expect(late.status).toBe(404);
    expect((await json<ApiErrorBody>(late)).error).toContain("expirou");
  });

  it("is removed when the enrolment dialog is cancelled, and the cancel never removes a verified factor", async () => {
    const { browser, totp, passkeyId } = await ownerWithAbandonedPasskey();
    const cancelled = await browser.post("/account/security", { intent: "cancel-enrolment", factorId: passkeyId });
    expect(cancelled.status).toBe(200);
    expect(await factorStatus(passkeyId)).toBeNull();
    const refused = await browser.post("/account/security", { intent: "cancel-enrolment", factorId: totp.factorId });
    expect(refused.status).toBe(404);
    expect(await factorStatus(totp.factorId)).toBe("verified");
  });
});
