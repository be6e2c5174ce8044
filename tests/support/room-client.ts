import type { ChatMessageView } from "#isomorphic/protocols/chat-protocol.ts";
import { parseRoomEvent, type RoomEvent } from "#isomorphic/protocols/realtime-protocol.ts";
import type { Browser } from "./http.ts";

/** A room's WebSocket as a test holds it: every event it received, and how it closed. */
export interface RoomClient {
  socket: WebSocket;
  events: RoomEvent[];
  closed: Promise<{ code: number; reason: string }>;
  isClosed: () => boolean;
  /** The stored messages the room delivered, in order. */
  messages: () => ChatMessageView[];
}

/** Opens the room at `path` (/api/realtime/…) as the browser's user, from the app's own origin. */
export async function openRoom(browser: Browser, path: string): Promise<RoomClient> {
  const response = await browser.fetch(path, { headers: { Upgrade: "websocket", Origin: "http://nexo.test" } });
  const socket = response.webSocket;
  if (response.status !== 101 || !socket) throw new Error(`no socket: ${response.status}`);
  socket.accept();
  const events: RoomEvent[] = [];
  let done = false;
  socket.addEventListener("message", (message) => {
    const event = parseRoomEvent(message.data);
    if (event) events.push(event);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.addEventListener("close", (event) => {
      done = true;
      resolve({ code: event.code, reason: event.reason });
    }),
  );
  return {
    socket,
    events,
    closed,
    isClosed: () => done,
    messages: () => events.flatMap((event) => (event.type === "message" ? [event.message] : [])),
  };
}
