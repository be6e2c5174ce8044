import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { conversationRoom, projectRoom } from "../../app/lib/realtime-protocol";
import { isUuid } from "../../app/server/access/membership.server";
import { database } from "../../app/server/db/client.server";
import { findConversation } from "../../app/server/db/conversations.server";
import { MEMBER_ID_HEADER, MEMBER_NAME_HEADER } from "../chat-room";
import type { WorkerEnv } from "../http/types";
import { ApiError } from "./errors";
import { memberOfPathProject } from "./middleware/project-member";
import { requireUser } from "./middleware/require-user";

/**
 * GET /api/realtime/projects/:projectId[/conversations/:conversationId] —
 * the WebSocket of a room. The session, the membership and the conversation
 * are checked here, before the upgrade reaches the ChatRoom, which is told
 * who the member is and trusts nothing else. A browser's handshake always
 * carries Origin; one from another site is refused (cross-site WebSocket
 * hijacking would otherwise ride on the cookie).
 */
const upgradeOnly = createMiddleware<WorkerEnv>(async (c, next) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    return c.json({ error: "Conecte-se por WebSocket.", code: "upgrade_required" }, 426);
  }
  const origin = c.req.header("Origin");
  if (origin !== undefined && origin !== new URL(c.req.url).origin) throw new ApiError("cross_origin");
  await next();
});

function forward(c: Context<WorkerEnv>, room: string): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(MEMBER_ID_HEADER, c.var.user.id);
  headers.set(MEMBER_NAME_HEADER, encodeURIComponent(c.var.user.fullName));
  const stub = c.env.CHAT_ROOM.get(c.env.CHAT_ROOM.idFromName(room));
  return stub.fetch(new Request(c.req.raw.url, { headers }));
}

export const realtime = new Hono<WorkerEnv>()
  .use("/projects/:projectId/*", upgradeOnly, requireUser, memberOfPathProject)
  .use("/projects/:projectId", upgradeOnly, requireUser, memberOfPathProject)
  .get("/projects/:projectId", (c) => forward(c, projectRoom(c.var.membership.projectId)))
  .get("/projects/:projectId/conversations/:conversationId", async (c) => {
    const conversationId = c.req.param("conversationId");
    if (!isUuid(conversationId) || !(await findConversation(database(c.env.DB), c.var.membership.projectId, conversationId))) {
      throw new ApiError("not_found", "Conversa não encontrada.");
    }
    return forward(c, conversationRoom(conversationId));
  });
