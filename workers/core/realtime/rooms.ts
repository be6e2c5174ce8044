import type { ChatMessageView } from "#isomorphic/protocols/chat-protocol.ts";
import { conversationRoom, projectRoom, type RoomEvent } from "#isomorphic/protocols/realtime-protocol.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { roomsOfProject } from "#core/db/realtime-sockets.ts";
import { logger } from "#core/log.ts";

/**
 * The Worker's side of the rooms: what happened goes to the room of the
 * conversation and to the project's room (its consolidated view shows every
 * conversation). Publishing never fails a request: a room that cannot be
 * reached is logged, and its clients catch up from D1 when they reconnect.
 */
type RoomsEnv = Pick<AppEnv, "CHAT_ROOM" | "DB">;

function room(env: RoomsEnv, name: string) {
  return env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(name));
}

function roomsOf(projectId: string, conversationId: string | null): string[] {
  return conversationId ? [conversationRoom(conversationId), projectRoom(projectId)] : [projectRoom(projectId)];
}

async function publish(env: RoomsEnv, names: string[], events: RoomEvent[]): Promise<void> {
  await Promise.all(
    names.map((name) =>
      room(env, name)
        .publishAll(events)
        .catch((error: unknown) => logger.warn("room_unreachable", { room: name, error })),
    ),
  );
}

export function publishMessage(
  env: RoomsEnv,
  projectId: string,
  conversationId: string | null,
  message: ChatMessageView,
  turnId?: string,
) {
  return publish(env, roomsOf(projectId, conversationId), [
    { type: "message", message, ...(turnId ? { turnId } : {}) },
  ]);
}

/**
 * Streamed tokens, batched: pieces pushed within FLUSH_MS travel in one call,
 * so a reply of hundreds of words costs tens of room calls, not hundreds.
 */
const FLUSH_MS = 40;

export function tokenPublisher(env: RoomsEnv, projectId: string, conversationId: string | null, turnId: string) {
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let chain: Promise<void> = Promise.resolve();
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.length === 0) return chain;
    const delta = pending.join("");
    pending = [];
    chain = chain.then(() => publish(env, roomsOf(projectId, conversationId), [{ type: "token", turnId, delta }]));
    return chain;
  };
  return {
    push(delta: string) {
      pending.push(delta);
      timer ??= setTimeout(() => void flush(), FLUSH_MS);
    },
    /** Sends what is pending and waits for every send so far. */
    flush,
  };
}

type DocumentEvent = Extract<RoomEvent, { type: "document" }>;

/**
 * Every window of the project: its own room and every room with an open socket of the project, from the
 * socket registry (the upgrade writes a row before the room accepts the socket), however many conversations
 * the project has. A room nobody has open has no one to tell, and its windows load the current state when
 * they open; so no room is woken for nothing. If the registry cannot be read, the project's room still hears.
 */
async function projectWide(env: RoomsEnv, projectId: string, event: RoomEvent) {
  const open = await roomsOfProject(database(env.DB), projectId).catch((error: unknown) => {
    logger.warn("socket_registry_unread", { projectId, error });
    return [];
  });
  await publish(env, [...new Set([projectRoom(projectId), ...open])], [event]);
}

/** A document's new state; a save also says who made it and which version. */
export function publishDocument(
  env: RoomsEnv,
  projectId: string,
  documentId: string,
  status: DocumentEvent["status"],
  edit?: Pick<DocumentEvent, "editedBy" | "version">,
) {
  return projectWide(env, projectId, { type: "document", documentId, status, ...edit });
}

/** Annotations or relations of these documents changed, so open Canvases reload them. */
export function publishCanvasChange(env: RoomsEnv, projectId: string, documentIds: string[]) {
  return projectWide(env, projectId, { type: "canvas", documentIds });
}
