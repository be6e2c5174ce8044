import { createMiddleware } from "hono/factory";
import { hinted, locationHintOf } from "#core/location-hint.ts";
import type { WorkerEnv } from "./types.ts";

/**
 * The request's env reaches the Durable Objects with a location hint from where the request came from
 * (workers/core/location-hint.ts): a project's store and chat rooms are created near whoever opens them first.
 */
export const objectsNearUser = createMiddleware<WorkerEnv>(async (c, next) => {
  const hint = locationHintOf(c.req.raw);
  if (hint) {
    c.env = {
      ...c.env,
      CHAT_ROOM: hinted(c.env.CHAT_ROOM, hint),
      PROJECT_STORE: hinted(c.env.PROJECT_STORE, hint),
    };
  }
  await next();
});
