import { Hono } from "hono";
import { canvasContextBody } from "#isomorphic/schemas/api.ts";
import { loadCanvasContext } from "#core/documents/canvas-context.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { jsonBody } from "./middleware/body.ts";
import { memberOfJsonProject } from "./middleware/project-member.ts";
import { requireUser } from "./middleware/require-user.ts";

/**
 * POST /api/functions/canvas-context — the spec's contract: userId, projectId,
 * documentId, mode in; `context { active_document_id, mode, documents }`,
 * `annotations[]` and `relations[]` out. userId is the signed-in user's, whatever is sent.
 */
export const canvasContext = new Hono<WorkerEnv>().post(
  "/",
  requireUser,
  ...jsonBody(canvasContextBody, 16 * 1024),
  memberOfJsonProject,
  async (c) => {
    const { documentId, mode } = c.req.valid("json");
    return c.json(await loadCanvasContext(c.env, c.var.membership, { documentId: documentId ?? null, mode }));
  },
);
