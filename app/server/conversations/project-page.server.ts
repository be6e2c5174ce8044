import { redirect } from "@remix-run/cloudflare";
import { messageView } from "~/lib/chat-protocol";
import { canManageMembers } from "~/server/access/membership.server";
import { requireProjectAccess } from "~/server/access/project-access.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { listConversations, listMessages } from "~/server/db/conversations.server";
import { listDocuments } from "~/server/db/documents.server";
import { listMembers, listProjectInvitations } from "~/server/db/projects.server";
import { type LoadErrorTitle, loadSection } from "~/server/load-section.server";

/**
 * The project chat page in one loader. With no (or an unknown) conversation in
 * the URL, the newest is selected; a project without any shows the
 * consolidated view and the page opens the new-conversation dialog.
 */
/** The newest messages the page starts with; older ones load on scroll. */
const MESSAGE_PAGE = 30;

export async function loadProjectPage(request: Request, env: AppEnv, projectId: string | undefined) {
  const { user, membership } = await requireProjectAccess(request, env, projectId);
  const db = database(env.DB);
  const url = new URL(request.url);
  const loadErrors: LoadErrorTitle[] = [];
  const conversations = await loadSection(loadErrors, "Erro ao carregar conversas", () => listConversations(db, membership.projectId), []);
  const requested = url.searchParams.get("session");
  const active = conversations.find((conversation) => conversation.id === requested) ?? null;
  const newest = conversations[0];
  if (!active && newest) throw redirect(`/projects/${membership.projectId}?session=${newest.id}`);

  const manager = canManageMembers(membership);
  const [messages, members, invitations, documents] = await Promise.all([
    loadSection(
      loadErrors,
      "Erro ao carregar mensagens",
      () => listMessages(db, { projectId: membership.projectId, conversationId: active?.id ?? null, limit: MESSAGE_PAGE + 1 }),
      [],
    ),
    listMembers(db, membership.projectId),
    manager ? listProjectInvitations(db, membership.projectId) : Promise.resolve([]),
    loadSection(loadErrors, "Erro ao carregar documentos", () => listDocuments(db, membership.projectId), []),
  ]);

  return {
    project: {
      id: membership.projectId,
      name: membership.projectName,
      description: membership.projectDescription,
    },
    conversations,
    activeConversation: active,
    messages: messages.slice(messages.length > MESSAGE_PAGE ? 1 : 0).map(messageView),
    hasMoreMessages: messages.length > MESSAGE_PAGE,
    members,
    invitations,
    documents,
    currentUserId: user.id,
    canManageMembers: manager,
    loadErrors,
  };
}
