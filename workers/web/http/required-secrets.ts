import type { MiddlewareHandler } from "hono";
import { howToSet, missingSecrets } from "#core/security/required-secrets.ts";
import { AppError, apiErrorResponse } from "#workers/web/api/errors.ts";
import type { WorkerEnv } from "./types.ts";
import { logger } from "#core/log.ts";

/** Logged once per isolate, so a misconfigured deploy is one clear line, not one per request. */
let logged = false;

const PAGE = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Serviço indisponível</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; color: #0f172a">
<h1>Serviço indisponível</h1>
<p>O Nexo está em manutenção e volta em instantes. Tente novamente mais tarde.</p>
</body>
</html>`;

/**
 * Outside development the Worker serves nothing without APP_SECRET,
 * JWT_SIGNING_KEYS and APP_ORIGIN (workers/core/security/required-secrets.ts): every
 * request gets a 503 (HTML for pages, the API's JSON error under /api) that
 * names no secret, and the log names the missing ones for the operator.
 */
export const requireSecrets: MiddlewareHandler<WorkerEnv> = async (c, next) => {
  const missing = missingSecrets(c.env);
  if (missing.length === 0) return next();
  if (!logged) {
    logged = true;
    logger.error("missing_secrets", { missing, fix: missing.map(howToSet) });
  }
  if (new URL(c.req.url).pathname.startsWith("/api/")) return apiErrorResponse(c, new AppError("unavailable"));
  return c.html(PAGE, 503, { "Retry-After": "300" });
};
