import { createOpenAiEmbedder } from "#core/search/openai-embedder.ts";
import { createOfflineEmbedder, type Embedder } from "#core/search/embedder.ts";
import { createWorkersAiEmbedder } from "#core/search/workers-ai-embedder.ts";

/**
 * The one rule that decides which AI serves the app, for the agents and the
 * embeddings alike:
 * - OPENAI_API_KEY set: OpenAI (or any compatible server at OPENAI_BASE_URL);
 * - else an `AI` binding (Cloudflare, production environment only): Workers AI,
 *   an instruction model for the agents and bge-m3 (multilingual) for the vectors;
 * - else the built-in offline models and embedder (every local run and test).
 * Each Worker applies it to its own env: the web Worker embeds questions, the
 * ingestion Worker documents. They agree because `npm run deploy` refuses a var
 * or binding the two configs set differently and uploads the same secrets to
 * both; and each document's vectors record the model that made them, so a
 * change of embedder is found and re-embedded (`npm run reindex`). The language
 * models are built in ./models.ts from this choice; the agent code is the same
 * for every provider. The Node scripts (seed, reindex) import this module too.
 */
export type AiProvider = "openai" | "workers-ai" | "offline";

export interface AiProviderEnv {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  AI?: Ai;
  WORKERS_AI_MODEL?: string;
  WORKERS_AI_EMBEDDING_MODEL?: string;
}

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";
/** Multilingual (Portuguese included), follows instructions and calls tools on Workers AI. */
export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
/** Multilingual embeddings, 1024 dimensions (docs/deploy.md). */
export const DEFAULT_WORKERS_AI_EMBEDDING_MODEL = "@cf/baai/bge-m3";

export function aiProvider(env: AiProviderEnv): AiProvider {
  if (env.OPENAI_API_KEY) return "openai";
  if (env.AI) return "workers-ai";
  return "offline";
}

/** The model id that answers the agents, for the chosen provider ("offline" for the built-in ones). */
export function chatModelId(env: AiProviderEnv): string {
  switch (aiProvider(env)) {
    case "openai":
      return env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL;
    case "workers-ai":
      return env.WORKERS_AI_MODEL?.trim() || DEFAULT_WORKERS_AI_MODEL;
    default:
      return "offline";
  }
}

export function embedderFor(env: AiProviderEnv): Embedder {
  switch (aiProvider(env)) {
    case "openai":
      return createOpenAiEmbedder({ apiKey: env.OPENAI_API_KEY ?? "", baseURL: env.OPENAI_BASE_URL });
    case "workers-ai":
      return createWorkersAiEmbedder(
        env.AI as Ai,
        env.WORKERS_AI_EMBEDDING_MODEL?.trim() || DEFAULT_WORKERS_AI_EMBEDDING_MODEL,
      );
    default:
      return createOfflineEmbedder();
  }
}
