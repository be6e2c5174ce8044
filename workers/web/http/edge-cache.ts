import { type AppEnv, isDevelopment } from "#core/context.ts";
import { isPhoneRequest } from "#core/http/phone-hint.ts";
import { missingSecrets } from "#core/security/required-secrets.ts";

/**
 * The public pages everyone sees alike, served from the edge's cache of the data centre that answers: the
 * landing and /auth, for a request that carries no cookie at all. A cookie may be a session (the page would
 * redirect), a toast, a bookmark or a preference the page renders, so any cookie skips the cache both ways;
 * and only a 200 without `Set-Cookie` is stored. The whole response is kept, headers included, so its CSP
 * nonce and its scripts' match; the page renders nothing of the request but the phone hint, which is part of
 * the key. A URL with an address in it is not cached (an invitation's link fills it into /auth). Browsers are told
 * to revalidate (`max-age=0`); the edge keeps it `s-maxage`. Outside development only, and only while the deploy
 * has its secrets: `npm start` shows an edited page at once, and the benches measure rendering.
 */
const PUBLIC_PAGES = new Set(["/", "/auth"]);
export const EDGE_MAX_AGE_S = 300;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${EDGE_MAX_AGE_S}`;

function cacheKey(request: Request): Request | null {
  if (request.method !== "GET" || request.headers.has("Cookie") || request.headers.has("Authorization")) return null;
  const url = new URL(request.url);
  // An invitation's link fills its address into /auth ("?mode=signup&email=…"): a page with it is that person's.
  if (!PUBLIC_PAGES.has(url.pathname) || url.searchParams.has("email")) return null;
  url.searchParams.set("__variant", isPhoneRequest(request) ? "phone" : "desktop");
  return new Request(url.toString());
}

export async function throughEdgeCache(
  request: Request,
  env: AppEnv,
  ctx: ExecutionContext,
  render: () => Response | Promise<Response>,
): Promise<Response> {
  // A deploy missing its secrets answers 503 to every page (required-secrets.ts), cached copies included.
  const key = isDevelopment(env) || missingSecrets(env).length > 0 ? null : cacheKey(request);
  if (!key) return render();
  const cache = await caches.open("public-pages");
  const hit = await cache.match(key);
  if (hit) return hit;
  const response = await render();
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return response;
  const cacheable = new Response(response.body, response);
  cacheable.headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  ctx.waitUntil(cache.put(key, cacheable.clone()));
  return cacheable;
}
