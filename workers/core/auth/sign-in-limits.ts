import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { countHit, peekHits, uncountHit } from "#core/db/rate-limits.ts";
import { rateLimited } from "#isomorphic/app-error.ts";
import {
  clientAddressKey,
  type RateLimitRule,
  secondsUntilWindowEnds,
  waitWords,
  windowStartOf,
} from "./rate-limit.ts";
import { signInDeviceId } from "./trusted-device.ts";

/**
 * How wrong passwords are limited, so that nobody can lock an owner out of signing in (docs/api.md).
 *
 * - Per client and account: a client (its address, or a known device by its own id) gets
 *   WRONG_PER_CLIENT_ACCOUNT wrong passwords for one account; past them even the right one is refused there,
 *   and only there.
 * - Per client: WRONG_PER_CLIENT wrong passwords across accounts (spraying one password over many
 *   addresses); a known device of the account is not held by its network's count.
 * - Per account, across clients: not a wall but a slowdown. After SLOWDOWN.free wrong passwords in the hour,
 *   a client that has itself failed for this account waits a growing delay after the account's last failure
 *   (1 s, 2 s, 4 s … up to a minute) before its next try is even checked. The account's known devices (a
 *   browser where its password was accepted before) and a client with no failures of its own are not slowed,
 *   so the owner's right password still works while someone else guesses. Past WRONG_PER_ACCOUNT wrong
 *   passwords in the hour only the known devices may try, which bounds a guesser with many addresses.
 *
 * The sign-in form and the API's password grant count apart (`channel`); a password change counts on its own
 * too (account-security.ts). Counters are keyed by the typed address whether or not it has an account, and
 * both cases run the same statements, so neither the answer nor its timing says which it was.
 */
export const WRONG_PER_CLIENT_ACCOUNT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };
export const WRONG_PER_CLIENT: RateLimitRule = { limit: 30, windowMs: 15 * 60_000 };
export const WRONG_PER_ACCOUNT: RateLimitRule = { limit: 100, windowMs: 60 * 60_000 };
export const SLOWDOWN = { free: 5, maxDelaySeconds: 60 } as const;

export type SignInChannel = "form" | "api";

/** The wait after the account's last failure once it has `failures` in the hour: 0, then 1 s doubling to a minute. */
export function slowdownSeconds(failures: number): number {
  if (failures < SLOWDOWN.free) return 0;
  return Math.min(2 ** (failures - SLOWDOWN.free), SLOWDOWN.maxDelaySeconds);
}

const blocked = (seconds: number) =>
  rateLimited(`Muitas tentativas de login. Aguarde ${waitWords(seconds)} e tente novamente.`, seconds);

/** One attempt's place in the counters: checked before the password, settled after it. */
export interface SignInAttempt {
  /** The password was wrong: the account's count (and its last failure) moves. */
  failed(): Promise<void>;
  /** The password was right: the reservation made on the client's counters is given back. */
  succeeded(): Promise<void>;
}

/**
 * Checks the limits for an attempt on `email` (normalized) and reserves it on the client's counters (so a
 * burst of parallel guesses cannot all pass one check); throws the 429 when the attempt may not be checked.
 * `userId` is the account's, when it exists: only it can have known devices.
 */
export async function beginSignInAttempt(
  request: Request,
  env: AppEnv,
  email: string,
  userId: string | null,
  channel: SignInChannel,
  now = Date.now(),
): Promise<SignInAttempt> {
  const db = database(env.DB);
  const prefix = channel === "api" ? "sign-in-api" : "sign-in";
  const device = channel === "form" ? await signInDeviceId(request, env, userId) : null;
  const address = clientAddressKey(request);
  const client = device ? `device:${device}` : (address ?? "address:unknown");

  const reserved: { key: string; rule: RateLimitRule }[] = [
    { key: `${prefix}:pair:${email}:${client}`, rule: WRONG_PER_CLIENT_ACCOUNT },
  ];
  if (address && !device) reserved.push({ key: `${prefix}:client:${address}`, rule: WRONG_PER_CLIENT });
  const counts = await Promise.all(reserved.map(({ key, rule }) => countHit(db, key, windowStartOf(rule, now), now)));
  const giveBack = () =>
    Promise.all(reserved.map(({ key, rule }) => uncountHit(db, key, windowStartOf(rule, now)))).then(() => undefined);
  for (const [index, { rule }] of reserved.entries()) {
    if ((counts[index] ?? 0) > rule.limit) throw blocked(secondsUntilWindowEnds(rule, now));
  }

  const accountKey = `${prefix}:account:${email}`;
  const account = await peekHits(db, accountKey, windowStartOf(WRONG_PER_ACCOUNT, now));
  if (!device) {
    if (account.count >= WRONG_PER_ACCOUNT.limit) {
      await giveBack();
      throw blocked(secondsUntilWindowEnds(WRONG_PER_ACCOUNT, now));
    }
    // This client's failures for the account before this attempt: none, and it is not slowed.
    const ownFailures = (counts[0] ?? 1) - 1;
    const waitMs = (account.lastHitAt ?? 0) + slowdownSeconds(account.count) * 1000 - now;
    if (ownFailures > 0 && waitMs > 0) {
      await giveBack();
      throw blocked(Math.ceil(waitMs / 1000));
    }
  }

  return {
    async failed() {
      await countHit(db, accountKey, windowStartOf(WRONG_PER_ACCOUNT, now), now);
    },
    succeeded: giveBack,
  };
}
