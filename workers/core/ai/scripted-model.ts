import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";

/**
 * A language model that runs inside the Worker from a function of the
 * prompt: it implements the `ai` SDK's model interface (generate and stream),
 * so streamText drives it exactly like a hosted model and the routes, the
 * tools and the SSE are the same with or without an API key. The project
 * agent's offline model (./offline-agent-model.ts) and the ouvidoria analyst's
 * (./offline-model.ts) are both this, with their own `reply`.
 */
export type ScriptedReply = { text: string } | { toolName: string; input: Record<string, string> };

export interface ScriptedModelOptions {
  modelId: string;
  reply: (prompt: LanguageModelV4Prompt) => ScriptedReply;
  /** Pause between streamed words, so the stream reads as one (0 in benchmarks that measure the rest). */
  chunkDelayMs: number;
}

/** The provider name every scripted model reports: how the turn tells an offline model from a hosted one. */
export const SCRIPTED_PROVIDER = "nexo-offline";

/** Word-sized pieces, whitespace kept, so Markdown survives reassembly. */
export function splitIntoChunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

export function usageOf(outputText: string): LanguageModelV4Usage {
  const words = splitIntoChunks(outputText).length;
  return {
    inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: words, text: words, reasoning: undefined },
  };
}

/** The text of a prompt's last user message (`skip` 1: the one before it). */
export function lastUserText(prompt: LanguageModelV4Prompt, skip = 0): string {
  let left = skip;
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i];
    if (message?.role !== "user") continue;
    if (left-- > 0) continue;
    return message.content.map((part) => (part.type === "text" ? part.text : "")).join("");
  }
  return "";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function scriptedModel(options: ScriptedModelOptions): LanguageModelV4 {
  const { modelId, reply, chunkDelayMs: delay } = options;
  return {
    specificationVersion: "v4",
    provider: SCRIPTED_PROVIDER,
    modelId,
    supportedUrls: {},
    async doGenerate(call: LanguageModelV4CallOptions) {
      const answer = reply(call.prompt);
      if ("toolName" in answer) {
        return {
          content: [
            {
              type: "tool-call",
              toolCallId: crypto.randomUUID(),
              toolName: answer.toolName,
              input: JSON.stringify(answer.input),
            },
          ],
          finishReason: { unified: "tool-calls", raw: "tool-calls" },
          usage: usageOf(""),
          warnings: [],
        };
      }
      return {
        content: [{ type: "text", text: answer.text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usageOf(answer.text),
        warnings: [],
      };
    },
    async doStream(call: LanguageModelV4CallOptions) {
      const answer = reply(call.prompt);
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        async start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          if ("toolName" in answer) {
            controller.enqueue({
              type: "tool-call",
              toolCallId: crypto.randomUUID(),
              toolName: answer.toolName,
              input: JSON.stringify(answer.input),
            });
            controller.enqueue({
              type: "finish",
              finishReason: { unified: "tool-calls", raw: "tool-calls" },
              usage: usageOf(""),
            });
            controller.close();
            return;
          }
          controller.enqueue({ type: "text-start", id: "answer" });
          for (const [index, delta] of splitIntoChunks(answer.text).entries()) {
            if (call.abortSignal?.aborted) break;
            if (index > 0 && delay > 0) await sleep(delay);
            controller.enqueue({ type: "text-delta", id: "answer", delta });
          }
          controller.enqueue({ type: "text-end", id: "answer" });
          controller.enqueue({
            type: "finish",
            finishReason: { unified: "stop", raw: "stop" },
            usage: usageOf(answer.text),
          });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
