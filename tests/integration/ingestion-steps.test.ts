import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "#core/db/client.ts";
import { claimNextVersion } from "#core/db/documents.ts";
import { chunkSections } from "#workers/ingestion/chunk-document.ts";
import { STUCK_AFTER_MS, STUCK_REASON } from "#workers/ingestion/document-failures.ts";
import { extractSections } from "#workers/ingestion/extract-text.ts";
import { type IngestDeps, type IngestJob, runIngestStep, type StepLimits } from "#workers/ingestion/ingest.ts";
import { documentKey, putDocumentFile } from "#core/documents/storage.ts";
import type { Embedder } from "#core/search/embedder.ts";
import { searchProject } from "#core/search/hybrid-search.ts";
import { searchServices } from "#core/search/search-services.ts";
import { handleIngestBatch, sweepStuckDocuments } from "#workers/ingestion/consumer.ts";
import { createBenchProject } from "#scripts/bench-worker/retrieval-index.ts";
import { documentRow, makePdf, storeDocument } from "#tests/support/documents.ts";
import { d1FailingNth } from "#tests/support/faulty-d1.ts";
import { storeSql, versionCounts } from "#tests/support/project-store.ts";

/**
 * Ingestion in resumable steps, through the queue consumer with
 * real D1, R2, the project's store and its local vector index. Step limits far below the real ones
 * (workers/ingestion/ingest.ts, STEP_LIMITS) make a 40-chunk
 * document take four steps, and with WINDOWED a Markdown file a 4 KB window
 * a step, so every hand-over, retry and race is exercised on something small. The next step's message is caught instead of queued,
 * and the test delivers it, in order or not, as the queue might.
 */
const SMALL: StepLimits = { sliceChunks: 7, embedBatch: 5, stepChunks: 12, pdfPages: 2, textWindowBytes: 1024 * 1024 };
/** Markdown a window of 4 KB a step (about four of report()'s sections), two chunks a store write so a window is several. */
const WINDOWED: StepLimits = { ...SMALL, sliceChunks: 2, textWindowBytes: 4 * 1024 };
const SECTIONS = 40;

let owner = { projectId: "", userId: "" };

beforeAll(async () => {
  owner = await createBenchProject(env.DB, "ingestion-steps");
});

// The D1 state is shared with the other test files, whose drains wait for every document to leave `processing`.
afterAll(async () => {
  await env.DB.prepare("UPDATE documents SET status = 'failed' WHERE project_id = ?1 AND status = 'processing'")
    .bind(owner.projectId)
    .run();
});

/** One chunk a section (each under the 1,200-character chunk), each with a code found nowhere else. */
function report(sections: number, revision = "") {
  const body = Array.from(
    { length: sections },
    (_, i) =>
      `## Seção ${i + 1}\n\n${`A meta ${i + 1} de perdas de água foi revista pela equipe de operação${revision}. `.repeat(12)}Código de controle KX${i + 1}${revision ? "R" : ""}.`,
  );
  return body.join("\n\n");
}

interface Delivery {
  acked: boolean;
  retried: boolean;
  /** The messages the step sent: the next step's, if it handed over. */
  sent: IngestJob[];
}

/** Delivers one message to the consumer, as the queue would, catching what it sends. */
async function deliver(
  job: IngestJob,
  options: { attempts?: number; db?: D1Database; limits?: StepLimits } = {},
): Promise<Delivery> {
  const sent: IngestJob[] = [];
  const queue = {
    send: async (body: IngestJob) => {
      sent.push(body);
    },
    sendBatch: async (messages: Iterable<MessageSendRequest<IngestJob>>) => {
      for (const message of messages) sent.push(message.body);
    },
  };
  const batch = createMessageBatch<IngestJob>("nexo-ingest", [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts: options.attempts ?? 1, body: job },
  ]);
  const ctx = createExecutionContext();
  await handleIngestBatch(
    batch,
    { ...env, DB: options.db ?? env.DB, INGEST_QUEUE: queue as unknown as Queue<IngestJob> },
    options.limits ?? SMALL,
  );
  const result = await getQueueResult(batch, ctx);
  return { acked: result.explicitAcks.length === 1, retried: result.retryMessages.length === 1, sent };
}

/** Delivers the job and each step it hands over, in order, until the run ends; returns how many steps it took. */
async function drive(job: IngestJob, limits: StepLimits = SMALL): Promise<number> {
  let steps = 0;
  for (let next: IngestJob | undefined = job; next; steps++) {
    const delivery = await deliver(next, { limits });
    expect(delivery).toMatchObject({ acked: true, retried: false });
    expect(delivery.sent.length).toBeLessThanOrEqual(1);
    next = delivery.sent[0];
  }
  return steps;
}

/** The document's index per version in the project's store: rows, distinct positions, vector entries, distinct vectors, chunks with postings. */
function index(documentId: string) {
  return versionCounts(owner.projectId, documentId);
}

/** The step's progress write after its nth stored slice fails: the step dies with that slice stored, not recorded. */
function failingProgress(nth: number): D1Database {
  return d1FailingNth(env.DB, /^update "ingestion_progress"/i, nth);
}

/** Exactly `chunks` chunks of one version, each with one vector and its postings. */
const whole = (version: number, chunks: number) => [
  { version, chunks, positions: chunks, vectors: chunks, distinctVectors: chunks, fts: chunks },
];

interface ProgressRow {
  run: string;
  step: number;
  phase: string;
  next_index: number;
  next_page: number;
  next_offset: number;
  section_path: string | null;
  chunk_count: number | null;
  updated_at: number;
}

function progress(documentId: string) {
  return env.DB.prepare(
    "SELECT run, step, phase, next_index, next_page, next_offset, section_path, chunk_count, updated_at FROM ingestion_progress WHERE document_id = ?1",
  )
    .bind(documentId)
    .all<ProgressRow>()
    .then((result) => result.results);
}

/** The version's chunks in order, as whole extraction would give them. */
function storedChunks(documentId: string) {
  return storeSql<{ content: string; location: string | null }>(
    owner.projectId,
    "SELECT content, location FROM chunks WHERE document_id = ?1 ORDER BY chunk_index",
    documentId,
  );
}

function chunkIdsByIndex(documentId: string) {
  return storeSql<{ chunk_index: number; id: number }>(
    owner.projectId,
    "SELECT chunk_index, id FROM chunks WHERE document_id = ?1 ORDER BY chunk_index",
    documentId,
  );
}

async function found(query: string) {
  const { hits } = await searchProject({ db: database(env.DB), ...searchServices(env) }, owner.projectId, query, {
    mode: "full-text",
    limit: 3,
  });
  return hits.map((hit) => hit.content).join("\n");
}

describe("a document larger than one step", () => {
  it("ends ready after several steps, each chunk once with its vector, searchable only once ready", async () => {
    const job = await storeDocument(owner, "etapas.md", report(SECTIONS));
    const first = await deliver(job);
    expect(first).toMatchObject({ acked: true, retried: false });
    expect(first.sent).toEqual([{ ...job, cursor: { run: expect.any(String), step: 1 } }]);
    // Extracted and stored, not yet embedded: nothing of it is searchable.
    expect(await progress(job.documentId)).toMatchObject([
      { step: 1, phase: "embed", next_index: 0, chunk_count: SECTIONS },
    ]);
    expect(await found("código de controle KX37")).not.toContain("KX37");
    expect((await documentRow(job.documentId))?.status).toBe("processing");

    const steps = 1 + (await drive(first.sent[0] as IngestJob));
    // Extraction, then 40 chunks embedded 15 a step (three batches of 5 reach the budget of 12).
    expect(steps).toBe(4);
    expect(await documentRow(job.documentId)).toMatchObject({
      status: "ready",
      indexed_version: 1,
      chunk_count: SECTIONS,
    });
    expect(await index(job.documentId)).toEqual(whole(1, SECTIONS));
    expect(await progress(job.documentId)).toEqual([]);
    expect(await found("código de controle KX37")).toContain("KX37");
  });

  it("a PDF is extracted a page range a step, to exactly the chunks of the whole file", async () => {
    const pages = Array.from({ length: 5 }, (_, page) =>
      Array.from(
        { length: 12 },
        (_, line) => `Página ${page + 1}, linha ${line + 1}: indicador de perdas da região ${page * 12 + line}.`,
      ).join("\n"),
    );
    const bytes = await makePdf(pages);
    const job = await storeDocument(owner, "etapas.pdf", bytes, "pdf");
    const first = await deliver(job);
    expect(await progress(job.documentId)).toMatchObject([{ step: 1, phase: "extract", next_page: 2 }]);
    const steps = 1 + (await drive(first.sent[0] as IngestJob));
    expect(steps).toBeGreaterThanOrEqual(3);
    const expected = chunkSections(await extractSections("pdf", bytes));
    expect(await storedChunks(job.documentId)).toEqual(
      expected.map((chunk) => ({ content: chunk.content, location: chunk.location })),
    );
    expect(await documentRow(job.documentId)).toMatchObject({ status: "ready", chunk_count: expected.length });
    expect(await index(job.documentId)).toEqual(whole(1, expected.length));
  });
});

describe("a failure a retry cannot mend", () => {
  it("fails the document at its first delivery with the reason the user reads, and is not retried", async () => {
    const latin1 = new Uint8Array([0x52, 0x65, 0x6c, 0x61, 0x74, 0xf3, 0x72, 0x69, 0x6f]); // "Relatório" in Latin-1
    const job = await storeDocument(owner, "latin1.md", latin1);
    expect(await deliver(job)).toMatchObject({ acked: true, retried: false, sent: [] });
    expect(await documentRow(job.documentId)).toMatchObject({
      status: "failed",
      status_reason: "O arquivo não está em UTF-8 e não pôde ser lido.",
    });
  });
});

describe("Markdown extracted a window a step", () => {
  const encoder = new TextEncoder();
  /** The heading of the last section that starts before byte `offset` of `source`. */
  const sectionBefore = (source: string, offset: number) =>
    [...new TextDecoder().decode(encoder.encode(source).subarray(0, offset)).matchAll(/^## (.+)$/gm)].at(-1)?.[1];

  /** report()'s sections under a level-1 heading that only the first window sees. */
  const titled = (revision: string) =>
    `# Relatório de perdas\n\nIntrodução do relatório${revision}.\n\n${report(SECTIONS, revision)}`;

  it("takes a step per window, each recording a later offset and the path there, to exactly the whole file's chunks", async () => {
    const source = titled(" por janelas");
    const expected = chunkSections(await extractSections("markdown", encoder.encode(source)));
    const job = await storeDocument(owner, "janelas.md", source);
    const extracting: ProgressRow[] = [];
    let next: IngestJob | undefined = job;
    while (next) {
      const delivery: Delivery = await deliver(next, { limits: WINDOWED });
      expect(delivery).toMatchObject({ acked: true, retried: false });
      next = delivery.sent[0];
      const [row] = await progress(job.documentId);
      if (row?.phase !== "extract") break;
      extracting.push(row);
      // Each window ends before a section's heading, and what is stored is exactly the windows' chunks so far.
      expect(new TextDecoder().decode(encoder.encode(source).subarray(row.next_offset))).toMatch(/^## Seção \d+\n/);
      expect(JSON.parse(row.section_path ?? "null")).toEqual([
        "Relatório de perdas",
        sectionBefore(source, row.next_offset),
      ]);
      expect((await chunkIdsByIndex(job.documentId)).map((chunk) => chunk.chunk_index)).toEqual([
        ...Array(row.next_index).keys(),
      ]);
      expect(row.chunk_count).toBeNull();
    }
    // About 40 KB in windows of 4 KB: many extract steps, each starting where the previous one ended.
    expect(extracting.length).toBeGreaterThanOrEqual(5);
    for (const [i, row] of extracting.entries()) {
      expect(row.step).toBe(i + 1);
      if (i > 0) expect(row.next_offset).toBeGreaterThan(extracting[i - 1]?.next_offset ?? 0);
      if (i > 0) expect(row.next_index).toBeGreaterThan(extracting[i - 1]?.next_index ?? 0);
    }
    if (next) await drive(next, WINDOWED);
    expect(await documentRow(job.documentId)).toMatchObject({ status: "ready", chunk_count: expected.length });
    expect(await storedChunks(job.documentId)).toEqual(
      expected.map((chunk) => ({ content: chunk.content, location: chunk.location })),
    );
    expect(await index(job.documentId)).toEqual(whole(1, expected.length));
    expect(await progress(job.documentId)).toEqual([]);
  });

  it("a step that dies half-way through its window is retried from the same offset: no chunk missing, none twice", async () => {
    const source = titled(" numa janela interrompida");
    const expected = chunkSections(await extractSections("markdown", encoder.encode(source)));
    const job = await storeDocument(owner, "janela-interrompida.md", source);
    const step1 = (await deliver(job, { limits: WINDOWED })).sent[0] as IngestJob;
    const [window0] = await progress(job.documentId);
    expect(window0).toMatchObject({ step: 1, phase: "extract" });
    const start = {
      next_offset: window0?.next_offset ?? 0,
      next_index: window0?.next_index ?? 0,
      section_path: window0?.section_path ?? null,
    };
    expect(start.next_offset).toBeGreaterThan(0);

    // Step 1 dies after storing the second slice of its window (two chunks a slice): the first two slices are
    // stored, in order and none twice, and the window is not recorded.
    const dying = await deliver(step1, { db: failingProgress(2), limits: WINDOWED });
    // Waited out: the same step's message sent again (a retry), its own acknowledged.
    expect(dying).toMatchObject({ acked: true, retried: false, sent: [{ ...step1, retries: 1 }] });
    expect(await progress(job.documentId)).toMatchObject([{ step: 1, phase: "extract", ...start }]);
    const before = await chunkIdsByIndex(job.documentId);
    expect(before.map((row) => row.chunk_index)).toEqual([...Array(before.length).keys()]);
    expect(before.length).toBeGreaterThan(start.next_index + 2);
    expect(before.length).toBeLessThanOrEqual(start.next_index + 4);

    // Delivered again: the same window from the same offset, the same chunks at the same indexes, then the hand-over.
    const retried = await deliver(dying.sent[0] as IngestJob, { limits: WINDOWED });
    expect(retried).toMatchObject({ acked: true, retried: false });
    const [window1] = await progress(job.documentId);
    expect(window1?.next_offset).toBeGreaterThan(start.next_offset);
    const after = await chunkIdsByIndex(job.documentId);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.map((row) => row.chunk_index)).toEqual([...Array(window1?.next_index ?? 0).keys()]);

    // Two copies of the next window's step at once: one hands over, and the window's chunks are stored once.
    const step2 = retried.sent[0] as IngestJob;
    const [a, b] = await Promise.all([deliver(step2, { limits: WINDOWED }), deliver(step2, { limits: WINDOWED })]);
    const handedOver = [...a.sent, ...b.sent];
    expect(handedOver).toHaveLength(1);

    await drive(handedOver[0] as IngestJob, WINDOWED);
    expect(await documentRow(job.documentId)).toMatchObject({ status: "ready", chunk_count: expected.length });
    expect(await storedChunks(job.documentId)).toEqual(
      expected.map((chunk) => ({ content: chunk.content, location: chunk.location })),
    );
    expect(await index(job.documentId)).toEqual(whole(1, expected.length));
  });

  it("a run that a deploy before windows left half-way (chunks stored, no offset) starts again at chunk 0, without duplicates", async () => {
    const source = titled(" de antes das janelas");
    const expected = chunkSections(await extractSections("markdown", encoder.encode(source)));
    const job = await storeDocument(owner, "antes-das-janelas.md", source);
    // What the earlier code left: chunks of the whole file stored, next_index 14, and (new column) offset 0.
    await deliver(job, { db: failingProgress(3) });
    await env.DB.prepare("UPDATE ingestion_progress SET next_index = 14 WHERE document_id = ?1")
      .bind(job.documentId)
      .run();
    expect(await progress(job.documentId)).toMatchObject([
      { step: 0, phase: "extract", next_index: 14, next_offset: 0, section_path: null },
    ]);
    const retried = await deliver(job, { attempts: 2, limits: WINDOWED });
    await drive(retried.sent[0] as IngestJob, WINDOWED);
    expect(await documentRow(job.documentId)).toMatchObject({ status: "ready", chunk_count: expected.length });
    expect(await storedChunks(job.documentId)).toEqual(
      expected.map((chunk) => ({ content: chunk.content, location: chunk.location })),
    );
    expect(await index(job.documentId)).toEqual(whole(1, expected.length));
  });
});

describe("a step that dies half-way", () => {
  it("is retried and resumes from the stored progress: the chunks stored before it died are kept, none twice", async () => {
    const job = await storeDocument(owner, "interrompido.md", report(SECTIONS));
    // The step dies after storing its third slice: three slices (21 chunks) are stored. The window (here the whole
    // file) is recorded with its last slice, so the progress still says it starts at byte 0 and chunk 0.
    const dying = await deliver(job, { db: failingProgress(3) });
    expect(dying).toMatchObject({ acked: true, retried: false, sent: [{ ...job, retries: 1 }] });
    expect(await progress(job.documentId)).toMatchObject([
      { step: 0, phase: "extract", next_index: 0, next_offset: 0 },
    ]);
    const before = await chunkIdsByIndex(job.documentId);
    expect(before.map((row) => row.chunk_index)).toEqual([...Array(21).keys()]);

    // The step's message again, as the consumer sent it to wait the failure out.
    const retried = await deliver(dying.sent[0] as IngestJob);
    expect(retried).toMatchObject({ acked: true, retried: false });
    expect(retried.sent).toHaveLength(1);
    await drive(retried.sent[0] as IngestJob);
    const after = await chunkIdsByIndex(job.documentId);
    // The window read again wrote the same chunks: the first 21 rows are the very rows stored before the failure.
    expect(after.slice(0, 21)).toEqual(before);
    expect(await documentRow(job.documentId)).toMatchObject({ status: "ready", chunk_count: SECTIONS });
    expect(await index(job.documentId)).toEqual(whole(1, SECTIONS));
  });

  it("an embedder failing mid-step: the retry embeds only what was not recorded, and no vector is doubled", async () => {
    const job = await storeDocument(owner, "embedder-caiu.md", report(SECTIONS));
    const services = searchServices(env);
    let calls = 0;
    let texts = 0;
    const flaky: Embedder = {
      model: services.embedder.model,
      dimensions: services.embedder.dimensions,
      async embed(batch, options) {
        // The second call of the run fails, once: the step dies after one batch of 5 was embedded and recorded.
        if (++calls === 2) throw new Error("provedor de embeddings indisponível");
        texts += batch.length;
        return services.embedder.embed(batch, options);
      },
    };
    const deps: IngestDeps = { db: database(env.DB), bucket: env.DOCUMENTS, quota: env, ...services, embedder: flaky };
    const extracted = await runIngestStep(deps, job, SMALL);
    expect(extracted.outcome.kind).toBe("next");
    const step1 = extracted.outcome.kind === "next" ? extracted.outcome.job : job;

    await expect(runIngestStep(deps, step1, SMALL)).rejects.toThrow(/indisponível/);
    expect(await progress(job.documentId)).toMatchObject([{ step: 1, phase: "embed", next_index: 5 }]);
    texts = 0;
    const again = await runIngestStep(deps, step1, SMALL);
    // Resumed at chunk 5: three batches (15 chunks) reach the budget, not 5 + 15.
    expect(again).toMatchObject({ outcome: { kind: "next" }, chunks: 15 });
    expect(texts).toBe(15);
    for (let next = again.outcome; next.kind === "next"; ) next = (await runIngestStep(deps, next.job, SMALL)).outcome;
    expect(await documentRow(job.documentId)).toMatchObject({ status: "ready", chunk_count: SECTIONS });
    expect(await index(job.documentId)).toEqual(whole(1, SECTIONS));
  });
});

describe("duplicated and concurrent messages", () => {
  it("two copies of a step at once hand over once; late copies send nothing unless retried", async () => {
    const job = await storeDocument(owner, "duplicado.md", report(SECTIONS));
    const step1 = (await deliver(job)).sent[0] as IngestJob;
    const [a, b] = await Promise.all([deliver(step1), deliver(step1)]);
    expect(a.acked && b.acked).toBe(true);
    const handedOver = [...a.sent, ...b.sent];
    expect(handedOver).toHaveLength(1);
    const step2 = handedOver[0] as IngestJob;
    expect(step2.cursor?.step).toBe(2);

    // A late duplicate of step 1 sends nothing; the same message retried (its send may have failed) sends step 2 again.
    expect(await deliver(step1)).toMatchObject({ acked: true, sent: [] });
    expect((await deliver(step1, { attempts: 2 })).sent).toEqual([step2]);
    // Of step 2's two copies, the first works and hands over; the second finds the hand-over done.
    const x = await deliver(step2);
    expect(x.sent).toHaveLength(1);
    expect(await deliver(step2)).toMatchObject({ acked: true, sent: [] });

    await drive(x.sent[0] as IngestJob);
    expect(await documentRow(job.documentId)).toMatchObject({ status: "ready", chunk_count: SECTIONS });
    expect(await index(job.documentId)).toEqual(whole(1, SECTIONS));
    // A copy of any step after the end changes nothing.
    expect(await deliver(step2, { attempts: 3 })).toMatchObject({ acked: true, sent: [] });
    expect(await index(job.documentId)).toEqual(whole(1, SECTIONS));
  });
});

describe("the local vector index under concurrent writes", () => {
  it("upserts of the same chunks at once leave each chunk one vector, and a write beside them is kept", async () => {
    const { embedder, vectors } = searchServices(env);
    const project = await createBenchProject(env.DB, "vector-race");
    const [first, second] = await Promise.all([
      storeDocument(project, "a.md", "# A\n\nTexto."),
      storeDocument(project, "b.md", "# B\n\nTexto."),
    ]);
    const entries = async (documentId: string, ids: number[]) =>
      (await embedder.embed(ids.map((id) => `trecho ${id}`))).map((vector, i) => ({
        chunkId: ids[i] ?? -1,
        documentId,
        vector,
      }));
    const same = await entries(
      first?.documentId ?? "",
      [...Array(10).keys()].map((i) => 1_000_000 + i),
    );
    const other = await entries(
      second?.documentId ?? "",
      [...Array(5).keys()].map((i) => 2_000_000 + i),
    );
    await Promise.all([
      vectors.upsert(project.projectId, same),
      vectors.upsert(project.projectId, same),
      vectors.upsert(project.projectId, other),
      vectors.upsert(project.projectId, same),
    ]);
    const counts = await storeSql<{ entries: number; chunks: number }>(
      project.projectId,
      "SELECT count(*) AS entries, count(DISTINCT j.value) AS chunks FROM vector_segments s, json_each(s.chunk_ids) j",
    );
    expect(counts).toEqual([{ entries: 15, chunks: 15 }]);
    await env.DB.prepare("UPDATE documents SET status = 'failed' WHERE project_id = ?1").bind(project.projectId).run();
  });
});

describe("a stale run", () => {
  it("a step of an edited document's older version stops without touching the newer version", async () => {
    const job = await storeDocument(owner, "editado.md", report(SECTIONS));
    const v1Step1 = (await deliver(job)).sent[0] as IngestJob;
    const v1Step2 = (await deliver(v1Step1)).sent[0] as IngestJob;

    // Saved in the Canvas meanwhile: version 2, its first step already run.
    const version = await claimNextVersion(database(env.DB), owner.projectId, job.documentId, 1, 100);
    expect(version).toBe(2);
    await putDocumentFile(
      env.DOCUMENTS,
      documentKey(owner.projectId, job.documentId),
      report(SECTIONS + 2, " no segundo semestre"),
      "markdown",
    );
    const v2 = { ...job, version: 2 };
    const v2Step1 = (await deliver(v2)).sent[0] as IngestJob;
    const v2Index = (await index(job.documentId)).find((row) => row.version === 2);
    const v2Progress = (await progress(job.documentId)).filter((row) => row.run === v2Step1.cursor?.run);
    expect(v2Progress).toHaveLength(1);

    // Version 1's next step arrives late: it stops, sends nothing, and leaves version 2 as it was.
    expect(await deliver(v1Step2)).toMatchObject({ acked: true, retried: false, sent: [] });
    expect((await index(job.documentId)).find((row) => row.version === 2)).toEqual(v2Index);
    expect(await progress(job.documentId)).toEqual(v2Progress);
    expect(await documentRow(job.documentId)).toMatchObject({ status: "processing", version: 2, indexed_version: 0 });

    await drive(v2Step1);
    expect(await documentRow(job.documentId)).toMatchObject({
      status: "ready",
      version: 2,
      indexed_version: 2,
      chunk_count: SECTIONS + 2,
    });
    expect(await index(job.documentId)).toEqual(whole(2, SECTIONS + 2));
    expect(await progress(job.documentId)).toEqual([]);
  });
});

describe("the sweeper and progress", () => {
  it("spares a document whose run made progress within the hour, fails one whose progress stopped over an hour ago", async () => {
    const moving = await storeDocument(owner, "andando.md", report(SECTIONS));
    const stopped = await storeDocument(owner, "parado.md", report(SECTIONS));
    const movingNext = (await deliver(moving)).sent[0] as IngestJob;
    const stoppedNext = (await deliver(stopped)).sent[0] as IngestJob;
    // Both were uploaded long ago; only one's run has recorded a step since.
    const longAgo = Date.now() - STUCK_AFTER_MS - 60_000;
    for (const id of [moving.documentId, stopped.documentId]) {
      await env.DB.prepare("UPDATE documents SET created_at = ?2, updated_at = ?2 WHERE id = ?1")
        .bind(id, longAgo)
        .run();
    }
    await env.DB.prepare("UPDATE ingestion_progress SET updated_at = ?2 WHERE document_id = ?1")
      .bind(stopped.documentId, longAgo)
      .run();

    await sweepStuckDocuments(env);
    expect((await documentRow(moving.documentId))?.status).toBe("processing");
    expect(await documentRow(stopped.documentId)).toMatchObject({ status: "failed", status_reason: STUCK_REASON });
    expect(await progress(stopped.documentId)).toEqual([]);

    // The failed run's next message, should it still come, does nothing: the document waits for Reprocessar.
    expect(await deliver(stoppedNext)).toMatchObject({ acked: true, sent: [] });
    expect((await documentRow(stopped.documentId))?.status).toBe("failed");
    // The one making progress goes on to the end.
    await drive(movingNext);
    expect(await documentRow(moving.documentId)).toMatchObject({ status: "ready", chunk_count: SECTIONS });
    expect(await index(moving.documentId)).toEqual(whole(1, SECTIONS));
  });
});
