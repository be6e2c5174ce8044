import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { isDevelopment } from "#core/context.ts";
import { backupStores, restoreStores } from "#core/store/backup.ts";
import { checkDrift } from "#core/store/drift.ts";
import { runLocalMaintenance } from "#core/store/maintenance.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "./errors.ts";
import { backupOptions, driftOptions, operationDeps, restoreOptions } from "./admin.ts";
import { jsonBody } from "./middleware/body.ts";
import { singleQueryValues } from "./middleware/query.ts";

/**
 * POST /api/dev/maintenance — development only (404 otherwise, as
 * /dev/outbox): what `npm start` asks of the running app before it says it is
 * ready (#core/store/maintenance.ts). The server listens on the loopback
 * address only, and the Origin check refuses other sites' posts.
 */
const schema = z.object({ queue: z.boolean().default(false) });

const developmentOnly = createMiddleware<WorkerEnv>(async (c, next) => {
  if (!isDevelopment(c.env)) throw new AppError("not_found");
  await next();
});

/**
 * POST /api/dev/drift, /api/dev/backup, /api/dev/restore — the admin operations, development only, without an
 * account: `npm run drift|backup|restore -- --local` on the local state.
 */
export const dev = new Hono<WorkerEnv>()
  .post("/maintenance", developmentOnly, ...jsonBody(schema, 1024), async (c) =>
    c.json(await runLocalMaintenance(c.env, { budgetMs: 10_000, queue: c.req.valid("json").queue })),
  )
  .post("/drift", developmentOnly, singleQueryValues, async (c) =>
    c.json(await checkDrift(c.env, operationDeps(c.env), { ...driftOptions(c), deadline: Date.now() + 10_000 })),
  )
  .post("/backup", developmentOnly, singleQueryValues, async (c) =>
    c.json(await backupStores(operationDeps(c.env), { ...backupOptions(c), deadline: Date.now() + 10_000 })),
  )
  .post("/restore", developmentOnly, singleQueryValues, async (c) =>
    c.json(await restoreStores(operationDeps(c.env), { ...restoreOptions(c), deadline: Date.now() + 10_000 })),
  );
