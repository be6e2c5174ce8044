import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Database } from "#core/db/client.ts";
import { documents, projectQuotas, userInteractionHistory } from "#core/db/schema.ts";
import { AppError } from "#isomorphic/app-error.ts";

/**
 * What one project may hold: documents, bytes of files, and indexed chunks
 * (what its store and its vectors grow with). The defaults are wrangler
 * vars (PROJECT_MAX_*); a row of project_quotas overrides them for one
 * project. A new document's place and an edit's new size are reserved in D1
 * by one conditional write before anything is stored in R2, so concurrent
 * requests cannot pass a limit together; chunks are checked before ingestion
 * writes each batch, inside the project's store, which serialises its writes
 * (a refused batch stores nothing, and the version's run is discarded). The
 * refusals name the limit in Portuguese.
 */
export interface QuotaEnv {
  PROJECT_MAX_DOCUMENTS?: string;
  PROJECT_MAX_STORAGE_MB?: string;
  PROJECT_MAX_CHUNKS?: string;
}

export interface ProjectQuota {
  documents: number;
  storageBytes: number;
  chunks: number;
}

const DEFAULTS: ProjectQuota = { documents: 1_000, storageBytes: 2_048 * 1024 * 1024, chunks: 200_000 };

function positive(value: string | undefined): number | null {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}

export function defaultQuota(env: QuotaEnv): ProjectQuota {
  const mb = positive(env.PROJECT_MAX_STORAGE_MB);
  return {
    documents: Math.floor(positive(env.PROJECT_MAX_DOCUMENTS) ?? DEFAULTS.documents),
    storageBytes: mb === null ? DEFAULTS.storageBytes : Math.round(mb * 1024 * 1024),
    chunks: Math.floor(positive(env.PROJECT_MAX_CHUNKS) ?? DEFAULTS.chunks),
  };
}

/** The project's limits: its own row where it has one, the defaults elsewhere. */
export async function projectQuota(db: Database, env: QuotaEnv, projectId: string): Promise<ProjectQuota> {
  const defaults = defaultQuota(env);
  const own = await db.select().from(projectQuotas).where(eq(projectQuotas.projectId, projectId)).get();
  return {
    documents: own?.maxDocuments ?? defaults.documents,
    storageBytes: own?.maxStorageBytes ?? defaults.storageBytes,
    chunks: own?.maxChunks ?? defaults.chunks,
  };
}

function usageQuery(db: Database, projectId: string, except?: string) {
  return db
    .select({
      documents: sql<number>`count(*)`,
      bytes: sql<number>`coalesce(sum(${documents.sizeBytes}), 0)`,
      chunks: sql<number>`coalesce(sum(${documents.chunkCount}), 0)`,
    })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), except ? ne(documents.id, except) : undefined));
}

function usageOf(rows: { documents: number; bytes: number; chunks: number }[]) {
  const row = rows[0];
  return { documents: Number(row?.documents ?? 0), bytes: Number(row?.bytes ?? 0), chunks: Number(row?.chunks ?? 0) };
}

/** What the project holds now, from its documents' rows (an edited document counts at its new size). */
async function usage(db: Database, projectId: string, except?: string) {
  return usageOf(await usageQuery(db, projectId, except));
}

const number = (value: number) => value.toLocaleString("pt-BR");

export function formatBytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (mb < 1) return `${number(Math.ceil(bytes / 1024))} KB`;
  return mb >= 1024
    ? `${(mb / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} GB`
    : `${number(Math.round(mb))} MB`;
}

/**
 * Reserves a new document's place (one document, its bytes, and the chunk
 * limit not yet reached) by writing its row and its upload history, before
 * anything is stored in R2. The reservation is one D1 batch, which D1 applies
 * whole and one at a time: the row is inserted, then deleted again in the same
 * batch if the project's rows (this one included) now pass a limit. However
 * many uploads race, the rows never pass the limits and a refused one leaves
 * nothing. The row is the reservation: deleting the document, or an edit that
 * shrinks it, gives its room back at once. Refused: 409 at the documents limit
 * or with the chunk limit already reached, 413 past the bytes limit.
 */
export async function reserveDocument(
  db: Database,
  env: QuotaEnv,
  document: typeof documents.$inferInsert,
  history: { userId: string; content: string; contextData: Record<string, unknown> },
): Promise<Reservation> {
  const quota = await projectQuota(db, env, document.projectId);
  const sizeBytes = document.sizeBytes ?? 0;
  const historyId = crypto.randomUUID();
  const { projectId } = document;
  const [, , refused, , used] = await db.batch([
    db.insert(documents).values(document),
    db.insert(userInteractionHistory).values({
      id: historyId,
      userId: history.userId,
      projectId,
      interactionType: "upload",
      content: history.content,
      contextData: history.contextData,
    }),
    db
      .delete(documents)
      .where(
        and(
          eq(documents.id, document.id),
          or(
            sql`(select count(*) from "documents" as d where d.project_id = ${projectId}) > ${quota.documents}`,
            sql`(select coalesce(sum(d.size_bytes), 0) from "documents" as d where d.project_id = ${projectId}) > ${quota.storageBytes}`,
            sql`(select coalesce(sum(d.chunk_count), 0) from "documents" as d where d.project_id = ${projectId}) >= ${quota.chunks}`,
          ),
        ),
      )
      .returning({ id: documents.id }),
    db
      .delete(userInteractionHistory)
      .where(
        and(
          eq(userInteractionHistory.id, historyId),
          sql`not exists (select 1 from "documents" as d where d.id = ${document.id})`,
        ),
      ),
    usageQuery(db, projectId),
  ]);
  if (refused.length === 0) return { projectId, documentId: document.id, historyId };
  // What the project held in the same batch, without the refused row: the limit it hit.
  const held = usageOf(used);
  if (held.documents + 1 > quota.documents)
    throw new AppError(
      "project_limit",
      `Este projeto atingiu o limite de ${number(quota.documents)} documentos. Exclua documentos para enviar outros.`,
    );
  if (held.bytes + sizeBytes > quota.storageBytes)
    throw new AppError(
      "project_storage_limit",
      `Este arquivo passaria do limite de ${formatBytes(quota.storageBytes)} de arquivos deste projeto (em uso: ${formatBytes(held.bytes)}). Exclua documentos para liberar espaço.`,
    );
  throw new AppError("project_limit", chunkLimitMessage(quota.chunks));
}

export interface Reservation {
  projectId: string;
  documentId: string;
  historyId: string;
}

/** Gives a reservation's room back (its file could not be written): the row and its upload history, together. */
export async function releaseDocument(db: Database, reservation: Reservation): Promise<void> {
  await db.batch([
    db
      .delete(documents)
      .where(and(eq(documents.id, reservation.documentId), eq(documents.projectId, reservation.projectId))),
    db.delete(userInteractionHistory).where(eq(userInteractionHistory.id, reservation.historyId)),
  ]);
}

/**
 * Why an edit's claim was refused while nobody else saved: it would take the
 * project's files past its bytes limit (413). The claim itself is the
 * conditional write (`claimNextVersion` with the limit), so two edits racing
 * can never pass it together; this only words the refusal.
 */
export async function editStorageLimitError(
  db: Database,
  quota: ProjectQuota,
  projectId: string,
  documentId: string,
): Promise<AppError> {
  const others = await usage(db, projectId, documentId);
  return new AppError(
    "project_storage_limit",
    `Com esta alteração o projeto passaria do limite de ${formatBytes(quota.storageBytes)} de arquivos (os outros documentos usam ${formatBytes(others.bytes)}).`,
  );
}

export function chunkLimitMessage(limit: number): string {
  return `Este projeto atingiu o limite de ${number(limit)} trechos indexados. Exclua documentos ou peça à equipe Nexo um limite maior.`;
}

/** Why ingestion refused a document: it would take the project past its chunk limit. */
export function chunkLimitReason(limit: number): string {
  return `O documento passaria do limite de ${number(limit)} trechos indexados deste projeto e não foi indexado. Exclua documentos ou peça à equipe Nexo um limite maior.`;
}
