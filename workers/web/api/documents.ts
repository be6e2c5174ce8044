import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { annotationBody, documentContentBody, relationBody } from "#isomorphic/schemas/api.ts";
import { withDocumentRights } from "#core/access/document-rights.ts";
import { isUuid } from "#core/access/membership.ts";
import { rowsOf } from "#core/access/one-round.ts";
import { listDocuments } from "#core/db/documents.ts";
import { addAnnotation, relateDocuments } from "#core/documents/canvas-context.ts";
import {
  readDocumentContent,
  readPassage,
  requireDocument,
  saveDocumentContent,
} from "#core/documents/document-content.ts";
import { deleteDocument, reprocessDocument } from "#core/documents/document-lifecycle.ts";
import { signedFileUrl, SIGNED_URL_TTL_SECONDS } from "#core/documents/signed-url.ts";
import { uploadLimitBytes } from "#core/documents/upload.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "./errors.ts";
import { jsonBody, limitBody, requireContentType, strictJson, validJson } from "./middleware/body.ts";
import { memberOfPathProject, readAsPathMember } from "./middleware/project-member.ts";
import { singleQueryValues } from "./middleware/query.ts";
import { requireUser } from "./middleware/require-user.ts";

/**
 * /api/projects/:projectId/documents — what the Canvas does with a project's
 * documents. Every route is behind the session and the project's membership;
 * a document id from another project is a 404.
 */
const documentId = createMiddleware<WorkerEnv>(async (c, next) => {
  if (!isUuid(c.req.param("documentId"))) throw new AppError("document_not_found");
  await next();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const projectDocuments = new Hono<WorkerEnv>()
  // The list reads the session, the membership and the documents in one round trip, refusing as the middleware
  // below would; registered first, it answers before that middleware runs (Hono runs handlers in order).
  .get("/", async (c) => {
    const { membership, data } = await readAsPathMember(
      c,
      ({ db, projectId }) => [listDocuments(db, projectId)] as const,
    );
    return c.json({ documents: withDocumentRights(membership, rowsOf(data[0])) });
  })
  .use("*", requireUser, memberOfPathProject)
  .use("/:documentId", documentId)
  .use("/:documentId/*", documentId)
  .get("/:documentId/content", async (c) =>
    c.json(await readDocumentContent(c.env, c.var.membership, c.req.param("documentId"))),
  )
  // `?message=` names the answer whose quote stands in; sent twice it would be read as its first value, so 400.
  .get("/:documentId/passages/:chunkId", singleQueryValues, async (c) => {
    const chunkId = Number(c.req.param("chunkId"));
    if (!Number.isSafeInteger(chunkId) || chunkId < 1) throw new AppError("not_found", "Trecho não encontrado.");
    // The answer that cited it, whose stored quote stands in for a passage the document no longer has.
    const message = c.req.query("message") ?? null;
    const messageId = message && UUID.test(message) ? message : null;
    return c.json(await readPassage(c.env, c.var.membership, c.req.param("documentId"), chunkId, messageId));
  })
  .put(
    "/:documentId/content",
    requireContentType("application/json"),
    // The content itself is held to the upload limit (saveDocumentContent); the body may be a little larger
    // because JSON escapes quotes, backslashes and line breaks.
    createMiddleware<WorkerEnv>((c, next) => limitBody(Math.ceil(uploadLimitBytes(c.env) * 1.25))(c, next)),
    strictJson,
    validJson(documentContentBody),
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
  .post("/:documentId/annotations", ...jsonBody(annotationBody, 16 * 1024), async (c) => {
    const id = await addAnnotation(c.env, c.var.membership, c.req.param("documentId"), c.req.valid("json").content);
    return c.json({ id }, 201);
  })
  .post("/:documentId/relations", ...jsonBody(relationBody, 4 * 1024), async (c) => {
    await relateDocuments(c.env, c.var.membership, c.req.param("documentId"), c.req.valid("json").targetDocumentId);
    return c.json({ ok: true }, 201);
  })
  .delete("/:documentId", async (c) => {
    await deleteDocument(c.env, c.var.membership, c.req.param("documentId"));
    return c.json({ ok: true });
  });
