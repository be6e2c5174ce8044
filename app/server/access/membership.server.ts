import type { ProjectRole } from "~/server/db/schema";

/**
 * The one place that decides whether a user may touch a project. Every
 * project-scoped loader, action and API route goes through `findMembership`
 * (directly or via the Remix / Hono wrappers), and a non-member is told the
 * project does not exist: 404, never a 403 that would confirm it does.
 */
export interface Membership {
  projectId: string;
  projectName: string;
  projectDescription: string | null;
  ownerId: string;
  createdAt: number;
  role: ProjectRole;
}

export const PROJECT_NOT_FOUND = "Projeto não encontrado.";

/** Ids we mint are UUIDs; anything else cannot be a project and skips the query. */
const PROJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findMembership(
  db: D1Database,
  userId: string,
  projectId: string | null | undefined,
): Promise<Membership | null> {
  if (!projectId || !PROJECT_ID.test(projectId)) return null;
  const row = await db
    .prepare(
      `SELECT p.id, p.name, p.description, p.owner_id, p.created_at, m.role
       FROM project_members m JOIN projects p ON p.id = m.project_id
       WHERE m.project_id = ?1 AND m.user_id = ?2`,
    )
    .bind(projectId, userId)
    .first<{ id: string; name: string; description: string | null; owner_id: string; created_at: number; role: ProjectRole }>();
  if (!row) return null;
  return {
    projectId: row.id,
    projectName: row.name,
    projectDescription: row.description,
    ownerId: row.owner_id,
    createdAt: row.created_at,
    role: row.role,
  };
}

export class ProjectAccessError extends Error {
  readonly status = 404;
  constructor() {
    super(PROJECT_NOT_FOUND);
    this.name = "ProjectAccessError";
  }
}

/** For server modules: the membership, or a ProjectAccessError the caller maps to 404. */
export async function requireMembership(
  db: D1Database,
  userId: string,
  projectId: string | null | undefined,
): Promise<Membership> {
  const membership = await findMembership(db, userId, projectId);
  if (!membership) throw new ProjectAccessError();
  return membership;
}

export function canManageMembers(membership: Membership): boolean {
  return membership.role === "nexo_employee";
}
