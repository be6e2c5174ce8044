import { Hono } from "hono";
import type { WorkerEnv } from "../http/types";
import { admin } from "./admin";
import { auth } from "./auth";
import { handleApiError } from "./errors";
import { jwks } from "./jwks";
import { canvasContext } from "./canvas-context";
import { chatOrchestrator } from "./chat-orchestrator";
import { projectDocuments } from "./documents";
import { files } from "./files";
import { projectMessages } from "./messages";
import { ouvidoriaAgent } from "./ouvidoria-agent";
import { processUpload } from "./process-upload";
import { realtime } from "./realtime";

/** The spec's "functions" and the other JSON/streaming endpoints, each composed from ./middleware. */
export const api = new Hono<WorkerEnv>();

api.get("/health", (c) => c.json({ ok: true }));

api.get("/auth/.well-known/jwks.json", jwks);
api.route("/auth", auth);
api.route("/functions/ouvidoria-ai-agent", ouvidoriaAgent);
api.route("/functions/process-upload", processUpload);
api.route("/functions/canvas-context", canvasContext);
api.route("/functions/chat-orchestrator", chatOrchestrator);
api.route("/projects/:projectId/messages", projectMessages);
api.route("/projects/:projectId/documents", projectDocuments);
api.route("/files", files);
api.route("/realtime", realtime);
api.route("/admin", admin);

api.onError(handleApiError);
