import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { deleteProjectBody } from "#isomorphic/schemas/api.ts";
import { deleteProject, requireDeletePermission } from "#core/projects/delete-project.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { fieldRefused } from "#isomorphic/app-error.ts";
import { jsonBody } from "./middleware/body.ts";
import { memberOfPathProject } from "./middleware/project-member.ts";
import { requireUser } from "./middleware/require-user.ts";

/**
 * DELETE /api/projects/:projectId with `{ "confirmName": "<the project's name>" }`
 * — deletes the project with everything it holds: documents' files, its
 * store (chunks, index, local vectors), its vectors in Vectorize,
 * conversations and members (#core/projects/delete-project.ts). Its owner or
 * a Nexo team member of it; the name typed again guards against a slip.
 */
// Before the body is read: a member who may not delete gets 403 whatever they sent.
const mayDelete = createMiddleware<WorkerEnv>(async (c, next) => {
  requireDeletePermission(c.var.membership);
  await next();
});

export const projectApi = new Hono<WorkerEnv>().delete(
  "/",
  requireUser,
  memberOfPathProject,
  mayDelete,
  ...jsonBody(deleteProjectBody, 4 * 1024),
  async (c) => {
    const { membership } = c.var;
    if (c.req.valid("json").confirmName.trim() !== membership.projectName)
      throw fieldRefused("confirmName", "O nome digitado não é o do projeto.");
    await deleteProject(c.env, membership);
    return c.json({ deleted: true });
  },
);
