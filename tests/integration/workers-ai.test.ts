import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkersAI } from "workers-ai-provider";
import { parseTurnMessage } from "#core/chat/agent-context.ts";
import { runChatTurn } from "#core/chat/chat-turn.ts";
import { ANALYST_OFFLINE_NOTE, analystStream, serverContext } from "#core/ai/ouvidoria-turn.ts";
import { settled, uploadAs, uploadedId } from "#tests/support/documents.ts";
import { DAILY_ALLOCATION_ERROR, fakeWorkersAi, type WorkersAiCall } from "#tests/support/fake-workers-ai.ts";
import { type Browser, createConversationAs } from "#tests/support/http.ts";
import { membershipOf, ownerWithProject } from "#tests/support/project-owner.ts";
import { expectOfflineFallback } from "#tests/support/offline-fallback.ts";

/**
 * The hosted path, tested at its boundary: the real workers-ai-provider over a
 * binding that answers in Workers AI's own formats (tests/support/fake-workers-ai.ts),
 * for the project agent and the ouvidoria analyst.
 */
const MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
const PLAN = `# Plano do Piloto

## Canais

| Canal | Volume mensal | Meta de automação |
|---|---:|---:|
| Telefone | 12.500 | 20% |
| Site | 4.200 | 45% |

## Prazos

O piloto dura 90 dias, de 1º de março a 29 de maio de 2026.
`;

let owner: Browser;
let ownerId = "";
let projectId = "";

beforeAll(async () => {
  ({ owner, ownerId, projectId } = await ownerWithProject("workers-ai", "Projeto Workers AI"));
  await settled(await uploadedId(await uploadAs(owner, projectId, { name: "Plano.md", bytes: PLAN })));
});

const membership = () => membershipOf(ownerId, projectId);

/** The passages the turn sent the model, as the model read them. */
function passagesSent(call: WorkersAiCall | undefined) {
  const user = [...(call?.inputs.messages ?? [])].reverse().find((message) => message.role === "user");
  return parseTurnMessage(String(user?.content ?? "")).passages;
}

async function turn(model: ReturnType<ReturnType<typeof createWorkersAI>>, message: string, conversationId: string) {
  return runChatTurn(env, await membership(), { message, conversationId, clientMessageId: null }, { model });
}

describe("the project agent on Workers AI (workers-ai-provider over a Workers AI-format binding)", () => {
  it("streams the reply and numbers its sources 1..n in the order it cites them", async () => {
    const conversation = await createConversationAs(owner, projectId, "Streaming");
    const ai = fakeWorkersAi((call) => {
      const passages = passagesSent(call);
      const last = passages.length;
      return { kind: "text", chunks: ["O piloto tem dois canais ", `[${last}] `, "e dura 90 dias [1", "]."] };
    });
    const result = await turn(
      createWorkersAI({ binding: ai.binding })(MODEL),
      "Quais são os canais e o prazo do piloto?",
      conversation,
    );
    const passages = passagesSent(ai.calls[0]);
    expect(passages.length).toBeGreaterThanOrEqual(2);
    expect(result.error).toBeNull();
    expect(result.reply).toBe("O piloto tem dois canais [1] e dura 90 dias [2].");
    const sources = result.assistantMessage?.sources ?? [];
    expect(sources.map((source) => source.n)).toEqual([1, 2]);
    expect(sources[0]?.chunkId).toBe(passages.at(-1)?.chunkId);
    expect(sources[1]?.chunkId).toBe(passages[0]?.chunkId);
  });

  it("calls the calculate tool, gets the computed figure back and answers with it", async () => {
    const conversation = await createConversationAs(owner, projectId, "Ferramenta");
    const ai = fakeWorkersAi((_call, index) =>
      index === 0
        ? {
            kind: "tool",
            name: "calculate",
            arguments: {
              operation: "sum",
              figures: [
                { label: "Telefone", value: "12.500" },
                { label: "Site", value: "4.200" },
              ],
            },
          }
        : { kind: "text", chunks: ["O volume mensal total é 16.700 [1]."] },
    );
    const result = await turn(
      createWorkersAI({ binding: ai.binding })(MODEL),
      "Qual o volume mensal total?",
      conversation,
    );
    expect(result.toolNames).toEqual(["calculate"]);
    const tool = (
      JSON.parse(String(await storedParts(result.assistantMessage?.id))) as { type: string; output?: unknown }[]
    ).find((part) => part.type === "tool");
    expect(tool?.output).toEqual({ ok: true, result: "16.700", expression: "12.500 + 4.200 = 16.700" });
    // The model's second call carries the tool's result.
    expect(JSON.stringify(ai.calls[1]?.inputs.messages)).toContain("16.700");
    expect(result.reply).toBe("O volume mensal total é 16.700 [1].");
    expect(result.assistantMessage?.content).not.toContain("Ações executadas");
  });

  it("the daily allocation spent before the first word: the offline agent answers, noted, and it is logged", async () => {
    const conversation = await createConversationAs(owner, projectId, "Cota");
    const ai = fakeWorkersAi(() => ({ kind: "fail", error: DAILY_ALLOCATION_ERROR() }));
    const event = await expectOfflineFallback(
      () => turn(createWorkersAI({ binding: ai.binding })(MODEL), "Quanto tempo dura o piloto?", conversation),
      "90 dias",
    );
    expect(event?.cause).toContain("3036");
    expect(event?.provider).toMatch(/workers-?ai/);
  });

  it("an error after the first word stops the reply as it stood, marked failed (no offline answer on top)", async () => {
    const conversation = await createConversationAs(owner, projectId, "Erro no meio");
    const ai = fakeWorkersAi(() => ({
      kind: "fail-after",
      chunks: ["O piloto dura"],
      error: new Error("5xx upstream"),
    }));
    const result = await turn(
      createWorkersAI({ binding: ai.binding })(MODEL),
      "Quanto tempo dura o piloto?",
      conversation,
    );
    expect(result.error).toMatchObject({ code: "agent_failed", message: "Erro na resposta do agente" });
    expect(result.assistantMessage?.content).toBe("O piloto dura");
    expect(result.assistantMessage?.status).toBe("failed");
  });

  it("a follow-up is made standalone by a short call to the model, and that question is what the turn answered", async () => {
    const conversation = await createConversationAs(owner, projectId, "Seguimento");
    const first = fakeWorkersAi(() => ({ kind: "text", chunks: ["A meta de automação do canal Telefone é 20% [1]."] }));
    await turn(
      createWorkersAI({ binding: first.binding })(MODEL),
      "Qual a meta de automação do canal Telefone?",
      conversation,
    );
    const second = fakeWorkersAi((call) =>
      call.inputs.stream
        ? { kind: "text", chunks: ["A meta de automação do canal Site é 45% [1]."] }
        : { kind: "text", chunks: ["Qual a meta de automação do canal Site?"] },
    );
    const result = await turn(createWorkersAI({ binding: second.binding })(MODEL), "E no site?", conversation);
    expect(second.calls[0]?.inputs.stream).toBeFalsy();
    const parts = JSON.parse(String(await storedParts(result.assistantMessage?.id))) as {
      type: string;
      text?: string;
    }[];
    expect(parts.find((part) => part.type === "question")?.text).toBe("Qual a meta de automação do canal Site?");
    expect(passagesSent(second.calls[1]).some((passage) => passage.text.includes("| Site |"))).toBe(true);
  });
});

describe("the ouvidoria analyst on Workers AI", () => {
  it("streams the model's answer from the server's own data", async () => {
    const ai = fakeWorkersAi(() => ({ kind: "text", chunks: ["Resposta ", "do modelo."] }));
    const text = await askAnalyst(ai.binding);
    expect(text).toBe("Resposta do modelo.");
    const system = ai.calls[0]?.inputs.messages?.find((message) => message.role === "system");
    expect(String(system?.content)).toContain(String(serverContext().callCenterMetrics.totalCalls));
  });

  it("a quota error before the first word: the offline analyst answers, after the note", async () => {
    const ai = fakeWorkersAi(() => ({ kind: "fail", error: DAILY_ALLOCATION_ERROR() }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const text = await askAnalyst(ai.binding);
      expect(text.startsWith(`${ANALYST_OFFLINE_NOTE}\n\n`)).toBe(true);
      const total = serverContext().callCenterMetrics.totalCalls;
      expect(text.replace(/\./g, "")).toContain(String(total));
    } finally {
      warn.mockRestore();
    }
  });
});

/** The analyst's answer to "Quantos atendimentos hoje?" through Workers AI over this binding, read from its SSE. */
function askAnalyst(binding: Ai): Promise<string> {
  const model = createWorkersAI({ binding })(MODEL);
  const messages = [{ role: "user" as const, content: "Quantos atendimentos hoje?" }];
  return readSse(analystStream(model, messages, serverContext(), new AbortController().signal));
}

async function storedParts(messageId: string | undefined) {
  return env.DB.prepare("SELECT parts FROM chat_messages WHERE id = ?1")
    .bind(messageId ?? "")
    .first<string>("parts");
}

/** The text of an SSE body in the ouvidoria's format (`choices[0].delta.content`, `[DONE]`). */
async function readSse(body: ReadableStream<Uint8Array>): Promise<string> {
  const raw = await new Response(body).text();
  return raw
    .split("\n\n")
    .map((event) => event.replace(/^data: /, "").trim())
    .filter((data) => data && data !== "[DONE]")
    .map(
      (data) =>
        (JSON.parse(data) as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta?.content ?? "",
    )
    .join("");
}
