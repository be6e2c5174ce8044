import { DurableObject } from "cloudflare:workers";
import {
  KEEP_ALIVE,
  type PresenceMember,
  ROOM_CLOSE,
  ROOM_CLOSE_NOTICE,
  type RoomEvent,
} from "#isomorphic/protocols/realtime-protocol.ts";
import { findMembership } from "#core/access/membership.ts";
import { userOfAuthSession } from "#core/auth/session.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { deleteSockets } from "#core/db/realtime-sockets.ts";
import type { DisconnectTarget } from "#core/realtime/revoke-access.ts";
import { logger } from "#core/log.ts";

/**
 * One room per conversation (and one per project for its consolidated view).
 * Sockets are accepted with the hibernation API and the clients' keep-alive
 * "ping" is answered "pong" by the runtime itself (an auto-response), so an
 * idle room stays out of memory; who is on each socket lives in its
 * attachment, which survives hibernation. The Worker checks the session and
 * the membership before it forwards an upgrade here, registers the socket in
 * D1 and names the member in headers; the room trusts only those (nothing else
 * can reach a Durable Object). Events come from the Worker through `publish`
 * and go to every socket in the room, in order.
 *
 * Access is not only checked once: `disconnect` (called when a session or a
 * membership ends, workers/core/realtime/revoke-access.ts) closes a
 * person's sockets at once, and an alarm re-checks each socket's session and
 * membership when its session would expire.
 */
interface Attachment extends PresenceMember {
  connectedAt: number;
  socketId: string;
  authSessionId: string;
  projectId: string;
  /** When to look at the session again: the moment it would end if nothing renewed it. */
  checkAt: number;
}

/** Who is connecting, as the Worker tells the room in the upgrade it forwards: the room trusts nothing else. */
export interface RoomMember {
  userId: string;
  name: string;
  socketId: string;
  authSessionId: string;
  projectId: string;
  /** When the room must look at the session again (its end, if nothing renews it). */
  checkAt: number;
}

const MEMBER_HEADERS = {
  userId: "X-Nexo-Member-Id",
  name: "X-Nexo-Member-Name",
  socketId: "X-Nexo-Socket-Id",
  authSessionId: "X-Nexo-Session-Id",
  projectId: "X-Nexo-Project-Id",
  checkAt: "X-Nexo-Check-At",
} as const;

/** The upgrade the room accepts: the client's request with who is connecting (every Worker that reaches a room builds it here). */
export function memberUpgrade(request: Request, member: RoomMember): Request {
  const headers = new Headers(request.headers);
  headers.set(MEMBER_HEADERS.userId, member.userId);
  headers.set(MEMBER_HEADERS.name, encodeURIComponent(member.name));
  headers.set(MEMBER_HEADERS.socketId, member.socketId);
  headers.set(MEMBER_HEADERS.authSessionId, member.authSessionId);
  headers.set(MEMBER_HEADERS.projectId, member.projectId);
  headers.set(MEMBER_HEADERS.checkAt, String(member.checkAt));
  return new Request(request.url, { headers });
}

function memberOf(request: Request): RoomMember | null {
  const read = (name: keyof typeof MEMBER_HEADERS) => request.headers.get(MEMBER_HEADERS[name]);
  const [userId, name, socketId, authSessionId, projectId] = [
    read("userId"),
    read("name"),
    read("socketId"),
    read("authSessionId"),
    read("projectId"),
  ];
  const checkAt = Number(read("checkAt"));
  if (!userId || !name || !socketId || !authSessionId || !projectId || !Number.isFinite(checkAt)) return null;
  return { userId, name: decodeURIComponent(name), socketId, authSessionId, projectId, checkAt };
}

export class ChatRoom extends DurableObject<AppEnv> {
  constructor(ctx: DurableObjectState, env: AppEnv) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(KEEP_ALIVE.request, KEEP_ALIVE.response));
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return Response.json({ connections: this.ctx.getWebSockets().length, presence: this.presence() });
    }
    const member = memberOf(request);
    if (!member) return new Response("member required", { status: 403 });
    const pair = new WebSocketPair();
    const attachment: Attachment = { ...member, connectedAt: Date.now() };
    this.ctx.acceptWebSocket(pair[1], [member.userId]);
    pair[1].serializeAttachment(attachment);
    await this.scheduleCheck(member.checkAt);
    this.broadcastPresence();
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** Sends an event to everyone in the room (called by the Worker over RPC). */
  async publish(event: RoomEvent): Promise<number> {
    return this.broadcast(JSON.stringify(event));
  }

  /** Several events in one call, in order (streamed tokens are batched this way). */
  async publishAll(events: RoomEvent[]): Promise<number> {
    let delivered = 0;
    for (const event of events) delivered = this.broadcast(JSON.stringify(event));
    return delivered;
  }

  /**
   * Closes the sockets of a person (`userId`) or of some auth sessions, with a code the client reads as
   * "stop reconnecting" (ROOM_CLOSE). Returns how many closed. Called by the Worker over RPC.
   */
  async disconnect(target: DisconnectTarget, code: number, reason: string): Promise<number> {
    const sessions = new Set(target.authSessionIds ?? []);
    const leaving = this.ctx.getWebSockets().filter((socket) => {
      const attachment = socket.deserializeAttachment() as Attachment | null;
      if (!attachment) return false;
      return attachment.userId === target.userId || sessions.has(attachment.authSessionId);
    });
    await this.closeSockets(leaving, code, reason);
    return leaving.length;
  }

  override async webSocketMessage(): Promise<void> {
    // Clients only listen; their keep-alive never gets here (the auto-response above answers it).
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      // 1005/1006 are reserved for "no status" and may not be sent back.
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed from this side (disconnect): nothing to answer.
    }
    await this.forget([ws]);
    this.broadcastPresence(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.forget([ws]);
    this.broadcastPresence(ws);
  }

  /**
   * A socket's session may end without anyone calling `disconnect` (it expired, or the room was not
   * reached): at each socket's check time the room asks D1 whether the session and the membership still
   * hold, closes the socket if not, and otherwise waits for the session's new end.
   */
  override async alarm(): Promise<void> {
    const now = Date.now();
    const db = database(this.env.DB);
    const ended: WebSocket[] = [];
    const revoked: WebSocket[] = [];
    for (const socket of this.ctx.getWebSockets()) {
      const attachment = socket.deserializeAttachment() as Attachment | null;
      if (!attachment || attachment.checkAt > now) continue;
      const user = await userOfAuthSession(this.env, attachment.authSessionId, undefined, now);
      if (!user || user.id !== attachment.userId) {
        ended.push(socket);
      } else if (!(await findMembership(db, user.id, attachment.projectId))) {
        revoked.push(socket);
      } else {
        socket.serializeAttachment({ ...attachment, checkAt: user.sessionEndsAt } satisfies Attachment);
      }
    }
    await this.closeSockets(ended, ROOM_CLOSE.sessionEnded, ROOM_CLOSE_NOTICE[ROOM_CLOSE.sessionEnded]);
    await this.closeSockets(revoked, ROOM_CLOSE.accessRevoked, ROOM_CLOSE_NOTICE[ROOM_CLOSE.accessRevoked]);
    const next = Math.min(...this.attachments().map((attachment) => attachment.checkAt));
    if (Number.isFinite(next)) await this.ctx.storage.setAlarm(Math.max(next, now + 1000));
  }

  private async scheduleCheck(at: number): Promise<void> {
    const current = await this.ctx.storage.getAlarm();
    if (current === null || at < current) await this.ctx.storage.setAlarm(at);
  }

  private async closeSockets(sockets: WebSocket[], code: number, reason: string): Promise<void> {
    if (sockets.length === 0) return;
    for (const socket of sockets) {
      try {
        socket.close(code, reason);
      } catch {
        // Closing already.
      }
    }
    await this.forget(sockets);
    this.broadcastPresence(...sockets);
  }

  /** Drops the sockets' rows from the registry: nobody needs to find them any more. */
  private async forget(sockets: WebSocket[]): Promise<void> {
    const ids = sockets.flatMap((socket) => {
      const attachment = socket.deserializeAttachment() as Attachment | null;
      return attachment ? [attachment.socketId] : [];
    });
    await deleteSockets(database(this.env.DB), ids).catch((error: unknown) =>
      logger.warn("socket_registry_not_updated", { error }),
    );
  }

  private attachments(except: WebSocket[] = []): Attachment[] {
    return this.ctx.getWebSockets().flatMap((socket) => {
      if (except.includes(socket) || socket.readyState !== WebSocket.OPEN) return [];
      const attachment = socket.deserializeAttachment() as Attachment | null;
      return attachment ? [attachment] : [];
    });
  }

  private presence(...leaving: WebSocket[]): PresenceMember[] {
    const members = new Map<string, PresenceMember>();
    for (const attachment of this.attachments(leaving)) {
      members.set(attachment.userId, { userId: attachment.userId, name: attachment.name });
    }
    return [...members.values()];
  }

  private broadcastPresence(...leaving: WebSocket[]) {
    this.broadcast(
      JSON.stringify({ type: "presence", members: this.presence(...leaving) } satisfies RoomEvent),
      leaving,
    );
  }

  private broadcast(data: string, except: WebSocket[] = []): number {
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      if (except.includes(socket)) continue;
      try {
        socket.send(data);
        delivered++;
      } catch {
        // A socket closing right now; its close handler updates presence.
      }
    }
    return delivered;
  }
}
