import type { ChatMessageView } from "./chat-protocol.ts";

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
  /**
   * A document of the project changed state (uploaded, ingested, failed, deleted). A save names who
   * saved it and the version it made, so an open editor can say whose change it is not showing.
   */
  | {
      type: "document";
      documentId: string;
      status: "processing" | "ready" | "failed" | "deleted";
      editedBy?: PresenceMember;
      version?: number;
    }
  /** Annotations or relations of these documents changed (a member's or the agent's). */
  | { type: "canvas"; documentIds: string[] };

/**
 * The keep-alive a client sends every 30 s (proxies close idle sockets) and
 * its answer. The room's runtime answers it without waking the room.
 */
export const KEEP_ALIVE = { request: "ping", response: "pong", everyMs: 30_000 } as const;

/**
 * Close codes a room uses when access ends (4000–4999 are the application's own). The client stops
 * reconnecting on these and says why; any other close is a network hiccup to recover from.
 */
export const ROOM_CLOSE = {
  /** The session ended: signed out, password changed, sessions ended elsewhere, a factor removed, or it expired. */
  sessionEnded: 4401,
  /** The person is no longer a member of the project. */
  accessRevoked: 4403,
} as const;

export type RoomCloseCode = (typeof ROOM_CLOSE)[keyof typeof ROOM_CLOSE];

export const ROOM_CLOSE_NOTICE: Record<RoomCloseCode, string> = {
  [ROOM_CLOSE.sessionEnded]: "Sua sessão foi encerrada. Entre novamente para continuar.",
  [ROOM_CLOSE.accessRevoked]: "Você não tem mais acesso a este projeto.",
};

export function isRoomCloseCode(code: number): code is RoomCloseCode {
  return code === ROOM_CLOSE.sessionEnded || code === ROOM_CLOSE.accessRevoked;
}

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
    return typeof event.type === "string" && ["presence", "message", "token", "document", "canvas"].includes(event.type)
      ? (event as RoomEvent)
      : null;
  } catch {
    return null;
  }
}
