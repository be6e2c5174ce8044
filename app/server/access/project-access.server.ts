import { data } from "@remix-run/cloudflare";
import { type AuthUser, requireUser } from "~/server/auth/session.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { findMembership, type Membership, PROJECT_NOT_FOUND } from "./membership.server";

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
  return { user, membership };
}
