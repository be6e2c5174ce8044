import type { AppLoadContext } from "@remix-run/cloudflare";

/** Secrets and optional vars are not in wrangler.toml, so `wrangler types` cannot see them. */
export interface AppSecrets {
  /** Optional wrangler vars overriding app/config/product.ts. */
  PRODUCT_NAME?: string;
  UTILITY_NAME?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL?: string;
}

export type AppEnv = Env & AppSecrets;

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: {
      env: AppEnv;
      ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
    };
  }
  interface Future {
    v3_singleFetch: true;
  }
}

export function envOf(context: AppLoadContext): AppEnv {
  return context.cloudflare.env;
}

export function isDevelopment(env: Pick<AppEnv, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development";
}
