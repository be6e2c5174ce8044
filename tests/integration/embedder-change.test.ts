import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { database } from "#core/db/client.ts";
import { createOfflineEmbedder } from "#core/search/embedder.ts";
import { checkedVectorIndex, checkEmbedder, forgetEmbedderCheck } from "#core/search/embedder-check.ts";
import { searchProject } from "#core/search/hybrid-search.ts";
import { reembedStale } from "#core/search/reindex.ts";
import { searchServices } from "#core/search/search-services.ts";
import { createStoreVectorIndex } from "#core/search/store-vector-index.ts";
import { projectStores } from "#core/store/project-stores.ts";
import { settled, uploadAs, uploadedId } from "#tests/support/documents.ts";
import { type Browser, newSignedInUser } from "#tests/support/http.ts";
import { ownerWithProject } from "#tests/support/project-owner.ts";

/**
 * Changing the embedder: documents indexed with the offline 768-dimension
 * embedder meet a new one (a 384-dimension model stands in for a hosted
 * embedder; the code path is the same). Search notices on first use, says so
 * in one log line, keeps answering by text, and the re-embedding brings the
 * vectors back, resuming where it stopped.
 */
let owner: Browser;
let projectId = "";
let documentId = "";

beforeAll(async () => {
  ({ owner, projectId } = await ownerWithProject("embedder-change", "Troca de embedder"));
  documentId = await uploadedId(
    await uploadAs(owner, projectId, {
      name: "Prazos.md",
      bytes: "# Prazos\n\nA agência reguladora exige resposta em 15 dias corridos.",
    }),
  );
  await settled(documentId);
  await settled(
    await uploadedId(
      await uploadAs(owner, projectId, { name: "Canais.md", bytes: "# Canais\n\nO WhatsApp atende das 7h às 22h." }),
    ),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  forgetEmbedderCheck();
});

function servicesWith(dimensions: number) {
  const db = database(env.DB);
  const embedder = createOfflineEmbedder(dimensions);
  const stores = projectStores(env);
  return {
    db,
    stores,
    embedder,
    vectors: checkedVectorIndex(createStoreVectorIndex(stores, embedder.model), () => checkEmbedder(db, embedder)),
  };
}

describe("a change of embedder", () => {
  it("ingestion records the model of each document's vectors", async () => {
    const row = await env.DB.prepare(
      "SELECT model, dimensions, version FROM document_vector_models WHERE document_id = ?1",
    )
      .bind(documentId)
      .first();
    expect(row).toEqual({ model: searchServices(env).embedder.model, dimensions: 768, version: 1 });
  });

  it("is detected on first use with one clear log line, and full-text retrieval keeps answering", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const deps = servicesWith(384);
    const { hits } = await searchProject(deps, projectId, "prazo da agência reguladora");
    expect(hits[0]?.documentName).toBe("Prazos.md");
    await searchProject(deps, projectId, "WhatsApp");
    const lines = warn.mock.calls
      .map((call) => JSON.parse(String(call[0])) as { event: string; message: string; staleModels: string[] })
      .filter((line) => line.event === "embedder_mismatch");
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toContain("nexo-hash-pt-v2-384 (384 dimensões)");
    // The check reads the model index (at most two other models, never every document): 768 is the next one up.
    expect(lines[0]?.staleModels).toContain("nexo-hash-pt-v2-768");
    expect(lines[0]?.message).toContain("npm run reindex");
    expect((await searchProject(deps, projectId, "prazo da agência reguladora", { mode: "vector" })).hits).toEqual([]);
  });

  it("re-embedding resumes where it stopped and gives the new model's vectors back to search", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const deps = servicesWith(384);
    const first = await reembedStale(deps, { projectId, deadline: 0 });
    expect(first).toMatchObject({ done: 0, remaining: 2, total: 2 });
    const seen: string[] = [];
    const one = await reembedStale(deps, { projectId, onDocument: (document) => seen.push(document.name) });
    expect(one).toMatchObject({ done: 2, remaining: 0, total: 2, model: "nexo-hash-pt-v2-384" });
    expect(seen.sort()).toEqual(["Canais.md", "Prazos.md"]);
    expect(await reembedStale(deps, { projectId })).toMatchObject({ done: 0, remaining: 0 });
    const { hits: vectorHits } = await searchProject(deps, projectId, "prazo da agência reguladora", {
      mode: "vector",
    });
    expect(vectorHits[0]?.documentName).toBe("Prazos.md");
  });

  it("the admin action re-embeds for the Nexo team only", async () => {
    expect(
      (await owner.fetch("/api/admin/reindex", { method: "POST", headers: { Origin: "http://nexo.test" } })).status,
    ).toBe(403);
    const { browser: staff, email } = await newSignedInUser("embedder-staff");
    await env.DB.prepare("UPDATE users SET role = 'nexo_employee' WHERE email = ?1").bind(email.toLowerCase()).run();
    const response = await staff.fetch("/api/admin/reindex", {
      method: "POST",
      headers: { Origin: "http://nexo.test" },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { model: string; total: number; done: number; remaining: number };
    expect(body.model).toBe(searchServices(env).embedder.model);
    expect(body.remaining).toBe(0);
    // This project was re-embedded with the 384 model above; the app's embedder takes it back.
    expect(
      await env.DB.prepare("SELECT model FROM document_vector_models WHERE document_id = ?1")
        .bind(documentId)
        .first("model"),
    ).toBe(body.model);
  });
});
