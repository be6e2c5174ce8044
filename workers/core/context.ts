import type { AppLoadContext } from "@remix-run/cloudflare";

/** Secrets and optional vars are not in wrangler.toml, so `wrangler types` cannot see them. */
export interface AppSecrets {
  /** Optional wrangler vars overriding isomorphic/config/product.ts. */
  PRODUCT_NAME?: string;
  UTILITY_NAME?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
  /** Optional vars overriding the Workers AI instruction and embedding models (the `AI` binding itself is production-only, wrangler.toml). */
  WORKERS_AI_MODEL?: string;
  WORKERS_AI_EMBEDDING_MODEL?: string;
  /** Names the hosted provider in the UI (the base URL's host is never shown). */
  AI_PROVIDER_NAME?: string;
  /** Signs cookies and URLs, seals TOTP secrets. Required outside development (required-secrets.ts); in development, without it, a key generated into D1. */
  APP_SECRET?: string;
  /** JSON array of private EC P-256 JWKs signing API tokens (first signs). Required outside development; in development, without it, a key generated into D1. */
  JWT_SIGNING_KEYS?: string;
  /**
   * The deployment's origin, e.g. `https://nexo.example.com.br`: every e-mailed link, the passkeys' relying
   * party and the tokens' issuer (workers/core/security/app-origin.ts). Required outside development.
   */
  APP_ORIGIN?: string;
  /** Resend API key: with it e-mails are delivered; without it they stay in the local outbox (D1). */
  RESEND_API_KEY?: string;
  /** The sender of every e-mail, e.g. `Nexo <nao-responda@seu-dominio.com.br>` (a domain verified in Resend). */
  EMAIL_FROM?: string;
}

export type AppEnv = Env & AppSecrets;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: AppEnv;
      ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
    };
    /** The per-request CSP nonce the Worker put in the header; the document's scripts carry it. */
    nonce: string;
  }
  interface Future {
    v3_singleFetch: true;
  }
}

export function envOf(context: AppLoadContext): AppEnv {
  return context.cloudflare.env;
}

/**
 * A Remix loader or action that only hands the request and the Worker's env to a core module (the routes stay
 * thin): `export const loader = withEnv(loadDashboard)`.
 */
export function withEnv<T>(handle: (request: Request, env: AppEnv) => T) {
  return ({ request, context }: { request: Request; context: AppLoadContext }): T => handle(request, envOf(context));
}

export function isDevelopment(env: Pick<AppEnv, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development";
}
