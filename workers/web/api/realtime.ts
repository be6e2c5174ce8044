import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  conversationRoom,
  projectRoom,
  ROOM_CLOSE,
  ROOM_CLOSE_NOTICE,
} from "#isomorphic/protocols/realtime-protocol.ts";
import { findMembership, isUuid } from "#core/access/membership.ts";
import { userOfAuthSession } from "#core/auth/session.ts";
import { database } from "#core/db/client.ts";
import { findConversation } from "#core/db/conversations.ts";
import { deleteSockets, insertSocket } from "#core/db/realtime-sockets.ts";
import { memberUpgrade } from "#workers/objects/chat-room.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "./errors.ts";
import { memberOfPathProject } from "./middleware/project-member.ts";
import { requireUser } from "./middleware/require-user.ts";

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
  if (origin !== undefined && origin !== new URL(c.req.url).origin) throw new AppError("cross_origin");
  await next();
});

/**
 * Registers the socket (so that ending this session or this membership finds its room) and hands the
 * upgrade to the room, with who is connecting and when their session must be looked at again.
 */
async function forward(c: Context<WorkerEnv>, room: string): Promise<Response> {
  const { user, membership } = c.var;
  const db = database(c.env.DB);
  const socketId = crypto.randomUUID();
  await insertSocket(db, {
    id: socketId,
    room,
    projectId: membership.projectId,
    userId: user.id,
    authSessionId: user.authSessionId,
    connectedAt: Date.now(),
  });
  const stub = c.env.CHAT_ROOM.get(c.env.CHAT_ROOM.idFromName(room));
  const response = await stub.fetch(
    memberUpgrade(c.req.raw, {
      userId: user.id,
      name: user.fullName,
      socketId,
      authSessionId: user.authSessionId,
      projectId: membership.projectId,
      checkAt: user.sessionEndsAt,
    }),
  );
  if (response.status !== 101) {
    await deleteSockets(db, [socketId]);
    return response;
  }
  // Access may have ended between the checks above and the registration: the ending looked for sockets
  // before this one was registered. Looking again now closes that window.
  const session = await userOfAuthSession(c.env, user.authSessionId);
  const member = session && (await findMembership(db, user.id, membership.projectId));
  if (!session)
    await stub.disconnect(
      { authSessionIds: [user.authSessionId] },
      ROOM_CLOSE.sessionEnded,
      ROOM_CLOSE_NOTICE[ROOM_CLOSE.sessionEnded],
    );
  else if (!member)
    await stub.disconnect({ userId: user.id }, ROOM_CLOSE.accessRevoked, ROOM_CLOSE_NOTICE[ROOM_CLOSE.accessRevoked]);
  return response;
}

export const realtime = new Hono<WorkerEnv>()
  .use("/projects/:projectId/*", upgradeOnly, requireUser, memberOfPathProject)
  .use("/projects/:projectId", upgradeOnly, requireUser, memberOfPathProject)
  .get("/projects/:projectId", (c) => forward(c, projectRoom(c.var.membership.projectId)))
  .get("/projects/:projectId/conversations/:conversationId", async (c) => {
    const conversationId = c.req.param("conversationId");
    if (
      !isUuid(conversationId) ||
      !(await findConversation(database(c.env.DB), c.var.membership.projectId, conversationId))
    ) {
      throw new AppError("not_found", "Conversa não encontrada.");
    }
    return forward(c, conversationRoom(conversationId));
  });
