import type { LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { simulateReadableStream } from "ai/test";

/**
 * A hosted model's answer as its provider streams it (mocked at the paid API's boundary): one text part
 * written in `deltas`, in order, then a plain stop that counts one output token a delta.
 */
export function textStream(deltas: readonly string[]): ReadableStream<LanguageModelV4StreamPart> {
  return simulateReadableStream<LanguageModelV4StreamPart>({
    chunks: [
      { type: "text-start", id: "t" },
      ...deltas.map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
      { type: "text-end", id: "t" },
      {
        type: "finish",
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: deltas.length, text: deltas.length, reasoning: 0 },
        },
      },
    ],
  });
}
