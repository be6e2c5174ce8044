import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createProjectAs, postChat } from "#tests/support/http.ts";
import { ownerWithProject } from "#tests/support/project-owner.ts";
import { standClockInWindowToCome } from "#tests/support/window-clock.ts";
import { CHAT_RATE_LIMIT } from "#workers/web/api/chat-orchestrator.ts";

/**
 * A chat turn is admitted in one write (the per-user rate limit, the question, the turn's claim): all of it or
 * none. A turn whose write fails leaves no question, no claim and nothing spent of the sender's budget, so the
 * client keeps it as unsent and its retry is answered; a refusal (4xx) spends a try, as before.
 *
 * The failures are real D1 failures: a trigger aborts the one insert, scoped to this test's rows.
 */

const triggers: string[] = [];

// The chat budget counts per clock minute: each test's hits are read within one window.
beforeEach(() => {
  standClockInWindowToCome(CHAT_RATE_LIMIT.windowMs);
});

afterEach(async () => {
  vi.useRealTimers();
  for (const name of triggers.splice(0)) await env.DB.prepare(`DROP TRIGGER IF EXISTS ${name}`).run();
});

/** Makes D1 refuse inserts into `table` whose row matches `when` (SQL over NEW). */
async function refuseInserts(table: string, when: string) {
  const name = `refuse_${table}_${crypto.randomUUID().replaceAll("-", "")}`;
  triggers.push(name);
  await env.DB.prepare(
    `CREATE TRIGGER ${name} BEFORE INSERT ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, 'falha injetada'); END`,
  ).run();
}

/** Hits the user's chat budget holds in its current window (0 when none was counted). */
async function chatHits(userId: string): Promise<number> {
  return (
    (await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?1")
      .bind(`chat:user:${userId}`)
      .first<number>("count")) ?? 0
  );
}

async function stored(projectId: string) {
  const count = (sql: string) => env.DB.prepare(sql).bind(projectId).first<number>("n");
  return {
    messages: await count("SELECT count(*) AS n FROM chat_messages WHERE project_id = ?1"),
    turns: await count("SELECT count(*) AS n FROM chat_turns WHERE project_id = ?1"),
  };
}

describe("a turn that fails on its way in takes nothing", () => {
  for (const stream of [false, true]) {
    const surface = stream ? "SSE" : "JSON";

    it(`${surface}: the question's insert failing: no hit counted, no claim, nothing stored; the retry is answered`, async () => {
      const { owner, ownerId, projectId } = await ownerWithProject(`adm-q-${surface}`, "Admissão");
      const message = `Qual o prazo? ${crypto.randomUUID()}`;
      await refuseInserts("chat_messages", `NEW.content = '${message}'`);
      const body = { message, projectId, clientMessageId: crypto.randomUUID() };

      const refused = await postChat(owner, body, stream);
      expect(refused.status).toBeGreaterThanOrEqual(500);
      await refused.body?.cancel();
      expect(await stored(projectId)).toEqual({ messages: 0, turns: 0 });
      expect(await chatHits(ownerId)).toBe(0);

      await env.DB.prepare(`DROP TRIGGER ${triggers.pop()}`).run();
      const retried = await postChat(owner, body, false);
      expect(retried.status).toBe(200);
      expect(await stored(projectId)).toEqual({ messages: 2, turns: 1 });
      expect(await chatHits(ownerId)).toBe(1);
    });

    it(`${surface}: the claim failing after the question's insert: the question goes with it, no hit counted`, async () => {
      const { owner, ownerId, projectId } = await ownerWithProject(`adm-c-${surface}`, "Admissão");
      await refuseInserts("chat_turns", `NEW.project_id = '${projectId}'`);

      const refused = await postChat(owner, { message: "Qual o prazo?", projectId }, stream);
      expect(refused.status).toBeGreaterThanOrEqual(500);
      await refused.body?.cancel();
      expect(await stored(projectId)).toEqual({ messages: 0, turns: 0 });
      expect(await chatHits(ownerId)).toBe(0);
    });
  }

  it("a clientMessageId that is the user's message in another project: a 409 status even for a stream, nothing stored", async () => {
    const { owner, ownerId, projectId } = await ownerWithProject("adm-409", "Admissão");
    const otherProject = await createProjectAs(owner, "Outro projeto");
    const clientMessageId = crypto.randomUUID();
    expect((await postChat(owner, { message: "Olá", projectId, clientMessageId }, false)).status).toBe(200);
    expect(await chatHits(ownerId)).toBe(1);

    const refused = await postChat(owner, { message: "Olá", projectId: otherProject, clientMessageId }, true);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toContain("outro projeto");
    expect(await stored(otherProject)).toEqual({ messages: 0, turns: 0 });
    // A refusal spends its try, as a refused request does before its turn (a bad body, not a member).
    expect(await chatHits(ownerId)).toBe(2);
  });

  it("refusals before the turn spend a try each, and a failure of ours none", async () => {
    const { owner, ownerId, projectId } = await ownerWithProject("adm-400", "Admissão");
    expect((await postChat(owner, { message: "", projectId }, false)).status).toBe(400);
    expect((await postChat(owner, { message: "Olá", projectId: crypto.randomUUID() }, true)).status).toBe(404);
    expect(await chatHits(ownerId)).toBe(2);
    await refuseInserts("chat_turns", `NEW.project_id = '${projectId}'`);
    expect((await postChat(owner, { message: "Olá", projectId }, false)).status).toBeGreaterThanOrEqual(500);
    expect(await chatHits(ownerId)).toBe(2);
  });
});
