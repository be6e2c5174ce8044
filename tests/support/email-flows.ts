import { env } from "cloudflare:test";
import { expect, vi } from "vitest";
import { Browser, latestEmail, outboxFor } from "./http.ts";

/** The password-reset flow as a person goes through it: ask, read the e-mail, open the link, choose a password. */

/** The path and query of an absolute link from an e-mail, for the cookie-jar browser. */
export const pathOf = (link: string | null) => {
  const url = new URL(link ?? "");
  return `${url.pathname}${url.search}`;
};

export function forgot(email: string, browser = new Browser()) {
  return browser.fetch("/auth/forgot.data", {
    method: "POST",
    body: new URLSearchParams({ intent: "forgot-password", email }),
  });
}

/** The reset runs after the answer (waitUntil): wait until its per-address counter shows it ran, then for its e-mail. */
export async function resetRequestHandled(email: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?1")
        .bind(`email:reset:${email.toLowerCase()}`)
        .first("count");
      if (!row) throw new Error("not yet");
    },
    { timeout: 10_000, interval: 50 },
  );
  await vi.waitFor(
    async () => {
      const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(email.toLowerCase()).first("id");
      if (user && (await outboxFor(email, "reset_password")).length === 0) throw new Error("not sent yet");
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** Asks for a link and returns the path of the newest one in the address's mailbox. */
export async function requestResetLink(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  await resetRequestHandled(email);
  return pathOf((await latestEmail(email, "reset_password")).link);
}

/** Opens the e-mail's link: the token moves into a cookie and out of the address bar. */
export async function openResetLink(browser: Browser, path: string) {
  const opened = await browser.fetch(path);
  expect(opened.status).toBe(302);
  expect(opened.headers.get("Location")).toBe("/auth/reset");
  return browser.fetch("/auth/reset");
}

/** Submits the new password; `.data` answers a refusal with the action's data, a document request redirects. */
export const submitReset = (browser: Browser, password: string, confirmation = password, asData = false) =>
  browser.post(asData ? "/auth/reset.data" : "/auth/reset", { intent: "reset-password", password, confirmation });

/** The whole reset, from asking to the new password; returns the answer to the submission. */
export async function resetPasswordByEmail(email: string, password: string): Promise<Response> {
  const link = await requestResetLink(email);
  const resetter = new Browser();
  await openResetLink(resetter, link);
  return submitReset(resetter, password);
}
