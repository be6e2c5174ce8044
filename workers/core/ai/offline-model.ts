import type { LanguageModelV4, LanguageModelV4Prompt } from "@ai-sdk/provider";
import { answerQuestion } from "./ouvidoria-analyst.ts";
import { extractContext } from "./ouvidoria-prompt.ts";
import { lastUserText, scriptedModel } from "./scripted-model.ts";

/**
 * The ouvidoria analyst's offline model: it reads the dashboard data from the
 * system prompt and answers the last user message (the one before it resolves
 * a follow-up) with the deterministic analyst (./ouvidoria-analyst.ts).
 */
const CHUNK_DELAY_MS = 8;

function systemText(prompt: LanguageModelV4Prompt): string {
  return prompt.map((message) => (message.role === "system" ? message.content : "")).join("\n");
}

/** The analyst's answer to the prompt's last question. */
export function analystReply(prompt: LanguageModelV4Prompt): string {
  const context = extractContext(systemText(prompt));
  if (!context) return "Não recebi os dados do painel para analisar. Recarregue a página e tente novamente.";
  return answerQuestion(lastUserText(prompt), context, lastUserText(prompt, 1) || null);
}

export function createOfflineAnalystModel(options: { chunkDelayMs?: number } = {}): LanguageModelV4 {
  return scriptedModel({
    modelId: "ouvidoria-analyst",
    chunkDelayMs: options.chunkDelayMs ?? CHUNK_DELAY_MS,
    reply: (prompt) => ({ text: analystReply(prompt) }),
  });
}
