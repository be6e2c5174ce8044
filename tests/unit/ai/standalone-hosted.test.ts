import type { LanguageModelV4 } from "@ai-sdk/provider";
import { MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import type { MessageRow } from "#core/db/conversations.ts";
import { CONDENSE_BUDGET_MS, priorTurn, standaloneForTurn } from "#core/chat/standalone.ts";

/**
 * The production path of a follow-up: with a hosted model, the model writes the standalone question. A real model
 * takes one to two seconds for that; a fake at the provider's boundary answers after such a delay.
 */
function slowModel(answer: string, delayMs: number): LanguageModelV4 {
  return new MockLanguageModelV4({
    doGenerate: async ({ abortSignal }) => {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, delayMs);
        abortSignal?.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(abortSignal.reason);
        });
      });
      return {
        content: [{ type: "text", text: answer }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 40, noCache: 40, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 12, text: 12, reasoning: 0 },
        },
        warnings: [],
      };
    },
  });
}

const row = (role: "user" | "assistant", content: string, parts: MessageRow["parts"] = []): MessageRow =>
  ({
    id: crypto.randomUUID(),
    role,
    content,
    createdAt: Date.now(),
    userId: "u",
    sessionId: "s",
    parts,
    status: "complete",
    clientMessageId: null,
    authorName: "Ana",
  }) as MessageRow;

const history = [
  row("user", "Qual é a capacidade do reservatório Aurora?"),
  row("assistant", "A capacidade do reservatório Aurora é 12.000 m³ [1].", [
    { type: "question", text: "Qual é a capacidade do reservatório Aurora?" },
  ]),
];

describe("a hosted model writes the standalone question", () => {
  it("within its budget, a model that takes 1.5 s writes it", async () => {
    const model = slowModel("Qual é o nível médio do reservatório Aurora?", 1_500);
    const result = await standaloneForTurn("Oi! E o nível médio dele?", history, model);
    expect(result.text).toBe("Qual é o nível médio do reservatório Aurora?");
  });

  it("a model later than the budget leaves the resolver's question, which still resolves the reference", async () => {
    const model = slowModel("nunca chega", CONDENSE_BUDGET_MS + 2_000);
    const result = await standaloneForTurn("E o nível médio dele?", history, model);
    expect(result.text).toMatch(/^Qual é o nível médio d[eo] .*Aurora\?$/);
    expect(result.text).not.toBe("nunca chega");
  });

  it("a question that stands alone, asked bare, costs no model call", async () => {
    let calls = 0;
    const model = new MockLanguageModelV4({
      doGenerate: async () => {
        calls++;
        throw new Error("not expected");
      },
    });
    await standaloneForTurn("Qual é a capacidade do reservatório Bento?", [], model);
    expect(calls).toBe(0);
  });
});

describe("the turns a follow-up leans on, as the conversation stored them", () => {
  it("the last turn, and the one before it as its earlier turn (one deep)", () => {
    const stored = [
      ...history,
      row("user", "Bom dia! Qual reservatório tem o menor volume?"),
      row("assistant", "O reservatório Bento tem o menor volume: 3.000 m³ [2].", [
        { type: "question", text: "Qual reservatório tem o menor volume?" },
      ]),
      row("user", "E o maior?"),
      row("assistant", "O reservatório Aurora tem o maior volume: 12.000 m³ [1].", [
        { type: "question", text: "Qual reservatório tem o maior volume?" },
      ]),
    ];
    const prior = priorTurn(stored);
    expect(prior?.question).toBe("Qual reservatório tem o maior volume?");
    expect(prior?.earlier?.question).toBe("Qual reservatório tem o menor volume?");
    expect(prior?.earlier?.answer).toContain("Bento");
    expect(prior?.earlier?.earlier ?? null).toBeNull();
    // A conversation of one turn has none before it.
    expect(priorTurn(history)?.earlier ?? null).toBeNull();
  });
});
