import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Database } from "./client.ts";
import { authSessions, realtimeSockets } from "./schema.ts";
import { deleteRows } from "./delete-rows.ts";

/** Queries of the open-socket registry (schema.ts `realtimeSockets`): where to reach a person's sockets. */

export async function insertSocket(db: Database, row: typeof realtimeSockets.$inferInsert): Promise<void> {
  await db.insert(realtimeSockets).values(row).run();
}

export async function deleteSockets(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(realtimeSockets).where(inArray(realtimeSockets.id, ids)).run();
}

async function distinctRooms(db: Database, where: ReturnType<typeof and>): Promise<string[]> {
  const rows = await db.selectDistinct({ room: realtimeSockets.room }).from(realtimeSockets).where(where).all();
  return rows.map((row) => row.room);
}

/** Rooms holding a socket opened under any of these auth sessions. */
export function roomsOfSessions(db: Database, authSessionIds: string[]): Promise<string[]> {
  if (authSessionIds.length === 0) return Promise.resolve([]);
  return distinctRooms(db, and(inArray(realtimeSockets.authSessionId, authSessionIds)));
}

/** Rooms of one project holding a socket of this person. */
export function roomsOfMember(db: Database, projectId: string, userId: string): Promise<string[]> {
  return distinctRooms(db, and(eq(realtimeSockets.userId, userId), eq(realtimeSockets.projectId, projectId)));
}

/** Rooms of one project holding any open socket: where a project-wide event has someone to reach. */
export function roomsOfProject(db: Database, projectId: string): Promise<string[]> {
  return distinctRooms(db, and(eq(realtimeSockets.projectId, projectId)));
}

/** Rows of sessions that no longer exist: their rooms closed them, or will at the session's next check. */
export async function deleteOrphanSockets(db: Database): Promise<number> {
  return deleteRows(
    db,
    realtimeSockets,
    notInArray(realtimeSockets.authSessionId, db.select({ id: authSessions.id }).from(authSessions)),
  );
}
