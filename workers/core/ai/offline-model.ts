import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { answerQuestion } from "./ouvidoria-analyst.ts";
import { extractContext } from "./ouvidoria-prompt.ts";

/**
 * A language model that runs inside the Worker: it implements the `ai` SDK's
 * model interface, reads the dashboard data from the system prompt and
 * answers the last user message with the deterministic analyst. streamText
 * drives it exactly like a hosted model, so the route, the SSE encoding and
 * the client are the same with or without an API key.
 */
const CHUNK_DELAY_MS = 8;

/** The text of the last user message (`skip` 1: the one before it, for a follow-up). */
function lastUserText(prompt: LanguageModelV4Prompt, skip = 0): string {
  let left = skip;
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i];
    if (message?.role !== "user") continue;
    if (left-- > 0) continue;
    return message.content.map((part) => (part.type === "text" ? part.text : "")).join("");
  }
  return "";
}

function systemText(prompt: LanguageModelV4Prompt): string {
  return prompt.map((message) => (message.role === "system" ? message.content : "")).join("\n");
}

export function composeAnswer(prompt: LanguageModelV4Prompt): string {
  const context = extractContext(systemText(prompt));
  if (!context) return "Não recebi os dados do painel para analisar. Recarregue a página e tente novamente.";
  return answerQuestion(lastUserText(prompt), context, lastUserText(prompt, 1) || null);
}

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createOfflineAnalystModel(options: { chunkDelayMs?: number } = {}): LanguageModelV4 {
  const delay = options.chunkDelayMs ?? CHUNK_DELAY_MS;
  return {
    specificationVersion: "v4",
    provider: "nexo-offline",
    modelId: "ouvidoria-analyst",
    supportedUrls: {},
    async doGenerate(call: LanguageModelV4CallOptions) {
      const text = composeAnswer(call.prompt);
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usageOf(text),
        warnings: [],
      };
    },
    async doStream(call: LanguageModelV4CallOptions) {
      const text = composeAnswer(call.prompt);
      const chunks = splitIntoChunks(text);
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        async start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({ type: "text-start", id: "answer" });
          for (const [index, delta] of chunks.entries()) {
            if (call.abortSignal?.aborted) break;
            if (index > 0 && delay > 0) await sleep(delay);
            controller.enqueue({ type: "text-delta", id: "answer", delta });
          }
          controller.enqueue({ type: "text-end", id: "answer" });
          controller.enqueue({ type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: usageOf(text) });
          controller.close();
        },
      });
      return { stream };
    },
  };
}
