import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "~/server/auth/session.server";
import { DUPLICATE_EMAIL } from "~/server/auth/sign-up.server";
import { INVALID_CREDENTIALS } from "~/server/auth/sign-in.server";
import { Browser, newSignedInUser, signIn, signUp, uniqueEmail } from "../support/http";

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

  it("rejects a duplicate e-mail, whatever its case, with 409 and keeps the first account", async () => {
    const email = uniqueEmail("dup");
    await signUp(new Browser(), email, "primeira-senha");
    const response = await signUp(new Browser(), email.toUpperCase(), "segunda-senha");
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(DUPLICATE_EMAIL);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?1").bind(email).first("n");
    expect(count).toBe(1);
    expect((await signIn(new Browser(), email, "primeira-senha")).status).toBe(302);
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
    const email = uniqueEmail("wrong");
    await signUp(new Browser(), email);
    const browser = new Browser();
    const wrong = await signIn(browser, email, "outra-senha-1");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(INVALID_CREDENTIALS);
    const unknown = await signIn(browser, uniqueEmail("ghost"));
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain(INVALID_CREDENTIALS);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it("limits attempts per e-mail to 10 a minute across client addresses, with 429 and Retry-After", async () => {
    const email = uniqueEmail("limit");
    await signUp(new Browser(), email);
    for (let attempt = 0; attempt < 10; attempt++) {
      // A new address each time: only the per-e-mail limit can stop these.
      expect((await signIn(new Browser(), email, "errada-123")).status).toBe(401);
    }
    const blocked = await signIn(new Browser(), email);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain("Muitas tentativas de login");
  });

  it("limits attempts per client address across e-mails", async () => {
    const browser = new Browser("203.0.113.77");
    let last: Response | undefined;
    for (let attempt = 0; attempt < 31; attempt++) last = await signIn(browser, uniqueEmail("spray"), "x-123456");
    expect(last?.status).toBe(429);
  });
});

describe("sessions", () => {
  it("expires after the idle lifetime and deletes the row", async () => {
    const { browser } = await newSignedInUser("idle");
    await env.DB.prepare("UPDATE auth_sessions SET last_seen_at = last_seen_at - ?1").bind(SESSION_IDLE_MS + 1000).run();
    const response = await browser.fetch("/dashboard");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth");
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it("expires at the absolute lifetime even when used every hour", async () => {
    const { browser } = await newSignedInUser("absolute");
    const before = await sessionRow(browser);
    expect(before.cookie).toBeDefined();
    await env.DB.prepare("UPDATE auth_sessions SET expires_at = ?1, last_seen_at = ?1 - 1000").bind(Date.now() - 1).run();
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
