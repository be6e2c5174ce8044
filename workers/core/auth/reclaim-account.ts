import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { listProjectsOwnedAlone } from "#core/db/projects.ts";
import { logger } from "#core/log.ts";
import { eraseProject } from "#core/projects/delete-project.ts";

/** What a reset removed of an unproven account's own work: its projects' names, and the name it had chosen. */
export interface RemovedWork {
  projects: string[];
  fullName: string | null;
}

/**
 * What an account made while nobody had proven its address and that lives outside the reset's D1 batch: the
 * projects it owns with no other member, with their files, stores and vectors. When the address's owner proves
 * it by a reset link, these are the squatter's, not the owner's: each is erased as a deletion by its owner
 * would erase it, and their names are returned for the owner's notice. A project with other members holds
 * their work too and stays (an unproven account can neither invite nor accept, so it has none of its own).
 * A project whose erasure fails is logged and named all the same; deleting it again finishes it.
 */
export async function eraseUnprovenWork(env: AppEnv, userId: string): Promise<string[]> {
  const owned = await listProjectsOwnedAlone(database(env.DB), userId);
  for (const project of owned) {
    await eraseProject(env, project.id).catch((error: unknown) =>
      logger.error("unproven_project_not_erased", { userId, projectId: project.id, error }),
    );
  }
  return owned.map((project) => project.name);
}
