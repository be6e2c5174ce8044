// A Worker used only by `npm run bench:realtime`: the app's own ChatRoom and
// room publisher, with the session and membership checks left out, so the
// benchmark measures the room's fan-out. Never deployed (its config is
// scripts/bench-worker/wrangler.realtime.toml).
import type { ChatMessageView } from "#app/lib/chat-protocol.ts";
import { conversationRoom } from "#app/lib/realtime-protocol.ts";
import { publishMessage } from "#core/realtime/rooms.ts";
import { ChatRoom, MEMBER_ID_HEADER, MEMBER_NAME_HEADER } from "#workers/objects/chat-room.ts";

export { ChatRoom };

interface Env {
  CHAT_ROOM: DurableObjectNamespace<ChatRoom>;
  DB: D1Database;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/api/health") return Response.json({ ok: true });
    const room = url.searchParams.get("room") ?? "bench";
    if (url.pathname === "/socket") {
      const headers = new Headers(request.headers);
      headers.set(MEMBER_ID_HEADER, url.searchParams.get("member") ?? crypto.randomUUID());
      headers.set(MEMBER_NAME_HEADER, "Bench");
      return env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(conversationRoom(room))).fetch(
        new Request(request.url, { headers }),
      );
    }
    if (url.pathname === "/publish") {
      const message = (await request.json()) as ChatMessageView;
      // The same call the chat makes; the project room has no sockets here.
      await publishMessage(env, "bench-project", room, message);
      return new Response(null, { status: 204 });
    }
    return new Response("not found", { status: 404 });
  },
};
