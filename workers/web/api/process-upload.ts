import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { DEFAULT_DOCUMENT_TYPE, DOCUMENT_TYPE_VALUES } from "#isomorphic/document-types.ts";
import { displayText } from "#isomorphic/schemas/validation.ts";
import { findMembership } from "#core/access/membership.ts";
import { database } from "#core/db/client.ts";
import { FORM_NOT_UTF8 } from "#core/http/form.ts";
import { uploadDocument, uploadLimitBytes } from "#core/documents/upload.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError, invalidInput } from "./errors.ts";
import { requireContentType } from "./middleware/body.ts";
import { perUserRateLimit } from "./middleware/rate-limit.ts";
import { requireUser } from "./middleware/require-user.ts";

/**
 * POST /api/functions/process-upload — the spec's contract: a multipart form
 * with file, projectId, userId, documentType, documentDescription and an
 * optional sessionId; answers `{ success, document: { id, … }, ingestion_queued }`.
 * A userId that is not the caller's is ignored: the uploader is whoever is signed in.
 */
export const UPLOADS_PER_USER = { limit: 30, windowMs: 60_000 };
const MULTIPART_OVERHEAD = 64 * 1024;

const fieldsSchema = z.object({
  projectId: z.string({ error: "Informe o projeto." }).uuid("Projeto inválido."),
  userId: z.string().max(64).optional(),
  documentType: z.enum(DOCUMENT_TYPE_VALUES, { error: "Tipo de documento inválido." }).default(DEFAULT_DOCUMENT_TYPE),
  documentDescription: displayText({
    max: 2000,
    tooLong: "A descrição deve ter no máximo 2000 caracteres.",
  }).optional(),
  sessionId: z.union([z.literal(""), z.string().uuid("Conversa inválida.")]).optional(),
});

const limitToConfiguredSize = createMiddleware<WorkerEnv>((c, next) =>
  bodyLimit({
    maxSize: uploadLimitBytes(c.env) + MULTIPART_OVERHEAD,
    onError: () => {
      throw new AppError(
        "payload_too_large",
        `O arquivo passa do limite de ${Math.round(uploadLimitBytes(c.env) / 1024 / 1024)} MB.`,
      );
    },
  })(c, next),
);

export const processUpload = new Hono<WorkerEnv>().post(
  "/",
  requireUser,
  perUserRateLimit("upload", UPLOADS_PER_USER, "Muitos envios seguidos."),
  requireContentType("multipart/form-data"),
  limitToConfiguredSize,
  async (c) => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new AppError("bad_request", "Formulário malformado.");
    }
    const fields: Record<string, string> = {};
    let file: File | null = null;
    for (const [name, value] of form) {
      if (name in fields || (name === "file" && file))
        throw new AppError("bad_request", `Campo repetido no formulário: ${name}.`);
      if (name === "file") {
        if (typeof value === "string") throw new AppError("validation", "Envie o arquivo no campo file.");
        file = value;
      } else if (typeof value === "string") {
        // The multipart parser has already turned bytes that are not UTF-8 into U+FFFD; a
        // description carrying it would be stored garbled. (A file's bytes are checked by sniffing.)
        if (value.includes("\uFFFD")) throw new AppError("bad_request", FORM_NOT_UTF8);
        fields[name] = value;
      } else {
        throw new AppError("bad_request", `O campo ${name} não aceita arquivos.`);
      }
    }
    const parsed = fieldsSchema.safeParse(fields);
    if (!parsed.success) throw invalidInput(parsed.error, "Dados inválidos: ");
    if (!file) throw new AppError("validation", "Escolha um arquivo para enviar.");
    const membership = await findMembership(database(c.env.DB), c.var.user.id, parsed.data.projectId);
    if (!membership) throw new AppError("project_not_found");

    const { document, ingestionQueued } = await uploadDocument(c.env, membership, {
      file,
      documentType: parsed.data.documentType,
      description: parsed.data.documentDescription || null,
      conversationId: parsed.data.sessionId || null,
    });
    return c.json({ success: true, document, ingestion_queued: ingestionQueued }, 201);
  },
);
