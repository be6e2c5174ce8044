import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type ProjectStores, projectStores } from "#core/store/project-stores.ts";
import { handleIngestBatch, type IngestJob } from "#workers/ingestion/consumer.ts";
import { createBenchProject } from "#scripts/bench-worker/retrieval-index.ts";
import { documentRow, storeDocument } from "#tests/support/documents.ts";
import { versionCounts } from "#tests/support/project-store.ts";

/**
 * A platform blip during ingestion: the project's store (a Durable Object) unreachable for a minute. The queue
 * is played by the test: each message the consumer acknowledges and sends again, or asks to be retried, is
 * delivered once the delay it asked for has passed on the test's clock, so a minute of outage costs no real
 * waiting. The document must come out ready, never failed.
 */
const MANUAL =
  "# Manual\n\n## Prazos\n\nO prazo para responder a uma notificação da agência reguladora é de 15 dias corridos.\n";

/** A store stub whose every call fails the way an unreachable Durable Object does. */
function unreachableStore(): ReturnType<ProjectStores["of"]> {
  return new Proxy(
    {},
    {
      get: (_target, property) =>
        // Not a thenable: awaiting the stub itself must not call this.
        property === "then"
          ? undefined
          : () => Promise.reject(Object.assign(new Error("Network connection lost."), { retryable: true })),
    },
  ) as ReturnType<ProjectStores["of"]>;
}

interface Delivery {
  body: IngestJob;
  attempts: number;
  /** Seconds after the previous delivery. */
  after: number;
}

/** One delivery through the consumer; what the queue would deliver next, if anything. */
async function deliver(message: Delivery, stores: ProjectStores): Promise<Delivery | null> {
  const sent: { body: IngestJob; delaySeconds?: number }[] = [];
  const queue = {
    send: async (body: IngestJob, options?: { delaySeconds?: number }) => {
      sent.push({ body, delaySeconds: options?.delaySeconds });
    },
  };
  const batch = createMessageBatch<IngestJob>("nexo-ingest", [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts: message.attempts, body: message.body },
  ]);
  const ctx = createExecutionContext();
  await handleIngestBatch(batch, { ...env, INGEST_QUEUE: queue as unknown as Queue<IngestJob> }, undefined, {
    stores,
  });
  const result = await getQueueResult(batch, ctx);
  const [retry] = result.retryMessages;
  // Production retries a message at most max_retries (3) times, then hands it to the dead-letter queue.
  if (retry)
    return message.attempts > 3
      ? null
      : { body: message.body, attempts: message.attempts + 1, after: retry.delaySeconds ?? 0 };
  expect(result.explicitAcks).toHaveLength(1);
  expect(sent.length).toBeLessThanOrEqual(1);
  const [next] = sent;
  return next ? { body: next.body, attempts: 1, after: next.delaySeconds ?? 0 } : null;
}

describe("a project's store unreachable for a minute during ingestion", () => {
  it("is waited out with growing delays, and the document ends ready", async () => {
    const project = await createBenchProject(env.DB, "outage");
    const job = await storeDocument(project, "Manual.md", MANUAL);
    const OUTAGE_SECONDS = 60;
    let clock = 0;
    const real = projectStores(env);
    const stores: ProjectStores = { of: (id) => (clock < OUTAGE_SECONDS ? unreachableStore() : real.of(id)) };

    const delays: number[] = [];
    let message: Delivery | null = { body: job, attempts: 1, after: 0 };
    for (let delivery = 0; message && delivery < 30; delivery++) {
      clock += message.after;
      message = await deliver(message, stores);
      const row = await documentRow(job.documentId);
      expect(row?.status, `after ${clock} s: ${row?.status_reason}`).not.toBe("failed");
      if (message) delays.push(message.after);
    }
    expect(message).toBeNull();
    expect(clock).toBeGreaterThanOrEqual(OUTAGE_SECONDS);
    // Backing off: each wait longer than the one before it.
    for (const [index, delay] of delays.entries()) if (index > 0) expect(delay).toBeGreaterThan(delays[index - 1] ?? 0);
    expect(await documentRow(job.documentId)).toMatchObject({ status: "ready", indexed_version: 1 });
    const [counts] = await versionCounts(project.projectId, job.documentId);
    expect(counts).toMatchObject({ version: 1, vectors: counts?.chunks, fts: counts?.chunks });
  });
});
