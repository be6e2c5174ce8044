import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "#core/context.ts";
import { createOfflineEmbedder, type Embedder } from "#core/search/embedder.ts";
import { handleIngestBatch, type IngestJob } from "#workers/ingestion/consumer.ts";
import { createBenchProject } from "#scripts/bench-worker/retrieval-index.ts";
import { documentRow, storeDocument } from "#tests/support/documents.ts";
import { createMemoryVectorize } from "#tests/support/memory-vectorize.ts";

/**
 * An embedder whose vectors the index cannot hold: a Vectorize index created with another dimension (chosen
 * before the embedder, docs/deploy.md), or an embedding model whose vectors are not the length it is configured
 * for. Every upload would fail after the queue's retries with a generic reason; instead the first step that
 * embeds fails the document at once, saying in Portuguese what is wrong.
 */
const MANUAL =
  "# Manual\n\n## Prazos\n\nO prazo para responder a uma notificação da agência reguladora é de 15 dias corridos.\n";

function vectorizeEnv(dimensions: number): AppEnv {
  const index = createMemoryVectorize({ dimensions, metric: "cosine" }) as unknown as VectorizeIndex;
  return { ...env, VECTOR_INDEX: "vectorize", VECTORIZE: index, VECTORIZE_2: index, VECTORIZE_INDEXES: "VECTORIZE" };
}

/** Delivers the job's messages through the consumer until none is left (at most `max`); what the queue saw. */
async function ingest(job: IngestJob, environment: AppEnv, services: { embedder?: Embedder } = {}, max = 8) {
  let pending: IngestJob | null = job;
  let deliveries = 0;
  let resentAfterFailure = 0;
  while (pending && deliveries < max) {
    deliveries++;
    const sent: IngestJob[] = [];
    const queue = { send: async (body: IngestJob) => void sent.push(body) };
    const batch = createMessageBatch<IngestJob>("nexo-ingest", [
      { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: pending },
    ]);
    const ctx = createExecutionContext();
    await handleIngestBatch(
      batch,
      { ...environment, INGEST_QUEUE: queue as unknown as Queue<IngestJob> },
      undefined,
      services,
    );
    const result = await getQueueResult(batch, ctx);
    expect(result.retryMessages).toEqual([]);
    pending = sent[0] ?? null;
    if (pending?.retries) resentAfterFailure++;
  }
  return { deliveries, resentAfterFailure };
}

/** Ingests the manual in a new project through `run`: the document fails with `reason`, and no delivery is retried. */
async function expectFailedWithoutRetries(
  prefix: string,
  run: (job: IngestJob) => ReturnType<typeof ingest>,
  reason: string,
) {
  const project = await createBenchProject(env.DB, prefix);
  const job = await storeDocument(project, "Manual.md", MANUAL);
  const { resentAfterFailure } = await run(job);
  expect(resentAfterFailure).toBe(0);
  const row = await documentRow(job.documentId);
  expect(row?.status).toBe("failed");
  expect(row?.status_reason).toBe(reason);
}

describe("an embedder of another dimension than the vector index", () => {
  it("fails the document at its first embedding step, saying why in Portuguese, without retries", async () => {
    // The index made for bge-m3 (1024); the offline embedder makes 768.
    await expectFailedWithoutRetries(
      "dimension",
      (job) => ingest(job, vectorizeEnv(1024)),
      "O índice de vetores tem 1024 dimensões, mas o modelo de embeddings configurado (nexo-hash-pt-v2-768) " +
        "produz 768: a equipe Nexo precisa recriar o índice ou trocar o modelo. Depois, use Reprocessar.",
    );
  });

  it("fails it the same way when the model's vectors are not the length it is configured for", async () => {
    // A model configured as 768 dimensions that answers 384 (a model name changed without its dimension).
    const offline384 = createOfflineEmbedder(384);
    const misconfigured: Embedder = { model: "modelo-trocado", dimensions: 768, embed: offline384.embed };
    await expectFailedWithoutRetries(
      "dimension-local",
      (job) => ingest(job, env, { embedder: misconfigured }),
      "O modelo de embeddings configurado (modelo-trocado) produziu vetores de 384 dimensões, mas está " +
        "configurado para 768: a equipe Nexo precisa corrigir a configuração do modelo. Depois, use Reprocessar.",
    );
  });

  it("indexes the document when the dimensions agree", async () => {
    const project = await createBenchProject(env.DB, "dimension-ok");
    const job = await storeDocument(project, "Manual.md", MANUAL);
    await ingest(job, vectorizeEnv(createOfflineEmbedder().dimensions));
    expect(await documentRow(job.documentId)).toMatchObject({ status: "ready" });
  });
});
