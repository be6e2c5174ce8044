import { Hono } from "hono";
import { z } from "zod";
import { isDevelopment } from "#core/context.ts";
import { runLocalMaintenance } from "#core/store/maintenance.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "./errors.ts";
import { jsonBody } from "./middleware/body.ts";

/**
 * POST /api/dev/maintenance — development only (404 otherwise, as
 * /dev/outbox): what `npm start` asks of the running app before it says it is
 * ready (#core/store/maintenance.ts). The server listens on the loopback
 * address only, and the Origin check refuses other sites' posts.
 */
const schema = z.object({ queue: z.boolean().default(false) });

export const dev = new Hono<WorkerEnv>().post(
  "/maintenance",
  async (c, next) => {
    if (!isDevelopment(c.env)) throw new AppError("not_found");
    await next();
  },
  ...jsonBody(schema, 1024),
  async (c) => c.json(await runLocalMaintenance(c.env, { budgetMs: 10_000, queue: c.req.valid("json").queue })),
);
