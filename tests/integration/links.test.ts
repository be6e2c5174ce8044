import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newPrivateJwk } from "#core/auth/signing-keys.ts";
import { refusalMessage } from "#tests/support/bad-requests.ts";
import { openResetLink, requestResetLink, resetRequestHandled, submitReset } from "#tests/support/email-flows.ts";
import {
  Browser,
  changePassword,
  confirmEmail,
  createProjectAs,
  isVerified,
  latestEmail,
  newSignedInUser,
  signIn,
  signUp,
  uniqueEmail,
} from "#tests/support/http.ts";
import { json } from "#tests/support/mfa.ts";
import { browserWith } from "#tests/support/worker-env.ts";
import web from "#workers/web.ts";

/**
 * Links come from configuration. The attack: reach the Worker under another Host (a proxy or a staging set-up
 * that passes it through) so that the e-mails the app sends carry that host's links, and their tokens go
 * there. APP_ORIGIN (http://nexo.test in these tests) builds every link and binds passkeys; the request's
 * host never does. And a password change ends the links sent before it.
 */
const EVIL = "http://evil.example";

describe("links in e-mails", () => {
  it("use APP_ORIGIN whatever host the request reached: verification, reset and invitation", async () => {
    const email = uniqueEmail("host-signup");
    const browser = new Browser();
    browser.email = email;
    const signedUp = await browser.fetchAt(EVIL, "/auth", {
      method: "POST",
      body: new URLSearchParams({ intent: "signup", email, password: "senha-segura-1", fullName: "Maria Teste" }),
    });
    expect(signedUp.status).toBe(200);
    const verification = await latestEmail(email, "verify_email");
    expect(verification.link).toMatch(/^http:\/\/nexo\.test\/auth\/verify-email\?token=/);
    expect(`${verification.text}${verification.html}`).not.toContain("evil.example");

    const forgot = await new Browser().fetchAt(EVIL, "/auth/forgot.data", {
      method: "POST",
      body: new URLSearchParams({ intent: "forgot-password", email }),
    });
    expect(forgot.status).toBe(200);
    await resetRequestHandled(email);
    const reset = await latestEmail(email, "reset_password");
    expect(reset.link).toMatch(/^http:\/\/nexo\.test\/auth\/reset\?token=/);
    expect(`${reset.text}${reset.html}`).not.toContain("evil.example");

    expect((await signIn(browser, email)).status).toBe(302);
    await confirmEmail(browser);
    const projectId = await createProjectAs(browser, "Projeto por outro host");
    const invitee = uniqueEmail("host-invitee");
    const invited = await browser.fetchAt(EVIL, `/projects/${projectId}.data`, {
      method: "POST",
      body: new URLSearchParams({ intent: "invite-member", email: invitee, role: "client" }),
    });
    expect(invited.status).toBe(200);
    const invitation = await latestEmail(invitee, "invitation");
    // The invitee has no account: the link opens the sign-up tab with the address, on APP_ORIGIN.
    expect(invitation.link).toMatch(/^http:\/\/nexo\.test\/auth\?mode=signup&email=/);
    expect(`${invitation.text}${invitation.html}`).not.toContain("evil.example");
  });

  it("passkeys are bound to APP_ORIGIN's host, whatever host the request reached", async () => {
    const { browser } = await newSignedInUser("host-passkey");
    await confirmEmail(browser);
    const headers = { "Content-Type": "application/json", Origin: EVIL };
    const enrolled = await browser.fetchAt(EVIL, "/api/auth/factors", {
      method: "POST",
      headers,
      body: JSON.stringify({ factor_type: "webauthn", friendly_name: "Notebook" }),
    });
    expect(enrolled.status).toBe(201);
    const { id } = await json<{ id: string }>(enrolled);
    const challenge = await browser.fetchAt(EVIL, `/api/auth/factors/${id}/challenge`, {
      method: "POST",
      headers,
      body: "{}",
    });
    expect(challenge.status).toBe(200);
    const options = await json<{ webauthn: { credential_options: { rp: { id: string } } } }>(challenge);
    expect(options.webauthn.credential_options.rp.id).toBe("nexo.test");
  });
});

describe("a development run without APP_ORIGIN", () => {
  it("still builds no link from the request's host: the local default address stands in", async () => {
    const local = { ...env, ENVIRONMENT: "development", APP_ORIGIN: undefined } as unknown as typeof env;
    const email = uniqueEmail("dev-host");
    const browser = browserWith(local);
    const signedUp = await browser.fetchAt(EVIL, "/auth", {
      method: "POST",
      body: new URLSearchParams({ intent: "signup", email, password: "senha-segura-1", fullName: "Maria Teste" }),
    });
    expect(signedUp.status).toBe(200);
    const verification = await latestEmail(email, "verify_email");
    expect(verification.link).toMatch(/^http:\/\/localhost:8787\/auth\/verify-email\?token=/);
    expect(`${verification.text}${verification.html}`).not.toContain("evil.example");
  });
});

describe("APP_ORIGIN outside development", () => {
  const configured = async () => ({
    ...env,
    ENVIRONMENT: "production",
    APP_SECRET: "a-long-random-app-secret",
    JWT_SIGNING_KEYS: JSON.stringify([await newPrivateJwk()]),
  });

  async function fetchAs(environment: typeof env, path: string) {
    const ctx = createExecutionContext();
    const response = await web.fetch(new Request(`https://nexo.test${path}`), environment, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("is required like the secrets: without it (or with something that is not an origin) every request answers 503", async () => {
    for (const origin of [undefined, "", "nexo.test", "https://nexo.test/auth"]) {
      const environment = { ...(await configured()), APP_ORIGIN: origin } as typeof env;
      const page = await fetchAs(environment, "/auth");
      expect(page.status).toBe(503);
      expect(await page.text()).not.toContain("APP_ORIGIN");
    }
    const environment = { ...(await configured()), APP_ORIGIN: "https://nexo.test" } as typeof env;
    expect((await fetchAs(environment, "/auth")).status).toBe(200);
  });
});

describe("a password change", () => {
  it("ends a reset link sent before it: the link answers 422 after it", async () => {
    const { browser, email } = await newSignedInUser("change-ends-reset");
    const link = await requestResetLink(email);
    const changed = await changePassword(browser);
    expect(changed.status).toBe(200);

    const resetter = new Browser();
    const page = await openResetLink(resetter, link);
    expect(await page.text()).toContain("Link inválido ou expirado");
    const refused = await submitReset(resetter, "terceira-frase-forte-4", undefined, true);
    expect(refused.status).toBe(422);
    expect(await refusalMessage(refused)).toContain("Link inválido ou expirado");
    expect((await signIn(new Browser(), email, "outra-frase-forte-9")).status).toBe(302);
  });

  it("ends the verification code and link sent before it", async () => {
    const email = uniqueEmail("change-ends-code");
    const browser = new Browser();
    browser.email = email;
    await signUp(browser, email);
    await signIn(browser, email);
    const { code } = await latestEmail(email, "verify_email");
    expect((await changePassword(browser)).status).toBe(200);
    const refused = await browser.post("/dashboard.data", { intent: "verify-email", code: code ?? "" });
    expect(refused.status).toBe(422);
    expect(await isVerified(email)).toBe(false);
  });
});
