import { Hono } from "hono";
import { EMPLOYEE_ROLE } from "#app/config/roles.ts";
import { database } from "#core/db/client.ts";
import { reembedStale } from "#core/search/reindex.ts";
import { searchServices } from "#core/search/search-services.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { ApiError } from "./errors.ts";
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

export const admin = new Hono<WorkerEnv>().post("/reindex", requireUser, async (c) => {
  if (c.var.user.role !== EMPLOYEE_ROLE)
    throw new ApiError("forbidden", "Só a equipe Nexo pode reindexar os documentos.");
  const { embedder, vectors } = searchServices(c.env);
  const progress = await reembedStale(
    { db: database(c.env.DB), embedder, vectors },
    { deadline: Date.now() + BUDGET_MS },
  );
  return c.json(progress);
});
