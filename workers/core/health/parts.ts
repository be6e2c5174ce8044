import { aiProvider, type AiProviderEnv, embedderFor } from "#core/ai/providers.ts";
import { signerAt, signingKeys } from "#core/auth/signing-keys.ts";
import { type AppEnv, isDevelopment } from "#core/context.ts";
import { appSecrets } from "#core/security/app-secret.ts";
import { missingSecrets } from "#core/security/required-secrets.ts";
import { describedDimensions } from "#core/search/vector-dimensions.ts";
import { vectorizeIndexNames } from "#core/search/vector-index-assignment.ts";
import journal from "#migrations/meta/_journal.json";
import { type Check, PartFailure } from "./checks.ts";

/**
 * The probes both Workers' health checks are made of. Each binding is looked
 * up by name and by the method the code calls on it, because a deploy can
 * lack one the types promise (a binding left out of a config section).
 */
type Env = Pick<AppEnv, "ENVIRONMENT"> & Record<string, unknown>;

/** The newest migration this code was built with (drizzle-kit's journal lists every migration, hand-written ones too). */
export const EXPECTED_MIGRATION: string = journal.entries[journal.entries.length - 1]?.tag ?? "";

const migrationNumber = (name: string) => Number.parseInt(name, 10);

function bindingOf<T>(env: Env, name: string, method: string): T {
  const value = env[name] as Record<string, unknown> | undefined;
  if (!value || typeof value[method] !== "function") throw new PartFailure(`binding ${name} is missing`);
  return value as T;
}

/**
 * `d1` (a read) and `schema` (the newest migration applied, which must be at least the one this code was built
 * with; newer is fine: migrations only expand before the code that needs them, docs/deploy.md). One read serves both.
 */
export function d1Parts(env: Env): { d1: Check; schema: Check } {
  let read: Promise<string | null> | undefined;
  const newestApplied = () => {
    read ??= (async () => {
      const db = bindingOf<D1Database>(env, "DB", "prepare");
      try {
        return await db.prepare("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1").first<string>("name");
      } catch (error) {
        if (error instanceof Error && /no such table/i.test(error.message)) return null;
        throw error;
      }
    })();
    return read;
  };
  return {
    d1: async () => {
      await newestApplied();
      return undefined;
    },
    schema: async () => {
      const applied = await newestApplied().catch(() => {
        throw new PartFailure("D1 did not answer");
      });
      if (!applied) throw new PartFailure(`no migration applied; this code needs ${EXPECTED_MIGRATION}`);
      if (migrationNumber(applied) < migrationNumber(EXPECTED_MIGRATION)) {
        throw new PartFailure(`migration ${applied} applied; this code needs ${EXPECTED_MIGRATION}`);
      }
      return applied.replace(/\.sql$/, "");
    },
  };
}

/** `r2`: a head of `key` (absent is fine: the bucket answered). */
export function r2Part(env: Env, key: string, onHead?: (object: R2Object | null) => void): Check {
  return async () => {
    const object = await bindingOf<R2Bucket>(env, "DOCUMENTS", "head").head(key);
    onHead?.(object);
    return undefined;
  };
}

export function bindingPart(env: Env, name: string, method: string): Check {
  return async () => {
    bindingOf(env, name, method);
    return undefined;
  };
}

/**
 * `vectorize`: production searches Vectorize (VECTOR_INDEX=vectorize), every index VECTORIZE_INDEXES lists, each
 * of the embedder's dimension (one describe each); local runs search each project's store.
 */
export function vectorizePart(env: Env): Check {
  return async () => {
    if (env.VECTOR_INDEX !== "vectorize") {
      if (isDevelopment(env)) return "project stores (development)";
      throw new PartFailure(`VECTOR_INDEX is ${JSON.stringify(env.VECTOR_INDEX ?? null)}, not "vectorize"`);
    }
    const names = vectorizeIndexNames({ VECTORIZE_INDEXES: env.VECTORIZE_INDEXES });
    const indexes = names.map((name) => [name, bindingOf<VectorizeIndex>(env, name, "query")] as const);
    // Each index must hold the embedder's vectors, or every upload fails (ingestion says so to the user).
    const embedder = embedderFor(env as unknown as AiProviderEnv);
    const wrong = await Promise.all(
      indexes.map(async ([name, index]) => {
        const dimensions = describedDimensions(
          await index.describe().catch((error: unknown) => {
            throw new PartFailure(`${name} did not describe itself: ${error instanceof Error ? error.message : error}`);
          }),
        );
        return dimensions !== null && dimensions !== embedder.dimensions ? `${name} has ${dimensions} dimensions` : "";
      }),
    );
    const mismatched = wrong.filter(Boolean);
    if (mismatched.length > 0) {
      throw new PartFailure(
        `${mismatched.join(", ")}; the embedder ${embedder.model} makes ${embedder.dimensions}: recreate the index ` +
          "with that dimension (docs/deploy.md, Vector index), or change the embedder",
      );
    }
    return `${names.length} indexes of ${embedder.dimensions} dimensions (${embedder.model})`;
  };
}

/** `ai`: outside development the offline models must not be what answers (no AI binding and no OPENAI_API_KEY). */
export function aiPart(env: Env): Check {
  return async () => {
    const provider = aiProvider(env as AiProviderEnv);
    if (provider === "offline" && !isDevelopment(env)) {
      throw new PartFailure("binding AI is missing and OPENAI_API_KEY is not set: the offline models would answer");
    }
    if (env.AI !== undefined) bindingOf(env, "AI", "run");
    return provider;
  };
}

/** `secrets`: the required ones present and readable (APP_SECRET's keys, a JWT key that may sign now). */
export function secretsPart(env: Env, now = Date.now()): Check {
  return async () => {
    const secretEnv = env as unknown as AppEnv;
    const missing = missingSecrets(secretEnv);
    if (missing.length > 0) throw new PartFailure(`${missing.join(", ")} not set`);
    if (isDevelopment(env) && !secretEnv.APP_SECRET && !secretEnv.JWT_SIGNING_KEYS) return "development keys";
    const keys = await appSecrets(secretEnv).catch((error: unknown) => {
      throw new PartFailure(error instanceof Error ? error.message : "APP_SECRET unreadable");
    });
    await signingKeys(secretEnv)
      .then((signing) => signerAt(signing, now))
      .catch((error: unknown) => {
        throw new PartFailure(error instanceof Error ? error.message : "JWT_SIGNING_KEYS unreadable");
      });
    return keys.length > 1 ? `APP_SECRET lists ${keys.length} keys (a rotation)` : undefined;
  };
}
