import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ChatEvent } from "#isomorphic/protocols/chat-protocol.ts";
import { BOOKMARK_HEADER, BOOKMARK_PATH } from "#isomorphic/protocols/d1-bookmark.ts";
import { createDeltaReader } from "#app/lib/sse-client.ts";
import { createProjectAs, newSignedInUser, postNewConversation } from "#tests/support/http.ts";
import { recordingD1 } from "#tests/support/recording-d1.ts";
import { sessionRecordingD1 } from "#tests/support/session-d1.ts";
import { throughWorker } from "#tests/support/worker-env.ts";

/** A browser signed in through the pool's Worker, then talking to the web Worker over a recording D1. */
async function signedInOverRecordingD1(prefix: string) {
  const recording = sessionRecordingD1(env.DB);
  const { browser } = await newSignedInUser(prefix);
  browser.send = throughWorker({ ...env, DB: recording.db } as typeof env);
  return { browser, recording };
}

describe("D1 sessions: reads near the user, the writer's bookmark carried", () => {
  it("a write's bookmark comes back, and the next request reads through a session opened from it and sees the write", async () => {
    const { browser, recording } = await signedInOverRecordingD1("bookmark");
    const created = await browser.post("/projects?index", { intent: "create-project", name: "Projeto recém-criado" });
    const projectId = created.headers.get("Location")?.split("/").at(-1) ?? "";
    expect(recording.outside).toEqual([]);
    // The creation wrote, so its response carried the bookmark back, in the header and the cookie.
    const written = created.headers.get(BOOKMARK_HEADER);
    expect(written).toMatch(/^[0-9a-f]{8}-/);
    expect(browser.cookie("nexo_d1_bookmark")).toBeTruthy();

    recording.reset();
    const page = await browser.fetch(`/projects/${projectId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Projeto recém-criado");
    expect(recording.opened).toEqual([written]);
    // Every statement of the page went through that session, none straight to the binding.
    expect(recording.inSession.length).toBeGreaterThan(0);
    expect(recording.outside).toEqual([]);
  });

  it("a response that only read sets no bookmark cookie", async () => {
    const { browser, recording } = await signedInOverRecordingD1("readonly");
    const projectId = await createProjectAs(browser, "Só leitura");
    const page = await browser.fetch(`/projects/${projectId}`);
    expect(page.status).toBe(200);
    expect(recording.inSession.length).toBeGreaterThan(0);
    expect(page.headers.getSetCookie().filter((line) => line.startsWith("nexo_d1_bookmark="))).toEqual([]);
    expect(page.headers.get(BOOKMARK_HEADER)).toBeNull();
  });

  it("a user without a bookmark still reads, from a session where the first read may go anywhere", async () => {
    const { browser, recording } = await signedInOverRecordingD1("nobookmark");
    const projectId = await createProjectAs(browser, "Sem marcador");
    browser.setCookie("nexo_d1_bookmark", "");
    recording.reset();
    const page = await browser.fetch(`/projects/${projectId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Sem marcador");
    expect(recording.opened).toEqual(["first-unconstrained"]);
  });

  it("something that is not a bookmark is not handed to D1", async () => {
    const { browser, recording } = await signedInOverRecordingD1("garbage");
    recording.reset();
    const page = await browser.fetch("/dashboard", { headers: { [BOOKMARK_HEADER]: "'; DROP TABLE users; --" } });
    expect(page.status).toBe(200);
    expect(recording.opened).toEqual(["first-unconstrained"]);
  });

  it("an API client carries the bookmark in a header: a write answers it, the next call opens its session from it", async () => {
    const { browser, recording } = await signedInOverRecordingD1("apiheader");
    const projectId = await createProjectAs(browser, "Pela API");
    const created = await postNewConversation(browser, projectId, "Conversa nova");
    const bookmark = created.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(/^[0-9a-f]{8}-/);

    recording.reset();
    browser.setCookie("nexo_d1_bookmark", "");
    const listed = await browser.fetch(`/api/projects/${projectId}/documents`, {
      headers: { [BOOKMARK_HEADER]: bookmark ?? "" },
    });
    expect(listed.status).toBe(200);
    expect(recording.opened).toEqual([bookmark]);
  });
});

describe("a streamed reply's writes", () => {
  it("the stream ends with the bookmark after its reply; handed back, the next read opens its session from it and sees the reply", async () => {
    const recording = sessionRecordingD1(env.DB);
    const { browser } = await newSignedInUser("streamed");
    const projectId = await createProjectAs(browser, "Resposta transmitida");
    const response = await browser.fetch("/api/functions/chat-orchestrator", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://nexo.test", Accept: "text/event-stream" },
      body: JSON.stringify({ message: "Qual o prazo de atendimento?", projectId }),
    });
    expect(response.status).toBe(200);
    // The headers carry the bookmark of the question's write; the reply is written after they left.
    const beforeReply = response.headers.get(BOOKMARK_HEADER);
    expect(beforeReply).toMatch(/^[0-9a-f]{8}-/);
    const events: ChatEvent[] = [];
    const reader = createDeltaReader(
      () => undefined,
      () => undefined,
      (event) => events.push(event as ChatEvent),
    );
    reader.feed(await response.text());
    reader.end();
    const reply = events.find((event) => event.type === "assistant-message");
    const last = events.at(-1);
    if (reply?.type !== "assistant-message" || last?.type !== "bookmark")
      throw new Error(`events: ${JSON.stringify(events)}`);
    expect(last.bookmark).toMatch(/^[0-9a-f]{8}-/);
    expect(last.bookmark).not.toBe(beforeReply);

    // What the chat panel does when its stream ends: hands the bookmark back, and gets it in its cookie.
    const refused = await browser.fetch(BOOKMARK_PATH, {
      method: "POST",
      headers: { Origin: "http://nexo.test", [BOOKMARK_HEADER]: "'; DROP TABLE users; --" },
    });
    expect(refused.status).toBe(400);
    const handedBack = await browser.fetch(BOOKMARK_PATH, {
      method: "POST",
      headers: { Origin: "http://nexo.test", [BOOKMARK_HEADER]: last.bookmark },
    });
    expect(handedBack.status).toBe(204);

    browser.send = throughWorker({ ...env, DB: recording.db } as typeof env);
    const listed = await browser.fetch(`/api/projects/${projectId}/messages`);
    expect(listed.status).toBe(200);
    expect(recording.opened).toEqual([last.bookmark]);
    expect(recording.outside).toEqual([]);
    const { messages } = (await listed.json()) as { messages: { id: string }[] };
    expect(messages.map((message) => message.id)).toContain(reply.message.id);
  });
});

describe("a project page's reads", () => {
  it("checks the session and the membership in one statement, then reads the rest together", async () => {
    const recorded = recordingD1(env.DB);
    const { browser } = await newSignedInUser("onequery");
    const projectId = await createProjectAs(browser, "Uma leitura");
    browser.send = throughWorker({ ...env, DB: recorded.db } as typeof env);
    const page = await browser.fetch(`/projects/${projectId}`);
    expect(page.status).toBe(200);
    const sql = recorded.statements.map((statement) => statement.sql);
    // The page's session read carries the membership (the layout's reads the session alone); no separate
    // membership read follows it.
    const withMembership = recorded.statements.filter(
      (statement) =>
        /from "auth_sessions" inner join "users"/.test(statement.sql) && statement.params.includes(projectId),
    );
    expect(withMembership.map((statement) => statement.sql)).toEqual([expect.stringMatching(/"project_members"/)]);
    expect(sql.filter((text) => /select .* from "project_members" inner join "projects"/.test(text))).toEqual([]);
  });
});
