import type { Membership } from "~/server/access/membership.server";
import type { ProjectRole } from "~/server/db/schema";

export interface ProjectSummary {
  id: string;
  name: string;
  description: string | null;
  createdAt: number;
}

/** Only the projects the user is a member of, newest first. */
export async function listProjectsForUser(db: D1Database, userId: string): Promise<ProjectSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.name, p.description, p.created_at AS createdAt
       FROM projects p JOIN project_members m ON m.project_id = p.id
       WHERE m.user_id = ?1
       ORDER BY p.created_at DESC, p.rowid DESC`,
    )
    .bind(userId)
    .all<ProjectSummary>();
  return results;
}

export interface ProjectActivity extends ProjectSummary {
  role: ProjectRole;
  conversations: number;
  documents: number;
  messages: number;
  members: number;
  /** Newest of the project's own creation, conversations, messages and documents. */
  lastActivityAt: number;
}

/** The dashboard's view: one query, counts computed by correlated subqueries on indexed columns. */
export async function listProjectActivity(db: D1Database, userId: string): Promise<ProjectActivity[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.name, p.description, p.created_at AS createdAt, m.role,
         (SELECT count(*) FROM conversation_sessions s WHERE s.project_id = p.id) AS conversations,
         (SELECT count(*) FROM documents d WHERE d.project_id = p.id) AS documents,
         (SELECT count(*) FROM chat_messages c WHERE c.project_id = p.id) AS messages,
         (SELECT count(*) FROM project_members pm WHERE pm.project_id = p.id) AS members,
         max(p.created_at,
           coalesce((SELECT max(created_at) FROM conversation_sessions s WHERE s.project_id = p.id), 0),
           coalesce((SELECT max(created_at) FROM chat_messages c WHERE c.project_id = p.id), 0),
           coalesce((SELECT max(created_at) FROM documents d WHERE d.project_id = p.id), 0)) AS lastActivityAt
       FROM projects p JOIN project_members m ON m.project_id = p.id
       WHERE m.user_id = ?1
       ORDER BY lastActivityAt DESC, p.created_at DESC`,
    )
    .bind(userId)
    .all<ProjectActivity>();
  return results;
}

/**
 * The project and its creator's `nexo_employee` membership in one D1 batch
 * (a transaction): there is never a project without its owner's membership.
 */
export async function createProject(
  db: D1Database,
  ownerId: string,
  input: { name: string; description: string | null },
): Promise<ProjectSummary> {
  const id = crypto.randomUUID();
  const createdAt = Date.now();
  await db.batch([
    db
      .prepare("INSERT INTO projects (id, name, description, owner_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(id, input.name, input.description, ownerId, createdAt),
    db
      .prepare(
        "INSERT INTO project_members (project_id, user_id, role, created_at) VALUES (?1, ?2, 'nexo_employee', ?3)",
      )
      .bind(id, ownerId, createdAt),
  ]);
  return { id, name: input.name, description: input.description, createdAt };
}

export interface ProjectMember {
  userId: string;
  email: string;
  fullName: string;
  role: ProjectRole;
}

export async function listMembers(db: D1Database, projectId: string): Promise<ProjectMember[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id AS userId, u.email, u.full_name AS fullName, m.role
       FROM project_members m JOIN users u ON u.id = m.user_id
       WHERE m.project_id = ?1 ORDER BY m.role DESC, u.full_name`,
    )
    .bind(projectId)
    .all<ProjectMember>();
  return results;
}

export type MemberChange =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 403 | 404 | 409; message: string };

const ONLY_EMPLOYEES = "Apenas a equipe Nexo do projeto pode gerenciar membros.";

export async function addMember(
  db: D1Database,
  membership: Membership,
  input: { email: string; role: ProjectRole },
): Promise<MemberChange> {
  if (membership.role !== "nexo_employee") return { ok: false, status: 403, message: ONLY_EMPLOYEES };
  const user = await db
    .prepare("SELECT id, full_name FROM users WHERE email = ?1")
    .bind(input.email)
    .first<{ id: string; full_name: string }>();
  if (!user) {
    return { ok: false, status: 404, message: "Nenhuma conta com este e-mail. Peça para a pessoa criar a conta primeiro." };
  }
  const inserted = await db
    .prepare(
      `INSERT INTO project_members (project_id, user_id, role) VALUES (?1, ?2, ?3)
       ON CONFLICT(project_id, user_id) DO NOTHING RETURNING user_id`,
    )
    .bind(membership.projectId, user.id, input.role)
    .first();
  if (!inserted) return { ok: false, status: 409, message: "Esta pessoa já é membro do projeto." };
  return { ok: true, message: `${user.full_name} agora é membro do projeto.` };
}

export async function removeMember(db: D1Database, membership: Membership, userId: string): Promise<MemberChange> {
  if (membership.role !== "nexo_employee") return { ok: false, status: 403, message: ONLY_EMPLOYEES };
  // The guard lives in the DELETE itself, so two concurrent removals cannot both pass it.
  const removed = await db
    .prepare(
      `DELETE FROM project_members
       WHERE project_id = ?1 AND user_id = ?2
         AND (role <> 'nexo_employee'
              OR (SELECT count(*) FROM project_members WHERE project_id = ?1 AND role = 'nexo_employee') > 1)
       RETURNING user_id`,
    )
    .bind(membership.projectId, userId)
    .first();
  if (removed) return { ok: true, message: "Membro removido do projeto." };
  const exists = await db
    .prepare("SELECT 1 FROM project_members WHERE project_id = ?1 AND user_id = ?2")
    .bind(membership.projectId, userId)
    .first();
  return exists
    ? { ok: false, status: 409, message: "O projeto precisa de pelo menos um membro da equipe Nexo." }
    : { ok: false, status: 404, message: "Membro não encontrado." };
}
