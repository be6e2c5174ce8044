import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { findMembership } from "#core/access/membership.ts";
import { database } from "#core/db/client.ts";
import { setLogContext } from "#core/log.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "#workers/web/api/errors.ts";

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
