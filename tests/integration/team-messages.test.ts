import { env } from "cloudflare:test";
import type { LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { MockLanguageModelV4 } from "ai/test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { runChatTurn } from "#core/chat/chat-turn.ts";
import { addMemberAs, type Browser, createConversationAs, newSignedInUser } from "#tests/support/http.ts";
import { membershipOf, ownerWithProject } from "#tests/support/project-owner.ts";
import { textStream } from "#tests/support/model-stream.ts";
import { openRoom } from "#tests/support/room-client.ts";

/**
 * People and the agent in one room: a message addressed to the team (the
 * composer's "Para a equipe", or an @mention of a member) reaches the room
 * and is stored, but the agent does not answer it; its later answers still
 * have it in their history.
 */
let lead: Browser;
let leadId = "";
let colleague: Browser;
let projectId = "";

beforeAll(async () => {
  ({ owner: lead, ownerId: leadId, projectId } = await ownerWithProject("team-lead", "Projeto da equipe"));
  const invited = await newSignedInUser("team-colleague", { fullName: "Beatriz Campos" });
  colleague = invited.browser;
  await addMemberAs(lead, colleague, projectId, invited.email);
});

const say = (browser: Browser, body: Record<string, unknown>) =>
  browser.fetch("/api/functions/chat-orchestrator", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ projectId, ...body }),
  });

async function stored(conversationId: string) {
  const { results } = await env.DB.prepare(
    "SELECT role, content, parts FROM chat_messages WHERE session_id = ?1 ORDER BY created_at, rowid",
  )
    .bind(conversationId)
    .all<{ role: string; content: string; parts: string | null }>();
  return results;
}

describe("a message to the team", () => {
  it("is stored and published to the room, and the agent does not answer it", async () => {
    const conversationId = await createConversationAs(lead, projectId, "Prazo");
    const room = await openRoom(lead, `/api/realtime/projects/${projectId}/conversations/${conversationId}`);
    const response = await say(colleague, {
      sessionId: conversationId,
      message: "vou revisar o prazo amanhã",
      audience: "team",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: "", tool_calls: [], message_id: null, to_team: true });
    const rows = await stored(conversationId);
    expect(rows.map((row) => row.role)).toEqual(["user"]);
    expect(JSON.parse(rows[0]?.parts ?? "[]")).toContainEqual({ type: "to-team" });
    await vi.waitFor(() =>
      expect(room.messages().map((message) => [message.content, message.toTeam])).toEqual([
        ["vou revisar o prazo amanhã", true],
      ]),
    );
    // The turn ended when the response did: a reply would have been published before it.
    expect(room.events.some((event) => event.type === "token")).toBe(false);
    room.socket.close();
  });

  it("an @mention of a member addresses the team too; an @ of no member is for the agent", async () => {
    const conversationId = await createConversationAs(lead, projectId, "Menções");
    const mentioned = await say(lead, { sessionId: conversationId, message: "@Beatriz, consegue revisar o prazo?" });
    expect(await mentioned.json()).toMatchObject({ message: "", to_team: true });
    const asked = await say(lead, { sessionId: conversationId, message: "Qual o e-mail de contato@empresa.com?" });
    expect(await asked.json()).toMatchObject({ to_team: false });
    expect((await stored(conversationId)).map((row) => row.role)).toEqual(["user", "user", "assistant"]);
  });

  it("the agent's next answer sees the note as context, marked as said to the team", async () => {
    const conversationId = await createConversationAs(lead, projectId, "Contexto");
    await say(colleague, { sessionId: conversationId, message: "vou revisar o prazo amanhã", audience: "team" });
    const prompts: LanguageModelV4CallOptions["prompt"][] = [];
    const model = new MockLanguageModelV4({
      doStream: async (options) => {
        prompts.push(options.prompt);
        return {
          stream: textStream(["Beatriz revisa o prazo amanhã."]),
        };
      },
    });
    const result = await runChatTurn(
      env,
      await membershipOf(leadId, projectId),
      { message: "Quem revisa o prazo?", conversationId, clientMessageId: null },
      { model },
    );
    expect(result.assistantMessage?.content).toBe("Beatriz revisa o prazo amanhã.");
    const said = JSON.stringify(prompts[0]);
    expect(said).toContain("vou revisar o prazo amanhã");
    expect(said).toContain("Beatriz Campos para a equipe");
  });

  it("refuses an audience that is neither the agent nor the team, in Portuguese", async () => {
    const response = await say(lead, { message: "olá", audience: "todos" });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("Destinatário inválido");
  });
});
