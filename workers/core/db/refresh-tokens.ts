import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { Database } from "./client.ts";
import { authSessions, refreshTokens } from "./schema.ts";
import { deleteRows } from "./delete-rows.ts";

/** Queries of API refresh tokens; a token's family is its auth session. */

export async function insertRefreshToken(db: Database, row: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(row).run();
}

export type RefreshOutcome =
  | { kind: "rotated"; authSessionId: string; userId: string }
  | { kind: "reused"; authSessionId: string; userId: string }
  | { kind: "unknown" };

/**
 * Marks the token used if it is fresh. A token that was already used is a
 * replay (someone holds a copy): the caller ends its whole family. The guarded
 * update lets exactly one of two racing refreshes win.
 */
export async function spendRefreshToken(db: Database, id: string, now: number): Promise<RefreshOutcome> {
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)))
    .returning({ authSessionId: refreshTokens.authSessionId, userId: refreshTokens.userId })
    .get();
  if (spent) return { kind: "rotated", ...spent };
  const known = await db
    .select({ authSessionId: refreshTokens.authSessionId, userId: refreshTokens.userId, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, id))
    .get();
  if (known?.usedAt != null) return { kind: "reused", authSessionId: known.authSessionId, userId: known.userId };
  return { kind: "unknown" };
}

/** Ends a family: deleting the auth session cascades to every refresh token it issued. */
export async function revokeFamily(db: Database, authSessionId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, authSessionId)).run();
}

/**
 * Tokens past their expiry (the scheduled sweep). A used token is kept until
 * then, so presenting it again is still recognised as a replay and ends its family.
 */
export async function deleteExpiredRefreshTokens(db: Database, now: number): Promise<number> {
  return deleteRows(db, refreshTokens, lte(refreshTokens.expiresAt, now));
}
