import { createOpenAICompatible } from "@ai-sdk/openai-compatible";

/** Where the hosted model is reached when OPENAI_BASE_URL is unset: OpenAI's own API. */
export const DEFAULT_OPENAI_BASE_URL = "https://api.openai.com/v1";

/**
 * OpenAI, or any OpenAI-compatible server at OPENAI_BASE_URL, through the two
 * endpoints every such server speaks: Chat Completions (`/chat/completions`,
 * streamed, with the usage in its last event) for the agents and
 * `/embeddings` for the vectors. Its models' provider ids are `openai.chat`
 * and `openai.embedding`. `fetch` is for tests at the paid API's boundary.
 */
export function openAiCompatible(options: { apiKey?: string; baseURL?: string; fetch?: typeof globalThis.fetch }) {
  return createOpenAICompatible({
    name: "openai",
    baseURL: options.baseURL || DEFAULT_OPENAI_BASE_URL,
    apiKey: options.apiKey,
    includeUsage: true,
    fetch: options.fetch,
  });
}
