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
  if (origin !== null) return origin !== new URL(request.url).origin || !hostsAgree(request.headers, origin);
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "cross-site" || site === "same-site";
}

/**
 * The host a proxy says it forwarded for (X-Forwarded-Host's first entry),
 * else Host, must be the Origin's: Remix's form actions compare the same pair
 * and throw (an empty 500) when they differ, so a request that disagrees is
 * refused here, as the cross-site request it claims to be, with a 403.
 */
function hostsAgree(headers: Headers, origin: string): boolean {
  const originHost = new URL(origin).host;
  const forwarded = headers.get("X-Forwarded-Host")?.split(",")[0]?.trim();
  if (forwarded) return forwarded === originHost;
  const host = headers.get("Host");
  return host === null || host === originHost;
}

export const originCheck = createMiddleware<WorkerEnv>(async (c, next) => {
  if (!isCrossOrigin(c.req.raw)) return next();
  const message = "Origem da requisição não permitida.";
  return c.json({ error: message, code: "cross_origin" }, 403);
});
