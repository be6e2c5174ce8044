import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { deleteProjectBody } from "#app/lib/schemas/api.ts";
import { canDeleteProject, deleteProject } from "#core/projects/delete-project.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "./errors.ts";
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
const mayDelete = createMiddleware<WorkerEnv>(async (c, next) => {
  if (!canDeleteProject(c.var.membership))
    throw new AppError("forbidden", "Só quem criou o projeto ou a equipe Nexo pode excluí-lo.");
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
      throw new AppError("validation", "O nome digitado não é o do projeto.", {
        fields: { confirmName: "O nome digitado não é o do projeto." },
      });
    await deleteProject(c.env, membership);
    return c.json({ deleted: true });
  },
);
