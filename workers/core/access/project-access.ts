import { data } from "@remix-run/cloudflare";
import { type AuthUser, requireUser, requireUserWithMembership } from "#core/auth/session.ts";
import type { AppEnv } from "#core/context.ts";
import { setLogContext } from "#core/log.ts";
import { isUuid, type Membership, membershipOf, PROJECT_NOT_FOUND } from "./membership.ts";

/**
 * Remix side of the membership check: a signed-in user (else redirect to
 * /auth) who is a member of the project (else a 404 with no project data).
 */
export async function requireProjectAccess(
  request: Request,
  env: AppEnv,
  projectId: string | undefined,
): Promise<{ user: AuthUser; membership: Membership }> {
  // Signed in and a member, in one read: a project page's other reads start as soon as it answers.
  if (!isUuid(projectId)) {
    await requireUser(request, env);
    throw data({ error: PROJECT_NOT_FOUND }, { status: 404 });
  }
  const found = await requireUserWithMembership(request, env, projectId.toLowerCase());
  const { user } = found;
  const membership = membershipOf(user.id, found.membership);
  if (!membership) throw data({ error: PROJECT_NOT_FOUND }, { status: 404 });
  setLogContext({ projectId: membership.projectId });
  return { user, membership };
}
