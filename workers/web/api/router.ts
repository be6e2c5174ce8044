import { Hono } from "hono";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { admin } from "./admin.ts";
import { auth } from "./auth.ts";
import { handleApiError } from "./errors.ts";
import { jwks } from "./jwks.ts";
import { canvasContext } from "./canvas-context.ts";
import { chatOrchestrator } from "./chat-orchestrator.ts";
import { d1Bookmark } from "./d1-bookmark.ts";
import { dev } from "./dev.ts";
import { projectDocuments } from "./documents.ts";
import { files } from "./files.ts";
import { projectMessages } from "./messages.ts";
import { projectApi } from "./projects.ts";
import { ouvidoriaAgent } from "./ouvidoria-agent.ts";
import { processUpload } from "./process-upload.ts";
import { realtime } from "./realtime.ts";

/** The spec's "functions" and the other JSON/streaming endpoints, each composed from ./middleware. */
export const api = new Hono<WorkerEnv>();

api.get("/auth/.well-known/jwks.json", jwks);
api.route("/auth", auth);
api.route("/functions/ouvidoria-ai-agent", ouvidoriaAgent);
api.route("/functions/process-upload", processUpload);
api.route("/functions/canvas-context", canvasContext);
api.route("/functions/chat-orchestrator", chatOrchestrator);
api.route("/d1-bookmark", d1Bookmark);
api.route("/projects/:projectId/messages", projectMessages);
api.route("/projects/:projectId/documents", projectDocuments);
api.route("/projects/:projectId", projectApi);
api.route("/files", files);
api.route("/realtime", realtime);
api.route("/admin", admin);
api.route("/dev", dev);

api.onError(handleApiError);
