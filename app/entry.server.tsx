import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { StylesheetProvider } from "./lib/inline-stylesheet.tsx";
import { NonceProvider } from "./lib/nonce.tsx";
import { stylesheetText } from "#core/stylesheet.ts";

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
        if (!controller.signal.aborted) console.error(error);
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
