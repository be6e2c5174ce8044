import type { LanguageModelV4, LanguageModelV4Prompt } from "@ai-sdk/provider";
import { parseTurnMessage } from "#core/chat/agent-context.ts";
import { afterTool, decide } from "./offline-agent.ts";
import { lastUserText, type ScriptedReply, scriptedModel } from "./scripted-model.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { toolFailure } from "#core/chat/tool-failure.ts";

/**
 * The project agent's offline model: it reads the project's documents and
 * retrieved passages from the user's turn (as a hosted model does,
 * #core/chat/agent-context.ts) and answers through ./offline-agent.ts, calling
 * tools the way a hosted model would.
 */
const CHUNK_DELAY_MS = 12;

/** The tool result after the last user message (the step after a tool call), if any. */
function pendingToolResult(prompt: LanguageModelV4Prompt): { toolName: string; output: unknown } | null {
  const last = prompt.at(-1);
  if (last?.role !== "tool") return null;
  const result = last.content.find((part) => part.type === "tool-result");
  if (result?.type !== "tool-result") return null;
  const output = result.output;
  // A call the SDK refused (invalid input) or that threw comes back as an error: it failed.
  if (output.type === "error-text" || output.type === "error-json")
    return {
      toolName: result.toolName,
      output: toolFailure(new AppError("validation", "a ação recebeu dados inválidos"), result.toolName),
    };
  const value = output.type === "json" ? output.value : "value" in output ? output.value : null;
  return { toolName: result.toolName, output: value };
}

/**
 * The assistant's reply before the last user message: what the conversation last said, as a hosted model reads it.
 * `back` 1 reads the reply before the user message before that one.
 */
function previousReply(prompt: LanguageModelV4Prompt, back = 0): string | undefined {
  let asked = prompt.findLastIndex((message) => message.role === "user");
  for (let step = 0; step < back && asked > 0; step++)
    asked = prompt.findLastIndex((message, i) => i < asked && message.role === "user");
  if (asked < 0) return undefined;
  for (let i = asked - 1; i >= 0; i--) {
    const message = prompt[i];
    if (message?.role === "user") return undefined;
    if (message?.role !== "assistant") continue;
    const text = message.content.map((part) => (part.type === "text" ? part.text : "")).join("");
    if (text.trim()) return text;
  }
  return undefined;
}

function reply(prompt: LanguageModelV4Prompt): ScriptedReply {
  const previous = previousReply(prompt);
  const earlier = previous ? previousReply(prompt, 1) : undefined;
  const context = {
    ...parseTurnMessage(lastUserText(prompt)),
    ...(previous ? { previous } : {}),
    ...(earlier ? { earlier } : {}),
  };
  const toolResult = pendingToolResult(prompt);
  const decision = toolResult ? afterTool(toolResult.toolName, toolResult.output, context) : decide(context);
  return decision.kind === "answer" ? { text: decision.text } : { toolName: decision.toolName, input: decision.input };
}

export function createOfflineAgentModel(options: { chunkDelayMs?: number } = {}): LanguageModelV4 {
  return scriptedModel({ modelId: "project-agent", chunkDelayMs: options.chunkDelayMs ?? CHUNK_DELAY_MS, reply });
}
