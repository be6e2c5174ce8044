import { afterEach, describe, expect, it, vi } from "vitest";
import {
  Browser,
  changePassword,
  confirmEmail,
  newSignedInUser,
  signedUpAccount,
  signIn,
  uniqueEmail,
} from "#tests/support/http.ts";
import { postJson } from "#tests/support/mfa.ts";

/**
 * Nobody can lock an owner out of signing in. The attack: wrong passwords for the owner's address, from
 * anywhere, to spend a limit the owner's own correct password also needs. Wrong passwords are limited per
 * (account, client) and per client; the account's own count only slows down clients that keep failing (a
 * growing delay), and neither the owner's known browser nor a client with no failures and the right
 * password waits for it. Password change and the API's password grant count apart from the sign-in form.
 *
 * The clock is frozen at the start of an hour (only Date is faked; timers and I/O run for real), so every
 * fixed window below starts with the test and every count is exact.
 */
const HOUR_MS = 60 * 60 * 1000;
/** A test signs in tens of times: a minute each, given once to each describe below. */
const SIGN_IN_TIMEOUT_MS = 60_000;

let hours = 0;
function freezeClockAtAnHour(): number {
  const start = (Math.floor(Date.now() / HOUR_MS) + 2 + hours++) * HOUR_MS + 1000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(start);
  return start;
}
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

afterEach(() => {
  vi.useRealTimers();
});

const guessFrom = (address: string, email: string, guess = "palpite-errado") =>
  signIn(new Browser(address), email, guess);

const apiGrant = (browser: Browser, email: string, password = "senha-segura-1") =>
  postJson(browser, "/api/auth/token?grant_type=password", { email, password });

/** A browser that has signed in to the account before: the known-device cookie says so. */
async function knownDevice(email: string): Promise<Browser> {
  const device = new Browser("198.51.100.10");
  expect((await signIn(device, email)).status).toBe(302);
  return device;
}

/** A new account, signed in once from the device it keeps, then the clock frozen at a fresh hour. */
async function accountOnItsDevice(prefix: string) {
  const email = await signedUpAccount(prefix);
  const device = await knownDevice(email);
  freezeClockAtAnHour();
  return { email, device };
}

describe("wrong passwords from elsewhere", { timeout: SIGN_IN_TIMEOUT_MS }, () => {
  it("ten a minute from other addresses do not refuse the owner's correct password: not on a known device, not from a clean client, not by API, not for a password change", async () => {
    const { browser: ownerSession, email } = await newSignedInUser("lockout-owner");
    // A proven address: the API's tokens are for proven accounts only.
    await confirmEmail(ownerSession);
    const device = await knownDevice(email);
    freezeClockAtAnHour();
    for (let i = 0; i < 10; i++)
      expect((await guessFrom(`203.0.113.${i + 1}`, email, `palpite-${i}`)).status).toBe(401);

    expect((await signIn(device, email)).status).toBe(302);
    expect((await signIn(new Browser("192.0.2.50"), email)).status).toBe(302);
    expect((await apiGrant(new Browser("192.0.2.51"), email)).status).toBe(200);
    const changed = await changePassword(ownerSession);
    expect(changed.status).toBe(200);
  });

  it("a client that keeps failing is slowed down, a growing delay, while the owner is not", async () => {
    const { email, device } = await accountOnItsDevice("slowed");
    const attacker = "203.0.113.200";
    for (let i = 0; i < 5; i++) expect((await guessFrom(attacker, email)).status).toBe(401);

    for (const delay of [1, 2, 4]) {
      const held = await guessFrom(attacker, email);
      expect(held.status).toBe(429);
      expect(held.headers.get("Retry-After")).toBe(String(delay));
      expect(await held.text()).toContain("Muitas tentativas de login. Aguarde");
      // The owner is not held by it.
      expect((await signIn(device, email)).status).toBe(302);
      expect((await signIn(new Browser(), email)).status).toBe(302);
      advance(delay * 1000);
      expect((await guessFrom(attacker, email)).status).toBe(401);
    }
  });

  it("one client gets ten wrong passwords an account per 15 minutes, after which even the right one is refused there, and only there", async () => {
    const email = await signedUpAccount("pair");
    const windowStart = freezeClockAtAnHour() - 1000;
    const attacker = "203.0.113.201";
    for (let i = 0; i < 10; i++) {
      expect((await guessFrom(attacker, email)).status).toBe(401);
      // Past any slowdown: only the per-client count can stop this one.
      advance(61_000);
    }
    const refused = await signIn(new Browser(attacker), email);
    expect(refused.status).toBe(429);
    // The rest of the 15-minute window that began with the hour, said in the header and in the message alike.
    const rest = String(Math.ceil((windowStart + 15 * 60_000 - Date.now()) / 1000));
    expect(refused.headers.get("Retry-After")).toBe(rest);
    expect(await refused.text()).toContain(`Aguarde ${rest} segundos`);
    // Upper case and spaces are the same address, so the same count.
    expect((await signIn(new Browser(attacker), `  ${email.toUpperCase()} `)).status).toBe(429);
    expect((await signIn(new Browser("192.0.2.60"), email)).status).toBe(302);
  });

  it("one client gets thirty wrong passwords per 15 minutes across accounts", async () => {
    const email = await signedUpAccount("sprayed");
    freezeClockAtAnHour();
    const sprayer = "203.0.113.202";
    for (let i = 0; i < 30; i++) expect((await guessFrom(sprayer, uniqueEmail("spray"))).status).toBe(401);
    expect((await signIn(new Browser(sprayer), email)).status).toBe(429);
    expect((await signIn(new Browser("192.0.2.61"), email)).status).toBe(302);
  });

  it(
    "past a hundred wrong passwords an hour on one account, only its known devices may still try",
    async () => {
      const { email, device } = await accountOnItsDevice("ceiling");
      for (let i = 0; i < 100; i++) {
        expect((await guessFrom(`10.9.${Math.floor(i / 200)}.${(i % 200) + 1}`, email)).status).toBe(401);
      }
      const clean = await signIn(new Browser("192.0.2.62"), email);
      expect(clean.status).toBe(429);
      expect((await signIn(device, email)).status).toBe(302);
    },
    3 * SIGN_IN_TIMEOUT_MS,
  );
});

describe("password change and the API grant count apart from the sign-in form", { timeout: SIGN_IN_TIMEOUT_MS }, () => {
  it("the form's failures, a client's among them, do not refuse that client's API grant", async () => {
    const { browser, email } = await newSignedInUser("api-bucket");
    await confirmEmail(browser);
    freezeClockAtAnHour();
    for (let i = 0; i < 10; i++) expect((await guessFrom(`203.0.113.${i + 21}`, email)).status).toBe(401);
    expect((await apiGrant(new Browser("203.0.113.21"), email)).status).toBe(200);
  });

  it("a password change allows five wrong current passwords per 15 minutes, its own count", async () => {
    const { browser, email } = await newSignedInUser("change-bucket");
    freezeClockAtAnHour();
    const change = (currentPassword: string) => changePassword(browser, { currentPassword });
    for (let i = 0; i < 5; i++) expect((await change("errada-123")).status).toBe(400);
    const held = await change("senha-segura-1");
    expect(held.status).toBe(429);
    // The sign-in form is not held by the change's count.
    expect((await signIn(new Browser(), email)).status).toBe(302);
  });
});
