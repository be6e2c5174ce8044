import { Hono } from "hono";
import { EMPLOYEE_ROLE } from "#app/config/roles.ts";
import { database } from "#core/db/client.ts";
import { reembedStale } from "#core/search/reindex.ts";
import { searchServices } from "#core/search/search-services.ts";
import { moveChunksToStores } from "#core/store/move-from-d1.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "./errors.ts";
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

export const admin = new Hono<WorkerEnv>()
  .post("/reindex", requireUser, async (c) => {
    if (c.var.user.role !== EMPLOYEE_ROLE)
      throw new AppError("forbidden", "Só a equipe Nexo pode reindexar os documentos.");
    const progress = await reembedStale(
      { db: database(c.env.DB), ...searchServices(c.env) },
      { deadline: Date.now() + BUDGET_MS },
    );
    return c.json(progress);
  })
  /**
   * POST /api/admin/move-stores — moves the chunks still in D1 into their
   * projects' stores (#core/store/move-from-d1.ts), for at most BUDGET_MS a
   * call; call again until `remaining` is 0 (`npm run move-stores -- --url …`).
   * The same Nexo team accounts as reindex; it answers only counts.
   */
  .post("/move-stores", requireUser, async (c) => {
    if (c.var.user.role !== EMPLOYEE_ROLE)
      throw new AppError("forbidden", "Só a equipe Nexo pode mover os documentos para os stores dos projetos.");
    const progress = await moveChunksToStores(
      { db: database(c.env.DB), ...searchServices(c.env) },
      { deadline: Date.now() + BUDGET_MS },
    );
    return c.json(progress);
  });
