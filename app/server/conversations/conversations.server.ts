import type { Membership } from "~/server/access/membership.server";
import { formatSessionTitle } from "./session-title";

export interface SessionSummary {
  id: string;
  title: string;
  createdAt: number;
}

export const NAME_REQUIRED = { title: "Nome obrigatório", description: "Digite um nome para a conversa" };
export const MAX_SESSION_NAME = 120;

export async function listSessions(db: D1Database, projectId: string): Promise<SessionSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT id, title, created_at AS createdAt FROM conversation_sessions
       WHERE project_id = ?1 ORDER BY created_at DESC, rowid DESC`,
    )
    .bind(projectId)
    .all<SessionSummary>();
  return results;
}

export async function createSession(
  db: D1Database,
  membership: Membership,
  userId: string,
  input: { name: string; timeZone: string; now?: Date },
): Promise<SessionSummary> {
  const id = crypto.randomUUID();
  const createdAt = (input.now ?? new Date()).getTime();
  const title = formatSessionTitle(input.name, new Date(createdAt), input.timeZone);
  await db
    .prepare(
      "INSERT INTO conversation_sessions (id, title, project_id, user_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
    )
    .bind(id, title, membership.projectId, userId, createdAt)
    .run();
  return { id, title, createdAt };
}

/** Scoped by project as well as id: a session id from another project changes nothing. */
export async function renameSession(
  db: D1Database,
  membership: Membership,
  sessionId: string,
  title: string,
): Promise<boolean> {
  const result = await db
    .prepare("UPDATE conversation_sessions SET title = ?3 WHERE id = ?1 AND project_id = ?2")
    .bind(sessionId, membership.projectId, title)
    .run();
  return result.meta.changes > 0;
}

export interface MessageView {
  id: string;
  role: "user" | "assistant";
  content: string;
  createdAt: number;
  authorName: string;
}

/** The conversation's messages, or the whole project's when no session is chosen. */
export async function listMessages(
  db: D1Database,
  projectId: string,
  sessionId: string | null,
): Promise<MessageView[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.role, c.content, c.created_at AS createdAt, u.full_name AS authorName
       FROM chat_messages c JOIN users u ON u.id = c.user_id
       WHERE c.project_id = ?1 AND (?2 IS NULL OR c.session_id = ?2)
       ORDER BY c.created_at ASC, c.rowid ASC LIMIT 500`,
    )
    .bind(projectId, sessionId)
    .all<MessageView>();
  return results;
}
