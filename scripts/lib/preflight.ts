// The settings and gates `npm run deploy` checks before it touches anything, beyond the configs' shape
// (./production.ts): the settings a working site needs (APP_ORIGIN, e-mail, an embedder whose dimension every
// Vectorize index has), the secrets the Workers hold that the file no longer lists (an upload only adds), and
// the D1 migrations gate (a migration that drops or renames what the live database holds). Each refusal names
// the setting to fix. tests/scripts/first-deploy.test.ts rehearses a first deploy with them, on a fresh local D1.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_WORKERS_AI_EMBEDDING_MODEL } from "#core/ai/providers.ts";
import { OPENAI_EMBEDDING_DIMENSIONS, OPENAI_EMBEDDING_MODEL } from "#core/search/openai-embedder.ts";
import { WORKERS_AI_EMBEDDING_DIMENSIONS } from "#core/search/workers-ai-embedder.ts";
import { parseAppOrigin, REQUIRED_VARS } from "#core/security/required-secrets.ts";
import { type EnvMember, PRODUCTION, type WorkerConfig } from "./production.ts";

/** A var of a Worker's production config, as a string, or undefined when it is not set. */
function productionVar(worker: WorkerConfig, name: string): string | undefined {
  const binding = worker.bindings[name];
  if (!binding || (binding.type !== "plain_text" && binding.type !== "json")) return undefined;
  const value = String(binding.value ?? "").trim();
  return value || undefined;
}

// ---------------------------------------------------------------------------
// The settings a working site needs.

/** An address as EMAIL_FROM holds it: `Name <local@domain>` or `local@domain`; null when it is neither. */
export function emailDomain(from: string): string | null {
  const address = /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  const match = /^[^@\s<>]+@([a-z0-9-]+(\.[a-z0-9-]+)+)$/i.exec(address);
  return match?.[1]?.toLowerCase() ?? null;
}

/** Resend's shared test domain: it delivers only to the Resend account's own address. */
const RESEND_TEST_DOMAIN = "resend.dev";

/** What embeds the documents with these settings, and the dimension every Vectorize index must have. */
export interface EmbedderChoice {
  model: string;
  dimensions: number | null;
  /** The setting that chose it, for a refusal to name. */
  because: string;
}

/** The production embedder, by the same rule as workers/core/ai/providers.ts (the AI binding is production's). */
export function productionEmbedder(worker: WorkerConfig, secretNames: Set<string>): EmbedderChoice {
  if (secretNames.has("OPENAI_API_KEY"))
    return {
      model: `OpenAI ${OPENAI_EMBEDDING_MODEL}`,
      dimensions: OPENAI_EMBEDDING_DIMENSIONS,
      because: "OPENAI_API_KEY is set",
    };
  const model = productionVar(worker, "WORKERS_AI_EMBEDDING_MODEL") ?? DEFAULT_WORKERS_AI_EMBEDDING_MODEL;
  return {
    model: `Workers AI ${model}`,
    dimensions: WORKERS_AI_EMBEDDING_DIMENSIONS[model] ?? null,
    because: productionVar(worker, "WORKERS_AI_EMBEDDING_MODEL")
      ? "WORKERS_AI_EMBEDDING_MODEL names it"
      : "no OPENAI_API_KEY, no WORKERS_AI_EMBEDDING_MODEL",
  };
}

/**
 * The settings without which the deployed site does not work, each named: APP_ORIGIN (every page answers 503
 * without it), e-mail (RESEND_API_KEY and an EMAIL_FROM on your own domain: without them nobody can prove an
 * address, so nobody gets API tokens, invitations or a second factor), and an embedder whose dimension is known.
 * `secretNames` are the secrets the Workers will hold (the file's, or those already on them); null when not
 * known yet (a dry run without the file), which leaves the checks that depend on them to the deploy.
 */
export function checkSettings(
  workers: WorkerConfig[],
  envs: Map<string, EnvMember[]>,
  secretNames: Set<string> | null,
): string[] {
  const problems: string[] = [];
  for (const worker of workers) {
    const where = `${worker.file} [env.${PRODUCTION}.vars]`;
    const declared = new Set((envs.get(worker.name) ?? []).map((member) => member.name));
    for (const name of REQUIRED_VARS) {
      if (!declared.has(name)) continue;
      const value = productionVar(worker, name);
      if (!value)
        problems.push(
          `${where}: ${name} is not set; it is required: "vars": { "${name}": "https://<the route's host>" } in ${worker.overrides}`,
        );
      else if (!parseAppOrigin(value)) problems.push(`${where}: ${name} ${JSON.stringify(value)} is not an origin`);
    }
    if (declared.has("RESEND_API_KEY")) {
      if (secretNames && !secretNames.has("RESEND_API_KEY"))
        problems.push(
          `RESEND_API_KEY is not among the secrets: without it no e-mail leaves, so nobody can confirm an address (add it to the secrets file)`,
        );
      const from = productionVar(worker, "EMAIL_FROM");
      const domain = from ? emailDomain(from) : null;
      if (!from)
        problems.push(
          `${where}: EMAIL_FROM is not set; it is required: "vars": { "EMAIL_FROM": "Nexo <nao-responda@<a domain verified in Resend>>" } in ${worker.overrides}`,
        );
      else if (!domain) problems.push(`${where}: EMAIL_FROM ${JSON.stringify(from)} is not an e-mail address`);
      else if (domain === RESEND_TEST_DOMAIN)
        problems.push(
          `${where}: EMAIL_FROM is on ${RESEND_TEST_DOMAIN}, which delivers only to the Resend account's owner`,
        );
    }
    if (declared.has("WORKERS_AI_EMBEDDING_MODEL")) {
      const embedder = productionEmbedder(worker, secretNames ?? new Set());
      if (embedder.dimensions === null)
        problems.push(
          `${where}: WORKERS_AI_EMBEDDING_MODEL ${embedder.model} has no known dimension (workers/core/search/workers-ai-embedder.ts)`,
        );
    }
  }
  return problems;
}

/**
 * Every Vectorize index against the embedder: `dimensions` maps an index name to the dimension it was created
 * with (wrangler vectorize get), or null when it does not exist. A mismatch would fail every upload.
 */
export function checkIndexDimensions(
  workers: WorkerConfig[],
  secretNames: Set<string>,
  dimensions: Map<string, number | null>,
): string[] {
  const problems: string[] = [];
  const [web] = workers;
  if (!web) return problems;
  const embedder = productionEmbedder(web, secretNames);
  const indexes = new Map<string, string>();
  for (const worker of workers)
    for (const [name, binding] of Object.entries(worker.bindings))
      if (binding.type === "vectorize") indexes.set(String(binding.index_name), name);
  for (const [index, binding] of indexes) {
    const actual = dimensions.get(index);
    if (actual === null || actual === undefined)
      problems.push(`Vectorize index ${index} (${binding}) does not exist: npm run cloudflare:create`);
    else if (embedder.dimensions !== null && actual !== embedder.dimensions)
      problems.push(
        `Vectorize index ${index} (${binding}) has ${actual} dimensions; the embedder (${embedder.model}, because ${embedder.because}) makes ${embedder.dimensions}: recreate the index with --dimensions=${embedder.dimensions} or change the embedder (docs/deploy.md, "Vector index")`,
      );
  }
  return problems;
}

/** The dimension `wrangler vectorize get <index> --json` reports (V2 says `config.dimensions`). */
export function parseIndexDimensions(output: string): number | null {
  const match = /"dimensions"\s*:\s*(\d+)/.exec(output) ?? /dimensions\D+(\d+)/i.exec(output);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * Secrets a Worker holds that the file no longer lists. `wrangler deploy --secrets-file` only adds and
 * replaces, so a name removed from the file would stay in use (an OPENAI_API_KEY keeps OpenAI embedding).
 */
export function staleSecrets(fileNames: Set<string>, onWorker: string[]): string[] {
  return onWorker.filter((name) => !fileNames.has(name));
}

// ---------------------------------------------------------------------------
// The D1 migrations gate.

export interface MigrationPlan {
  /** Every migration file, in order. */
  all: string[];
  pending: string[];
  /** No migration applied yet: a fresh database holds nothing a migration could take away. */
  fresh: boolean;
  /** Pending migrations that drop or rename a table the database holds now, with what they take away. */
  contracting: { file: string; removes: string[] }[];
}

/** The migration files `wrangler d1 migrations list` printed as not applied. */
export function pendingMigrations(listing: string): string[] {
  return [...new Set([...listing.matchAll(/(\d{4}_[\w-]+\.sql)/g)].map((match) => match[1] as string))];
}

function withoutComments(sql: string): string {
  return sql.replace(/--[^\n]*/g, "").replace(/\/\*[\s\S]*?\*\//g, "");
}

const NAME = '[`"[]?(\\w+)[`"\\]]?';

/** Tables (or `table.column`s) a migration drops or renames. */
function removals(sql: string): { table: string; what: string }[] {
  const found: { table: string; what: string }[] = [];
  const text = withoutComments(sql);
  for (const match of text.matchAll(new RegExp(`\\bDROP\\s+TABLE\\s+(?:IF\\s+EXISTS\\s+)?${NAME}`, "gi")))
    found.push({ table: match[1] as string, what: `table ${match[1]}` });
  for (const match of text.matchAll(
    new RegExp(`\\bALTER\\s+TABLE\\s+${NAME}\\s+(DROP\\s+COLUMN|RENAME)\\s*(?:COLUMN\\s+|TO\\s+)?${NAME}?`, "gi"),
  )) {
    const [, table, verb, column] = match as unknown as [string, string, string, string | undefined];
    found.push({
      table,
      what: /^DROP/i.test(verb) ? `column ${table}.${column}` : `table ${table} (renamed)`,
    });
  }
  return found;
}

/** Tables a migration creates (plain or virtual). */
function creations(sql: string): Set<string> {
  const text = withoutComments(sql);
  return new Set(
    [
      ...text.matchAll(new RegExp(`\\bCREATE\\s+(?:VIRTUAL\\s+)?TABLE\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?${NAME}`, "gi")),
    ].map((match) => match[1] as string),
  );
}

/**
 * What applying `pending` would take away from the database as it is now: a drop or rename counts only when an
 * applied migration created its table. On a fresh database (or a drop of a table an earlier pending migration
 * creates in the same run) nothing running can use it, so nothing contracts.
 */
export function planMigrations(directory: string, pending: string[]): MigrationPlan {
  const all = readdirSync(directory)
    .filter((file) => /^\d{4}_.*\.sql$/.test(file))
    .sort();
  const pendingSet = new Set(pending);
  const live = new Set<string>();
  for (const file of all)
    if (!pendingSet.has(file))
      for (const table of creations(readFileSync(path.join(directory, file), "utf8"))) live.add(table);
  const contracting: MigrationPlan["contracting"] = [];
  for (const file of pending) {
    const sql = readFileSync(path.join(directory, file), "utf8");
    const removes = removals(sql)
      .filter(({ table }) => live.has(table))
      .map(({ what }) => what);
    if (removes.length > 0) contracting.push({ file, removes: [...new Set(removes)] });
    // What this migration creates exists for the ones after it only once it is applied, which is all at once.
  }
  return { all, pending, fresh: pending.length === all.length, contracting };
}

/** Why the gate refuses (empty when it lets the migrations through), and what `--contract` asserts. */
export function migrationGate(plan: MigrationPlan, contract: boolean): string[] {
  if (plan.contracting.length === 0 || contract) return [];
  return [
    ...plan.contracting.map(
      ({ file, removes }) => `${file} removes ${removes.join(", ")}, which this database holds now`,
    ),
    "the Worker version live now (and any you may roll back to) may still read them; once you have checked that none does " +
      "(it shipped a release after the code stopped reading them), deploy again with --contract, which says exactly that " +
      '(docs/deploy.md, "Migrations and rollback")',
  ];
}
