import type { Membership } from "#core/access/membership.ts";
import type { Database } from "#core/db/client.ts";
import { type ConversationSummary, insertConversation } from "#core/db/conversations.ts";
import { formatConversationTitle } from "./conversation-title.ts";

/** A new conversation, titled with the trimmed name plus the pt-BR date and time in the user's zone. */
export async function createConversation(
  db: Database,
  membership: Membership,
  input: { name: string; timeZone: string; now?: Date },
): Promise<ConversationSummary> {
  const id = crypto.randomUUID();
  const createdAt = (input.now ?? new Date()).getTime();
  const title = formatConversationTitle(input.name, new Date(createdAt), input.timeZone);
  await insertConversation(db, { id, title, projectId: membership.projectId, userId: membership.userId, createdAt });
  return { id, title, createdAt };
}
