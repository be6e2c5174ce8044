import type { LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import { createOfflineAgentModel } from "./offline-agent-model.ts";
import { createOfflineAnalystModel } from "./offline-model.ts";
import { openAiCompatible } from "./openai-compatible.ts";
import { type AiProviderEnv, aiProvider, chatModelId } from "./providers.ts";

/**
 * The language model of every AI feature, built for the provider
 * ./providers.ts chose. Each feature's offline model answers when no
 * provider is configured, through the same interface.
 */
export type AiFeature = "ouvidoria-analyst" | "project-agent";

export function modelFor(feature: AiFeature, env: AiProviderEnv): LanguageModel {
  switch (aiProvider(env)) {
    case "openai":
      return openAiCompatible({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL }).chatModel(chatModelId(env));
    case "workers-ai":
      return createWorkersAI({ binding: env.AI as Ai })(chatModelId(env));
    default:
      return feature === "project-agent" ? createOfflineAgentModel() : createOfflineAnalystModel();
  }
}
