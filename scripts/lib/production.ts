// What `npm run deploy` checks before it touches an account (and `npm run deploy -- --dry-run`, run by
// `npm test`, checks without one): both Workers' production configs read the way wrangler reads them,
// compared binding by binding with each other, with their local halves and with the Env type each Worker's
// code declares (read with the TypeScript compiler, not listed here), plus the production settings and the
// placeholders a fresh clone still has. Nothing here names a binding: a binding added to the configs and
// the code is checked with no edit of this file.
import { existsSync, readFileSync } from "node:fs";
import ts from "typescript";
import {
  experimental_readRawConfig,
  unstable_convertConfigBindingsToStartWorkerBindings,
  unstable_readConfig,
} from "wrangler";
import { signerAt, signingKeys } from "#core/auth/signing-keys.ts";
import { parseAppSecret } from "#core/security/app-secret.ts";
import { REQUIRED_SECRETS } from "#core/security/required-secrets.ts";
import { APP_CONFIGS } from "./proc.ts";

export const PRODUCTION = "production";

/**
 * The ignored file that holds what is particular to one deployment (the account's ids, the route, APP_ORIGIN,
 * EMAIL_FROM): lib/account-ids.ts merges it into the configs it generates; refusals name it.
 */
export const OVERRIDES_FILE = "wrangler.production.local.json";

/** What `wrangler deploy --dry-run` says it would upload, in KiB (gzip is what the plan's limit counts); null when it said nothing. */
export function uploadSize(output: string): { totalKib: number; gzipKib: number } | null {
  const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  return match ? { totalKib: Number(match[1]), gzipKib: Number(match[2]) } : null;
}

export interface ConfigBinding {
  type: string;
  [field: string]: unknown;
}

export interface WorkerConfig {
  /** The tracked config file, as messages name it (the one an operator edits). */
  file: string;
  /** The config wrangler is given: the one generated with the account's ids (lib/account-ids.ts), or `file`. */
  config: string;
  /** The Worker's name in production. */
  name: string;
  main: string;
  production: Record<string, unknown>;
  bindings: Record<string, ConfigBinding>;
  local: Record<string, ConfigBinding>;
  /** [env.production] as written (for the placeholder scan). */
  raw: Record<string, unknown>;
  /** The override a deployment's own values go in (lib/account-ids.ts), as refusals name it. */
  overrides: string;
}

type Loose = Record<string, unknown>;

/** A Worker's configs as wrangler reads them: `config` (default `file`) is read, `file` named in messages. */
export function readWorker(file: string, config = file, overrides = OVERRIDES_FILE): WorkerConfig {
  const production = unstable_readConfig({ config, env: PRODUCTION }, { hideWarnings: true }) as unknown as Loose;
  const local = unstable_readConfig({ config }, { hideWarnings: true }) as unknown as Loose;
  const convert = unstable_convertConfigBindingsToStartWorkerBindings as unknown as (config: unknown) => Loose;
  const { rawConfig } = experimental_readRawConfig({ config }, { hideWarnings: true }) as unknown as {
    rawConfig: { env?: Record<string, Loose> };
  };
  return {
    file,
    config,
    name: String(production.name),
    main: String(production.main ?? local.main),
    production,
    bindings: (convert(production) ?? {}) as Record<string, ConfigBinding>,
    local: (convert(local) ?? {}) as Record<string, ConfigBinding>,
    raw: rawConfig.env?.[PRODUCTION] ?? {},
    overrides,
  };
}

/** Both Workers, in deploy order (the web Worker owns the Durable Object classes the ingestion Worker binds). */
export function readWorkers(): WorkerConfig[] {
  return APP_CONFIGS.map((file) => readWorker(file));
}

// ---------------------------------------------------------------------------
// The code's Env: the type argument of each entry's `export default { … } satisfies ExportedHandler<Env, …>`.

export interface EnvMember {
  name: string;
  optional: boolean;
  /** A binding kind (as `kindOfBinding` names them), "string", or "unknown: <type>". */
  kind: string;
}

/** Cloudflare's binding types by the name of the type the code gives them. */
const KIND_OF_TYPE: Record<string, string> = {
  D1Database: "d1",
  R2Bucket: "r2_bucket",
  Queue: "queue",
  VectorizeIndex: "vectorize",
  Vectorize: "vectorize",
  Ai: "ai",
  DurableObjectNamespace: "durable_object_namespace",
  KVNamespace: "kv_namespace",
  Fetcher: "fetcher",
  Service: "fetcher",
  AnalyticsEngineDataset: "analytics_engine",
  Hyperdrive: "hyperdrive",
  Workflow: "workflow",
};

/** Config binding types as the kinds above (a var is a string; assets and services are fetchers). */
export function kindOfBinding(binding: ConfigBinding): string {
  switch (binding.type) {
    case "plain_text":
    case "json":
    case "secret_text":
      return "string";
    case "assets":
    case "service":
      return "fetcher";
    default:
      return binding.type;
  }
}

const compilerOptions = (() => {
  const file = ts.readConfigFile("tsconfig.json", ts.sys.readFile);
  return ts.parseJsonConfigFileContent(file.config, ts.sys, process.cwd()).options;
})();

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
}

function resolve(specifier: string, from: string): string | undefined {
  return ts.resolveModuleName(specifier, from, compilerOptions, ts.sys).resolvedModule?.resolvedFileName;
}

/** The entry's `satisfies ExportedHandler<Env, …>` type argument, if it has one. */
function handlerEnvNode(source: ts.SourceFile): ts.TypeNode | undefined {
  for (const statement of source.statements) {
    if (!ts.isExportAssignment(statement) || !ts.isSatisfiesExpression(statement.expression)) continue;
    const type = statement.expression.type;
    if (ts.isTypeReferenceNode(type)) return type.typeArguments?.[0];
  }
  return undefined;
}

/** Type names a declaration refers to (its references, `extends` clauses, `Pick<…>` arguments). */
function referencedNames(node: ts.Node): string[] {
  const names: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isTypeReferenceNode(child) && ts.isIdentifier(child.typeName)) names.push(child.typeName.text);
    if (ts.isExpressionWithTypeArguments(child) && ts.isIdentifier(child.expression)) names.push(child.expression.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

/**
 * The files that declare an entry's Env type and what it is made of, found by following declarations and
 * imports by name, so the compiler loads those few files instead of the whole Worker (seconds, not minutes).
 */
function envDeclarationFiles(entry: string): string[] {
  const envNode = handlerEnvNode(parse(entry));
  if (!envNode) return [];
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = referencedNames(envNode).map((name) => [entry, name] as const);
  while (pending.length > 0) {
    const [file, name] = pending.pop() as readonly [string, string];
    if (seen.has(`${file}#${name}`)) continue;
    seen.add(`${file}#${name}`);
    const source = parse(file);
    for (const statement of source.statements) {
      if (
        (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) &&
        statement.name.text === name
      ) {
        files.add(file);
        for (const used of referencedNames(statement)) pending.push([file, used]);
      }
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        if (element.name.text !== name) continue;
        const target = resolve(statement.moduleSpecifier.text, file);
        if (target && !target.includes("node_modules"))
          pending.push([target, (element.propertyName ?? element.name).text]);
      }
    }
  }
  return [...files];
}

function kindOfType(checker: ts.TypeChecker, type: ts.Type): string {
  if (type.flags & ts.TypeFlags.StringLike) return "string";
  const name = (type.aliasSymbol ?? type.getSymbol())?.getName() ?? "";
  if (KIND_OF_TYPE[name]) return KIND_OF_TYPE[name];
  // Fetcher is a type literal in @cloudflare/workers-types: known by its methods.
  if (type.getProperty("fetch") && type.getProperty("connect")) return "fetcher";
  return `unknown: ${checker.typeToString(type)}`;
}

/** Each Worker's Env as its code declares it: member names, whether optional, and the kind of each. */
export function codeEnvs(workers: WorkerConfig[]): Map<string, EnvMember[]> {
  const ambient = ts.sys
    .readDirectory("workers", [".d.ts"], undefined, undefined, 1)
    .filter((file) => file.endsWith(".d.ts"));
  const entries = workers.map((worker) => worker.main);
  const roots = [...new Set([...ambient, ...entries, ...entries.flatMap(envDeclarationFiles)])];
  const program = ts.createProgram(roots, {
    ...compilerOptions,
    noEmit: true,
    noResolve: true,
    types: ["@cloudflare/workers-types"],
  });
  const checker = program.getTypeChecker();
  const envs = new Map<string, EnvMember[]>();
  for (const worker of workers) {
    const source = program.getSourceFile(worker.main);
    const envNode = source && handlerEnvNode(source);
    if (!envNode) {
      envs.set(worker.name, []);
      continue;
    }
    const envType = checker.getTypeFromTypeNode(envNode);
    envs.set(
      worker.name,
      checker.getPropertiesOfType(envType).map((property) => ({
        name: property.getName(),
        optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
        kind: kindOfType(checker, checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(property, envNode))),
      })),
    );
  }
  return envs;
}

/** Names an entry module exports (syntactically: `export class X`, `export { X } from …`). */
function exportedNames(entry: string): Set<string> {
  const names = new Set<string>();
  for (const statement of parse(entry).statements) {
    if (
      ts.isClassDeclaration(statement) &&
      statement.name &&
      statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    )
      names.add(statement.name.text);
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      for (const element of statement.exportClause.elements) names.add(element.name.text);
  }
  return names;
}

// ---------------------------------------------------------------------------
// The checks.

export interface Findings {
  problems: string[];
  /** Values a fresh clone has and an operator must replace (npm run cloudflare:create writes most of them). */
  placeholders: string[];
}

const PLACEHOLDER =
  /\byour-|example\.(com|org|net)\b|\.invalid\b|replace[-_ ]?(me|with)|change[-_ ]?me|00000000-0000-0000-0000-000000000000/i;
const ACCOUNT_ID = /^[0-9a-f]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function scanPlaceholders(value: unknown, where: string, found: string[]): void {
  if (typeof value === "string") {
    if (PLACEHOLDER.test(value)) found.push(`${where} = ${JSON.stringify(value)}`);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) scanPlaceholders(item, `${where}[${index}]`, found);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) scanPlaceholders(item, where ? `${where}.${key}` : key, found);
  }
}

/** Where a placeholder's real value goes: the override's key, or nothing for a value edited in the config. */
function overrideKey(found: string): string | null {
  const at = / \[env\.[^\]]+\]\.([^ ]+) = /.exec(found)?.[1] ?? "";
  if (at === "account_id") return '"account_id"';
  if (/^routes\[0\]\.pattern$/.test(at)) return '"route"';
  if (/^d1_databases\[\d+\]\.database_id$/.test(at)) return '"d1_databases": { "<database_name>": … }';
  const variable = /^vars\.(\w+)$/.exec(at)?.[1];
  return variable ? `"vars": { "${variable}": … }` : null;
}

/** What identifies a binding's resource, so the same name in two places must mean the same thing. */
function resourceOf(binding: ConfigBinding, ownerName: string): string {
  const { type, ...fields } = binding;
  if (type === "durable_object_namespace")
    return `${type}:${String(fields.class_name)}@${String(fields.script_name ?? ownerName)}`;
  const identity = Object.entries(fields)
    .filter(([key]) => key !== "migrations_dir" && key !== "binding" && key !== "remote")
    .sort(([a], [b]) => a.localeCompare(b));
  return `${type}:${JSON.stringify(identity)}`;
}

function routeHosts(worker: WorkerConfig): string[] {
  const routes = (worker.production.routes as unknown[] | undefined) ?? [];
  return routes.map((route) => {
    const pattern = typeof route === "string" ? route : String((route as Loose).pattern ?? "");
    return (
      pattern
        .replace(/^https?:\/\//, "")
        .split("/")[0]
        ?.replace(/^\*\.?/, "") ?? ""
    );
  });
}

export function checkWorkers(workers: WorkerConfig[], envs: Map<string, EnvMember[]>): Findings {
  const problems: string[] = [];
  const placeholders: string[] = [];
  const byName = new Map(workers.map((worker) => [worker.name, worker]));

  for (const worker of workers) {
    const where = `${worker.file} [env.${PRODUCTION}]`;
    const env = envs.get(worker.name) ?? [];
    if (env.length === 0) problems.push(`${worker.main}: no \`satisfies ExportedHandler<Env>\` to read the Env from`);
    const declared = new Map(env.map((member) => [member.name, member]));

    // The code's Env against the production bindings, both ways.
    for (const member of env) {
      const binding = worker.bindings[member.name];
      if (member.kind.startsWith("unknown")) {
        problems.push(`${worker.main}: Env.${member.name} has a type the check does not know (${member.kind})`);
      } else if (member.kind !== "string") {
        if (!binding) problems.push(`${where}: the code's Env declares ${member.name} (${member.kind}), not bound`);
        else if (kindOfBinding(binding) !== member.kind)
          problems.push(`${where}: ${member.name} is bound as ${binding.type}, the code's Env says ${member.kind}`);
      } else if (!member.optional && (!binding || kindOfBinding(binding) !== "string")) {
        problems.push(`${where}: the code's Env needs the var ${member.name}, not set`);
      }
    }
    for (const [name, binding] of Object.entries(worker.bindings)) {
      if (!declared.has(name))
        problems.push(`${where}: binds ${name} (${binding.type}), which the code's Env does not declare`);
    }

    // The local half has nothing production lacks: local runs exercise the production bindings' code paths.
    for (const [name, binding] of Object.entries(worker.local)) {
      const deployed = worker.bindings[name];
      if (!deployed) problems.push(`${worker.file}: ${name} is bound locally but not in [env.${PRODUCTION}]`);
      else if (deployed.type !== binding.type)
        problems.push(`${worker.file}: ${name} is ${binding.type} locally, ${deployed.type} in production`);
      else if (
        binding.type !== "d1" &&
        kindOfBinding(binding) !== "string" &&
        resourceOf(binding, worker.name) !== resourceOf(deployed, worker.name)
      )
        problems.push(`${worker.file}: ${name} names another resource locally than in production`);
    }

    // Production settings: one host (passkeys and e-mail links depend on it), source maps for stack traces.
    if (worker.production.workers_dev !== false) problems.push(`${where}: workers_dev must be false`);
    if (worker.production.preview_urls !== false) problems.push(`${where}: preview_urls must be false`);
    if (worker.production.upload_source_maps !== true) problems.push(`${where}: upload_source_maps must be true`);
    if (worker.production.observability && (worker.production.observability as Loose).enabled !== true)
      problems.push(`${where}: observability must be enabled (Workers Logs hold the JSON log lines)`);

    // Placeholders, and the formats of the ids a deploy needs.
    const scanned: string[] = [];
    scanPlaceholders(worker.raw, `${worker.file} [env.${PRODUCTION}]`, scanned);
    for (const found of scanned) {
      const key = overrideKey(found);
      placeholders.push(key ? `${found}: set ${key} in ${worker.overrides}` : found);
    }
    const accountId = String(worker.production.account_id ?? "");
    if (!ACCOUNT_ID.test(accountId) && !PLACEHOLDER.test(accountId))
      placeholders.push(`${where} account_id = ${JSON.stringify(accountId)} (not a 32-hex account id)`);
    for (const [name, binding] of Object.entries(worker.bindings)) {
      const id = String(binding.database_id ?? "");
      if (binding.type === "d1" && !UUID.test(id) && !PLACEHOLDER.test(id))
        placeholders.push(`${where} ${name}.database_id = ${JSON.stringify(id)} (not a D1 id)`);
    }

    // A Durable Object another Worker owns: that Worker is ours, declares the class and exports it.
    for (const [name, binding] of Object.entries(worker.bindings)) {
      if (binding.type !== "durable_object_namespace") continue;
      const owner = byName.get(String(binding.script_name ?? worker.name));
      const className = String(binding.class_name);
      if (!owner) {
        problems.push(`${where}: ${name} names script ${String(binding.script_name)}, which is neither Worker here`);
        continue;
      }
      const migrations = (owner.production.migrations as Loose[] | undefined) ?? [];
      const created = migrations.flatMap((migration) => [
        ...((migration.new_sqlite_classes as string[] | undefined) ?? []),
        ...((migration.new_classes as string[] | undefined) ?? []),
      ]);
      if (!created.includes(className))
        problems.push(
          `${owner.file} [env.${PRODUCTION}]: no migration creates ${className} (bound as ${name} by ${worker.name})`,
        );
      if (!exportedNames(owner.main).has(className)) problems.push(`${owner.main} does not export ${className}`);
    }
  }

  // The plan guard: the Free plan refuses any CPU limit, so when a Worker needs one (the ingestion Worker's
  // 60 s steps), the first Worker deployed sets one too, and a Free account is refused before anything is live.
  const limited = workers.filter((worker) => (worker.production.limits as Loose | undefined)?.cpu_ms !== undefined);
  const first = workers[0];
  if (first && limited.length > 0 && !limited.includes(first))
    problems.push(
      `${first.file} [env.${PRODUCTION}]: set limits.cpu_ms, so a Free account is refused at the first Worker`,
    );

  // Across the Workers: a name bound by both means one resource, a var by both one value.
  for (const [index, a] of workers.entries()) {
    for (const b of workers.slice(index + 1)) {
      for (const [name, binding] of Object.entries(a.bindings)) {
        const other = b.bindings[name];
        if (!other) continue;
        if (kindOfBinding(binding) === "string") {
          if (JSON.stringify(binding.value) !== JSON.stringify(other.value))
            problems.push(
              `${name} is ${JSON.stringify(binding.value)} in ${a.file}, ${JSON.stringify(other.value)} in ${b.file}`,
            );
        } else if (resourceOf(binding, a.name) !== resourceOf(other, b.name)) {
          problems.push(`${name} names different resources in ${a.file} and ${b.file}`);
        }
      }
    }
  }

  // Every queue produced to, and every dead-letter queue, has a consumer among the Workers.
  const consumed = new Set(
    workers.flatMap((worker) =>
      (((worker.production.queues as Loose | undefined)?.consumers as Loose[] | undefined) ?? []).map((consumer) =>
        String(consumer.queue),
      ),
    ),
  );
  for (const worker of workers) {
    for (const [name, binding] of Object.entries(worker.bindings)) {
      if (binding.type === "queue" && !consumed.has(String(binding.queue_name)))
        problems.push(
          `${worker.file}: ${name} sends to ${String(binding.queue_name)}, which no Worker consumes in production`,
        );
    }
    for (const consumer of ((worker.production.queues as Loose | undefined)?.consumers as Loose[] | undefined) ?? []) {
      const deadLetters = consumer.dead_letter_queue;
      if (typeof deadLetters === "string" && !consumed.has(deadLetters))
        problems.push(
          `${worker.file}: dead-letter queue ${deadLetters} has no consumer, so its documents would stay processing`,
        );
    }
  }

  // The public host: a custom domain (never workers.dev), and APP_ORIGIN, where a Worker sets it, is that host.
  const hosts = workers.flatMap(routeHosts);
  if (hosts.length === 0) problems.push(`no [env.${PRODUCTION}] routes: the web Worker needs its custom domain`);
  for (const worker of workers) {
    const origin = worker.bindings.APP_ORIGIN;
    if (
      origin &&
      kindOfBinding(origin) === "string" &&
      !hosts.some((host) => String(origin.value) === `https://${host}`)
    )
      problems.push(
        `${worker.file}: APP_ORIGIN ${JSON.stringify(origin.value)} is not https:// + the route's host (${hosts.join(", ")})`,
      );
  }

  return { problems, placeholders: [...new Set(placeholders)] };
}

// ---------------------------------------------------------------------------
// Secrets: a JSON file the operator keeps outside git (npm run secrets -- new writes one).

export const DEFAULT_SECRETS_FILE = "secrets.production.json";

/** The shortest APP_SECRET key accepted: 32 characters (`openssl rand -base64 32` gives 44). */
export const MIN_APP_SECRET_LENGTH = 32;

export function readSecretsFile(file: string): Record<string, string> | null {
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw new Error(`${file} must be a JSON object of names to strings`);
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== "string") throw new Error(`${file}: ${name} must be a string`);
  }
  return parsed as Record<string, string>;
}

/** Problems with the secrets a deploy would upload: the required ones, readable, no placeholders, no strangers. */
export async function checkSecrets(
  secrets: Record<string, string>,
  envs: Map<string, EnvMember[]>,
  now = Date.now(),
): Promise<string[]> {
  const problems: string[] = [];
  for (const name of REQUIRED_SECRETS) if (!secrets[name]?.trim()) problems.push(`${name} is missing`);
  const declared = new Set([...envs.values()].flat().map((member) => member.name));
  for (const [name, value] of Object.entries(secrets)) {
    if (!declared.has(name)) problems.push(`${name} is not in either Worker's Env (a typo?)`);
    if (!value.trim() || PLACEHOLDER.test(value) || /…|\.\.\./.test(value))
      problems.push(`${name} is empty or a placeholder`);
  }
  if (secrets.APP_SECRET) {
    try {
      const short = parseAppSecret(secrets.APP_SECRET).filter((key) => key.length < MIN_APP_SECRET_LENGTH);
      if (short.length > 0) problems.push(`APP_SECRET has a key shorter than ${MIN_APP_SECRET_LENGTH} characters`);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (secrets.JWT_SIGNING_KEYS) {
    try {
      const keys = await signingKeys({
        JWT_SIGNING_KEYS: secrets.JWT_SIGNING_KEYS,
        ENVIRONMENT: PRODUCTION,
        DB: undefined as unknown as D1Database,
      });
      signerAt(keys, now);
    } catch (error) {
      problems.push(`JWT_SIGNING_KEYS: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}

/** The secrets one Worker gets: those its Env declares (the ingestion Worker never holds APP_SECRET). */
export function secretsFor(secrets: Record<string, string>, env: EnvMember[]): Record<string, string> {
  const names = new Set(env.map((member) => member.name));
  return Object.fromEntries(Object.entries(secrets).filter(([name]) => names.has(name)));
}

// ---------------------------------------------------------------------------
// Writing ids into a config (npm run cloudflare:create).

/**
 * Sets `key = value` on each line of that key inside the [env.production] tables of a TOML config (the local
 * half is never touched), optionally only in tables where `where[0]` is `where[1]` (a D1 database by name).
 */
export function setProductionValue(
  text: string,
  key: string,
  value: string,
  options: { where?: [string, string] } = {},
): string {
  const lines = text.split("\n");
  const tables: { start: number; end: number; production: boolean }[] = [];
  lines.forEach((line, index) => {
    const header = /^\[\[?([^\]]+)\]\]?\s*$/.exec(line);
    if (header) {
      const last = tables[tables.length - 1];
      if (last) last.end = index;
      const name = header[1] ?? "";
      tables.push({
        start: index,
        end: lines.length,
        production: name === `env.${PRODUCTION}` || name.startsWith(`env.${PRODUCTION}.`),
      });
    }
  });
  const assignment = new RegExp(`^${key}\\s*=`);
  for (const table of tables.filter((candidate) => candidate.production)) {
    const body = lines.slice(table.start + 1, table.end);
    if (options.where) {
      const [field, wanted] = options.where;
      const matches = body.some((line) => new RegExp(`^${field}\\s*=\\s*${JSON.stringify(wanted)}`).test(line));
      if (!matches) continue;
    }
    body.forEach((line, offset) => {
      if (assignment.test(line)) lines[table.start + 1 + offset] = `${key} = ${JSON.stringify(value)}`;
    });
  }
  return lines.join("\n");
}
