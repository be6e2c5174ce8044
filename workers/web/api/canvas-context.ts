import { Hono } from "hono";
import { z } from "zod";
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
const bodySchema = z.object({
  userId: z.string().max(64).optional(),
  projectId: z.string({ error: "Informe o projeto." }).uuid("Projeto inválido."),
  documentId: z.string().uuid("Documento inválido.").nullable().optional(),
  mode: z.enum(["view", "edit"]).default("view"),
});

export const canvasContext = new Hono<WorkerEnv>().post(
  "/",
  requireUser,
  ...jsonBody(bodySchema, 16 * 1024),
  memberOfJsonProject,
  async (c) => {
    const { documentId, mode } = c.req.valid("json");
    return c.json(await loadCanvasContext(c.env, c.var.membership, { documentId: documentId ?? null, mode }));
  },
);
