import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { findOwned, ownedRow, updateOwned } from "./owned-rows.ts";
import { type MfaFactor, mfaChallenges, mfaFactors, recoveryCodes } from "./schema.ts";
import { deleteFound, deleteRows } from "./delete-rows.ts";

/** Queries of the second-factor tables: factors, their open challenges and recovery codes. */

export function listFactors(db: Database, userId: string): Promise<MfaFactor[]> {
  return db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).orderBy(asc(mfaFactors.createdAt)).all();
}

/** A factor of this user only: another user's id reads as absent. */
export function findFactor(db: Database, userId: string, factorId: string): Promise<MfaFactor | undefined> {
  return findOwned(db, mfaFactors, mfaFactors.userId, userId, factorId);
}

export async function insertFactor(db: Database, row: typeof mfaFactors.$inferInsert): Promise<void> {
  await db.insert(mfaFactors).values(row).run();
}

/** Unverified factors older than `before` are abandoned enrolments; they are dropped when the user starts another. */
export async function deleteStaleUnverifiedFactors(db: Database, userId: string, before: number): Promise<void> {
  await db
    .delete(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, "unverified"), lt(mfaFactors.createdAt, before)))
    .run();
}

/** Every account's abandoned enrolments (the scheduled sweep); returns how many went. */
export async function deleteExpiredUnverifiedFactors(db: Database, before: number): Promise<number> {
  return deleteRows(db, mfaFactors, and(eq(mfaFactors.status, "unverified"), lt(mfaFactors.createdAt, before)));
}

/** Cancels an enrolment: only an unverified factor, and only from the session that started it. */
export async function deleteOwnEnrolment(
  db: Database,
  userId: string,
  factorId: string,
  authSessionId: string,
): Promise<boolean> {
  return deleteFound(
    db,
    mfaFactors,
    and(
      eq(mfaFactors.id, factorId),
      eq(mfaFactors.userId, userId),
      eq(mfaFactors.status, "unverified"),
      eq(mfaFactors.enrolmentSessionId, authSessionId),
    ),
  );
}

export async function renameFactor(
  db: Database,
  userId: string,
  factorId: string,
  friendlyName: string,
): Promise<boolean> {
  return updateOwned(db, mfaFactors, mfaFactors.userId, userId, factorId, { friendlyName });
}

export async function deleteFactor(db: Database, userId: string, factorId: string): Promise<boolean> {
  return deleteFound(db, mfaFactors, ownedRow(mfaFactors, mfaFactors.userId, userId, factorId));
}

/**
 * Records an accepted TOTP step. The guard makes a code single-use even when
 * two requests race with it: only one update finds the step still newer.
 */
export async function acceptTotpStep(db: Database, factorId: string, step: number, now: number): Promise<boolean> {
  const updated = await db
    .update(mfaFactors)
    .set({ lastUsedStep: step, lastUsedAt: now, status: "verified", enrolmentSessionId: null })
    .where(and(eq(mfaFactors.id, factorId), or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step))))
    .returning({ id: mfaFactors.id })
    .get();
  return Boolean(updated);
}

/** Stores a passkey's credential once its registration is verified. */
export async function completeWebauthnFactor(
  db: Database,
  factorId: string,
  credential: { credentialId: string; publicKey: string; signCount: number; transports: string | null },
  now: number,
): Promise<void> {
  await db
    .update(mfaFactors)
    .set({ ...credential, secret: credential.publicKey, status: "verified", lastUsedAt: now, enrolmentSessionId: null })
    .where(eq(mfaFactors.id, factorId))
    .run();
}

/**
 * Accepts an assertion only if its counter moved forward; authenticators that
 * keep no counter (passkeys synced between devices) always send 0.
 */
export async function acceptWebauthnCounter(
  db: Database,
  factorId: string,
  signCount: number,
  now: number,
): Promise<boolean> {
  const counterMoved = signCount === 0 ? undefined : lt(mfaFactors.signCount, signCount);
  const updated = await db
    .update(mfaFactors)
    .set({ signCount, lastUsedAt: now })
    .where(and(eq(mfaFactors.id, factorId), counterMoved))
    .returning({ id: mfaFactors.id })
    .get();
  return Boolean(updated);
}

export async function insertChallenge(db: Database, row: typeof mfaChallenges.$inferInsert): Promise<void> {
  await db.insert(mfaChallenges).values(row).run();
}

/** Takes an open challenge of this session: it is deleted as it is read, so it answers once. */
export function takeChallenge(
  db: Database,
  owner: { userId: string; authSessionId: string },
  factorId: string,
  challengeId: string,
  now: number,
): Promise<typeof mfaChallenges.$inferSelect | undefined> {
  return db
    .delete(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.id, challengeId),
        eq(mfaChallenges.factorId, factorId),
        eq(mfaChallenges.userId, owner.userId),
        eq(mfaChallenges.authSessionId, owner.authSessionId),
        gt(mfaChallenges.expiresAt, now),
      ),
    )
    .returning()
    .get();
}

export async function deleteExpiredChallenges(db: Database, userId: string, now: number): Promise<void> {
  await db
    .delete(mfaChallenges)
    .where(and(eq(mfaChallenges.userId, userId), lt(mfaChallenges.expiresAt, now)))
    .run();
}

/** Every account's expired challenges (the scheduled sweep). */
export async function deleteAllExpiredChallenges(db: Database, now: number): Promise<number> {
  return deleteRows(db, mfaChallenges, lt(mfaChallenges.expiresAt, now));
}

/** Replaces the user's recovery codes in one batch: the old set stops working as the new one starts. */
export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  codeHashes: string[],
  now: number,
): Promise<void> {
  await db.batch([
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db
      .insert(recoveryCodes)
      .values(codeHashes.map((codeHash) => ({ id: crypto.randomUUID(), userId, codeHash, createdAt: now }))),
  ]);
}

/** Spends a recovery code; a used or unknown code changes nothing and answers false. */
export async function spendRecoveryCode(db: Database, userId: string, codeHash: string, now: number): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id })
    .get();
  return Boolean(spent);
}

export async function countUnusedRecoveryCodes(db: Database, userId: string): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .get();
  return row?.n ?? 0;
}

export async function deleteRecoveryCodes(db: Database, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
}

export async function hasVerifiedFactor(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .select({ id: mfaFactors.id })
    .from(mfaFactors)
    .where(and(eq(mfaFactors.userId, userId), eq(mfaFactors.status, "verified")))
    .limit(1)
    .get();
  return Boolean(row);
}

/**
 * Stores a TOTP secret sealed again with the current APP_SECRET key, only if the row still holds the value it
 * was opened from (a concurrent re-seal or a removed factor changes nothing).
 */
export async function resealFactorSecret(db: Database, factorId: string, previous: string, resealed: string) {
  await db
    .update(mfaFactors)
    .set({ secret: resealed })
    .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.secret, previous)))
    .run();
}

/** TOTP factors whose sealed secret does not start with `prefix` (the current key's), up to `limit`. */
export function factorsSealedOtherwise(db: Database, prefix: string, limit: number) {
  return db
    .select({ id: mfaFactors.id, secret: mfaFactors.secret })
    .from(mfaFactors)
    .where(
      and(
        eq(mfaFactors.factorType, "totp"),
        isNotNull(mfaFactors.secret),
        sql`substr(${mfaFactors.secret}, 1, ${prefix.length}) <> ${prefix}`,
      ),
    )
    .limit(limit)
    .all();
}
