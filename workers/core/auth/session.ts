import { redirect } from "@remix-run/cloudflare";
import { parse } from "hono/utils/cookie";
import type { AppEnv } from "#core/context.ts";
import { type Database, database } from "#core/db/client.ts";
import type { User } from "#core/db/schema.ts";
import {
  deleteAuthSession,
  deleteOtherAuthSessions,
  findAuthSession,
  insertAuthSession,
  touchAuthSession,
} from "#core/db/users.ts";
import { closeSessionSockets } from "#core/realtime/revoke-access.ts";
import { randomToken, sha256Hex } from "#core/security/crypto.ts";
import { hostCookie } from "#core/security/host-cookie.ts";

/**
 * Revocable login sessions (AuthSession). The cookie carries a random token;
 * D1 keeps only its SHA-256, so a leaked table cannot be replayed as cookies.
 */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, to keep reads from becoming writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** The signed-in person, as every loader, action and API route sees them. */
export type AuthUser = Pick<User, "id" | "email" | "fullName" | "role"> & {
  authSessionId: string;
  /** Assurance level reached by this session (or token): 1 password, 2 with a second factor. */
  aal: 1 | 2;
  /** The user has a verified factor but this session has not used it yet: only /auth/mfa is open. */
  mfaPending: boolean;
  /** When this session ends unless used again (idle limit) or at the latest (absolute limit), in ms. */
  sessionEndsAt: number;
};

function sessionCookie(env: AppEnv) {
  return hostCookie(env, "nexo_session", { maxAge: SESSION_ABSOLUTE_MS / 1000 });
}

/** The session token from the cookie (API clients use access tokens instead: tokens.ts). */
async function readToken(request: Request, env: AppEnv): Promise<string | null> {
  const value: unknown = await sessionCookie(env).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** Starts a new login session and returns the Set-Cookie header for it. */
export async function createAuthSession(env: AppEnv, userId: string, now = Date.now()): Promise<string> {
  const token = randomToken();
  await insertAuthSession(database(env.DB), {
    id: await sha256Hex(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + SESSION_ABSOLUTE_MS,
  });
  return sessionCookie(env).serialize(token);
}

/** An API client's session (no cookie): its id is the `sid` of the tokens issued for it. */
export async function createApiSession(env: AppEnv, userId: string, now = Date.now()): Promise<string> {
  const id = await sha256Hex(randomToken());
  await insertAuthSession(database(env.DB), {
    id,
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + SESSION_ABSOLUTE_MS,
  });
  return id;
}

/** Ends one auth session: its row (and so every token issued for it) goes, and its open sockets close. */
export async function endAuthSession(env: AppEnv, id: string): Promise<void> {
  await deleteAuthSession(database(env.DB), id);
  await closeSessionSockets(env, [id]);
}

/** Ends every session of the user but this one; returns how many ended. */
export async function endOtherAuthSessions(env: AppEnv, user: Pick<AuthUser, "id" | "authSessionId">): Promise<number> {
  const ended = await deleteOtherAuthSessions(database(env.DB), user.id, user.authSessionId);
  await closeSessionSockets(env, ended);
  return ended.length;
}

/** Ends the request's login session server-side, if it has one. */
export async function revokeAuthSession(request: Request, env: AppEnv): Promise<void> {
  const token = await readToken(request, env);
  if (token) await endAuthSession(env, await sha256Hex(token));
}

/** Revokes the session and returns the header that clears the cookie. */
export async function destroyAuthSession(request: Request, env: AppEnv): Promise<string> {
  await revokeAuthSession(request, env);
  return clearSessionCookie(env);
}

export function clearSessionCookie(env: AppEnv): Promise<string> {
  return sessionCookie(env).serialize("", { maxAge: 0 });
}

/**
 * The user of a live auth session, with the level `claimedAal` grants (a
 * cookie carries the session's own level; an access token its `aal` claim).
 * An expired or idle session is deleted and reads as none.
 */
export async function userOfAuthSession(
  env: AppEnv,
  id: string,
  claimedAal?: 1 | 2,
  now = Date.now(),
): Promise<AuthUser | null> {
  const db = database(env.DB);
  return liveUser(db, await findAuthSession(db, id), claimedAal, now);
}

/**
 * The user of a found session row, or null (and the row deleted) when the session has expired or gone idle;
 * a session unused for an hour is touched (a write, once an hour at most).
 */
export async function liveUser(
  db: Database,
  found: Awaited<ReturnType<typeof findAuthSession>>,
  claimedAal: 1 | 2 | undefined,
  now: number,
): Promise<AuthUser | null> {
  if (!found) return null;
  const { session, user, hasVerifiedFactor } = found;
  if (now >= session.expiresAt || now - session.lastSeenAt >= SESSION_IDLE_MS) {
    await deleteAuthSession(db, session.id);
    return null;
  }
  if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) await touchAuthSession(db, session.id, now);
  const aal: 1 | 2 = (claimedAal ?? session.aal) >= 2 ? 2 : 1;
  const lastSeenAt = now - session.lastSeenAt >= TOUCH_INTERVAL_MS ? now : session.lastSeenAt;
  const sessionEndsAt = Math.min(session.expiresAt, lastSeenAt + SESSION_IDLE_MS);
  return { ...user, authSessionId: session.id, aal, mfaPending: hasVerifiedFactor && aal < 2, sessionEndsAt };
}

/** The browser session's user, including one still owing its second factor (`mfaPending`). */
export async function getAuthUser(request: Request, env: AppEnv, now = Date.now()): Promise<AuthUser | null> {
  const id = await sessionIdOf(request, env);
  return id ? userOfAuthSession(env, id, undefined, now) : null;
}

/** The id of the session the cookie names (its token's hash), known before any read; null without a cookie. */
export async function sessionIdOf(request: Request, env: AppEnv): Promise<string | null> {
  const token = await readToken(request, env);
  return token ? sha256Hex(token) : null;
}

/** For loaders and actions that need a signed-in user: anyone else goes to /auth, a pending second factor to /auth/mfa. */
export async function requireUser(request: Request, env: AppEnv): Promise<AuthUser> {
  return signedInOrRedirect(request, env, await getAuthUser(request, env));
}

/** `user`, if signed in: anyone else goes to /auth (the cookie cleared), a pending second factor to /auth/mfa. */
export async function signedInOrRedirect(request: Request, env: AppEnv, user: AuthUser | null): Promise<AuthUser> {
  if (user?.mfaPending) throw redirect("/auth/mfa");
  if (user) return user;
  // Clear whatever the browser sent under our name, parseable or not.
  const cookieName = sessionCookie(env).name;
  const hadCookie = cookieName in parse(request.headers.get("Cookie") ?? "", cookieName);
  throw redirect("/auth", {
    headers: hadCookie ? { "Set-Cookie": await clearSessionCookie(env) } : {},
  });
}
