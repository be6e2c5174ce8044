import type { AppEnv } from "#core/context.ts";
import { hostCookie } from "#core/security/host-cookie.ts";
import { BOOKMARK_HEADER } from "#isomorphic/protocols/d1-bookmark.ts";

/**
 * A request's way into D1 through the Sessions API (read replication): reads are
 * served by a replica near the Worker, writes go to the primary, and the session's
 * bookmark, carried between a person's requests, makes every replica that answers
 * them at least as new as their last write. Without a bookmark (a first visit, an
 * API client that keeps none) the first read may go anywhere ("first-unconstrained").
 *
 * The bookmark travels in a cookie for browsers and in the `X-D1-Bookmark` header
 * for API clients (sent back on a response that wrote). It is not secret and not
 * signed: a forged one only changes how fresh that person's own reads must be.
 * A streamed response writes after its headers left (the chat's reply): its last
 * event carries the bookmark after those writes, and the browser hands it back
 * (POST /api/d1-bookmark) to have it in its cookie for the next request.
 */
const BOOKMARK_COOKIE = "nexo_d1_bookmark";
/** Replicas catch up within seconds; an hour-old bookmark is met by any replica, so it need not live longer. */
const BOOKMARK_MAX_AGE_S = 60 * 60;
/** D1's bookmarks are hyphenated hex; anything else is ignored rather than handed to D1. */
const BOOKMARK_SHAPE = /^[0-9a-f]{1,32}(?:-[0-9a-f]{1,64}){1,7}$/i;

export interface D1RequestSession {
  /**
   * What the request's code uses as `env.DB`: shaped like the binding, its
   * statements and batches run on the session; `exec` and `dump` (migrations,
   * tooling) and `withSession` go to the binding itself.
   */
  readonly db: D1Database;
  /** The bookmark this request started from (null: none, or one that was not a bookmark). */
  readonly startedFrom: string | null;
  /** Whether a statement other than a read was prepared on the session (its bookmark must then reach the client). */
  wrote(): boolean;
  /** The session's latest bookmark, once a statement has run. */
  bookmark(): string | null;
}

/** A read leaves the primary's position unchanged; anything else (insert, update, delete, a CTE) counts as a write. */
function isRead(sql: string): boolean {
  return /^\s*(?:select|pragma|explain)\b/i.test(sql);
}

const bindings = new WeakMap<object, D1Database>();

/**
 * The binding behind a request session's `db` (or the client itself): what an isolate-wide cache keys on,
 * since each request has a session of its own.
 */
export function bindingOf(client: D1Database | D1DatabaseSession): object {
  return bindings.get(client) ?? client;
}

export function openD1Session(binding: D1Database, bookmark: string | null): D1RequestSession {
  const startedFrom = validBookmark(bookmark);
  const session = binding.withSession(startedFrom ?? "first-unconstrained");
  let wrote = false;
  const db = {
    prepare(sql: string) {
      if (!wrote && !isRead(sql)) wrote = true;
      return session.prepare(sql);
    },
    batch<T>(statements: D1PreparedStatement[]) {
      return session.batch<T>(statements);
    },
    exec(sql: string) {
      wrote = true;
      return binding.exec(sql);
    },
    dump() {
      return binding.dump();
    },
    withSession(constraintOrBookmark?: string) {
      return binding.withSession(constraintOrBookmark);
    },
  } satisfies D1Database;
  bindings.set(db, binding);
  return {
    db,
    startedFrom,
    wrote: () => wrote,
    bookmark: () => session.getBookmark(),
  };
}

function bookmarkCookie(env: AppEnv) {
  return hostCookie(env, BOOKMARK_COOKIE, { maxAge: BOOKMARK_MAX_AGE_S });
}

/** The bookmark a request carries: the header (API clients) first, then the cookie (browsers). */
export async function requestBookmark(request: Request, env: AppEnv): Promise<string | null> {
  const header = request.headers.get(BOOKMARK_HEADER);
  if (header) return header;
  const cookies = request.headers.get("Cookie");
  if (!cookies?.includes(BOOKMARK_COOKIE)) return null;
  const value: unknown = await bookmarkCookie(env)
    .parse(cookies)
    .catch(() => null);
  return typeof value === "string" ? value : null;
}

/**
 * Opens the request's session: `env` with `DB` reading through it, for everything
 * the request does; `finish` hands the bookmark back on the response when the
 * request wrote, into the response's headers (a read-only response carries no cookie, so public pages stay
 * cacheable).
 */
export async function withD1Session(
  request: Request,
  env: AppEnv,
): Promise<{ env: AppEnv; session: D1RequestSession; finish: (headers: Headers) => Promise<void> }> {
  const session = openD1Session(env.DB, await requestBookmark(request, env));
  return {
    env: { ...env, DB: session.db },
    session,
    async finish(headers) {
      const bookmark = session.wrote() ? session.bookmark() : null;
      if (!bookmark || bookmark === session.startedFrom) return;
      await handBackBookmark(headers, env, bookmark);
    },
  };
}

/** The bookmark, if it is one (anything else is not handed to D1). */
export function validBookmark(value: string | null | undefined): string | null {
  return value && BOOKMARK_SHAPE.test(value) ? value : null;
}

/** Puts `bookmark` on a response: the header for API clients, the cookie for browsers. */
export async function handBackBookmark(headers: Headers, env: AppEnv, bookmark: string): Promise<void> {
  headers.set(BOOKMARK_HEADER, bookmark);
  headers.append("Set-Cookie", await bookmarkCookie(env).serialize(bookmark));
}
