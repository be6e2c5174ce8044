import { data } from "@remix-run/cloudflare";
import { type AuthUser, requireUser } from "#core/auth/session.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { setLogContext } from "#core/log.ts";
import { findMembership, type Membership, PROJECT_NOT_FOUND } from "./membership.ts";

/**
 * Remix side of the membership check: a signed-in user (else redirect to
 * /auth) who is a member of the project (else a 404 with no project data).
 */
export async function requireProjectAccess(
  request: Request,
  env: AppEnv,
  projectId: string | undefined,
): Promise<{ user: AuthUser; membership: Membership }> {
  const user = await requireUser(request, env);
  const membership = await findMembership(database(env.DB), user.id, projectId);
  if (!membership) throw data({ error: PROJECT_NOT_FOUND }, { status: 404 });
  setLogContext({ projectId: membership.projectId });
  return { user, membership };
}
