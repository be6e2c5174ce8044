import { DurableObject } from "cloudflare:workers";
import { KEEP_ALIVE, type PresenceMember, type RoomEvent } from "../app/lib/realtime-protocol";
import type { AppEnv } from "../app/server/context";

/**
 * One room per conversation (and one per project for its consolidated view).
 * Sockets are accepted with the hibernation API and the clients' keep-alive
 * "ping" is answered "pong" by the runtime itself (an auto-response), so an
 * idle room is evicted and stays asleep; who is on each socket lives in its
 * attachment, which survives hibernation. The Worker checks the session and the membership before it
 * forwards an upgrade here, and names the member in headers; the room trusts
 * only those (nothing else can reach a Durable Object). Events come from the
 * Worker through `publish` and go to every socket in the room, in order.
 */
interface Attachment extends PresenceMember {
  connectedAt: number;
}

export const MEMBER_ID_HEADER = "X-Nexo-Member-Id";
export const MEMBER_NAME_HEADER = "X-Nexo-Member-Name";

export class ChatRoom extends DurableObject<AppEnv> {
  constructor(ctx: DurableObjectState, env: AppEnv) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(KEEP_ALIVE.request, KEEP_ALIVE.response));
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return Response.json({ connections: this.ctx.getWebSockets().length, presence: this.presence() });
    }
    const userId = request.headers.get(MEMBER_ID_HEADER);
    const name = request.headers.get(MEMBER_NAME_HEADER);
    if (!userId || !name) return new Response("member required", { status: 403 });
    const pair = new WebSocketPair();
    const attachment: Attachment = { userId, name: decodeURIComponent(name), connectedAt: Date.now() };
    this.ctx.acceptWebSocket(pair[1], [userId]);
    pair[1].serializeAttachment(attachment);
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

  override async webSocketMessage(): Promise<void> {
    // Clients only listen; their keep-alive never gets here (the auto-response above answers it).
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    // 1005/1006 are reserved for "no status" and may not be sent back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    this.broadcastPresence(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.broadcastPresence(ws);
  }

  private presence(leaving?: WebSocket): PresenceMember[] {
    const members = new Map<string, PresenceMember>();
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === leaving) continue;
      const attachment = socket.deserializeAttachment() as Attachment | null;
      if (attachment) members.set(attachment.userId, { userId: attachment.userId, name: attachment.name });
    }
    return [...members.values()];
  }

  private broadcastPresence(leaving?: WebSocket) {
    this.broadcast(JSON.stringify({ type: "presence", members: this.presence(leaving) } satisfies RoomEvent), leaving);
  }

  private broadcast(data: string, except?: WebSocket): number {
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === except) continue;
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
