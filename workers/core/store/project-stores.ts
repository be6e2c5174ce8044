import type { Database } from "#core/db/client.ts";
import type { ProjectStore } from "#workers/objects/project-store/project-store.ts";

/**
 * The Worker's side of the project stores (workers/objects/project-store/project-store.ts):
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

/** What reading a project's chunks needs: its store, and D1 (which documents and versions are live). */
export interface ChunkAccess {
  db: Database;
  stores: ProjectStores;
}
