import { abortAllDurableObjects, env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { placeMessage } from "#app/components/chat/use-project-chat.ts";
import type { ChatMessageView } from "#isomorphic/protocols/chat-protocol.ts";
import { conversationRoom, KEEP_ALIVE } from "#isomorphic/protocols/realtime-protocol.ts";
import { createOfflineAgentModel } from "#core/ai/offline-agent-model.ts";
import { runChatTurn } from "#core/chat/chat-turn.ts";
import {
  addMemberAs,
  Browser,
  createConversationAs,
  newSignedInUser,
  ownerWithConversation,
} from "#tests/support/http.ts";
import { openRoom } from "#tests/support/room-client.ts";
import { membershipOf, userIdOf } from "#tests/support/project-owner.ts";

let owner: Browser;
let member: Browser;
let projectId = "";
let conversationId = "";

beforeAll(async () => {
  ({
    browser: owner,
    projectId,
    conversationId,
  } = await ownerWithConversation("room-owner", "Sala ao vivo", "Conversa viva"));
  const invited = await newSignedInUser("room-member");
  member = invited.browser;
  await addMemberAs(owner, member, projectId, invited.email);
});

const connect = (browser: Browser, path = `/api/realtime/projects/${projectId}/conversations/${conversationId}`) =>
  openRoom(browser, path);

const say = (browser: Browser, message: string, conversation = conversationId) =>
  browser.fetch("/api/functions/chat-orchestrator", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ message, projectId, sessionId: conversation }),
  });

describe("opening a room", () => {
  it("is refused to anonymous visitors, outsiders, other sites and plain requests", async () => {
    const path = `/api/realtime/projects/${projectId}/conversations/${conversationId}`;
    const upgrade = { Upgrade: "websocket" };
    expect((await new Browser().fetch(path, { headers: upgrade })).status).toBe(401);
    const { browser: outsider } = await newSignedInUser("room-outsider");
    const refused = await outsider.fetch(path, { headers: upgrade });
    expect(refused.status).toBe(404);
    expect(refused.webSocket).toBeNull();
    expect((await owner.fetch(path, { headers: { ...upgrade, Origin: "https://evil.example" } })).status).toBe(403);
    expect((await owner.fetch(path)).status).toBe(426);
    const otherConversation = `/api/realtime/projects/${projectId}/conversations/${crypto.randomUUID()}`;
    expect((await owner.fetch(otherConversation, { headers: upgrade })).status).toBe(404);
  });
});

describe("broadcast", () => {
  it("two members receive the same messages in the same order, and see each other", async () => {
    const a = await connect(owner);
    const b = await connect(member);
    await vi.waitFor(() => {
      const presence = a.events.filter((event) => event.type === "presence").at(-1);
      expect(presence?.type === "presence" && presence.members.length).toBe(2);
    });
    for (const text of ["primeira", "segunda", "terceira"]) expect((await say(owner, text)).status).toBe(200);
    await vi.waitFor(() => expect(b.messages()).toHaveLength(6));
    expect(a.messages().map((message) => message.id)).toEqual(b.messages().map((message) => message.id));
    expect(
      a
        .messages()
        .filter((message) => message.role === "user")
        .map((message) => message.content),
    ).toEqual(["primeira", "segunda", "terceira"]);
    // Replies streamed as tokens before their stored message.
    expect(b.events.some((event) => event.type === "token")).toBe(true);
    a.socket.close();
    b.socket.close();
  });

  it("the project's consolidated room sees every conversation's messages", async () => {
    const project = await connect(member, `/api/realtime/projects/${projectId}`);
    await say(owner, "para o projeto todo");
    await vi.waitFor(() =>
      expect(project.messages().some((message) => message.content === "para o projeto todo")).toBe(true),
    );
    project.socket.close();
  });
});

describe("reconnecting", () => {
  it("a client that was away catches up from the API without duplicates", async () => {
    const client = await connect(member);
    await say(owner, "antes da queda");
    await vi.waitFor(() => expect(client.messages().length).toBeGreaterThanOrEqual(2));
    let shown: ChatMessageView[] = client.messages();
    client.socket.close();

    await say(owner, "durante a queda");
    const again = await connect(member);
    // What the client does on every (re)connection: ask for what came after the last message it has.
    const last = shown.at(-1)?.id ?? "";
    const page = (await (
      await member.fetch(`/api/projects/${projectId}/messages?conversationId=${conversationId}&after=${last}`)
    ).json()) as {
      messages: ChatMessageView[];
    };
    expect(page.messages.map((message) => message.content)[0]).toBe("durante a queda");
    for (const message of page.messages) shown = placeMessage(shown, message) as ChatMessageView[];
    // Replays of what the room sends afterwards never add a second copy.
    for (const message of page.messages) shown = placeMessage(shown, message) as ChatMessageView[];
    const ids = shown.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(shown.some((message) => message.content === "durante a queda")).toBe(true);
    again.socket.close();
  });
});

describe("a room that restarts mid-stream", () => {
  it("loses no stored message: the turn finishes and a new socket catches up", async () => {
    const conversation = await createConversationAs(owner, projectId, "Reinício");
    const membership = await membershipOf(await userIdOf(owner.email), projectId);
    const watcher = await connect(member, `/api/realtime/projects/${projectId}/conversations/${conversation}`);
    let restarted = false;
    const turn = runChatTurn(
      env,
      membership,
      { message: "Olá", conversationId: conversation, clientMessageId: null },
      {
        model: createOfflineAgentModel({ chunkDelayMs: 5 }),
        sink: {
          text: async () => {
            if (!restarted) {
              restarted = true;
              await abortAllDurableObjects();
            }
            return true;
          },
          event: () => {},
        },
      },
    );
    const result = await turn;
    expect(restarted).toBe(true);
    expect(result.assistantMessage?.status).toBe("complete");
    const stored = await env.DB.prepare(
      "SELECT role FROM chat_messages WHERE session_id = ?1 ORDER BY created_at, rowid",
    )
      .bind(conversation)
      .all();
    expect(stored.results.map((row) => row.role)).toEqual(["user", "assistant"]);
    const fresh = await connect(member, `/api/realtime/projects/${projectId}/conversations/${conversation}`);
    const page = (await (
      await member.fetch(`/api/projects/${projectId}/messages?conversationId=${conversation}`)
    ).json()) as { messages: ChatMessageView[] };
    expect(page.messages.map((message) => message.id)).toEqual([result.userMessage.id, result.assistantMessage?.id]);
    fresh.socket.close();
    watcher.socket.close();
  });

  it("a hibernated room keeps its sockets and who is on them", async () => {
    const conversation = await createConversationAs(owner, projectId, "Hibernação");
    const path = `/api/realtime/projects/${projectId}/conversations/${conversation}`;
    const a = await connect(owner, path);
    const b = await connect(member, path);
    await vi.waitFor(() =>
      expect(a.events.some((event) => event.type === "presence" && event.members.length === 2)).toBe(true),
    );
    await evictDurableObject(env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(conversationRoom(conversation))));
    await say(owner, "depois de hibernar", conversation);
    await vi.waitFor(() => expect(b.messages().some((message) => message.content === "depois de hibernar")).toBe(true));
    b.socket.close();
    await vi.waitFor(() => {
      const presence = a.events.filter((event) => event.type === "presence").at(-1);
      expect(presence?.type === "presence" && presence.members.map((m) => m.name)).toEqual(["Maria Teste"]);
    });
    a.socket.close();
  });
});

describe("keep-alive", () => {
  it("answers the clients' keep-alive without waking the room: the runtime's auto-response replies", async () => {
    const conversation = await createConversationAs(owner, projectId, "Ping");
    const client = await connect(owner, `/api/realtime/projects/${projectId}/conversations/${conversation}`);
    const room = env.CHAT_ROOM.get(env.CHAT_ROOM.idFromName(conversationRoom(conversation)));
    await evictDurableObject(room);
    const answers: unknown[] = [];
    client.socket.addEventListener("message", (message) => answers.push(message.data));
    client.socket.send(KEEP_ALIVE.request);
    await vi.waitFor(() => expect(answers).toContain(KEEP_ALIVE.response));
    // Only an auto-response leaves this timestamp; a reply sent from webSocketMessage would not.
    const answeredAt = await runInDurableObject(room, (_instance, state) =>
      state.getWebSockets().map((socket) => state.getWebSocketAutoResponseTimestamp(socket)),
    );
    expect(answeredAt).toHaveLength(1);
    expect(answeredAt[0]).toBeInstanceOf(Date);
    client.socket.close();
  });
});
