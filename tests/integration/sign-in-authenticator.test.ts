import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AppError } from "#isomorphic/app-error.ts";
import { database } from "#core/db/client.ts";
import { findUserByEmail } from "#core/db/users.ts";
import { PASSWORD_STRATEGY, signInAuthenticator } from "#core/auth/authenticator.ts";
import { signedUpAccount } from "#tests/support/http.ts";

/**
 * The browser's sign-in is remix-auth's Authenticator with a FormStrategy (the design card's choice): the
 * strategy reads the form and answers the account's id, or the AppError the /auth form shows. The whole
 * /auth behaviour (limits, lockout, MFA, sessions) is held by auth.test.ts, sign-in-lockout.test.ts and
 * brute-force.test.ts, unchanged.
 */
const formRequest = (fields: Record<string, string>) =>
  new Request("http://nexo.test/auth", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "203.0.113.38" },
    body: new URLSearchParams(fields),
  });

describe("the sign-in Authenticator", () => {
  it("answers the account's id for its password, through the form strategy", async () => {
    const email = await signedUpAccount("authenticator");
    const user = await findUserByEmail(database(env.DB), email);
    const userId = await signInAuthenticator(env).authenticate(
      PASSWORD_STRATEGY,
      formRequest({ email, password: "senha-segura-1" }),
    );
    expect(userId).toBe(user?.id);
  });

  it("refuses a wrong password and a form without the e-mail with the AppError the form shows", async () => {
    const email = await signedUpAccount("authenticator-wrong");
    const wrong = signInAuthenticator(env).authenticate(PASSWORD_STRATEGY, formRequest({ email, password: "outra" }));
    await expect(wrong).rejects.toMatchObject({ code: "invalid_credentials" });
    const missing = signInAuthenticator(env).authenticate(PASSWORD_STRATEGY, formRequest({ password: "x" }));
    await expect(missing).rejects.toBeInstanceOf(AppError);
    await expect(missing).rejects.toMatchObject({ code: "validation", status: 400 });
  });
});
