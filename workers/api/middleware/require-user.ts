import { createMiddleware } from "hono/factory";
import { getAuthUser } from "../../../app/server/auth/session.server";
import type { WorkerEnv } from "../../http/types";
import { ApiError } from "../errors";

/** The session cookie's user, or 401 JSON. */
export const requireUser = createMiddleware<WorkerEnv>(async (c, next) => {
  const user = await getAuthUser(c.req.raw, c.env);
  if (!user) throw new ApiError("unauthorized");
  c.set("user", user);
  await next();
});
