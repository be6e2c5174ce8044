import { isUuid } from "#core/access/membership.ts";
import { projectIdsAfter } from "#core/db/projects.ts";
import type { VectorIndex } from "#core/search/vector-index.ts";
import { AppError } from "#isomorphic/app-error.ts";
import type { RestoreRefusal, StoreExport } from "#workers/objects/project-store/store-backup.ts";
import type { ChunkAccess } from "./project-stores.ts";

/**
 * Backups of the project stores in R2, restored beside D1 time travel (docs/deploy.md, "Backup and restore").
 * Durable Objects' own point-in-time recovery is not implemented by local workerd, so it could not be tested; this
 * is the tested way. A backup is `backups/<id>/`: one NDJSON object per project's store (written by the store
 * itself, #workers/objects/project-store/store-backup.ts), and `manifest.json` listing each store's object, row
 * counts and checksum with the D1 bookmark and time taken before the first store was read. A restore goes in
 * phases over the manifest's stores: `stage` reads and checks every store's object beside its live rows (a missing
 * or damaged object is refused before any store changed), `commit`, only once every store was staged and checked
 * (`staged.json`, the gate), replaces each store's rows in one transaction
 * (and removes from the vector index the vectors of chunks the restore removed), `discard` drops what a refused
 * restore staged. A store not in the manifest is never touched. Each call works on a page of stores, until
 * `next` is null.
 */
export interface BackupDeps extends ChunkAccess {
  bucket: R2Bucket;
  /** The D1 binding itself (a session cannot open another: the bookmark is the primary's). */
  d1: D1Database;
  vectors: VectorIndex;
}

export interface StoreEntry extends StoreExport {
  projectId: string;
  key: string;
}

export interface BackupManifest {
  format: 1;
  id: string;
  /** When the backup began (UTC), before any store was read. */
  createdAt: string;
  /** Where D1 was at that moment: `wrangler d1 time-travel restore` takes either. */
  d1: { bookmark: string | null; timestamp: string };
  stores: StoreEntry[];
}

export interface BackupProgress {
  backup: string;
  /** Stores written by this call. */
  exported: number;
  /** The last project exported, to pass as `after`; null once the manifest is written. */
  next: string | null;
  /** Once finished: how many stores and chunks the manifest lists. */
  manifest?: { stores: number; chunks: number; d1: BackupManifest["d1"] };
}

export type RestorePhase = "stage" | "commit" | "discard";

export interface RestoreProgress {
  backup: string;
  phase: RestorePhase;
  /** Stores staged, committed or discarded by this call. */
  stores: number;
  next: string | null;
}

const BACKUP_ID = /^\d{8}T\d{6}Z-[0-9a-f]{8}$/;
export const isBackupId = (value: string) => BACKUP_ID.test(value);

const prefix = (backup: string) => `backups/${backup}/`;
const begunKey = (backup: string) => `${prefix(backup)}begun.json`;
const manifestKey = (backup: string) => `${prefix(backup)}manifest.json`;
const storeKey = (backup: string, projectId: string) => `${prefix(backup)}stores/${projectId}.ndjson`;
/** Written when every store of the manifest was staged and checked: the commit's gate. */
const stagedKey = (backup: string) => `${prefix(backup)}staged.json`;
const pageKey = (backup: string, after: string | undefined) => `${prefix(backup)}pages/${after ?? "first"}.json`;

/** Projects a call backs up at most (one store export each). */
const PAGE = 50;

async function readJson<T>(bucket: R2Bucket, key: string): Promise<T | null> {
  const object = await bucket.get(key);
  return object ? ((await object.json()) as T) : null;
}

/** Takes the backup's id and D1's position now, before any store is read. */
async function begin(deps: BackupDeps): Promise<Omit<BackupManifest, "stores">> {
  const now = new Date();
  const session = deps.d1.withSession("first-primary");
  await session.prepare("SELECT 1").first();
  const random = [...crypto.getRandomValues(new Uint8Array(4))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const id = `${now.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z-${random}`;
  const begun = {
    format: 1 as const,
    id,
    createdAt: now.toISOString(),
    d1: { bookmark: session.getBookmark(), timestamp: now.toISOString() },
  };
  await deps.bucket.put(begunKey(id), JSON.stringify(begun));
  return begun;
}

/**
 * One call of a backup: without `backup` it begins one; then it exports the stores of the projects after `after`
 * (by id) until `deadline` or a page's worth, and once every project's store is written, the manifest. With
 * `projects`, only those projects' stores (each call names them again): a backup before a risky change to a few
 * projects; putting D1 back to a moment needs a backup of every store.
 */
export async function backupStores(
  deps: BackupDeps,
  options: { backup?: string; after?: string; projects?: string[]; deadline: number },
): Promise<BackupProgress> {
  const begun = options.backup
    ? await readJson<Omit<BackupManifest, "stores">>(deps.bucket, begunKey(options.backup))
    : await begin(deps);
  if (!begun) throw new AppError("not_found", `Backup ${options.backup} não encontrado.`);
  if (await deps.bucket.head(manifestKey(begun.id)))
    throw new AppError("conflict", `O backup ${begun.id} já foi concluído.`);
  const page = await projectIdsAfter(deps.db, options.after, PAGE, options.projects);
  const entries: StoreEntry[] = [];
  for (const projectId of page) {
    const key = storeKey(begun.id, projectId);
    const written = await deps.stores.of(projectId).backup(projectId, key);
    if (!written) throw new Error(`the store of ${projectId} belongs to another project`);
    entries.push({ projectId, key, ...written });
    if (Date.now() > options.deadline) break;
  }
  await deps.bucket.put(pageKey(begun.id, options.after), JSON.stringify(entries));
  const done = entries.length === page.length && page.length < PAGE;
  if (!done) return { backup: begun.id, exported: entries.length, next: entries.at(-1)?.projectId ?? null };
  const manifest = await writeManifest(deps.bucket, begun);
  return {
    backup: begun.id,
    exported: entries.length,
    next: null,
    manifest: {
      stores: manifest.stores.length,
      chunks: manifest.stores.reduce((sum, store) => sum + store.rows.chunks, 0),
      d1: manifest.d1,
    },
  };
}

/** The manifest from the pages' entries (a page called twice counts once: the later entry of a store wins). */
async function writeManifest(bucket: R2Bucket, begun: Omit<BackupManifest, "stores">): Promise<BackupManifest> {
  const stores = new Map<string, StoreEntry>();
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: `${prefix(begun.id)}pages/`, cursor });
    for (const object of listed.objects)
      for (const entry of (await readJson<StoreEntry[]>(bucket, object.key)) ?? []) stores.set(entry.projectId, entry);
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  const manifest: BackupManifest = {
    ...begun,
    stores: [...stores.values()].sort((a, b) => (a.projectId < b.projectId ? -1 : 1)),
  };
  await bucket.put(manifestKey(begun.id), JSON.stringify(manifest, null, 2), {
    httpMetadata: { contentType: "application/json" },
  });
  return manifest;
}

/** The backup's manifest, or a 404 saying the backup is not there (or was never finished). */
export async function readManifest(bucket: R2Bucket, backup: string): Promise<BackupManifest> {
  const manifest = await readJson<BackupManifest>(bucket, manifestKey(backup)).catch(() => null);
  if (manifest?.format !== 1 || !Array.isArray(manifest.stores))
    throw new AppError("not_found", `Backup ${backup} não encontrado ou não concluído (sem manifest.json).`);
  if (!manifest.stores.every((entry) => isUuid(entry.projectId)))
    throw new AppError("unprocessable", `O manifest do backup ${backup} está corrompido. Nenhum store foi alterado.`);
  return manifest;
}

function refusal(reason: RestoreRefusal, backup: string, projectId: string): AppError {
  const untouched = "Nenhum store foi alterado.";
  const messages: Record<RestoreRefusal, string> = {
    missing: `O backup ${backup} está incompleto: falta o arquivo do store do projeto ${projectId}. ${untouched}`,
    corrupt: `O arquivo do store do projeto ${projectId} no backup ${backup} está corrompido (não confere com o manifesto). ${untouched}`,
    schema: `O backup ${backup} foi gravado por outra versão do store do projeto ${projectId}. ${untouched}`,
    foreign: `O store do projeto ${projectId} pertence a outro projeto. ${untouched}`,
    not_staged: `O store do projeto ${projectId} não tem o backup ${backup} preparado: rode a etapa stage antes do commit.`,
  };
  return new AppError("unprocessable", messages[reason]);
}

/** One call of a restore's phase over the manifest's stores after `after`, until `deadline` or a page's worth. */
export async function restoreStores(
  deps: BackupDeps,
  options: { backup: string; phase: RestorePhase; after?: string; deadline: number },
): Promise<RestoreProgress> {
  const manifest = await readManifest(deps.bucket, options.backup);
  const after = options.after;
  // A stage or a discard from the start takes the gate down; only a stage that checks every store puts it up.
  if (options.phase !== "commit" && after === undefined) await deps.bucket.delete(stagedKey(manifest.id));
  if (options.phase === "commit" && !(await deps.bucket.head(stagedKey(manifest.id))))
    throw new AppError(
      "conflict",
      `O restore do backup ${manifest.id} não foi preparado por inteiro: rode a etapa stage de todos os stores antes do commit. Nenhum store foi alterado.`,
    );
  const entries = manifest.stores.filter((entry) => after === undefined || entry.projectId > after).slice(0, PAGE);
  let done = 0;
  for (const entry of entries) {
    const store = deps.stores.of(entry.projectId);
    if (options.phase === "stage") {
      // The object's key is the backup's own, whatever the manifest says: a store reads nothing else of the bucket.
      const key = storeKey(manifest.id, entry.projectId);
      const refused = await store.stageRestore(entry.projectId, { id: manifest.id, ...entry, key });
      if (refused) {
        await deps.bucket.delete(stagedKey(manifest.id));
        throw refusal(refused, manifest.id, entry.projectId);
      }
    } else if (options.phase === "commit") {
      const result = await store.commitRestore(entry.projectId, manifest.id);
      if (typeof result === "string") throw refusal(result, manifest.id, entry.projectId);
      // Vector ids are the project's (`<project>:<chunk>`), so only this project's vectors can go.
      await deps.vectors.remove(entry.projectId, result.dropped);
    } else await store.discardRestore(entry.projectId);
    done++;
    if (Date.now() > options.deadline) break;
  }
  const last = entries[done - 1]?.projectId;
  const remaining = manifest.stores.some((entry) => last !== undefined && entry.projectId > last);
  if (options.phase === "stage" && !remaining)
    await deps.bucket.put(stagedKey(manifest.id), JSON.stringify({ stagedAt: new Date().toISOString() }));
  return { backup: manifest.id, phase: options.phase, stores: done, next: remaining ? (last ?? null) : null };
}
