import { createMiddleware } from "hono/factory";
import { withD1Session } from "#core/db/d1-session.ts";
import type { WorkerEnv } from "./types.ts";

/**
 * Everything after this middleware (API routes, Remix loaders and actions) sees an `env.DB` that reads
 * through the request's D1 session (workers/core/db/d1-session.ts); a response that wrote carries the new
 * bookmark back, so the writer's next request reads a replica that has the write.
 */
export const d1Session = createMiddleware<WorkerEnv>(async (c, next) => {
  const opened = await withD1Session(c.req.raw, c.env);
  c.env = opened.env;
  c.set("d1Session", opened.session);
  await next();
  // A WebSocket handshake's 101 has immutable headers, and a socket's later writes outlive it anyway.
  if (c.res.status !== 101) await opened.finish(c.res.headers);
});
