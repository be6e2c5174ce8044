import { Hono } from "hono";
import { z } from "zod";
import { messageView } from "#isomorphic/protocols/chat-protocol.ts";
import { rowsOf } from "#core/access/one-round.ts";
import { anchorOf, messageIdRead, newerMessages, newestMessages } from "#core/db/conversations.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "./errors.ts";
import { readAsPathMember } from "./middleware/project-member.ts";
import { repeatedQueryValue } from "./middleware/query.ts";

/**
 * GET /api/projects/:projectId/messages?conversationId=&before=&after=&limit= — a
 * page of the conversation's messages (or the whole project's), oldest first,
 * older than the message `before` (or newer than `after`). The chat loads older pages on scroll.
 * The session, the membership, the anchor message and the page are one round of D1 reads
 * (readAsPathMember); a bad query is refused after the session and the membership are, as before.
 */
const querySchema = z.object({
  conversationId: z.string().uuid().optional(),
  before: z.string().uuid().optional(),
  after: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const projectMessages = new Hono<WorkerEnv>().get("/", async (c) => {
  const repeated = repeatedQueryValue(c);
  const parsed = querySchema.safeParse(c.req.query());
  if (repeated || !parsed.success) {
    await readAsPathMember(c, () => []);
    throw repeated ?? new AppError("validation", "Parâmetros inválidos.");
  }
  const { conversationId, before, after, limit } = parsed.data;
  // `after` wins over `before`, as it always has: the page is the messages newer than it.
  const anchorId = after ?? before ?? null;
  const { data } = await readAsPathMember(c, ({ db, projectId }) => {
    const page = { projectId, conversationId: conversationId ?? null, limit: limit + 1 };
    const anchor = anchorId === null ? undefined : anchorOf(projectId, anchorId);
    return [
      messageIdRead(db, projectId, anchorId),
      after && anchor ? newerMessages(db, { ...page, after: anchor }) : newestMessages(db, { ...page, before: anchor }),
    ] as const;
  });
  if (anchorId !== null && rowsOf(data[0]).length === 0) throw new AppError("not_found", "Mensagem não encontrada.");
  const rows = rowsOf(data[1]);
  const hasMore = rows.length > limit;
  // The messages after an anchor come oldest first; a page before one (or the newest) newest first.
  if (after) return c.json({ messages: rows.slice(0, limit).map(messageView), hasMore });
  return c.json({ messages: rows.slice(0, limit).reverse().map(messageView), hasMore });
});
