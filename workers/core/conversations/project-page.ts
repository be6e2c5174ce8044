import { messageView } from "#isomorphic/protocols/chat-protocol.ts";
import { withDocumentRights } from "#core/access/document-rights.ts";
import { canManageMembers, isUuid } from "#core/access/membership.ts";
import { requireProjectRead } from "#core/access/project-access.ts";
import { rowsOf, type Settled } from "#core/access/one-round.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { listConversations, listMessages, NEWEST_CONVERSATION, newestMessages } from "#core/db/conversations.ts";
import { documentVersions, listDocuments } from "#core/db/documents.ts";
import { chunkAccess, documentOutlines } from "#core/store/project-chunks.ts";
import { listMembers, listProjectInvitations } from "#core/db/projects.ts";
import { type LoadErrorTitle, loadSection, settledSection } from "#core/load-section.ts";
import { suggestQuestions } from "./suggest-questions.ts";
import { logger } from "#core/log.ts";

/** The newest messages the page starts with; older ones load on scroll. */
const MESSAGE_PAGE = 30;

/** `?session=all`: the consolidated view, every message of the project. */
export const CONSOLIDATED_SESSION = "all";

/** How many of the newest ready documents, and how many of each one's first chunks, suggestions are drawn from. */
const OUTLINED_DOCUMENTS = 6;
const OUTLINED_CHUNKS = 8;

/**
 * The project chat page in one loader. With no (or an unknown) conversation in
 * the URL, the newest is shown (no redirect); `?session=all`, or a project
 * without any conversation, shows the consolidated view (in the latter the page
 * opens the new-conversation dialog). An empty conversation gets suggested
 * questions drawn from the project's documents.
 *
 * Reads: one round (access/one-round.ts), the session with the membership and everything the page shows;
 * which conversation is newest is decided inside the messages' query. Only a conversation id that is none
 * of this project's (a stale link) costs a second read, for the newest's messages.
 */
export async function loadProjectPage(request: Request, env: AppEnv, projectId: string | undefined) {
  const requested = new URL(request.url).searchParams.get("session");
  const chosen = requested === CONSOLIDATED_SESSION ? null : isUuid(requested) ? requested : NEWEST_CONVERSATION;
  const { user, membership, data } = await requireProjectRead(
    request,
    env,
    projectId,
    ({ db, projectId }) =>
      [
        listConversations(db, projectId),
        newestMessages(db, { projectId, conversationId: chosen, limit: MESSAGE_PAGE + 1 }),
        listMembers(db, projectId),
        // Read for everyone, shown to those who manage members.
        listProjectInvitations(db, projectId),
        listDocuments(db, projectId),
        documentVersions(db, projectId, OUTLINED_DOCUMENTS),
      ] as const,
  );
  const loadErrors: LoadErrorTitle[] = [];
  const manager = canManageMembers(membership);
  const conversations = settledSection(loadErrors, "Erro ao carregar conversas", data[0], []);
  const newest = conversations[0] ?? null;
  const active =
    requested === CONSOLIDATED_SESSION ? null : (conversations.find(({ id }) => id === requested) ?? newest);
  const messages =
    typeof chosen === "string" && active?.id !== chosen
      ? await loadSection(
          loadErrors,
          "Erro ao carregar mensagens",
          () =>
            listMessages(database(env.DB), {
              projectId: membership.projectId,
              conversationId: active?.id ?? null,
              limit: MESSAGE_PAGE + 1,
            }),
          [],
        )
      : settledSection(loadErrors, "Erro ao carregar mensagens", data[1], []).reverse();
  const documents = settledSection(loadErrors, "Erro ao carregar documentos", data[4], []);
  const suggestions = messages.length === 0 ? await suggestionsFrom(env, membership.projectId, data[5]) : [];

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
    members: rowsOf(data[2]),
    invitations: manager ? rowsOf(data[3]) : [],
    documents: withDocumentRights(membership, documents),
    suggestions,
    currentUserId: user.id,
    canManageMembers: manager,
    loadErrors,
  };
}

/** Suggestions are a nicety: if they cannot be read, the empty conversation simply offers none. */
async function suggestionsFrom(
  env: AppEnv,
  projectId: string,
  versions: Settled<{ documentId: string; version: number; name: string }[]>,
) {
  if (!versions.ok) return suggestionsFailed(versions.error);
  return documentOutlines(chunkAccess(env), projectId, versions.value, OUTLINED_CHUNKS)
    .then((outlines) => suggestQuestions(outlines))
    .catch(suggestionsFailed);
}

function suggestionsFailed(error: unknown): [] {
  logger.warn("suggested_questions_failed", { error });
  return [];
}
