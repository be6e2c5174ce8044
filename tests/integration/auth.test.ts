import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "#core/auth/session.ts";
import { INVALID_CREDENTIALS } from "#core/auth/sign-in.ts";
import { Browser, newSignedInUser, signedUpAccount, signIn, signUp, uniqueEmail } from "#tests/support/http.ts";

const SESSION_COOKIE = "nexo_session";

async function sessionRow(browser: Browser) {
  const rows = await env.DB.prepare("SELECT id, last_seen_at, expires_at FROM auth_sessions").all();
  return { count: rows.results.length, cookie: browser.cookie(SESSION_COOKIE) };
}

describe("sign-up", () => {
  it("stores a client with a normalised e-mail and a PBKDF2 hash, then stays signed out", async () => {
    const browser = new Browser();
    const email = uniqueEmail("Nova");
    const response = await signUp(browser, `  ${email.toUpperCase()}  `, "senha-segura-1", "  Ana Souza ");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Conta criada!");
    const user = await env.DB.prepare("SELECT email, full_name, role, password_hash FROM users WHERE email = ?1")
      .bind(email.toLowerCase())
      .first<{ email: string; full_name: string; role: string; password_hash: string }>();
    expect(user).toMatchObject({ email: email.toLowerCase(), full_name: "Ana Souza", role: "client" });
    expect(user?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$[^$]+\$[^$]+$/);
    expect(user?.password_hash).not.toContain("senha-segura-1");
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it("answers a taken e-mail exactly like a new one, and keeps the first account untouched", async () => {
    const email = uniqueEmail("dup");
    await signUp(new Browser(), email, "primeira-senha");
    // The action's own answer (single-fetch data), without what differs by design: ids and the e-mail.
    const answer = async (address: string) => {
      const response = await new Browser().fetch("/auth.data", {
        method: "POST",
        body: new URLSearchParams({
          intent: "signup",
          email: address,
          password: "segunda-senha",
          fullName: "Maria Teste",
        }),
      });
      const text = (await response.text())
        .replaceAll(address, "<e-mail>")
        .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "<id>");
      return { status: response.status, text };
    };
    const taken = await answer(email.toUpperCase());
    const fresh = await answer(uniqueEmail("fresh"));
    expect(taken).toEqual(fresh);
    expect(taken.text).toContain("Conta criada!");
    const count = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?1").bind(email).first("n");
    expect(count).toBe(1);
    expect((await signIn(new Browser(), email, "primeira-senha")).status).toBe(302);
    expect((await signIn(new Browser(), email, "segunda-senha")).status).toBe(401);
  });

  it("answers invalid input with 400 and a Portuguese message, storing nothing", async () => {
    const email = uniqueEmail("invalid");
    const short = await signUp(new Browser(), email, "curta");
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("A senha deve ter pelo menos 8 caracteres.");
    const noName = await signUp(new Browser(), email, "senha-segura-1", "   ");
    expect(noName.status).toBe(400);
    expect(await noName.text()).toContain("Informe seu nome completo.");
    const badEmail = await signUp(new Browser(), "não-é-email", "senha-segura-1");
    expect(badEmail.status).toBe(400);
    expect(await badEmail.text()).toContain("Informe um e-mail válido.");
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?1").bind(email).first("n");
    expect(stored).toBe(0);
  });
});

describe("sign-in", () => {
  it("starts a server-side session and redirects to / which sends the user to /dashboard", async () => {
    const browser = new Browser();
    const email = uniqueEmail("login");
    await signUp(browser, email);
    const response = await signIn(browser, `  ${email.toUpperCase()}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? "";
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const landing = await browser.fetch("/");
    expect(landing.status).toBe(302);
    expect(landing.headers.get("Location")).toBe("/dashboard");
    const dashboard = await browser.fetch("/dashboard");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Maria Teste");
  });

  it("rotates the session: the cookie from before sign-in no longer works", async () => {
    const { browser, email } = await newSignedInUser("rotate");
    const before = browser.cookie(SESSION_COOKIE);
    await signIn(browser, email);
    const after = browser.cookie(SESSION_COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = new Browser();
    stale.setCookie(SESSION_COOKIE, before ?? "");
    expect((await stale.fetch("/dashboard")).headers.get("Location")).toBe("/auth");
  });

  it("refuses a wrong password and an unknown e-mail with the same 401 message", async () => {
    const email = await signedUpAccount("wrong");
    const browser = new Browser();
    const wrong = await signIn(browser, email, "outra-senha-1");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(INVALID_CREDENTIALS);
    const unknown = await signIn(browser, uniqueEmail("ghost"));
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain(INVALID_CREDENTIALS);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  /**
   * Attempts until refused. The windows are fixed minutes, so a run that
   * straddles a minute boundary needs up to twice the limit; every attempt
   * before the refusal must have been an ordinary wrong-password answer.
   */
  async function attemptsUntilBlocked(attempt: () => Promise<Response>, limit: number) {
    const statuses: number[] = [];
    let blocked: Response | undefined;
    for (let i = 0; i <= 2 * limit + 1 && !blocked; i++) {
      const response = await attempt();
      if (response.status === 429) blocked = response;
      else statuses.push(response.status);
    }
    return { statuses, blocked };
  }

  it("holds a client that keeps failing on one account, with 429 and Retry-After", async () => {
    const email = await signedUpAccount("limit");
    // One client: past the account's free failures it waits before each try (sign-in-lockout.test.ts has the rest).
    const client = new Browser();
    const { statuses, blocked } = await attemptsUntilBlocked(() => signIn(client, email, "errada-123"), 10);
    expect(blocked?.status).toBe(429);
    expect(statuses.length).toBeGreaterThanOrEqual(5);
    expect(statuses.every((status) => status === 401)).toBe(true);
    expect(Number(blocked?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await blocked?.text()).toContain("Muitas tentativas de login");
  });

  it("limits attempts per client address across e-mails", async () => {
    const browser = new Browser("203.0.113.77");
    const { statuses, blocked } = await attemptsUntilBlocked(
      () => signIn(browser, uniqueEmail("spray"), "x-123456"),
      30,
    );
    expect(blocked?.status).toBe(429);
    expect(statuses.length).toBeGreaterThanOrEqual(30);
  });

  it("without a client address, attempts are not lumped into one address, and one e-mail is still held", async () => {
    const email = uniqueEmail("noaddress");
    const anonymous = () =>
      SELF.fetch("http://nexo.test/auth", {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ intent: "login", email: uniqueEmail("other"), password: "x-123456" }),
      });
    // 40 attempts from "nowhere" on different e-mails are not lumped into one address bucket…
    for (let i = 0; i < 40; i++) expect((await anonymous()).status).toBe(401);
    // …while one e-mail is still limited.
    const { blocked } = await attemptsUntilBlocked(
      () =>
        SELF.fetch("http://nexo.test/auth", {
          method: "POST",
          redirect: "manual",
          body: new URLSearchParams({ intent: "login", email, password: "x-123456" }),
        }),
      10,
    );
    expect(blocked?.status).toBe(429);
  });
});

describe("sessions", () => {
  it("expires after the idle lifetime and deletes the row", async () => {
    const { browser } = await newSignedInUser("idle");
    await env.DB.prepare("UPDATE auth_sessions SET last_seen_at = last_seen_at - ?1")
      .bind(SESSION_IDLE_MS + 1000)
      .run();
    const response = await browser.fetch("/dashboard");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it("expires at the absolute lifetime even when used every hour", async () => {
    const { browser } = await newSignedInUser("absolute");
    const before = await sessionRow(browser);
    expect(before.cookie).toBeDefined();
    await env.DB.prepare("UPDATE auth_sessions SET expires_at = ?1, last_seen_at = ?1 - 1000")
      .bind(Date.now() - 1)
      .run();
    expect((await browser.fetch("/dashboard")).headers.get("Location")).toBe("/auth");
    expect(SESSION_ABSOLUTE_MS).toBeGreaterThan(SESSION_IDLE_MS);
  });

  it("sign-out revokes the session server-side, so a copied cookie stops working", async () => {
    const { browser } = await newSignedInUser("logout");
    const copy = new Browser();
    copy.setCookie(SESSION_COOKIE, browser.cookie(SESSION_COOKIE) ?? "");
    expect((await copy.fetch("/dashboard")).status).toBe(200);
    const response = await browser.post("/logout", {});
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    expect((await copy.fetch("/dashboard")).headers.get("Location")).toBe("/auth");
  });

  it("a GET to /logout does not sign anyone out", async () => {
    const { browser } = await newSignedInUser("getlogout");
    await browser.fetch("/logout");
    expect((await browser.fetch("/dashboard")).status).toBe(200);
  });
});

describe("protected pages", () => {
  it.each(["/dashboard"])("%s redirects to /auth without a session", async (path) => {
    const response = await new Browser().fetch(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
  });

  it("a forged session cookie is refused and cleared", async () => {
    const browser = new Browser();
    browser.setCookie(SESSION_COOKIE, "forjado");
    const response = await browser.fetch("/dashboard");
    expect(response.headers.get("Location")).toBe("/auth");
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it("the landing page and /auth are public", async () => {
    expect((await new Browser().fetch("/")).status).toBe(200);
    expect((await new Browser().fetch("/auth")).status).toBe(200);
  });

  it("unknown paths answer 404 with the not-found page", async () => {
    const response = await new Browser().fetch("/nao-existe/mesmo");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });
});
