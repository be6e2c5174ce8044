import { and, desc, eq, gt, isNotNull, isNull, lt, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { newestFirst } from "./newest-first.ts";
import { type ClearedSetup, clearedCounts, clearUnprovenSetup } from "./unproven-setup.ts";
import {
  authSessions,
  type EmailToken,
  type EmailTokenPurpose,
  emailOutbox,
  emailTokens,
  type OutboxMessage,
  type User,
  users,
} from "./schema.ts";
import { deleteRows } from "./delete-rows.ts";

/** Queries of e-mail proofs (email_tokens), address verification and the local outbox. */

export type NewEmailToken = Pick<
  EmailToken,
  "id" | "userId" | "purpose" | "email" | "linkHash" | "codeHash" | "expiresAt"
>;

/** Stores a new proof and drops the unused ones of the same purpose in one batch: only the newest works. */
export async function replaceEmailToken(db: Database, token: NewEmailToken): Promise<void> {
  await db.batch([
    db
      .delete(emailTokens)
      .where(
        and(eq(emailTokens.userId, token.userId), eq(emailTokens.purpose, token.purpose), isNull(emailTokens.usedAt)),
      ),
    db.insert(emailTokens).values(token),
  ]);
}

export async function deleteEmailToken(db: Database, id: string): Promise<void> {
  await db.delete(emailTokens).where(eq(emailTokens.id, id)).run();
}

const live = (now: number) => and(isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now));

/** The user's newest unused, unexpired proof of `purpose`. */
export function findLiveToken(
  db: Database,
  userId: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<EmailToken | undefined> {
  return db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), live(now)))
    .orderBy(desc(emailTokens.createdAt))
    .get();
}

/**
 * Counts one code attempt on a live proof, unless it has had `max` already.
 * The guard is in the UPDATE, so concurrent guesses cannot exceed it.
 * Returns false when the proof is spent, expired or out of attempts.
 */
export async function countCodeAttempt(db: Database, tokenId: string, max: number, now: number): Promise<boolean> {
  const row = await db
    .update(emailTokens)
    .set({ attempts: sql`${emailTokens.attempts} + 1` })
    .where(and(eq(emailTokens.id, tokenId), lt(emailTokens.attempts, max), live(now)))
    .returning({ id: emailTokens.id })
    .get();
  return row !== undefined;
}

/** A live verification proof found by its link, for this user only. */
export function findVerificationByLink(
  db: Database,
  userId: string,
  linkHash: string,
  now: number,
): Promise<EmailToken | undefined> {
  return db
    .select()
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.linkHash, linkHash),
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, "verify_email"),
        live(now),
      ),
    )
    .get();
}

export type Cleared = ClearedSetup & { endedSessionIds: string[] };

/**
 * Spends a verification proof and marks the address verified, in one batch.
 * The account is verified only while its e-mail is still the one the proof
 * was sent to. When the account had never proven it, the same batch first
 * clears what was set up meanwhile (unproven-setup.ts), keeping the prover's
 * own session. Returns whether anything was verified (false when a race spent
 * the proof first, or the account's address is no longer the one proven) and
 * what was cleared.
 */
export async function consumeVerification(
  db: Database,
  token: Pick<EmailToken, "id" | "userId" | "email">,
  now: number,
  keepSessionId: string | null,
): Promise<{ verified: boolean; cleared: Cleared }> {
  const proving = sql`exists (select 1 from ${users} where ${users.id} = ${token.userId} and ${users.email} = ${token.email} and ${users.emailVerifiedAt} is null) and exists (select 1 from ${emailTokens} where ${emailTokens.id} = ${token.id} and ${emailTokens.usedAt} is null and ${emailTokens.expiresAt} > ${now})`;
  const [factors, codes, sessions, tokens, invitations, verified, spent] = await db.batch([
    ...clearUnprovenSetup(db, token.userId, proving, keepSessionId),
    db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(
        and(
          eq(users.id, token.userId),
          eq(users.email, token.email),
          sql`exists (select 1 from ${emailTokens} where ${emailTokens.id} = ${token.id} and ${emailTokens.usedAt} is null and ${emailTokens.expiresAt} > ${now})`,
        ),
      )
      .returning({ id: users.id }),
    db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.id, token.id), live(now)))
      .returning({ id: emailTokens.id }),
  ]);
  return {
    verified: verified.length > 0 && spent.length > 0,
    cleared: clearedCounts([factors, codes, sessions, tokens, invitations]),
  };
}

export type ResetTarget = Pick<User, "id" | "email" | "fullName" | "emailVerifiedAt">;

/** The account a live reset link belongs to. */
export function findResetTarget(db: Database, linkHash: string, now: number): Promise<ResetTarget | undefined> {
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, emailVerifiedAt: users.emailVerifiedAt })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.linkHash, linkHash), eq(emailTokens.purpose, "reset_password"), live(now)))
    .get();
}

/**
 * The reset in one batch (a transaction), every statement guarded by the
 * link still being live: when the address had never been proven, what was set
 * up meanwhile is cleared (unproven-setup.ts); then the new password, the
 * address proven (the link reached it), every login session ended (refresh
 * tokens cascade with their session), the other e-mail proofs dropped (reset
 * links and verification codes), and the link spent last. Two racing resets
 * cannot both apply. Returns the user id, the sessions that ended (their
 * sockets are the caller's to close) and what was cleared, or null when the
 * link was not live.
 */
export async function resetPasswordWithLink(
  db: Database,
  linkHash: string,
  passwordHash: string,
  now: number,
): Promise<{ userId: string; endedSessionIds: string[]; cleared: Cleared; wasUnproven: boolean } | null> {
  const owner = sql`(select ${emailTokens.userId} from ${emailTokens} where ${emailTokens.linkHash} = ${linkHash} and ${emailTokens.purpose} = 'reset_password' and ${emailTokens.usedAt} is null and ${emailTokens.expiresAt} > ${now})`;
  const sentTo = sql`(select ${emailTokens.email} from ${emailTokens} where ${emailTokens.linkHash} = ${linkHash})`;
  const unproven = sql`exists (select 1 from ${users} where ${users.id} = ${owner} and ${users.email} = ${sentTo} and ${users.emailVerifiedAt} is null)`;
  const [factors, codes, sessions, tokens, invitations, renamed, , ended, , spent] = await db.batch([
    ...clearUnprovenSetup(db, owner, unproven, null),
    // The display name was chosen by whoever signed up, not by the address's owner: the address's own name stands in.
    // Its result (a row only while unproven) also says the account had never been proven.
    db
      .update(users)
      .set({ fullName: sql`substr(${users.email}, 1, instr(${users.email}, '@') - 1)` })
      .where(and(eq(users.id, owner), unproven))
      .returning({ id: users.id }),
    db
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`case when ${users.email} = ${sentTo} then coalesce(${users.emailVerifiedAt}, ${now}) else ${users.emailVerifiedAt} end`,
      })
      .where(eq(users.id, owner)),
    db.delete(authSessions).where(eq(authSessions.userId, owner)).returning({ id: authSessions.id }),
    db.delete(emailTokens).where(and(eq(emailTokens.userId, owner), ne(emailTokens.linkHash, linkHash))),
    db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(and(eq(emailTokens.linkHash, linkHash), eq(emailTokens.purpose, "reset_password"), live(now)))
      .returning({ userId: emailTokens.userId }),
  ]);
  const userId = spent[0]?.userId;
  if (!userId) return null;
  const cleared = clearedCounts([factors, codes, sessions, tokens, invitations]);
  return {
    userId,
    endedSessionIds: [...cleared.endedSessionIds, ...ended.map((row) => row.id)],
    cleared,
    wasUnproven: renamed.length > 0,
  };
}

/**
 * A new password chosen while signed in (the security page) ends every e-mail proof still out: a reset link
 * or a verification code sent before it opens nothing after it. One batch.
 */
export async function changePasswordEndingProofs(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, userId)),
    db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt))),
  ]);
}

export async function isEmailVerified(db: Database, userId: string): Promise<boolean> {
  return provenAddress(await emailVerifiedAt(db, userId));
}

/** When the user proved their address, as a query to batch (`userId` may be SQL that finds it); one row or none. */
export function emailVerifiedAt(db: Database, userId: string | SQL) {
  return db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)).limit(1);
}

/** What `emailVerifiedAt` read says: proven or not. */
export function provenAddress(rows: { at: number | null }[]): boolean {
  return rows[0]?.at != null;
}

/** For accounts whose address is known good without a message (the seeded demo account). */
export async function markEmailVerified(db: Database, userId: string, now: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .run();
}

/**
 * Deletes the proofs that can no longer be used: expired or spent. Called by
 * the scheduled sweeper; returns how many rows went.
 */
export async function deleteExpiredEmailTokens(db: Database, now = Date.now()): Promise<number> {
  // Two deletes, each through its own index: SQLite reads the whole table for the two conditions joined by OR.
  const expired = await deleteRows(db, emailTokens, lte(emailTokens.expiresAt, now));
  return expired + (await deleteRows(db, emailTokens, isNotNull(emailTokens.usedAt)));
}

export type NewOutboxMessage = Omit<OutboxMessage, "createdAt"> & { createdAt?: number };

export async function insertOutboxMessage(db: Database, message: NewOutboxMessage): Promise<void> {
  await db.insert(emailOutbox).values(message).run();
}

/** The newest messages, all or to one recipient. */
export function listOutboxMessages(
  db: Database,
  limit: number,
  recipient: string | null = null,
): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(recipient ? eq(emailOutbox.recipient, recipient) : undefined)
    .orderBy(...newestFirst(emailOutbox))
    .limit(limit)
    .all();
}

/** Outbox messages older than `before` (their links and codes have long expired). */
export async function deleteOutboxMessagesBefore(db: Database, before: number): Promise<number> {
  return deleteRows(db, emailOutbox, lt(emailOutbox.createdAt, before));
}
