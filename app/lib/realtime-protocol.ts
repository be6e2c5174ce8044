import type { ChatMessageView } from "./chat-protocol";

/**
 * What a ChatRoom sends its sockets, shared by the Durable Object and the
 * browser. D1 stays the source of truth: a message event carries a stored
 * message, and a client that (re)connects asks the API for what it missed.
 */
export interface PresenceMember {
  userId: string;
  name: string;
}

export type RoomEvent =
  | { type: "presence"; members: PresenceMember[] }
  /** A stored message: a member's, or the agent's reply to the turn `turnId`. */
  | { type: "message"; message: ChatMessageView; turnId?: string }
  /** A piece of an agent reply being written, for the turn started by the user message `turnId`. */
  | { type: "token"; turnId: string; delta: string }
  /** A document of the project changed state (uploaded, ingested, failed, deleted). */
  | { type: "document"; documentId: string; status: "processing" | "ready" | "failed" | "deleted" };

/**
 * The keep-alive a client sends every 30 s (proxies close idle sockets) and
 * its answer. The room's runtime answers it without waking the room.
 */
export const KEEP_ALIVE = { request: "ping", response: "pong", everyMs: 30_000 } as const;

/** Room names: one per conversation, one per project for its consolidated view. */
export function conversationRoom(conversationId: string): string {
  return `conversation:${conversationId}`;
}

export function projectRoom(projectId: string): string {
  return `project:${projectId}`;
}

export function parseRoomEvent(data: unknown): RoomEvent | null {
  if (typeof data !== "string") return null;
  try {
    const event = JSON.parse(data) as { type?: unknown };
    return typeof event.type === "string" && ["presence", "message", "token", "document"].includes(event.type) ? (event as RoomEvent) : null;
  } catch {
    return null;
  }
}
