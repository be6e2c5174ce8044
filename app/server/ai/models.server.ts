import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import type { AppSecrets } from "~/server/context";
import { createOfflineAgentModel } from "./offline-agent-model";
import { createOfflineAnalystModel } from "./offline-model";
import { DEFAULT_OPENAI_MODEL } from "./provider-label";

/**
 * The one place that picks the model of every AI feature. With
 * OPENAI_API_KEY (and optionally OPENAI_BASE_URL for any OpenAI-compatible
 * server, OPENAI_MODEL for the model) a hosted model answers; without it, the
 * feature's built-in offline model does, through the same interface.
 * Embeddings are picked in app/server/search/search-services.ts by the same rule.
 */
export type AiFeature = "ouvidoria-analyst" | "project-agent";

export function modelFor(feature: AiFeature, env: AppSecrets): LanguageModel {
  if (env.OPENAI_API_KEY) {
    const openai = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined });
    return openai(env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL);
  }
  return feature === "project-agent" ? createOfflineAgentModel() : createOfflineAnalystModel();
}
