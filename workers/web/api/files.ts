import { Hono } from "hono";
import { isUuid } from "#core/access/membership.ts";
import { database } from "#core/db/client.ts";
import { findDocumentById } from "#core/db/documents.ts";
import { checkSignedFileUrl, SIGNED_URL_TTL_SECONDS } from "#core/documents/signed-url.ts";
import { getDocumentFile } from "#core/documents/storage.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "./errors.ts";

/**
 * GET /api/files/:documentId?expires=…&signature=… — a document's file for a
 * signed link (./documents.ts issues them to members). A tampered or expired
 * link is a 403. The response may be framed by our own pages only (the Canvas
 * shows PDFs in a frame), and is never sniffed into another type.
 */
export const files = new Hono<WorkerEnv>().get("/:documentId", async (c) => {
  const documentId = c.req.param("documentId");
  const check = await checkSignedFileUrl(c.env, documentId, c.req.query("expires"), c.req.query("signature"));
  // A link we issue names each parameter once; one with two values was not made by us.
  const repeated = Object.values(c.req.queries()).some((values) => values.length > 1);
  if (check !== "valid" || repeated || !isUuid(documentId)) {
    throw new AppError(
      "forbidden",
      check === "expired" ? "Este link expirou. Abra o documento novamente." : "Link inválido.",
    );
  }
  const document = await findDocumentById(database(c.env.DB), documentId);
  const file = document ? await getDocumentFile(c.env.DOCUMENTS, document.storagePath) : null;
  if (!document || !file) throw new AppError("document_not_found");
  const asciiName = document.name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(file.body, {
    headers: {
      "Content-Type": document.mimeType,
      "Content-Length": String(file.size),
      "Content-Disposition": `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
      "Cache-Control": `private, max-age=${SIGNED_URL_TTL_SECONDS}`,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      "X-Frame-Options": "SAMEORIGIN",
    },
  });
});
