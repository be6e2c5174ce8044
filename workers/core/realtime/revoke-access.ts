import { ROOM_CLOSE, ROOM_CLOSE_NOTICE } from "#isomorphic/protocols/realtime-protocol.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { roomsOfMember, roomsOfSessions } from "#core/db/realtime-sockets.ts";
import { logger } from "#core/log.ts";

/**
 * Access that ends takes its open sockets with it. A WebSocket is checked when it is
 * opened; after that only its room can close it, so whatever ends a session or a membership calls one of
 * these, which find the rooms holding that person's sockets (the D1 registry the upgrade wrote) and ask
 * each room to close them with a code the client understands (ROOM_CLOSE). A room that cannot be reached
 * is logged: its sockets still close at their session's next check (the room's alarm).
 */
type RevokeEnv = Pick<AppEnv, "CHAT_ROOM" | "DB">;

export interface DisconnectTarget {
  userId?: string;
  authSessionIds?: string[];
}

async function disconnectIn(
  env: RevokeEnv,
  rooms: string[],
  target: DisconnectTarget,
  code: number,
  reason: string,
): Promise<void> {
  await Promise.all(
    rooms.map((name) =>
      env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(name))
        .disconnect(target, code, reason)
        .catch((error: unknown) => logger.warn("room_unreachable", { room: name, while: "revoking access", error })),
    ),
  );
}

/** Closes every socket opened under these auth sessions (sign-out, password change, sessions ended). */
export async function closeSessionSockets(env: RevokeEnv, authSessionIds: string[]): Promise<void> {
  if (authSessionIds.length === 0) return;
  const rooms = await roomsOfSessions(database(env.DB), authSessionIds);
  await disconnectIn(
    env,
    rooms,
    { authSessionIds },
    ROOM_CLOSE.sessionEnded,
    ROOM_CLOSE_NOTICE[ROOM_CLOSE.sessionEnded],
  );
}

/** Closes a former member's sockets in every room of the project (removed, or left). */
export async function closeMemberSockets(env: RevokeEnv, projectId: string, userId: string): Promise<void> {
  const rooms = await roomsOfMember(database(env.DB), projectId, userId);
  await disconnectIn(env, rooms, { userId }, ROOM_CLOSE.accessRevoked, ROOM_CLOSE_NOTICE[ROOM_CLOSE.accessRevoked]);
}
