import { Hono } from "hono";
import { z } from "zod";
import { messageView } from "#isomorphic/protocols/chat-protocol.ts";
import { database } from "#core/db/client.ts";
import { findMessage, listMessages } from "#core/db/conversations.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "./errors.ts";
import { memberOfPathProject } from "./middleware/project-member.ts";
import { singleQueryValues } from "./middleware/query.ts";
import { requireUser } from "./middleware/require-user.ts";

/**
 * GET /api/projects/:projectId/messages?conversationId=&before=&limit= — a
 * page of the conversation's messages (or the whole project's), oldest first,
 * older than the message `before`. The chat loads older pages on scroll.
 */
const querySchema = z.object({
  conversationId: z.string().uuid().optional(),
  before: z.string().uuid().optional(),
  after: z.string().uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const projectMessages = new Hono<WorkerEnv>().get(
  "/",
  requireUser,
  memberOfPathProject,
  singleQueryValues,
  async (c) => {
    const parsed = querySchema.safeParse(c.req.query());
    if (!parsed.success) throw new AppError("validation", "Parâmetros inválidos.");
    const { conversationId, before, after, limit } = parsed.data;
    const db = database(c.env.DB);
    const projectId = c.var.membership.projectId;
    if (after) {
      const since = await findMessage(db, projectId, after);
      if (!since) throw new AppError("not_found", "Mensagem não encontrada.");
      const rows = await listMessages(db, {
        projectId,
        conversationId: conversationId ?? null,
        limit: limit + 1,
        after: since,
      });
      return c.json({ messages: rows.slice(0, limit).map(messageView), hasMore: rows.length > limit });
    }
    const anchor = before ? await findMessage(db, projectId, before) : undefined;
    if (before && !anchor) throw new AppError("not_found", "Mensagem não encontrada.");
    const rows = await listMessages(db, {
      projectId,
      conversationId: conversationId ?? null,
      limit: limit + 1,
      before: anchor ? { createdAt: anchor.createdAt, id: anchor.id } : undefined,
    });
    const hasMore = rows.length > limit;
    return c.json({ messages: rows.slice(hasMore ? 1 : 0).map(messageView), hasMore });
  },
);
