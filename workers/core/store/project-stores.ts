import { eq } from "drizzle-orm";
import type { Database } from "#core/db/client.ts";
import { projectStoreMoves } from "#core/db/schema.ts";
import type { ProjectStore } from "#workers/objects/project-store.ts";

/**
 * The Worker's side of the project stores (workers/objects/project-store.ts):
 * one object per project, named by the project's id, so a project can only
 * ever reach its own. Both Workers bind the class (the ingestion Worker by the
 * web Worker's script name).
 */
export interface StoreEnv {
  PROJECT_STORE: DurableObjectNamespace<ProjectStore>;
}

export interface ProjectStores {
  of(projectId: string): DurableObjectStub<ProjectStore>;
}

export function projectStores(env: StoreEnv): ProjectStores {
  return { of: (projectId) => env.PROJECT_STORE.get(env.PROJECT_STORE.idFromName(projectId)) };
}

/** What reading a project's chunks needs: its store, and D1 for a project whose chunks have not moved yet. */
export interface ChunkAccess {
  db: Database;
  stores: ProjectStores;
}

/** Projects seen here with their chunks in their store: that never changes back, so it is remembered. */
const moved = new Set<string>();

/**
 * Whether the project's chunks are still in D1 (it had chunks there when the
 * stores arrived, and its move has not finished): then its reads go to D1
 * (#core/db/chunk-search.ts and the chunk queries of #core/db/documents.ts),
 * as before the stores. One primary-key read, until the answer is "moved".
 */
export async function readsFromD1(db: Database, projectId: string): Promise<boolean> {
  if (moved.has(projectId)) return false;
  const row = await db
    .select({ movedAt: projectStoreMoves.movedAt })
    .from(projectStoreMoves)
    .where(eq(projectStoreMoves.projectId, projectId))
    .get();
  const inD1 = row !== undefined && row.movedAt === null;
  if (!inD1) moved.add(projectId);
  return inD1;
}
