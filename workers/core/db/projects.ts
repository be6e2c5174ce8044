import { and, asc, desc, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import { EMPLOYEE_ROLE } from "#isomorphic/config/roles.ts";
import type { Database } from "./client.ts";
import { newestFirst } from "./newest-first.ts";
import { ownedRow } from "./owned-rows.ts";
import {
  chatMessages,
  conversationSessions,
  documents,
  invitationReports,
  type Project,
  type ProjectInvitation,
  projectInvitations,
  type ProjectMember,
  projectMembers,
  projects,
  type User,
  users,
} from "./schema.ts";
import { deleteFound } from "./delete-rows.ts";

/** Queries of projects, their members and pending invitations. */

export type ProjectSummary = Pick<Project, "id" | "name" | "description" | "createdAt">;

const summary = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  createdAt: projects.createdAt,
};

/**
 * Only the projects the user is a member of, newest first. Like every list a page reads, a query not yet run
 * (awaited, or batched with the page's other reads: access/one-round.ts); `userId` may be SQL that finds it.
 */
export function listProjectsForUser(db: Database, userId: string | SQL) {
  return db
    .select(summary)
    .from(projects)
    .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
    .where(eq(projectMembers.userId, userId))
    .orderBy(...newestFirst(projects));
}

export interface ProjectActivity extends ProjectSummary {
  role: ProjectMember["role"];
  conversations: number;
  documents: number;
  messages: number;
  /** Messages sent outside any conversation: they are shown only in the project's consolidated view. */
  consolidatedOnlyMessages: number;
  members: number;
  /** Newest of the project's own creation, conversations, messages and documents. */
  lastActivityAt: number;
}

/** The dashboard's view: one query, counts by correlated subqueries on indexed columns. */
export function listProjectActivity(db: Database, userId: string | SQL) {
  const count = (table: typeof conversationSessions | typeof documents | typeof chatMessages | typeof projectMembers) =>
    sql<number>`(SELECT count(*) FROM ${table} WHERE ${table.projectId} = ${projects.id})`.mapWith(Number);
  const newest = (table: typeof conversationSessions | typeof documents | typeof chatMessages) =>
    sql`coalesce((SELECT max(${table.createdAt}) FROM ${table} WHERE ${table.projectId} = ${projects.id}), 0)`;
  const lastActivityAt =
    sql<number>`max(${projects.createdAt}, ${newest(conversationSessions)}, ${newest(chatMessages)}, ${newest(documents)})`.mapWith(
      Number,
    );
  return db
    .select({
      ...summary,
      role: projectMembers.role,
      conversations: count(conversationSessions),
      documents: count(documents),
      messages: count(chatMessages),
      consolidatedOnlyMessages:
        sql<number>`(SELECT count(*) FROM ${chatMessages} WHERE ${chatMessages.projectId} = ${projects.id} AND ${chatMessages.sessionId} IS NULL)`.mapWith(
          Number,
        ),
      members: count(projectMembers),
      lastActivityAt,
    })
    .from(projects)
    .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
    .where(eq(projectMembers.userId, userId))
    .orderBy(desc(lastActivityAt), desc(projects.createdAt));
}

/**
 * The project and its creator's employee membership in one D1 batch (a
 * transaction): there is never a project without its owner's membership.
 */
/** The projects `userId` owns with no other member: nobody else's work is in them. */
/**
 * Every project's id after `after` (of `only`, when given: at most 50), in order, at most `limit`: how the
 * operations walk the projects a page at a time.
 */
export async function projectIdsAfter(
  db: Database,
  after: string | undefined,
  limit: number,
  only?: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(after ? gt(projects.id, after) : undefined, only ? inArray(projects.id, only) : undefined))
    .orderBy(asc(projects.id))
    .limit(limit)
    .all();
  return rows.map((row) => row.id);
}

export function listProjectsOwnedAlone(db: Database, userId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.ownerId, userId),
        sql`not exists (select 1 from ${projectMembers} where ${projectMembers.projectId} = ${projects.id} and ${projectMembers.userId} <> ${userId})`,
      ),
    )
    .all();
}

export async function insertProjectWithOwner(db: Database, project: Project): Promise<void> {
  await db.batch([
    db.insert(projects).values(project),
    db.insert(projectMembers).values({
      projectId: project.id,
      userId: project.ownerId,
      role: EMPLOYEE_ROLE,
      createdAt: project.createdAt,
    }),
  ]);
}

export type MembershipRow = Pick<Project, "id" | "name" | "description" | "ownerId" | "createdAt"> & {
  role: ProjectMember["role"];
};

/** The columns of a membership: the project's and the member's role (the one JOIN, and the session's read). */
export const membershipFields = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  ownerId: projects.ownerId,
  createdAt: projects.createdAt,
  role: projectMembers.role,
};

/** Membership is decided by this one JOIN: no row, no access. */
export function findMembershipRow(db: Database, userId: string, projectId: string): Promise<MembershipRow | undefined> {
  return db
    .select(membershipFields)
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .get();
}

export type MemberView = Pick<User, "email" | "fullName"> & { userId: string; role: ProjectMember["role"] };

export function listMembers(db: Database, projectId: string) {
  return db
    .select({ userId: users.id, email: users.email, fullName: users.fullName, role: projectMembers.role })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(desc(projectMembers.role), asc(users.fullName));
}

/** The names of the project's people, as a query to batch; read only `when` it may matter (else `WHERE 0`). */
export function memberNamesRead(db: Database, projectId: string, when: boolean) {
  return db
    .select({ fullName: users.fullName })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(when ? eq(projectMembers.projectId, projectId) : sql`0`);
}

/**
 * Removes a membership unless it is the project's last employee. The guard
 * lives in the DELETE itself, so two concurrent removals cannot both pass it.
 */
export async function deleteMemberUnlessLastEmployee(
  db: Database,
  projectId: string,
  userId: string,
): Promise<boolean> {
  const employees = db
    .select({ n: sql`count(*)` })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, EMPLOYEE_ROLE)));
  return deleteFound(
    db,
    projectMembers,
    and(
      eq(projectMembers.projectId, projectId),
      eq(projectMembers.userId, userId),
      or(sql`${projectMembers.role} <> ${EMPLOYEE_ROLE}`, sql`(${employees}) > 1`),
    ),
  );
}

export async function isMember(db: Database, projectId: string, userId: string): Promise<boolean> {
  const row = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .get();
  return row !== undefined;
}

export async function isMemberByEmail(db: Database, projectId: string, email: string): Promise<boolean> {
  const row = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(users.email, email)))
    .get();
  return row !== undefined;
}

/**
 * Creates the invitation, or refreshes the role, inviter and report link of a pending one (the newest
 * e-mail's "não reconheço este convite" link is the one that works).
 */
export async function upsertInvitation(
  db: Database,
  invitation: Pick<ProjectInvitation, "projectId" | "email" | "role" | "invitedBy" | "reportTokenHash">,
): Promise<void> {
  await db
    .insert(projectInvitations)
    .values({ id: crypto.randomUUID(), ...invitation })
    .onConflictDoUpdate({
      target: [projectInvitations.projectId, projectInvitations.email],
      set: { role: invitation.role, invitedBy: invitation.invitedBy, reportTokenHash: invitation.reportTokenHash },
    })
    .run();
}

/** Whether a "não reconheço este convite" link still opens a pending invitation. */
export async function invitationReportable(db: Database, reportTokenHash: string): Promise<boolean> {
  const row = await db
    .select({ id: projectInvitations.id })
    .from(projectInvitations)
    .where(eq(projectInvitations.reportTokenHash, reportTokenHash))
    .get();
  return row !== undefined;
}

/**
 * "Não reconheço este convite", in one batch: the invitation is copied into invitation_reports (with the
 * names as they are now) and deleted. Returns the inviter and the project, or null when the link no longer
 * opens a pending invitation (answered, revoked, or reported already).
 */
export async function reportInvitation(
  db: Database,
  reportTokenHash: string,
): Promise<{ inviterId: string; projectName: string } | null> {
  const [, deleted] = await db.batch([
    db.insert(invitationReports).select(
      db
        .select({
          id: sql<string>`lower(hex(randomblob(16)))`.as("id"),
          projectId: projectInvitations.projectId,
          projectName: projects.name,
          inviterId: projectInvitations.invitedBy,
          inviterName: users.fullName,
          inviterEmail: users.email,
          inviteeEmail: projectInvitations.email,
          createdAt: sql<number>`cast(unixepoch('subsec') * 1000 as integer)`.as("created_at"),
          reviewedAt: sql<null>`null`.as("reviewed_at"),
        })
        .from(projectInvitations)
        .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
        .innerJoin(users, eq(users.id, projectInvitations.invitedBy))
        .where(eq(projectInvitations.reportTokenHash, reportTokenHash)),
    ),
    db
      .delete(projectInvitations)
      .where(eq(projectInvitations.reportTokenHash, reportTokenHash))
      .returning({ inviterId: projectInvitations.invitedBy, projectId: projectInvitations.projectId }),
  ]);
  const row = deleted[0];
  if (!row) return null;
  const project = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, row.projectId)).get();
  return { inviterId: row.inviterId, projectName: project?.name ?? "" };
}

export type ProjectInvitationView = Pick<ProjectInvitation, "id" | "email" | "role" | "createdAt">;

export function listProjectInvitations(db: Database, projectId: string) {
  return db
    .select({
      id: projectInvitations.id,
      email: projectInvitations.email,
      role: projectInvitations.role,
      createdAt: projectInvitations.createdAt,
    })
    .from(projectInvitations)
    .where(eq(projectInvitations.projectId, projectId))
    .orderBy(desc(projectInvitations.createdAt));
}

export interface PendingInvitation {
  id: string;
  projectId: string;
  projectName: string;
  role: ProjectInvitation["role"];
  invitedByName: string;
  createdAt: number;
}

/** What the signed-in person was invited to, by their account's e-mail (or SQL that finds it). */
export function listInvitationsForEmail(db: Database, email: string | SQL) {
  return db
    .select({
      id: projectInvitations.id,
      projectId: projects.id,
      projectName: projects.name,
      role: projectInvitations.role,
      invitedByName: users.fullName,
      createdAt: projectInvitations.createdAt,
    })
    .from(projectInvitations)
    .innerJoin(projects, eq(projects.id, projectInvitations.projectId))
    .innerJoin(users, eq(users.id, projectInvitations.invitedBy))
    .where(eq(projectInvitations.email, email))
    .orderBy(desc(projectInvitations.createdAt));
}

/** How many invitations wait for the address, without naming them (an unproven address sees only this): one row. */
export function countInvitationsForEmail(db: Database, email: string | SQL) {
  return db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(projectInvitations)
    .where(eq(projectInvitations.email, email));
}

/**
 * Accepting in one batch: the membership is copied from the invitation (only
 * while it is pending, addressed to this e-mail, and the invitee's account
 * has proven that address) and the invitation is deleted. Returns the
 * project id, or null when there was nothing to accept.
 */
export async function acceptInvitation(
  db: Database,
  invitationId: string,
  invitee: { id: string; email: string },
): Promise<string | null> {
  const verifiedInvitee = sql`exists (select 1 from ${users} where ${users.id} = ${invitee.id} and ${users.email} = ${invitee.email} and ${users.emailVerifiedAt} is not null)`;
  const addressed = and(
    eq(projectInvitations.id, invitationId),
    eq(projectInvitations.email, invitee.email),
    verifiedInvitee,
  );
  const [, deleted] = await db.batch([
    db
      .insert(projectMembers)
      .select(
        db
          .select({
            projectId: projectInvitations.projectId,
            userId: sql<string>`${invitee.id}`.as("user_id"),
            role: projectInvitations.role,
            createdAt: sql<number>`cast(unixepoch('subsec') * 1000 as integer)`.as("created_at"),
          })
          .from(projectInvitations)
          .where(addressed),
      )
      .onConflictDoNothing(),
    db.delete(projectInvitations).where(addressed).returning({ projectId: projectInvitations.projectId }),
  ]);
  return deleted[0]?.projectId ?? null;
}

export async function deleteInvitationForEmail(db: Database, invitationId: string, email: string): Promise<boolean> {
  return deleteFound(
    db,
    projectInvitations,
    and(eq(projectInvitations.id, invitationId), eq(projectInvitations.email, email)),
  );
}

export async function deleteInvitationInProject(
  db: Database,
  projectId: string,
  invitationId: string,
): Promise<boolean> {
  return deleteFound(
    db,
    projectInvitations,
    ownedRow(projectInvitations, projectInvitations.projectId, projectId, invitationId),
  );
}
