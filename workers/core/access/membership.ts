import { EMPLOYEE_ROLE } from "#isomorphic/config/roles.ts";
import type { Database } from "#core/db/client.ts";
import { findMembershipRow, type MembershipRow } from "#core/db/projects.ts";
import type { ProjectMember } from "#core/db/schema.ts";

/**
 * The one place that decides whether a user may touch a project. Every
 * project-scoped loader, action and API route goes through `findMembership`
 * (Remix: `requireProjectAccess`; API: the `projectMember` middleware), and a
 * non-member is told the project does not exist: 404, never a 403 that would
 * confirm it does.
 */
export interface Membership {
  projectId: string;
  projectName: string;
  projectDescription: string | null;
  ownerId: string;
  createdAt: number;
  userId: string;
  role: ProjectMember["role"];
}

export const PROJECT_NOT_FOUND = "Projeto não encontrado.";

/** Ids we mint are UUIDs; anything else cannot be a project and skips the query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

export async function findMembership(
  db: Database,
  userId: string,
  projectId: string | null | undefined,
): Promise<Membership | null> {
  if (!isUuid(projectId)) return null;
  return membershipOf(userId, (await findMembershipRow(db, userId, projectId.toLowerCase())) ?? null);
}

/** The membership a found row grants (null: none). */
export function membershipOf(userId: string, row: MembershipRow | null): Membership | null {
  if (!row) return null;
  return {
    projectId: row.id,
    projectName: row.name,
    projectDescription: row.description,
    ownerId: row.ownerId,
    createdAt: row.createdAt,
    userId,
    role: row.role,
  };
}

/** Employees of the project manage its members and invitations. */
export function canManageMembers(membership: Membership): boolean {
  return membership.role === EMPLOYEE_ROLE;
}
