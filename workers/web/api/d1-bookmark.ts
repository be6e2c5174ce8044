import { Hono } from "hono";
import { BOOKMARK_HEADER } from "#isomorphic/protocols/d1-bookmark.ts";
import { handBackBookmark, validBookmark } from "#core/db/d1-session.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError } from "./errors.ts";

/**
 * POST /api/d1-bookmark — a browser hands back the D1 bookmark a streamed response sent in its last event (its
 * writes came after its headers), and gets it in its bookmark cookie, so the next page it opens reads what the
 * stream wrote. Reads nothing and writes nothing: a bookmark only says how fresh the caller's own reads must be.
 */
export const d1Bookmark = new Hono<WorkerEnv>().post("/", async (c) => {
  const bookmark = validBookmark(c.req.header(BOOKMARK_HEADER));
  if (!bookmark) throw new AppError("validation", `Envie o marcador do D1 no cabeçalho ${BOOKMARK_HEADER}.`);
  const response = c.body(null, 204);
  await handBackBookmark(response.headers, c.env, bookmark);
  return response;
});
