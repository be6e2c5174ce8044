import { env } from "cloudflare:test";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { barrierD1 } from "#tests/support/barrier-d1.ts";
import { documentRow, drainIngestion, settled, storedObjects, uploadAs, uploadedId } from "#tests/support/documents.ts";
import { type Browser, createProjectAs, newSignedInUser } from "#tests/support/http.ts";
import { throughWorker } from "#tests/support/worker-env.ts";

/**
 * A project's limits hold under any concurrency: the documents, bytes and
 * chunks a request would add are reserved in one conditional write before
 * anything is stored, so N requests released at the same instant (a barrier
 * in front of D1) can never pass a limit together, and a refused upload
 * leaves nothing in R2. Real D1, R2 and queues.
 */
let owner: Browser;

// A fresh owner for each test: uploads are rate-limited per user.
beforeEach(async () => {
  ({ browser: owner } = await newSignedInUser("limits-race"));
});

afterAll(() => drainIngestion());

/** A Markdown file of about `bytes` bytes, different for each `n`. */
function markdown(n: number, bytes: number): string {
  return `# Documento ${n}\n\n${"Texto do documento, com frases de tamanho medio. ".repeat(Math.ceil(bytes / 10))}`.slice(
    0,
    bytes,
  );
}

async function usage(projectId: string) {
  const row = await env.DB.prepare(
    "SELECT count(*) AS documents, coalesce(sum(size_bytes), 0) AS bytes FROM documents WHERE project_id = ?1",
  )
    .bind(projectId)
    .first<{ documents: number; bytes: number }>();
  return { documents: row?.documents ?? 0, bytes: row?.bytes ?? 0 };
}

async function storagePaths(projectId: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT storage_path FROM documents WHERE project_id = ?1")
    .bind(projectId)
    .all<{ storage_path: string }>();
  return results.map((row) => row.storage_path).sort();
}

/** The owner's requests, sent through a Worker whose D1 holds every statement matching `pattern` until `parties` arrive. */
function ownerBehindBarrier(pattern: RegExp, parties: number): Browser {
  const barrier = barrierD1(env.DB, pattern, parties);
  const held = Object.create(owner) as Browser;
  held.send = throughWorker({ ...env, DB: barrier.db } as typeof env);
  return held;
}

const FIRST_DOCUMENT_WRITE = /^insert into "documents"/i;
const FIRST_VERSION_CLAIM = /^update "documents" set "version"/i;

describe("uploads racing for a project's limits", () => {
  it.each([
    { limit: "3 documents / 100,000 bytes / 40 chunks", documents: 3, bytes: 100_000, chunks: 40 },
    { limit: "100,000 bytes", documents: null, bytes: 100_000, chunks: null },
  ])(
    "12 uploads of 32 KB released together never pass $limit, and R2 holds only the stored documents' files",
    async (limits) => {
      const projectId = await createProjectAs(owner, "Corrida de envios");
      await env.DB.prepare(
        "INSERT INTO project_quotas (project_id, max_documents, max_storage_bytes, max_chunks) VALUES (?1, ?2, ?3, ?4)",
      )
        .bind(projectId, limits.documents, limits.bytes, limits.chunks)
        .run();
      const racer = ownerBehindBarrier(FIRST_DOCUMENT_WRITE, 12);
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          uploadAs(racer, projectId, { name: `Corrida ${n}.md`, bytes: markdown(n, 32_000) }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status !== 201).every((status) => status === 409 || status === 413)).toBe(
        true,
      );
      const held = await usage(projectId);
      expect(held.documents).toBe(3);
      expect(held.bytes).toBeLessThanOrEqual(100_000);
      expect((await storedObjects(projectId)).sort()).toEqual(await storagePaths(projectId));
    },
  );

  it("a deleted document gives its room back at once", async () => {
    const projectId = await createProjectAs(owner, "Devolver espaço");
    await env.DB.prepare("INSERT INTO project_quotas (project_id, max_documents) VALUES (?1, 1)").bind(projectId).run();
    const first = await uploadedId(await uploadAs(owner, projectId, { name: "Um.md", bytes: markdown(1, 2_000) }));
    expect((await uploadAs(owner, projectId, { name: "Dois.md", bytes: markdown(2, 2_000) })).status).toBe(409);
    await settled(first);
    const deleted = await owner.fetch(`/api/projects/${projectId}/documents/${first}`, {
      method: "DELETE",
      headers: { Origin: "http://nexo.test" },
    });
    expect(deleted.status).toBe(200);
    const second = await uploadedId(await uploadAs(owner, projectId, { name: "Três.md", bytes: markdown(3, 2_000) }));
    expect(await storedObjects(projectId)).toEqual([`projects/${projectId}/documents/${second}`]);
  });
});

describe("edits racing for a project's bytes", () => {
  function edit(browser: Browser, projectId: string, documentId: string, content: string) {
    return browser.fetch(`/api/projects/${projectId}/documents/${documentId}/content`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: "http://nexo.test" },
      body: JSON.stringify({ content, baseVersion: 1 }),
    });
  }

  it("two edits released together never pass the bytes limit; the refused one stores nothing", async () => {
    const projectId = await createProjectAs(owner, "Corrida de edições");
    const originals = [markdown(1, 20_000), markdown(2, 20_000)];
    const ids = [
      await uploadedId(await uploadAs(owner, projectId, { name: "A.md", bytes: originals[0] ?? "" })),
      await uploadedId(await uploadAs(owner, projectId, { name: "B.md", bytes: originals[1] ?? "" })),
    ];
    await Promise.all(ids.map((id) => settled(id)));
    await env.DB.prepare("INSERT INTO project_quotas (project_id, max_storage_bytes) VALUES (?1, 100000)")
      .bind(projectId)
      .run();
    // Each edit alone fits (55,000 + 20,000); both together would not (110,000).
    const racer = ownerBehindBarrier(FIRST_VERSION_CLAIM, 2);
    const responses = await Promise.all(ids.map((id, n) => edit(racer, projectId, id, markdown(10 + n, 55_000))));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 413]);
    expect((await usage(projectId)).bytes).toBeLessThanOrEqual(100_000);
    const refused = responses.findIndex((response) => response.status === 413);
    const refusedId = ids[refused] ?? "";
    expect(await documentRow(refusedId)).toMatchObject({ version: 1, size_bytes: 20_000 });
    const file = await env.DOCUMENTS.get(`projects/${projectId}/documents/${refusedId}`);
    expect(await file?.text()).toBe(originals[refused]);
  });

  it("an edit that shrinks a document gives the bytes back, and one whose file cannot be written keeps the old size", async () => {
    const projectId = await createProjectAs(owner, "Encolher");
    const id = await uploadedId(await uploadAs(owner, projectId, { name: "Grande.md", bytes: markdown(1, 60_000) }));
    await settled(id);
    await env.DB.prepare("INSERT INTO project_quotas (project_id, max_storage_bytes) VALUES (?1, 100000)")
      .bind(projectId)
      .run();
    expect((await uploadAs(owner, projectId, { name: "Outro.md", bytes: markdown(2, 50_000) })).status).toBe(413);
    // A bucket that refuses every write: the claimed version is released with the size it had.
    const failing = Object.create(owner) as Browser;
    const bucket = new Proxy(env.DOCUMENTS, {
      get(target, property, receiver) {
        if (property === "put") return () => Promise.reject(new Error("R2 indisponível"));
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    failing.send = throughWorker({ ...env, DOCUMENTS: bucket } as typeof env);
    expect((await edit(failing, projectId, id, markdown(3, 10_000))).status).toBe(503);
    expect(await documentRow(id)).toMatchObject({ version: 1, size_bytes: 60_000 });
    expect((await edit(owner, projectId, id, markdown(4, 10_000))).status).toBe(200);
    await settled(id);
    expect((await uploadAs(owner, projectId, { name: "Outro.md", bytes: markdown(2, 50_000) })).status).toBe(201);
  });
});
