import { Hono } from "hono";
import type { WorkerEnv } from "../http/types";
import { handleApiError } from "./errors";
import { ouvidoriaAgent } from "./ouvidoria-agent";

/** The spec's "functions" and the other JSON/streaming endpoints, each composed from ./middleware. */
export const api = new Hono<WorkerEnv>();

api.get("/health", (c) => c.json({ ok: true }));

api.route("/functions/ouvidoria-ai-agent", ouvidoriaAgent);

api.onError(handleApiError);
