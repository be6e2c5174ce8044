import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "#core/db/client.ts";
import { documents, projectQuotas } from "#core/db/schema.ts";
import { AppError } from "#isomorphic/app-error.ts";

/**
 * What one project may hold: documents, bytes of files, and indexed chunks
 * (what its store and its vectors grow with). The defaults are wrangler
 * vars (PROJECT_MAX_*); a row of project_quotas overrides them for one
 * project. Files are checked before anything is stored (an upload, a saved
 * edit); chunks before ingestion writes each batch, inside the store's write
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

/** What the project holds now, from its documents' rows (an edited document counts at its new size). */
async function usage(db: Database, projectId: string, except?: string) {
  const row = await db
    .select({
      documents: sql<number>`count(*)`,
      bytes: sql<number>`coalesce(sum(${documents.sizeBytes}), 0)`,
      chunks: sql<number>`coalesce(sum(${documents.chunkCount}), 0)`,
    })
    .from(documents)
    .where(and(eq(documents.projectId, projectId), except ? ne(documents.id, except) : undefined))
    .get();
  return { documents: Number(row?.documents ?? 0), bytes: Number(row?.bytes ?? 0), chunks: Number(row?.chunks ?? 0) };
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
 * Refuses a new document (409 at the documents limit or with the chunk limit
 * already reached, 413 past the bytes limit) before anything is stored.
 */
export async function requireRoomForDocument(
  db: Database,
  env: QuotaEnv,
  projectId: string,
  sizeBytes: number,
): Promise<void> {
  const [quota, used] = await Promise.all([projectQuota(db, env, projectId), usage(db, projectId)]);
  if (used.documents + 1 > quota.documents)
    throw new AppError(
      "project_limit",
      `Este projeto atingiu o limite de ${number(quota.documents)} documentos. Exclua documentos para enviar outros.`,
    );
  if (used.bytes + sizeBytes > quota.storageBytes)
    throw new AppError(
      "project_storage_limit",
      `Este arquivo passaria do limite de ${formatBytes(quota.storageBytes)} de arquivos deste projeto (em uso: ${formatBytes(used.bytes)}). Exclua documentos para liberar espaço.`,
    );
  if (used.chunks >= quota.chunks) throw new AppError("project_limit", chunkLimitMessage(quota.chunks));
}

/** Refuses an edit that would take the project's files past its bytes limit (413), before anything is stored. */
export async function requireRoomForEdit(
  db: Database,
  env: QuotaEnv,
  projectId: string,
  documentId: string,
  sizeBytes: number,
): Promise<void> {
  const [quota, others] = await Promise.all([projectQuota(db, env, projectId), usage(db, projectId, documentId)]);
  if (others.bytes + sizeBytes > quota.storageBytes)
    throw new AppError(
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
