import { DurableObject } from "cloudflare:workers";
import type { AppEnv } from "../app/server/context";

/**
 * Prepared for the realtime issue: one instance per conversation (and one per
 * project for the consolidated view). No route reaches it yet; today it only
 * accepts hibernatable WebSockets and reports its connection count.
 */
export class ChatRoom extends DurableObject<AppEnv> {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") {
      return Response.json({ connections: this.ctx.getWebSockets().length });
    }
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    // 1005/1006 are reserved for "no status" and may not be sent back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
  }
}
