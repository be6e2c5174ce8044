import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { DEAD_LETTER_REASON, STUCK_AFTER_MS, STUCK_REASON } from "#workers/ingestion/document-failures.ts";
import ingestion from "#workers/ingestion.ts";
import { DEAD_LETTER_QUEUE, type IngestJob } from "#workers/ingestion/consumer.ts";
import { createBenchProject } from "#scripts/bench-worker/retrieval-index.ts";
import { documentRow, storeDocument } from "#tests/support/documents.ts";

/**
 * What the ingestion Worker does for documents whose ingestion ended without a
 * recorded reason: the dead-letter queue's consumer and the
 * scheduled sweep mark them failed, with a Portuguese reason, and nothing else.
 */
let owner = { projectId: "", userId: "" };

beforeAll(async () => {
  owner = await createBenchProject(env.DB, "ingestion-failures");
});

async function deadLetter(job: IngestJob) {
  const batch = createMessageBatch<IngestJob>(DEAD_LETTER_QUEUE, [
    { id: crypto.randomUUID(), timestamp: Date.now(), attempts: 1, body: job },
  ]);
  const ctx = createExecutionContext();
  await ingestion.queue(batch, env);
  return getQueueResult(batch, ctx);
}

describe("the dead-letter queue", () => {
  it("marks the dead job's version failed with a reason, and acknowledges it", async () => {
    const job = await storeDocument(owner, "morto.md", "# Morto\n\nTexto.");
    const result = await deadLetter(job);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await documentRow(job.documentId)).toMatchObject({ status: "failed", status_reason: DEAD_LETTER_REASON });
  });

  it("leaves a document that moved on alone: a newer version, or one already ready", async () => {
    const job = await storeDocument(owner, "vivo.md", "# Vivo\n\nTexto.");
    await env.DB.prepare("UPDATE documents SET version = 2 WHERE id = ?1").bind(job.documentId).run();
    await deadLetter(job);
    expect(await documentRow(job.documentId)).toMatchObject({ status: "processing", version: 2 });
    await env.DB.prepare("UPDATE documents SET status = 'ready', indexed_version = 2 WHERE id = ?1")
      .bind(job.documentId)
      .run();
    await deadLetter({ ...job, version: 2 });
    expect((await documentRow(job.documentId))?.status).toBe("ready");
  });

  it("a later step's dead letter fails the document only while its run is still the version's", async () => {
    const job = await storeDocument(owner, "etapa-morta.md", "# Etapa\n\nTexto.");
    const run = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO ingestion_progress (document_id, version, run, step, phase, updated_at) VALUES (?1, 1, ?2, 3, 'embed', ?3)",
    )
      .bind(job.documentId, run, Date.now())
      .run();
    // A step of a run that Reprocessar (or a second first delivery) replaced: the live run may still succeed.
    await deadLetter({ ...job, cursor: { run: crypto.randomUUID(), step: 2 } });
    expect((await documentRow(job.documentId))?.status).toBe("processing");
    await deadLetter({ ...job, cursor: { run, step: 3 } });
    expect(await documentRow(job.documentId)).toMatchObject({ status: "failed", status_reason: DEAD_LETTER_REASON });
    // The run ends with it: Reprocessar starts a new one.
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM ingestion_progress WHERE document_id = ?1")
        .bind(job.documentId)
        .first("n"),
    ).toBe(0);
  });
});

describe("the scheduled sweep", () => {
  it("fails documents processing past the deadline, and only those", async () => {
    const stuck = await storeDocument(owner, "parado.md", "# Parado\n\nTexto.");
    const fresh = await storeDocument(owner, "recente.md", "# Recente\n\nTexto.");
    await env.DB.prepare("UPDATE documents SET created_at = ?2, updated_at = NULL WHERE id = ?1")
      .bind(stuck.documentId, Date.now() - STUCK_AFTER_MS - 60_000)
      .run();
    const ctx = createExecutionContext();
    await ingestion.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "*/30 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await documentRow(stuck.documentId)).toMatchObject({ status: "failed", status_reason: STUCK_REASON });
    expect((await documentRow(fresh.documentId))?.status).toBe("processing");
    // Not left processing for the other tests' drain: this one would be ingested only by a queued job.
    await env.DB.prepare("UPDATE documents SET status = 'failed' WHERE id = ?1").bind(fresh.documentId).run();
  });
});
