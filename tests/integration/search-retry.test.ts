import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { runChatTurn } from "#core/chat/chat-turn.ts";
import { database } from "#core/db/client.ts";
import { searchServices } from "#core/search/search-services.ts";
import { SEARCH_RETRY_MS, searchWithRetry } from "#core/search/search-retry.ts";
import { type ProjectStores, projectStores } from "#core/store/project-stores.ts";
import { settled, uploadAs, uploadedId } from "#tests/support/documents.ts";
import { membershipOf, ownerWithProject, SERVICE_MANUAL } from "#tests/support/project-owner.ts";

/**
 * A project's store overloaded for a moment (a deploy, a burst of ingestion) fails one search call. The chat's
 * search tries once more after a short jittered wait, so the user gets the answer from the documents, not
 * "a busca está indisponível". The store is real; only its first call is refused, as an overloaded one refuses.
 */
let ownerId = "";
let projectId = "";

beforeAll(async () => {
  const owner = await ownerWithProject("search-retry", "Busca que tenta de novo");
  ({ ownerId, projectId } = owner);
  await settled(await uploadAs(owner.owner, projectId, { name: "Manual.md", bytes: SERVICE_MANUAL }).then(uploadedId));
});

/** The real stores, but the first `failures` calls to a store are refused as an overloaded Durable Object's. */
function overloadedOnce(failures = 1): { stores: ProjectStores; refused: () => number } {
  const real = projectStores(env);
  let refused = 0;
  const overloaded = new Proxy(
    {},
    {
      get: (_target, property) =>
        property === "then"
          ? undefined
          : () => {
              refused++;
              return Promise.reject(new Error("Durable Object is overloaded. Too many requests queued."));
            },
    },
  ) as ReturnType<ProjectStores["of"]>;
  let calls = 0;
  return { stores: { of: (id) => (calls++ < failures ? overloaded : real.of(id)) }, refused: () => refused };
}

describe("the chat's search with a store overloaded for a moment", () => {
  it("retries once after a jittered wait and finds the passages", async () => {
    const { stores, refused } = overloadedOnce();
    const waits: number[] = [];
    const result = await searchWithRetry(
      { db: database(env.DB), ...searchServices(env), stores },
      projectId,
      "prazo para responder a agência",
      { limit: 5 },
      { random: () => 0.5, wait: async (ms) => void waits.push(ms) },
    );
    expect(refused()).toBe(1);
    expect(result.hits.length).toBeGreaterThan(0);
    expect(waits).toEqual([Math.round((SEARCH_RETRY_MS.min + SEARCH_RETRY_MS.max) / 2)]);
  });

  it("a second failure is the caller's: retried once, not in a loop", async () => {
    const { stores, refused } = overloadedOnce(10);
    const search = searchWithRetry(
      { db: database(env.DB), ...searchServices(env), stores },
      projectId,
      "prazo",
      {},
      { wait: async () => {} },
    );
    await expect(search).rejects.toMatchObject({ code: "search_unavailable" });
    expect(refused()).toBe(2);
  });

  it("a chat turn answers from the documents instead of saying the search is unavailable", async () => {
    const { stores, refused } = overloadedOnce();
    const result = await runChatTurn(
      env,
      await membershipOf(ownerId, projectId),
      { message: "Qual o prazo para responder a agência?", conversationId: null, clientMessageId: null },
      { search: { stores } },
    );
    expect(refused()).toBe(1);
    expect(result.error).toBeNull();
    expect(result.assistantMessage?.sources?.length ?? 0).toBeGreaterThan(0);
  });
});
