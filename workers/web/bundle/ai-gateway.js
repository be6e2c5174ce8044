// What the web Worker's bundle gets for "@ai-sdk/gateway" (wrangler.toml, [alias]). The `ai` SDK imports Vercel's AI
// Gateway provider for model ids written as strings ("openai/gpt-5"); this code always passes provider instances
// (workers/core/ai/providers.ts), so the gateway is never reached, and bundling it cost about 22 KiB gzip
// (docs/performance.md, the web Worker's size). The SDK still asks, for every error, whether it is a gateway error:
// none is. A string model id reaching the SDK fails loudly here instead of calling a gateway nobody configured.
class NotAGatewayError extends Error {
  static isInstance() {
    return false;
  }
}

export class GatewayError extends NotAGatewayError {}
export class GatewayAuthenticationError extends NotAGatewayError {}

function unavailable() {
  throw new Error("O Nexo não usa o AI Gateway da Vercel: passe uma instância de modelo do provedor (providers.ts).");
}

export function createGateway() {
  return unavailable();
}

export const gateway = new Proxy(unavailable, { get: unavailable, apply: unavailable });
