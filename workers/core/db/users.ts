import { and, eq, lte, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { type MembershipRow, membershipFields } from "./projects.ts";
import {
  type AuthSession,
  authSessions,
  mfaFactors,
  type NewUser,
  projectMembers,
  projects,
  type User,
  users,
} from "./schema.ts";
import { deleteRows } from "./delete-rows.ts";

/** Queries of the account tables: users and their login sessions (auth_sessions). */

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .get();
}

/** Inserts unless the e-mail is taken (also when another instance races it in); the new id or null. */
export async function insertUser(db: Database, row: NewUser): Promise<string | null> {
  const inserted = await db
    .insert(users)
    .values({ ...row, email: normalizeEmail(row.email) })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id })
    .get();
  return inserted?.id ?? null;
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
}

export type AuthSessionUser = Pick<User, "id" | "email" | "fullName" | "role">;

export async function insertAuthSession(db: Database, row: typeof authSessions.$inferInsert): Promise<void> {
  await db.insert(authSessions).values(row).run();
}

export function findUserById(db: Database, id: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/**
 * The session, its user and whether the user has a verified second factor,
 * in one read: every request needs all three to know its assurance level.
 */
const sessionFields = {
  session: authSessions,
  user: { id: users.id, email: users.email, fullName: users.fullName, role: users.role },
  hasVerifiedFactor:
    sql<boolean>`exists (select 1 from ${mfaFactors} where ${mfaFactors.userId} = ${users.id} and ${mfaFactors.status} = 'verified')`.mapWith(
      Boolean,
    ),
};

export function findAuthSession(
  db: Database,
  id: string,
): Promise<{ session: AuthSession; user: AuthSessionUser; hasVerifiedFactor: boolean } | undefined> {
  return db
    .select(sessionFields)
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.id, id))
    .get();
}

/**
 * The read `findAuthSession` makes, with the user's membership of `projectId` (null: none asked), as a query
 * to batch with a page's own reads: one round trip to the database for all of them. At most one row;
 * `membershipOrNull` reads its membership.
 */
export function authSessionWithMembership(db: Database, id: string, projectId: string | null) {
  return db
    .select({ ...sessionFields, membership: membershipFields })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.userId, users.id), projectId === null ? sql`0` : eq(projectMembers.projectId, projectId)),
    )
    .leftJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(authSessions.id, id))
    .limit(1);
}

/**
 * The id of the session's user as SQL: a read batched with the session's own (`authSessionWithMembership`)
 * is scoped by it before anyone knows whose session it is. An ended session still names its user here: what
 * such reads return is handed over only once the session is found live.
 */
export function userOfSession(id: string): SQL {
  return sql`(SELECT ${authSessions.userId} FROM ${authSessions} WHERE ${authSessions.id} = ${id})`;
}

/** A user's address, as SQL (invitations are addressed to it); `userId` may itself be SQL (`userOfSession`). */
export function emailOfUser(userId: string | SQL): SQL {
  return sql`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${userId})`;
}

/** A left join's missing membership reads as nulls in every column; a member's row always has its project's id. */
export function membershipOrNull(
  row: { [K in keyof MembershipRow]: MembershipRow[K] | null } | null,
): MembershipRow | null {
  return row?.id != null && row.role != null && row.name != null && row.ownerId != null && row.createdAt != null
    ? {
        id: row.id,
        name: row.name,
        description: row.description,
        ownerId: row.ownerId,
        createdAt: row.createdAt,
        role: row.role,
      }
    : null;
}

export async function touchAuthSession(db: Database, id: string, lastSeenAt: number): Promise<void> {
  await db.update(authSessions).set({ lastSeenAt }).where(eq(authSessions.id, id)).run();
}

/** Raises (or sets) a session's assurance level after a second factor. */
export async function setAuthSessionAal(db: Database, id: string, aal: 1 | 2): Promise<void> {
  await db.update(authSessions).set({ aal }).where(eq(authSessions.id, id)).run();
}

export function listAuthSessions(db: Database, userId: string): Promise<AuthSession[]> {
  return db.select().from(authSessions).where(eq(authSessions.userId, userId)).all();
}

export async function deleteAuthSession(db: Database, id: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, id)).run();
}

/** Every login session of the user except `keepId` (sign out everywhere else); returns the ids that ended. */
export async function deleteOtherAuthSessions(db: Database, userId: string, keepId: string): Promise<string[]> {
  const removed = await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keepId)))
    .returning({ id: authSessions.id })
    .all();
  return removed.map((row) => row.id);
}

/** Sessions past their end (the scheduled sweep): their refresh tokens go with them (foreign key cascade). */
export async function deleteExpiredAuthSessions(db: Database, now: number): Promise<number> {
  return deleteRows(db, authSessions, lte(authSessions.expiresAt, now));
}
