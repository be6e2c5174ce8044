import { data } from "@remix-run/cloudflare";
import { type AuthUser, requireUser, sessionIdOf, signedInOrRedirect } from "#core/auth/session.ts";
import type { AppEnv } from "#core/context.ts";
import { setLogContext } from "#core/log.ts";
import { isUuid, type Membership, PROJECT_NOT_FOUND } from "./membership.ts";
import { type ReadScope, type Reads, readInOneRound, type SettledReads } from "./one-round.ts";

/** What a project page's reads are scoped by: the session's user (as SQL) and the project, a member's. */
export type ProjectReadScope = ReadScope & { projectId: string };

/**
 * Remix side of the membership check: a signed-in user (else redirect to
 * /auth) who is a member of the project (else a 404 with no project data),
 * and the page's `reads` of it, all in one round trip (./one-round.ts).
 */
export async function requireProjectRead<T extends Reads>(
  request: Request,
  env: AppEnv,
  projectId: string | undefined,
  reads: (scope: ProjectReadScope) => T,
): Promise<{ user: AuthUser; membership: Membership; data: SettledReads<T> }> {
  if (!isUuid(projectId)) {
    await requireUser(request, env);
    throw data({ error: PROJECT_NOT_FOUND }, { status: 404 });
  }
  const id = projectId.toLowerCase();
  const sessionId = await sessionIdOf(request, env);
  const round = await readInOneRound(env, sessionId ? { id: sessionId } : null, id, (scope) =>
    reads({ ...scope, projectId: id }),
  );
  const user = await signedInOrRedirect(request, env, round.user);
  if (!round.membership || !round.data) throw data({ error: PROJECT_NOT_FOUND }, { status: 404 });
  setLogContext({ projectId: round.membership.projectId });
  return { user, membership: round.membership, data: round.data };
}

/** The check alone (an action's): signed in and a member, in one read. */
export async function requireProjectAccess(
  request: Request,
  env: AppEnv,
  projectId: string | undefined,
): Promise<{ user: AuthUser; membership: Membership }> {
  const { user, membership } = await requireProjectRead(request, env, projectId, () => []);
  return { user, membership };
}

/**
 * A signed-in page's `reads` of the user's own things, with the session, in one round trip: a signed-in user
 * (else redirect to /auth, or to /auth/mfa) and what the reads returned.
 */
export async function requireUserRead<T extends Reads>(
  request: Request,
  env: AppEnv,
  reads: (scope: ReadScope) => T,
): Promise<{ user: AuthUser; data: SettledReads<T> }> {
  const sessionId = await sessionIdOf(request, env);
  const round = await readInOneRound(env, sessionId ? { id: sessionId } : null, null, reads);
  const user = await signedInOrRedirect(request, env, round.user);
  // Past the redirects, the user is signed in past any second factor: the reads are theirs.
  if (!round.data) throw new Error("a signed-in user's own reads were withheld");
  return { user, data: round.data };
}
