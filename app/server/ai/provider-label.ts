import type { AppSecrets } from "~/server/context";

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

/**
 * How the UI credits the AI that actually answers (Impacto's "powered by"),
 * shown to anyone, signed in or not. It names the provider, never where it is
 * reached: a configured base URL may be an internal host.
 */
export function aiProviderLabel(env: AppSecrets): string {
  if (!env.OPENAI_API_KEY) return "Analista offline do Nexo (modelo local, sem dados enviados a terceiros)";
  const model = env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL;
  const provider = env.AI_PROVIDER_NAME?.trim() || (env.OPENAI_BASE_URL ? "provedor compatível com OpenAI" : "OpenAI");
  return `${model} via ${provider}`;
}
