import { Hono } from "hono";
import type { AppEnv } from "../../app/server/context";
import { apiError } from "./errors";
import { ouvidoriaAgent } from "./ouvidoria-agent";

/** The spec's "functions" and the other JSON/streaming endpoints. */
export const api = new Hono<{ Bindings: AppEnv }>();

api.get("/health", (c) => c.json({ ok: true }));

api.post("/functions/ouvidoria-ai-agent", ouvidoriaAgent);

api.notFound((c) => apiError(c, 404, "Recurso não encontrado."));

api.onError((error, c) => {
  console.error("API error", error);
  return apiError(c, 500, "Erro interno. Tente novamente em instantes.");
});
