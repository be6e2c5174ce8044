import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { batchDatabase, database } from "#core/db/client.ts";
import { listInvitationsForEmail } from "#core/db/projects.ts";
import { authSessionWithMembership } from "#core/db/users.ts";
import { modelledD1, RoundMeter } from "#scripts/bench-worker/latency-model.ts";
import { Browser, createConversationAs, createProjectAs, newSignedInUser, postChat } from "#tests/support/http.ts";
import { throughWorker } from "#tests/support/worker-env.ts";

/**
 * One round of D1 reads per page (issue 41): a signed-in member's page or API call waits on one D1 round trip,
 * however many statements it sends. Counted as `npm run bench:geo` counts them (its latency model's meter, with
 * every latency at zero): the longest chain of round trips the request waited on one after another, replica
 * reads included. The loaders of a page (root, workspace layout, the page) run side by side, so each of them
 * must read in one round.
 */
const meter = new RoundMeter();
// One binding for the whole file: what an isolate caches per binding (the development key) stays cached.
const counted = modelledD1(env.DB, { far: true, sessions: true, primaryMs: 0, replicaMs: 0, objectMs: 0 }, meter);

/** A member, their project and its one (empty) conversation, made once for the file. */
const made = { member: new Browser(), projectId: "", conversationId: "" };

beforeAll(async () => {
  const { browser } = await newSignedInUser("rounds");
  const projectId = await createProjectAs(browser, "Projeto das idas ao banco");
  const conversationId = await createConversationAs(browser, projectId, "Conversa vazia");
  browser.send = throughWorker({ ...env, DB: counted } as typeof env);
  Object.assign(made, { member: browser, projectId, conversationId });
  // Warm: the isolate's per-binding caches are filled once, as a running Worker has them.
  await browser.fetch("/dashboard");
});

/** The request's D1 rounds in sequence, and its status. */
async function roundsOf(path: string): Promise<{ status: number; rounds: number; body: string }> {
  meter.reset();
  const response = await made.member.fetch(path);
  const body = await response.text();
  return { status: response.status, rounds: meter.rounds, body };
}

describe("a signed-in member's page reads D1 in one round", () => {
  it.each([
    ["the dashboard", () => "/dashboard"],
    ["the project page, its newest conversation chosen without a redirect", () => `/projects/${made.projectId}`],
    ["the project page of a named conversation", () => `/projects/${made.projectId}?session=${made.conversationId}`],
    ["the project page's data request", () => `/projects/${made.projectId}.data?session=${made.conversationId}`],
    ["the documents API's list", () => `/api/projects/${made.projectId}/documents`],
    ["an initiative page", () => "/initiatives/abertura"],
  ])("%s", async (_name, path) => {
    const { status, rounds, body } = await roundsOf(path());
    expect(status).toBe(200);
    // It read something: a page that stopped reading (or a meter that stopped counting) would pass with 0.
    expect(rounds).toBeGreaterThan(0);
    expect(rounds).toBeLessThanOrEqual(1);
    expect(body).not.toContain("Erro ao carregar");
  });

  it("the project page without a conversation in the URL opens the newest one in that same round", async () => {
    const { status, rounds, body } = await roundsOf(`/projects/${made.projectId}`);
    expect(status).toBe(200);
    expect(rounds).toBe(1);
    expect(body.match(/data-testid="conversation-title" title="([^"]*)"/)?.[1]).toMatch(/^Conversa vazia/);
  });
});

describe("a chat turn reads D1 in one round before its admission's write", () => {
  it.each([
    ["a question in a conversation", () => ({ sessionId: made.conversationId, message: "Qual é o prazo?" })],
    ["a question outside any conversation", () => ({ message: "E o orçamento?" })],
    ["a message that may mention someone (@)", () => ({ sessionId: made.conversationId, message: "Olá @ninguém" })],
  ])("%s", async (_name, fields) => {
    meter.reset();
    const clientMessageId = crypto.randomUUID();
    const response = await postChat(made.member, { projectId: made.projectId, clientMessageId, ...fields() }, false);
    expect(response.status).toBe(200);
    // The turn was admitted: its question is stored under the client's id.
    const stored = await env.DB.prepare("SELECT content FROM chat_messages WHERE client_message_id = ?1")
      .bind(clientMessageId)
      .first<string>("content");
    expect(stored).toBe(fields().message);
    // The session, the membership and the conversation in one round, then the admission (the first write).
    expect(meter.roundsToFirstPrimary).toBe(2);
  });
});

describe("the messages API reads D1 in one round", () => {
  /** A message of the conversation to page from, written to the team (so no answer is run). */
  let anchor = "";
  beforeAll(async () => {
    const clientMessageId = crypto.randomUUID();
    const message = { message: "Uma nota", audience: "team", clientMessageId };
    await postChat(made.member, { projectId: made.projectId, sessionId: made.conversationId, ...message }, false);
    anchor = (await env.DB.prepare("SELECT id FROM chat_messages WHERE client_message_id = ?1")
      .bind(clientMessageId)
      .first<string>("id")) as string;
  });

  it.each([
    ["a conversation's newest page", () => `conversationId=${made.conversationId}`],
    ["the whole project's newest page", () => "limit=5"],
    ["the page before a message", () => `conversationId=${made.conversationId}&before=${anchor}`],
    ["the messages after one", () => `conversationId=${made.conversationId}&after=${anchor}`],
  ])("%s", async (_name, query) => {
    const { status, rounds, body } = await roundsOf(`/api/projects/${made.projectId}/messages?${query()}`);
    expect(status).toBe(200);
    expect(JSON.parse(body)).toHaveProperty("messages");
    expect(rounds).toBe(1);
  });
});

describe("reads sent in one batch", () => {
  it("come back as each query alone returns them, a join's columns of one name (two tables' id) apart", async () => {
    const { email } = await newSignedInUser("rounds-invitee");
    await made.member.post(`/projects/${made.projectId}.data`, { intent: "invite-member", email, role: "client" });
    const sessionId = (await env.DB.prepare(
      "SELECT s.id FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = ?1",
    )
      .bind(email)
      .first<string>("id")) as string;
    const queries = (db: ReturnType<typeof database>) =>
      [authSessionWithMembership(db, sessionId, made.projectId), listInvitationsForEmail(db, email)] as const;
    const alone = await Promise.all(queries(database(env.DB)));
    const batched = batchDatabase(env.DB);
    expect(await batched.batch(queries(batched))).toEqual(alone);
    // Each has columns of one name in two tables (the session's, the user's and the project's `id`).
    expect(alone[0][0]?.session.id).toBe(sessionId);
    expect(alone[1][0]?.projectId).toBe(made.projectId);
  });
});
