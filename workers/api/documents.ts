import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { displayText } from "../../app/lib/validation";
import { isUuid } from "../../app/server/access/membership.server";
import { database } from "../../app/server/db/client.server";
import { listDocuments } from "../../app/server/db/documents.server";
import { addAnnotation, relateDocuments } from "../../app/server/documents/canvas-context.server";
import { readDocumentContent, requireDocument, saveDocumentContent } from "../../app/server/documents/document-content.server";
import { deleteDocument, reprocessDocument } from "../../app/server/documents/document-lifecycle.server";
import { signedFileUrl, SIGNED_URL_TTL_SECONDS } from "../../app/server/documents/signed-url.server";
import { uploadLimitBytes } from "../../app/server/documents/upload.server";
import type { WorkerEnv } from "../http/types";
import { ApiError } from "./errors";
import { jsonBody, limitBody, requireContentType, strictJson, validJson } from "./middleware/body";
import { memberOfPathProject } from "./middleware/project-member";
import { requireUser } from "./middleware/require-user";

/**
 * /api/projects/:projectId/documents — what the Canvas does with a project's
 * documents. Every route is behind the session and the project's membership;
 * a document id from another project is a 404.
 */
const documentId = createMiddleware<WorkerEnv>(async (c, next) => {
  if (!isUuid(c.req.param("documentId"))) throw new ApiError("document_not_found");
  await next();
});

const saveSchema = z.object({
  content: z.string({ error: "Envie o conteúdo." }),
  baseVersion: z.number({ error: "Informe a versão editada." }).int().positive(),
});
const annotationSchema = z.object({
  content: displayText({ max: 2000, tooLong: "A anotação deve ter no máximo 2000 caracteres.", required: "Escreva a anotação." }),
});
const relationSchema = z.object({
  targetDocumentId: z.string({ error: "Escolha o documento." }).uuid("Documento inválido."),
});

export const projectDocuments = new Hono<WorkerEnv>()
  .use("*", requireUser, memberOfPathProject)
  .use("/:documentId", documentId)
  .use("/:documentId/*", documentId)
  .get("/", async (c) => c.json({ documents: await listDocuments(database(c.env.DB), c.var.membership.projectId) }))
  .get("/:documentId/content", async (c) => c.json(await readDocumentContent(c.env, c.var.membership, c.req.param("documentId"))))
  .put(
    "/:documentId/content",
    requireContentType("application/json"),
    // The content itself is held to the upload limit (saveDocumentContent); the body may be a little larger
    // because JSON escapes quotes, backslashes and line breaks.
    createMiddleware<WorkerEnv>((c, next) => limitBody(Math.ceil(uploadLimitBytes(c.env) * 1.25))(c, next)),
    strictJson,
    validJson(saveSchema),
    async (c) => {
      const input = c.req.valid("json");
      return c.json(await saveDocumentContent(c.env, c.var.membership, c.req.param("documentId"), input));
    },
  )
  .post("/:documentId/signed-url", async (c) => {
    const document = await requireDocument(c.env, c.var.membership, c.req.param("documentId"));
    const { url } = await signedFileUrl(c.env, document.id);
    return c.json({ signedUrl: url, expires_in: SIGNED_URL_TTL_SECONDS });
  })
  .post("/:documentId/reprocess", async (c) => {
    const queued = await reprocessDocument(c.env, c.var.membership, c.req.param("documentId"));
    return c.json({ ingestion_queued: queued });
  })
  .post("/:documentId/annotations", ...jsonBody(annotationSchema, 16 * 1024), async (c) => {
    const id = await addAnnotation(c.env, c.var.membership, c.req.param("documentId"), c.req.valid("json").content);
    return c.json({ id }, 201);
  })
  .post("/:documentId/relations", ...jsonBody(relationSchema, 4 * 1024), async (c) => {
    await relateDocuments(c.env, c.var.membership, c.req.param("documentId"), c.req.valid("json").targetDocumentId);
    return c.json({ ok: true }, 201);
  })
  .delete("/:documentId", async (c) => {
    await deleteDocument(c.env, c.var.membership, c.req.param("documentId"));
    return c.json({ ok: true });
  });
