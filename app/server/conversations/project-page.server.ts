import { redirect } from "@remix-run/cloudflare";
import { requireProjectAccess } from "~/server/access/project-access.server";
import { canManageMembers } from "~/server/access/membership.server";
import type { AppEnv } from "~/server/context";
import { listMembers } from "~/server/projects/projects.server";
import { listMessages, listSessions } from "./conversations.server";

/**
 * The project chat page in one loader. With no (or an unknown) session in
 * the URL, the newest conversation is selected; a project without any shows
 * the consolidated view and the page opens the new-conversation dialog.
 */
export async function loadProjectPage(request: Request, env: AppEnv, projectId: string | undefined) {
  const { user, membership } = await requireProjectAccess(request, env, projectId);
  const url = new URL(request.url);
  const sessions = await listSessions(env.DB, membership.projectId);
  const requested = url.searchParams.get("session");
  const active = sessions.find((session) => session.id === requested) ?? null;
  const newest = sessions[0];
  if (!active && newest) throw redirect(`/projects/${membership.projectId}?session=${newest.id}`);

  const [messages, members, documents] = await Promise.all([
    listMessages(env.DB, membership.projectId, active?.id ?? null),
    listMembers(env.DB, membership.projectId),
    env.DB.prepare(
      "SELECT id, name, type FROM documents WHERE project_id = ?1 ORDER BY created_at DESC, rowid DESC",
    )
      .bind(membership.projectId)
      .all<{ id: string; name: string; type: string }>(),
  ]);

  return {
    project: {
      id: membership.projectId,
      name: membership.projectName,
      description: membership.projectDescription,
    },
    sessions,
    activeSession: active,
    messages,
    members,
    documents: documents.results,
    currentUserId: user.id,
    canManageMembers: canManageMembers(membership),
  };
}
