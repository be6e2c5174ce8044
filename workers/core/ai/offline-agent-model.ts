import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
} from "@ai-sdk/provider";
import { parseTurnMessage } from "#core/chat/agent-context.ts";
import { afterTool, decide } from "./offline-agent.ts";
import { splitIntoChunks, usageOf } from "./offline-model.ts";

/**
 * The project agent's offline model: a LanguageModelV4 that reads the
 * project's documents and retrieved passages from the user's turn (as a
 * hosted model does, #core/chat/agent-context.ts) and answers through ./offline-agent.ts, calling tools the way a hosted model
 * would. streamText drives it like any provider, so the route, the tools and
 * the stream are the same with or without an API key.
 */
const CHUNK_DELAY_MS = 12;

function lastUserText(prompt: LanguageModelV4Prompt): string {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i];
    if (message?.role === "user")
      return message.content.map((part) => (part.type === "text" ? part.text : "")).join("");
  }
  return "";
}

/** The tool result after the last user message (the step after a tool call), if any. */
function pendingToolResult(prompt: LanguageModelV4Prompt): { toolName: string; output: unknown } | null {
  const last = prompt.at(-1);
  if (last?.role !== "tool") return null;
  const result = last.content.find((part) => part.type === "tool-result");
  if (result?.type !== "tool-result") return null;
  const output = result.output;
  // A call the SDK refused (invalid input) or that threw comes back as an error: it failed.
  if (output.type === "error-text" || output.type === "error-json")
    return { toolName: result.toolName, output: { ok: false, error: "a ação recebeu dados inválidos" } };
  const value = output.type === "json" ? output.value : "value" in output ? output.value : null;
  return { toolName: result.toolName, output: value };
}

type Reply = { text: string } | { toolName: string; input: Record<string, string> };

function reply(prompt: LanguageModelV4Prompt): Reply {
  const context = parseTurnMessage(lastUserText(prompt));
  const toolResult = pendingToolResult(prompt);
  const decision = toolResult ? afterTool(toolResult.toolName, toolResult.output, context) : decide(context);
  return decision.kind === "answer" ? { text: decision.text } : { toolName: decision.toolName, input: decision.input };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createOfflineAgentModel(options: { chunkDelayMs?: number } = {}): LanguageModelV4 {
  const delay = options.chunkDelayMs ?? CHUNK_DELAY_MS;
  return {
    specificationVersion: "v4",
    provider: "nexo-offline",
    modelId: "project-agent",
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
