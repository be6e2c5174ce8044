import { Hono } from "hono";
import { createFactory } from "hono/factory";
import { EMPLOYEE_ROLE } from "#isomorphic/config/roles.ts";
import { type Database, database } from "#core/db/client.ts";
import { reembedStale } from "#core/search/reindex.ts";
import { searchServices } from "#core/search/search-services.ts";
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

const { createHandlers } = createFactory<WorkerEnv>();

type SearchDeps = { db: Database } & ReturnType<typeof searchServices>;

/**
 * An operation only the Nexo team may run (`refusal` tells anyone else why not): one slice of at most BUDGET_MS
 * over the search's dependencies, answered as its progress.
 */
function teamOperation<Progress>(refusal: string, run: (deps: SearchDeps, deadline: number) => Promise<Progress>) {
  return createHandlers(requireUser, async (c) => {
    if (c.var.user.role !== EMPLOYEE_ROLE) throw new AppError("forbidden", refusal);
    return c.json(await run({ db: database(c.env.DB), ...searchServices(c.env) }, Date.now() + BUDGET_MS));
  });
}

export const admin = new Hono<WorkerEnv>().post(
  "/reindex",
  ...teamOperation("Só a equipe Nexo pode reindexar os documentos.", (deps, deadline) =>
    reembedStale(deps, { deadline }),
  ),
);
