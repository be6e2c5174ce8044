import type { AppSecrets } from "#core/context.ts";
import { type AiProviderEnv, aiProvider, chatModelId } from "./providers.ts";

/**
 * How the UI credits the AI that actually answers (Impacto's "powered by"),
 * shown to anyone, signed in or not. It names the provider, never where it is
 * reached: a configured base URL may be an internal host.
 */
export function aiProviderLabel(env: AppSecrets & AiProviderEnv): string {
  switch (aiProvider(env)) {
    case "offline":
      return "Analista offline do Nexo (modelo local, sem dados enviados a terceiros)";
    case "workers-ai":
      return `${chatModelId(env).replace(/^@cf\/[^/]+\//, "")} via Cloudflare Workers AI`;
    default:
      return `${chatModelId(env)} via ${env.AI_PROVIDER_NAME?.trim() || (env.OPENAI_BASE_URL ? "provedor compatível com OpenAI" : "OpenAI")}`;
  }
}
