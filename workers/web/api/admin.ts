import { type Context, Hono } from "hono";
import { createFactory } from "hono/factory";
import { EMPLOYEE_ROLE } from "#isomorphic/config/roles.ts";
import { isUuid } from "#core/access/membership.ts";
import { type Database, database } from "#core/db/client.ts";
import { reembedStale } from "#core/search/reindex.ts";
import { backupStores, isBackupId, type RestorePhase, restoreStores } from "#core/store/backup.ts";
import { checkDrift } from "#core/store/drift.ts";
import { searchServices } from "#core/search/search-services.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "./errors.ts";
import { singleQueryValues } from "./middleware/query.ts";
import { requireUser } from "./middleware/require-user.ts";

/**
 * POST /api/admin/reindex — re-embeds, with the current embedder, the
 * documents whose vectors are of another model (after the embedder changed;
 * docs/deploy.md). Operations, not a project's data: only accounts of the
 * Nexo team may call it, and it tells nothing but counts. Each call works
 * for at most BUDGET_MS and answers the progress; call again until
 * `remaining` is 0 (`npm run reindex -- --url …` does).
 */
const BUDGET_MS = 20_000;

const { createHandlers } = createFactory<WorkerEnv>();

type SearchDeps = { db: Database; bucket: R2Bucket; d1: D1Database } & ReturnType<typeof searchServices>;

/**
 * An operation only the Nexo team may run (`refusal` tells anyone else why not): one slice of at most BUDGET_MS
 * over the search's dependencies, answered as its progress.
 */
function teamOperation<Progress>(
  refusal: string,
  run: (deps: SearchDeps, deadline: number, c: Context<WorkerEnv>) => Promise<Progress>,
) {
  return createHandlers(requireUser, async (c) => {
    if (c.var.user.role !== EMPLOYEE_ROLE) throw new AppError("forbidden", refusal);
    return c.json(await run(operationDeps(c.env), Date.now() + BUDGET_MS, c));
  });
}

/** What an operation works with: D1, R2, the stores and the vector index (also /api/dev's). */
export const operationDeps = (env: WorkerEnv["Bindings"]): SearchDeps => ({
  db: database(env.DB),
  bucket: env.DOCUMENTS,
  d1: env.DB,
  ...searchServices(env),
});

const afterProject = (c: Context<WorkerEnv>) => {
  const after = c.req.query("after");
  if (after !== undefined && !isUuid(after)) throw new AppError("validation", "after deve ser o id de um projeto.");
  return after;
};

const backupQuery = (c: Context<WorkerEnv>, required: boolean) => {
  const backup = c.req.query("backup");
  if (backup === undefined && !required) return undefined;
  if (backup === undefined || !isBackupId(backup))
    throw new AppError("validation", "backup deve ser o id de um backup (como 20261129T101500Z-1a2b3c4d).");
  return backup;
};

/**
 * `?backup=<id>` (absent: a new backup), `?after=<project id>` and `?projects=<id>,<id>` (only those projects'
 * stores, at most 50) of a backup's call (here and /api/dev/backup).
 */
export function backupOptions(c: Context<WorkerEnv>): { backup?: string; after?: string; projects?: string[] } {
  const backup = backupQuery(c, false);
  const after = afterProject(c);
  const projects = listedProjects(c);
  return { ...(backup ? { backup } : {}), ...(after ? { after } : {}), ...(projects ? { projects } : {}) };
}

/** `?projects=<id>,<id>`: only those projects (at most 50), for a backup or a drift check of a few. */
function listedProjects(c: Context<WorkerEnv>): string[] | undefined {
  const projects = c.req.query("projects")?.split(",");
  if (projects && (projects.length > 50 || !projects.every(isUuid)))
    throw new AppError("validation", "projects deve listar até 50 ids de projetos, separados por vírgula.");
  return projects;
}

const PHASES: readonly RestorePhase[] = ["stage", "commit", "discard"];

/** `?backup=<id>&phase=stage|commit|discard&after=<project id>` of a restore's call (here and /api/dev/restore). */
export function restoreOptions(c: Context<WorkerEnv>): { backup: string; phase: RestorePhase; after?: string } {
  const backup = backupQuery(c, true) as string;
  const phase = PHASES.find((candidate) => candidate === c.req.query("phase"));
  if (!phase) throw new AppError("validation", "phase deve ser stage, commit ou discard.");
  const after = afterProject(c);
  return { backup, phase, ...(after ? { after } : {}) };
}

/**
 * `?repair=1`, `?after=<project id>` and `?projects=<id>,<id>` of the drift check (here and /api/dev/drift), each at
 * most once.
 */
export function driftOptions(c: Context<WorkerEnv>): { repair: boolean; after?: string; projects?: string[] } {
  const repair = c.req.query("repair");
  if (repair !== undefined && repair !== "1") throw new AppError("validation", "Use repair=1 para reparar.");
  const after = afterProject(c);
  const projects = listedProjects(c);
  return { repair: repair === "1", ...(after ? { after } : {}), ...(projects ? { projects } : {}) };
}

/**
 * POST /api/admin/drift — compares, project by project, D1's ready documents and chunk counts with each
 * project's store (#core/store/drift.ts); `?repair=1` queues the ingestion of documents whose chunks are missing.
 * Answers ids and counts, no content; pages by `?after=` (`npm run drift` walks them).
 *
 * POST /api/admin/backup and /api/admin/restore — the project stores' backup to R2 and its restore
 * (#core/store/backup.ts; `npm run backup`, `npm run restore`), paged the same way.
 */
export const admin = new Hono<WorkerEnv>()
  .post(
    "/reindex",
    ...teamOperation("Só a equipe Nexo pode reindexar os documentos.", (deps, deadline) =>
      reembedStale(deps, { deadline }),
    ),
  )
  .post(
    "/drift",
    singleQueryValues,
    ...teamOperation("Só a equipe Nexo pode conferir os stores dos projetos.", (deps, deadline, c) =>
      checkDrift(c.env, deps, { ...driftOptions(c), deadline }),
    ),
  )
  .post(
    "/backup",
    singleQueryValues,
    ...teamOperation("Só a equipe Nexo pode fazer backup dos stores.", (deps, deadline, c) =>
      backupStores(deps, { ...backupOptions(c), deadline }),
    ),
  )
  .post(
    "/restore",
    singleQueryValues,
    ...teamOperation("Só a equipe Nexo pode restaurar os stores.", (deps, deadline, c) =>
      restoreStores(deps, { ...restoreOptions(c), deadline }),
    ),
  );
