import { createMiddleware } from "hono/factory";
import type { WorkerEnv } from "./types.ts";

/**
 * Every state-changing request must come from our own pages: a browser
 * always sends Origin on these (and Sec-Fetch-Site), so a mismatch is a
 * cross-site request riding on the user's cookies and gets a 403. Clients
 * that send neither header are not browsers and carry no ambient cookies of a
 * victim, so they pass on to the route's own authentication.
 */
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isCrossOrigin(request: Request): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin !== new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "cross-site" || site === "same-site";
}

export const originCheck = createMiddleware<WorkerEnv>(async (c, next) => {
  if (!isCrossOrigin(c.req.raw)) return next();
  const message = "Origem da requisição não permitida.";
  return c.json({ error: message, code: "cross_origin" }, 403);
});
