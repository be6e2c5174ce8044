import type { AppSecrets } from "~/server/context";

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

/** How the UI credits the AI that actually answers (Impacto's "powered by"). */
export function aiProviderLabel(env: AppSecrets): string {
  if (!env.OPENAI_API_KEY) return "Analista offline do Nexo (modelo local, sem dados enviados a terceiros)";
  const model = env.OPENAI_MODEL?.trim() || DEFAULT_OPENAI_MODEL;
  const host = env.OPENAI_BASE_URL ? new URL(env.OPENAI_BASE_URL).host : "OpenAI";
  return `${model} via ${host}`;
}
