import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import type { AppSecrets } from "~/server/context";
import { createOfflineAnalystModel } from "./offline-model";
import { DEFAULT_OPENAI_MODEL } from "./provider-label";

/**
 * The one place that picks a model. With OPENAI_API_KEY (and optionally
 * OPENAI_BASE_URL for any OpenAI-compatible server) a hosted model answers;
 * without it, the offline analyst does, through the same interface.
 */
export function ouvidoriaModel(env: AppSecrets): LanguageModel {
  if (!env.OPENAI_API_KEY) return createOfflineAnalystModel();
  const openai = createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL || undefined });
  return openai(env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL);
}
