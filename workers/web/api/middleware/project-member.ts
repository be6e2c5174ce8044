import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { findMembership, isUuid, type Membership } from "#core/access/membership.ts";
import { type Reads, readInOneRound, type SettledReads } from "#core/access/one-round.ts";
import type { ProjectReadScope } from "#core/access/project-access.ts";
import { database } from "#core/db/client.ts";
import type { AuthUser } from "#core/auth/session.ts";
import { setLogContext } from "#core/log.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "#workers/web/api/errors.ts";
import { type ApiClaim, admittedUser, apiClaim, claimedUser } from "./require-user.ts";

/**
 * The shared membership check for API routes (after `requireUser`): the
 * project id comes from the path or the validated body; a non-member is told
 * the project does not exist.
 */
export function projectMember(
  projectIdOf: (c: Context<WorkerEnv>) => string | undefined | Promise<string | undefined>,
) {
  return createMiddleware<WorkerEnv>(async (c, next) => {
    const membership = await findMembership(database(c.env.DB), c.var.user.id, await projectIdOf(c));
    if (!membership) throw new AppError("project_not_found");
    setLogContext({ projectId: membership.projectId });
    c.set("membership", membership);
    await next();
  });
}

function projectIdIn(value: unknown): string | undefined {
  if (!value || typeof value !== "object" || !("projectId" in value)) return undefined;
  return typeof value.projectId === "string" ? value.projectId : undefined;
}

/** Membership of the `projectId` in the validated JSON body (after `validJson`). */
export const memberOfJsonProject = projectMember((c) => projectIdIn(c.req.valid("json" as never)));

/** Membership of the `projectId` in the validated form body (after a form validator). */
export const memberOfFormProject = projectMember((c) => projectIdIn(c.req.valid("form" as never)));

/** Membership of the `:projectId` path parameter. */
export const memberOfPathProject = projectMember((c) => c.req.param("projectId"));

/**
 * `requireUser` and `memberOfPathProject` with the route's own `reads`, in one round trip (access/one-round.ts),
 * refusing as they do (401; `mfa_required` for a second factor owed; 404 to a non-member) before anything read
 * is used.
 */
export function readAsPathMember<T extends Reads>(
  c: Context<WorkerEnv>,
  reads: (scope: ProjectReadScope) => T,
): Promise<{ membership: Membership; data: SettledReads<T> }> {
  return readAsMember(c, c.req.param("projectId"), reads);
}

/** The same for a project named anywhere (the chat's is in its body): the session, its membership and `reads`. */
export async function readAsMember<T extends Reads>(
  c: Context<WorkerEnv>,
  projectId: string | undefined,
  reads: (scope: ProjectReadScope) => T,
): Promise<{ membership: Membership; data: SettledReads<T> }> {
  const claim = c.var.claim ?? (await apiClaim(c.req.raw, c.env));
  if (!isUuid(projectId)) {
    signedInCaller(c, claim, (await readInOneRound(c.env, claim, null, () => [])).user);
    throw new AppError("project_not_found");
  }
  const id = projectId.toLowerCase();
  const round = await readInOneRound(c.env, claim, id, (scope) => reads({ ...scope, projectId: id }));
  signedInCaller(c, claim, round.user);
  if (!round.membership || !round.data) throw new AppError("project_not_found");
  setLogContext({ projectId: round.membership.projectId });
  c.set("membership", round.membership);
  return { membership: round.membership, data: round.data };
}

/** The session as the round found it: refused (401, or `mfa_required` for a second factor owed) or the request's user from here on. */
function signedInCaller(c: Context<WorkerEnv>, claim: ApiClaim | null, found: AuthUser | null): void {
  c.set("sessionRead", true);
  c.set("user", admittedUser(claimedUser(claim, found)));
}
