import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { StylesheetProvider } from "./lib/inline-stylesheet.tsx";
import { NonceProvider } from "./lib/nonce.tsx";
import { logger } from "#core/log.ts";
import { isUnavailable, noteOutage } from "#core/http/unavailable.ts";
import { stylesheetText } from "#app/lib/stylesheet.server.ts";

const ABORT_DELAY_MS = 5_000;

/** Security headers are the Worker's job (workers/web/http/security-headers.ts); this renders the page. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  let status = responseStatusCode;
  const nonce = loadContext.nonce;

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <StylesheetProvider value={stylesheetText}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </StylesheetProvider>
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) logger.error("render_failed", { path: new URL(request.url).pathname, error });
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));

  // Crawlers and bots get the whole document at once.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}

/**
 * Errors thrown by loaders and actions (Remix calls this instead of logging them as text): one JSON line each.
 * A request the client aborted is not an error of ours.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // D1 or a store not answering: the page is answered 503 with Retry-After (workers/core/http/unavailable.ts).
  noteOutage(error);
  const fields = { method: request.method, path: new URL(request.url).pathname, error };
  if (isUnavailable(error)) return logger.warn("service_unavailable", fields);
  logger.error("route_error", fields);
};
