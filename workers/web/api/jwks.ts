import type { Context } from "hono";
import { signingKeys } from "#core/auth/signing-keys.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";

/**
 * GET /.well-known/jwks.json (and {auth}/.well-known/jwks.json, the spec's
 * path): the public keys that verify our access tokens. Cached for five
 * minutes, so a key added at rotation is seen well before the previous key's
 * last tokens (15 minutes) expire.
 */
export const JWKS_MAX_AGE_SECONDS = 300;

export async function jwks(c: Context<WorkerEnv>): Promise<Response> {
  const { publicJwks } = await signingKeys(c.env);
  return c.json({ keys: publicJwks }, 200, {
    "Cache-Control": `public, max-age=${JWKS_MAX_AGE_SECONDS}`,
    "Access-Control-Allow-Origin": "*",
  });
}
