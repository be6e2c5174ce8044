import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import web from "#workers/web.ts";
import { Browser } from "./http.ts";

/**
 * The web Worker's own fetch with an env of the test's making (another APP_SECRET, a binding taken away,
 * production's settings): what a deploy with that configuration would answer. Work the request leaves to
 * `waitUntil` (e-mails, logs) is finished before the response is handed back.
 */
export function throughWorker(environment: Env): (request: Request) => Promise<Response> {
  return async (request) => {
    const ctx = createExecutionContext();
    const response = await web.fetch(request, environment, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}

/** A cookie-jar browser whose requests reach the web Worker running with `environment`. */
export function browserWith(environment: Env): Browser {
  const browser = new Browser();
  browser.send = throughWorker(environment);
  return browser;
}

/** Every line the code under test logs while `run` runs, parsed (a line that is not JSON fails the parse). */
export async function loggedLines<T>(run: () => Promise<T>): Promise<{ result: T; lines: Record<string, unknown>[] }> {
  const texts: string[] = [];
  const methods = ["log", "info", "warn", "error", "debug"] as const;
  const originals = methods.map((method) => console[method]);
  for (const method of methods) {
    console[method] = (...args: unknown[]) => {
      texts.push(args.map(String).join(" "));
    };
  }
  try {
    const result = await run();
    return { result, lines: texts.map((text) => JSON.parse(text) as Record<string, unknown>) };
  } finally {
    methods.forEach((method, index) => {
      console[method] = originals[index] as (typeof console)[typeof method];
    });
  }
}
