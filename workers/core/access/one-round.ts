import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type AuthUser, liveUser } from "#core/auth/session.ts";
import type { AppEnv } from "#core/context.ts";
import { batchDatabase, type Database, database } from "#core/db/client.ts";
import { authSessionWithMembership, membershipOrNull, userOfSession } from "#core/db/users.ts";
import { logger } from "#core/log.ts";
import { type Membership, membershipOf } from "./membership.ts";

/**
 * A page's reads in one round trip to D1 (issue 41): the session, the membership of the page's project and
 * the page's own reads go in one batch, so nothing waits on the session's answer before asking for the rest.
 * The page's reads are written before anyone knows whose session it is: they are scoped by the session's
 * user as SQL (`viewer`), and what they return is handed over only to a live session (and, for a project, to
 * its member); anyone else's batch is discarded and the caller answers as it always did (/auth, 401, 404).
 */

/** Queries not yet run, each one of a page's reads. */
export type Reads = readonly BatchItem<"sqlite">[];

/** One read's outcome: a part of a page that failed is shown failed (its toast) while the rest works. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export type SettledReads<T extends Reads> = { -readonly [K in keyof T]: Settled<T[K]["_"]["result"]> };

/** What the page's reads are scoped by: the session's user, as SQL until the batch has answered. */
export interface ReadScope {
  db: Database;
  viewer: SQL;
}

/** What a request's credentials say before any read: the session's id, and the level a token claims. */
export interface SessionClaim {
  id: string;
  aal?: 1 | 2;
}

/**
 * The session (and the membership of `projectId`, if one is named) with `reads`, in one batch. `user` is null
 * for no session or an ended one; `data` is null unless the user may have it (signed in past any second factor
 * and, when a project is named, its member).
 */
export async function readInOneRound<T extends Reads>(
  env: AppEnv,
  claim: SessionClaim | null,
  projectId: string | null,
  reads: (scope: ReadScope) => T,
  now = Date.now(),
): Promise<{ user: AuthUser | null; membership: Membership | null; data: SettledReads<T> | null }> {
  if (!claim) return { user: null, membership: null, data: null };
  const db = batchDatabase(env.DB);
  const session = authSessionWithMembership(db, claim.id, projectId);
  const [found, ...data] = await batchSettled(db, [session, ...reads({ db, viewer: userOfSession(claim.id) })]);
  // The session's own read failing is an outage (503), as it was when it ran alone.
  if (!found?.ok) throw found?.error;
  const row = (found.value as Awaited<typeof session>)[0];
  // Its writes (an ended session deleted, an hourly touch) go as they are.
  const user = await liveUser(database(env.DB), row, claim.aal, now);
  if (!user) return { user: null, membership: null, data: null };
  const membership = projectId === null ? null : membershipOf(user.id, membershipOrNull(row?.membership ?? null));
  const granted = !user.mfaPending && (projectId === null || membership !== null);
  return { user, membership, data: granted ? (data as SettledReads<T>) : null };
}

/**
 * The statements in one batch; when the batch fails (one statement fails it all), each again on its own, so
 * that only the part that fails is reported failed.
 */
async function batchSettled(db: Database, items: BatchItem<"sqlite">[]): Promise<Settled<unknown>[]> {
  const [first, ...rest] = items;
  if (!first) return [];
  try {
    return (await db.batch([first, ...rest])).map((value) => ({ ok: true, value }));
  } catch (error) {
    logger.warn("read_batch_failed", { statements: items.length, error });
    return Promise.all(
      items.map((item) =>
        db.batch([item]).then(
          ([value]): Settled<unknown> => ({ ok: true, value }),
          (failure: unknown): Settled<unknown> => ({ ok: false, error: failure }),
        ),
      ),
    );
  }
}

/** A read's rows, or its failure thrown: a part the page cannot be without (an outage's 503). */
export function rowsOf<T>(read: Settled<T>): T {
  if (!read.ok) throw read.error;
  return read.value;
}
