import { eq } from "drizzle-orm";
import { EMPLOYEE_ROLE } from "#isomorphic/config/roles.ts";
import type { Membership } from "#core/access/membership.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { listMembers } from "#core/db/projects.ts";
import { projects } from "#core/db/schema.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { closeMemberSockets } from "#core/realtime/revoke-access.ts";
import { searchServices } from "#core/search/search-services.ts";

/**
 * Deletes a project and everything it holds: its vectors (Vectorize, by its
 * chunks' ids, paged from its store), its store (every row, `deleteAll`),
 * its files in R2 (everything under the project's prefix), and last its D1
 * rows (the project row; members, invitations, conversations, messages,
 * documents and the rest go by cascade), after the members' open sockets
 * are closed as if each had left. The rows go last so that a deletion
 * cut short can simply be run again: until then the project still names
 * what is left. Only the project's owner or a Nexo team member of it may.
 */
const PAGE = 1_000;

/** Refuses (403) a member who may not delete the project: only its owner or a Nexo team member of it may. */
export function requireDeletePermission(membership: Membership): void {
  if (membership.userId !== membership.ownerId && membership.role !== EMPLOYEE_ROLE)
    throw new AppError("forbidden", "Só quem criou o projeto ou a equipe Nexo pode excluí-lo.");
}

export async function deleteProject(env: AppEnv, membership: Membership): Promise<void> {
  requireDeletePermission(membership);
  await eraseProject(env, membership.projectId);
}

/** The deletion itself, for a project already authorised. */
export async function eraseProject(env: AppEnv, projectId: string): Promise<void> {
  const db = database(env.DB);
  const { vectors, stores } = searchServices(env);
  const store = stores.of(projectId);
  if (!vectors.scoredInStore) {
    for (let after = 0; ; ) {
      const ids = await store.listChunkIds(projectId, after, PAGE);
      if (ids.length === 0) break;
      await vectors.remove(projectId, ids);
      after = ids[ids.length - 1] ?? after;
    }
  }
  await store.destroy(projectId);
  await deletePrefix(env.DOCUMENTS, `projects/${projectId}/`);
  const members = await listMembers(db, projectId);
  await Promise.all(members.map((member) => closeMemberSockets(env, projectId, member.userId)));
  await db.delete(projects).where(eq(projects.id, projectId)).run();
}

/** Every object under the prefix, a page of listing at a time. */
async function deletePrefix(bucket: R2Bucket, prefix: string): Promise<void> {
  for (;;) {
    const page = await bucket.list({ prefix, limit: PAGE });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    if (!page.truncated) return;
  }
}
