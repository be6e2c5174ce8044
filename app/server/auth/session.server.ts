import { createCookie, redirect } from "@remix-run/cloudflare";
import type { AppEnv } from "~/server/context";
import { isDevelopment } from "~/server/context";

/**
 * Revocable server-side sessions. The cookie carries a random token; D1 keeps
 * only its SHA-256, so a leaked table cannot be replayed as cookies.
 */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, to keep reads from becoming writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  role: "client" | "nexo_employee";
  sessionId: string;
}

function sessionCookie(env: AppEnv) {
  const secure = !isDevelopment(env);
  // The __Host- prefix pins the cookie to this origin; browsers only accept it when Secure.
  return createCookie(secure ? "__Host-nexo_session" : "nexo_session", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function readToken(request: Request, env: AppEnv): Promise<string | null> {
  const value: unknown = await sessionCookie(env).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** Starts a new session and returns the Set-Cookie header for it. */
export async function createUserSession(
  env: AppEnv,
  userId: string,
  now = Date.now(),
): Promise<string> {
  const token = randomToken();
  await env.DB.prepare(
    "INSERT INTO auth_sessions (id, user_id, created_at, last_seen_at, expires_at) VALUES (?1, ?2, ?3, ?3, ?4)",
  )
    .bind(await sha256Hex(token), userId, now, now + SESSION_ABSOLUTE_MS)
    .run();
  return sessionCookie(env).serialize(token);
}

/** Deletes the request's session server-side, if it has one. */
export async function revokeSession(request: Request, env: AppEnv): Promise<void> {
  const token = await readToken(request, env);
  if (token) {
    await env.DB.prepare("DELETE FROM auth_sessions WHERE id = ?1").bind(await sha256Hex(token)).run();
  }
}

/** Revokes the session and returns the header that clears the cookie. */
export async function destroyUserSession(request: Request, env: AppEnv): Promise<string> {
  await revokeSession(request, env);
  return clearSessionCookie(env);
}

export function clearSessionCookie(env: AppEnv): Promise<string> {
  return sessionCookie(env).serialize("", { maxAge: 0 });
}

interface SessionRow {
  session_id: string;
  last_seen_at: number;
  expires_at: number;
  id: string;
  email: string;
  full_name: string;
  role: SessionUser["role"];
}

export async function getSessionUser(
  request: Request,
  env: AppEnv,
  now = Date.now(),
): Promise<SessionUser | null> {
  const token = await readToken(request, env);
  if (!token) return null;
  const sessionId = await sha256Hex(token);
  const row = await env.DB.prepare(
    `SELECT s.id AS session_id, s.last_seen_at, s.expires_at, u.id, u.email, u.full_name, u.role
     FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?1`,
  )
    .bind(sessionId)
    .first<SessionRow>();
  if (!row) return null;
  if (now >= row.expires_at || now - row.last_seen_at >= SESSION_IDLE_MS) {
    await env.DB.prepare("DELETE FROM auth_sessions WHERE id = ?1").bind(sessionId).run();
    return null;
  }
  if (now - row.last_seen_at >= TOUCH_INTERVAL_MS) {
    await env.DB.prepare("UPDATE auth_sessions SET last_seen_at = ?2 WHERE id = ?1")
      .bind(sessionId, now)
      .run();
  }
  return { id: row.id, email: row.email, fullName: row.full_name, role: row.role, sessionId };
}

/** For loaders and actions that need a signed-in user: anyone else goes to /auth. */
export async function requireUser(request: Request, env: AppEnv): Promise<SessionUser> {
  const user = await getSessionUser(request, env);
  if (user) return user;
  // Clear whatever the browser sent under our name, parseable or not.
  const cookieName = sessionCookie(env).name;
  const hadCookie = (request.headers.get("Cookie") ?? "").split(";").some((part) => part.trim().startsWith(`${cookieName}=`));
  throw redirect("/auth", {
    headers: hadCookie ? { "Set-Cookie": await clearSessionCookie(env) } : {},
  });
}
