import { Hono } from "hono";
import { ouvidoriaAgentBody } from "#isomorphic/schemas/api.ts";
import { modelFor } from "#core/ai/models.ts";
import { analystStream, postedMatches, serverContext } from "#core/ai/ouvidoria-turn.ts";
import { AppError } from "#isomorphic/app-error.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { jsonBody } from "./middleware/body.ts";
import { perUserRateLimit } from "./middleware/rate-limit.ts";
import { requireUser } from "./middleware/require-user.ts";

/**
 * POST /api/functions/ouvidoria-ai-agent — the spec's contract: messages plus
 * the dashboard context in (application/json), an SSE stream of
 * `choices[0].delta.content` out, ended by `data: [DONE]`.
 */
export const MAX_BODY_BYTES = 64 * 1024;
const PANEL_MISMATCH =
  "Os dados do painel enviados não conferem com os do servidor. Recarregue a página e pergunte de novo.";
export const AGENT_RATE_LIMIT = { limit: 20, windowMs: 60_000 };

export const ouvidoriaAgent = new Hono<WorkerEnv>().post(
  "/",
  requireUser,
  perUserRateLimit("ouvidoria-agent", AGENT_RATE_LIMIT, "Muitas perguntas seguidas."),
  ...jsonBody(ouvidoriaAgentBody, MAX_BODY_BYTES),
  (c) => {
    const { messages, context } = c.req.valid("json");
    // The server answers from its own copy of the page's data; a posted copy that differs is refused, not used.
    const server = serverContext();
    if (!postedMatches(context, server)) throw new AppError("conflict", PANEL_MISMATCH);
    const body = analystStream(modelFor("ouvidoria-analyst", c.env), messages, server, c.req.raw.signal);
    return new Response(body, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  },
);
