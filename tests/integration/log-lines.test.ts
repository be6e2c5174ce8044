import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { log, logger, setLogContext, withLogContext } from "#core/log.ts";
import { d1FailingOn } from "#tests/support/faulty-d1.ts";
import { createProjectAs, newSignedInUser } from "#tests/support/http.ts";
import { loggedLines, throughWorker } from "#tests/support/worker-env.ts";
import ingestion from "#workers/ingestion.ts";
import type { IngestJob } from "#workers/ingestion/consumer.ts";
import web from "#workers/web.ts";

/**
 * Every server log line is one JSON object with `event` and `level`, the
 * request's id and, once the request passed a membership check, the
 * project's id: what an operator filters and alerts on in Workers Logs.
 */
const EVENT = /^[a-z][a-z0-9_]*$/;

function expectWellFormed(lines: Record<string, unknown>[]) {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line.event).toMatch(EVENT);
    expect(["debug", "info", "warn", "error"]).toContain(line.level);
    expect(Object.keys(line).slice(0, 2)).toEqual(["event", "level"]);
  }
}

describe("the logger", () => {
  it("writes one JSON object a line, with the context's ids and the event's fields", async () => {
    const { lines } = await loggedLines(async () => {
      await withLogContext({ requestId: "req-1" }, async () => {
        logger.info("first_event", { count: 2 });
        setLogContext({ projectId: "p-1" });
        await Promise.resolve();
        logger.warn("second_event");
      });
      logger.error("outside_any_request");
    });
    expect(lines).toEqual([
      { event: "first_event", level: "info", requestId: "req-1", count: 2 },
      { event: "second_event", level: "warn", requestId: "req-1", projectId: "p-1" },
      { event: "outside_any_request", level: "error" },
    ]);
  });

  it("turns errors into fields (name, message, stack, cause) and never lets a field replace event or level", async () => {
    const { lines } = await loggedLines(async () => {
      const error = new TypeError("falhou", { cause: new Error("porque sim") });
      log("error", "with_error", { error, event: "forged", level: "debug" });
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      logger.warn("with_a_circular_field", { circular });
    });
    const [withError, circular] = lines as [Record<string, unknown>, Record<string, unknown>];
    expect(withError).toMatchObject({
      event: "with_error",
      level: "error",
      error: { name: "TypeError", message: "falhou", cause: { name: "Error", message: "porque sim" } },
    });
    expect((withError.error as { stack: string }).stack).toContain("falhou");
    expect(circular).toEqual({ event: "with_a_circular_field", level: "warn", unserialisable: true });
  });
});

describe("the Workers' log lines", () => {
  it("a page request's lines carry Cloudflare's Ray ID as the request id", async () => {
    const { result, lines } = await loggedLines(() =>
      throughWorker(env)(
        new Request("https://nexo.test/nao-existe", { headers: { "cf-ray": "8f1e2d3c4b5a6978-GRU" } }),
      ),
    );
    expect(result.status).toBe(404);
    expectWellFormed(lines);
    expect(lines).toContainEqual({
      event: "not_found",
      level: "warn",
      requestId: "8f1e2d3c4b5a6978-GRU",
      path: "/nao-existe",
    });
  });

  it("a project-scoped request that fails logs the project's id, learnt from the membership check", async () => {
    const { browser } = await newSignedInUser("log-lines");
    const projectId = await createProjectAs(browser, "Linhas de log");
    browser.send = throughWorker({ ...env, DB: d1FailingOn(env.DB, /from "chat_messages"/i) } as typeof env);
    const { result, lines } = await loggedLines(() =>
      browser.fetch(`/api/projects/${projectId}/messages`, { headers: { "cf-ray": "ray-project-1" } }),
    );
    // D1 not answering is an outage: 503 to retry, logged as one.
    expect(result.status).toBe(503);
    expectWellFormed(lines);
    expect(lines).toContainEqual(
      expect.objectContaining({ event: "service_unavailable", level: "warn", requestId: "ray-project-1", projectId }),
    );
  });

  it("the ingestion Worker's lines carry the queue message's id and the job's project", async () => {
    const job: IngestJob = { documentId: crypto.randomUUID(), projectId: crypto.randomUUID(), version: 1 };
    const batch = createMessageBatch<IngestJob>("nexo-ingest-dlq", [
      { id: "message-dead-1", timestamp: new Date(), attempts: 4, body: job },
    ]);
    const { lines } = await loggedLines(() => ingestion.queue(batch, env));
    expectWellFormed(lines);
    expect(lines).toContainEqual(
      expect.objectContaining({
        event: "ingestion_dead_letter",
        level: "error",
        requestId: "message-dead-1",
        projectId: job.projectId,
        documentId: job.documentId,
      }),
    );
  });

  it("both crons' lines are JSON, with the run as their request id", async () => {
    const scheduledTime = Date.now();
    const { lines } = await loggedLines(async () => {
      for (const [worker, cron] of [
        [web, "17 * * * *"],
        [ingestion, "*/30 * * * *"],
      ] as const) {
        const ctx = createExecutionContext();
        await worker.scheduled(createScheduledController({ scheduledTime, cron }), env, ctx);
        await waitOnExecutionContext(ctx);
      }
    });
    expectWellFormed(lines);
    for (const event of ["sweep_expired", "sweep_stuck_documents"]) {
      expect(lines).toContainEqual(expect.objectContaining({ event, requestId: `cron-${scheduledTime}` }));
    }
  });
});
