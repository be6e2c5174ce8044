import { messageView } from "#isomorphic/protocols/chat-protocol.ts";
import { withDocumentRights } from "#core/access/document-rights.ts";
import { canManageMembers, isUuid } from "#core/access/membership.ts";
import { requireProjectAccess } from "#core/access/project-access.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { listConversations, listMessages, NEWEST_CONVERSATION } from "#core/db/conversations.ts";
import { listDocuments } from "#core/db/documents.ts";
import { chunkAccess, documentOutlines } from "#core/store/project-chunks.ts";
import { listMembers, listProjectInvitations } from "#core/db/projects.ts";
import { type LoadErrorTitle, loadSection } from "#core/load-section.ts";
import { suggestQuestions } from "./suggest-questions.ts";
import { logger } from "#core/log.ts";

/** The newest messages the page starts with; older ones load on scroll. */
const MESSAGE_PAGE = 30;

/** `?session=all`: the consolidated view, every message of the project. */
export const CONSOLIDATED_SESSION = "all";

/**
 * The project chat page in one loader. With no (or an unknown) conversation in
 * the URL, the newest is shown (no redirect); `?session=all`, or a project
 * without any conversation, shows the consolidated view (in the latter the page
 * opens the new-conversation dialog). An empty conversation gets suggested
 * questions drawn from the project's documents.
 *
 * Reads: the session with the membership (one query), then everything else
 * at once; which conversation is newest is decided inside the messages' query.
 */

export async function loadProjectPage(request: Request, env: AppEnv, projectId: string | undefined) {
  const { user, membership } = await requireProjectAccess(request, env, projectId);
  const db = database(env.DB);
  const url = new URL(request.url);
  const loadErrors: LoadErrorTitle[] = [];
  const requested = url.searchParams.get("session");
  const manager = canManageMembers(membership);
  const messagesOf = (conversationId: string | null | typeof NEWEST_CONVERSATION) =>
    loadSection(
      loadErrors,
      "Erro ao carregar mensagens",
      () => listMessages(db, { projectId: membership.projectId, conversationId, limit: MESSAGE_PAGE + 1 }),
      [],
    );
  const chosen = requested === CONSOLIDATED_SESSION ? null : isUuid(requested) ? requested : NEWEST_CONVERSATION;
  const [conversations, chosenMessages, members, invitations, documents] = await Promise.all([
    loadSection(loadErrors, "Erro ao carregar conversas", () => listConversations(db, membership.projectId), []),
    messagesOf(chosen),
    listMembers(db, membership.projectId),
    manager ? listProjectInvitations(db, membership.projectId) : Promise.resolve([]),
    loadSection(loadErrors, "Erro ao carregar documentos", () => listDocuments(db, membership.projectId), []),
  ]);
  const newest = conversations[0] ?? null;
  const active =
    requested === CONSOLIDATED_SESSION ? null : (conversations.find(({ id }) => id === requested) ?? newest);
  // Only an id that is no conversation of this project (a stale link) costs a second read, for the newest's messages.
  const messages =
    typeof chosen === "string" && active?.id !== chosen ? await messagesOf(active?.id ?? null) : chosenMessages;

  // Suggestions are a nicety: if they cannot be read, the empty conversation simply offers none.
  const suggestions =
    messages.length === 0
      ? await documentOutlines(chunkAccess(env), membership.projectId, { documents: 6, chunksPerDocument: 8 })
          .then((outlines) => suggestQuestions(outlines))
          .catch((error: unknown) => {
            logger.warn("suggested_questions_failed", { error });
            return [];
          })
      : [];

  return {
    project: {
      id: membership.projectId,
      name: membership.projectName,
      description: membership.projectDescription,
    },
    conversations,
    activeConversation: active,
    messages: messages.slice(messages.length > MESSAGE_PAGE ? 1 : 0).map((row) => messageView(row)),
    hasMoreMessages: messages.length > MESSAGE_PAGE,
    members,
    invitations,
    documents: withDocumentRights(membership, documents),
    suggestions,
    currentUserId: user.id,
    canManageMembers: manager,
    loadErrors,
  };
}
