// What is particular to one deployment lives in one file git ignores, `wrangler.production.local.json`: the
// account's ids (the Cloudflare account, each D1 database), which `npm run cloudflare:create` writes, and the
// domain's settings (the route, APP_ORIGIN, EMAIL_FROM), which the operator adds. The tracked configs keep
// placeholders, so `git pull && npm run deploy` never meets a conflict; every command that reaches the account
// is given a config generated from a tracked one and this file, under `.deploy/` (ignored too).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { experimental_readRawConfig } from "wrangler";
import { APP_CONFIGS } from "./proc.ts";
import {
  codeEnvs,
  type EnvMember,
  OVERRIDES_FILE,
  PRODUCTION,
  readWorker,
  readWorkers,
  type WorkerConfig,
} from "./production.ts";

export const ACCOUNT_IDS_FILE = OVERRIDES_FILE;
export const GENERATED_CONFIGS_DIR = ".deploy";

export interface AccountIds {
  account_id: string;
  /** A D1 database's id by its `database_name`. */
  d1_databases: Record<string, string>;
  /** The host the web Worker serves (its custom domain): replaces the tracked `routes[0].pattern`. */
  route?: string;
  /** [env.production] vars (APP_ORIGIN, EMAIL_FROM), each given to the Workers whose code's Env reads it. */
  vars?: Record<string, string>;
}

/** The refusal when the ids are missing: names the file and the command that writes it. */
export class MissingAccountIds extends Error {
  readonly file: string;
  constructor(file: string) {
    super(
      `${file} not found: it holds your account's ids (account_id, the D1 database's id) outside git; ` +
        "npm run cloudflare:create writes it (docs/deploy.md, step 3)",
    );
    this.file = file;
  }
}

export function readAccountIds(file = ACCOUNT_IDS_FILE): AccountIds {
  if (!existsSync(file)) throw new MissingAccountIds(file);
  const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<AccountIds> | null;
  const databases = parsed?.d1_databases;
  const vars = parsed?.vars;
  const valid =
    typeof parsed?.account_id === "string" &&
    !!databases &&
    typeof databases === "object" &&
    Object.values(databases).every((id) => typeof id === "string") &&
    (parsed.route === undefined || typeof parsed.route === "string") &&
    (vars === undefined ||
      (!!vars && typeof vars === "object" && Object.values(vars).every((value) => typeof value === "string")));
  if (!valid)
    throw new Error(
      `${file} must be { "account_id": "…", "d1_databases": { "<database_name>": "<id>" }, "route": "<host>", "vars": { "APP_ORIGIN": "https://<host>", "EMAIL_FROM": "…" } }`,
    );
  return parsed as AccountIds;
}

/** Adds ids to the file (what is there and not named again is kept), mode 600 like the secrets file. */
export function writeAccountIds(update: Partial<AccountIds>, file = ACCOUNT_IDS_FILE): AccountIds {
  const current: AccountIds = existsSync(file) ? readAccountIds(file) : { account_id: "", d1_databases: {} };
  const route = update.route ?? current.route;
  const vars = { ...current.vars, ...update.vars };
  const next: AccountIds = {
    account_id: update.account_id ?? current.account_id,
    d1_databases: { ...current.d1_databases, ...update.d1_databases },
    ...(route === undefined ? {} : { route }),
    ...(Object.keys(vars).length > 0 ? { vars } : {}),
  };
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
  return next;
}

type Loose = Record<string, unknown>;

/** A path in the config, relative to the config's folder, made relative to the generated config's folder. */
function moved(value: unknown, from: string, to: string): unknown {
  if (typeof value !== "string" || path.isAbsolute(value)) return value;
  return path.relative(to, path.resolve(from, value)) || ".";
}

/** Every field wrangler reads as a path relative to its config, in one section (the top level or an env). */
function movePaths(section: Loose, from: string, to: string): Loose {
  const out: Loose = { ...section };
  for (const key of ["main", "base_dir", "tsconfig"]) if (key in out) out[key] = moved(out[key], from, to);
  if (out.assets && typeof out.assets === "object") {
    const assets = out.assets as Loose;
    out.assets = { ...assets, directory: moved(assets.directory, from, to) };
  }
  if (out.alias && typeof out.alias === "object") {
    out.alias = Object.fromEntries(
      Object.entries(out.alias as Loose).map(([name, target]) => [
        name,
        typeof target === "string" && target.startsWith(".") ? moved(target, from, to) : target,
      ]),
    );
  }
  if (Array.isArray(out.d1_databases)) {
    out.d1_databases = (out.d1_databases as Loose[]).map((database) =>
      database.migrations_dir === undefined
        ? database
        : { ...database, migrations_dir: moved(database.migrations_dir, from, to) },
    );
  }
  if (out.build && typeof out.build === "object") {
    const build = out.build as Loose;
    if (build.cwd !== undefined) out.build = { ...build, cwd: moved(build.cwd, from, to) };
  }
  return out;
}

/**
 * `config` (a tracked wrangler config) with `ids` in its [env.production] section, written as JSON into `outDir`
 * (same base name, `.jsonc`): every path still reaches the same file. A D1 database the ids do not name, or a
 * route or var they leave out, keeps the tracked placeholder (or stays unset), which the deploy's checks then
 * refuse. A var goes to this Worker when its code's Env (`codeEnv`, by the Worker's name) declares it; without
 * `codeEnv`, when the tracked config names it.
 */
export function generateConfig(
  config: string,
  ids: AccountIds,
  outDir = GENERATED_CONFIGS_DIR,
  codeEnv?: Map<string, EnvMember[]>,
): string {
  const { rawConfig } = experimental_readRawConfig({ config }, { hideWarnings: true }) as unknown as {
    rawConfig: Loose & { env?: Record<string, Loose> };
  };
  const from = path.dirname(path.resolve(config));
  const to = path.resolve(outDir);
  const { env: environments = {}, ...top } = rawConfig;
  const envs = Object.fromEntries(
    Object.entries(environments).map(([name, section]) => [name, movePaths(section, from, to)]),
  );
  const production = envs[PRODUCTION];
  if (!production) throw new Error(`${config} has no [env.${PRODUCTION}]`);
  production.account_id = ids.account_id;
  if (Array.isArray(production.d1_databases)) {
    production.d1_databases = (production.d1_databases as Loose[]).map((database) => {
      const id = ids.d1_databases[String(database.database_name)];
      return id ? { ...database, database_id: id } : database;
    });
  }
  const [firstRoute, ...otherRoutes] = Array.isArray(production.routes) ? (production.routes as unknown[]) : [];
  if (ids.route && firstRoute !== undefined)
    production.routes = [
      typeof firstRoute === "object" && firstRoute ? { ...firstRoute, pattern: ids.route } : ids.route,
      ...otherRoutes,
    ];
  const tracked = (production.vars ?? {}) as Loose;
  const declared = codeEnv?.get(String(production.name ?? top.name))?.map((member) => member.name);
  const vars = Object.entries(ids.vars ?? {}).filter(([name]) =>
    declared ? declared.includes(name) : name in tracked,
  );
  if (vars.length > 0) production.vars = { ...tracked, ...Object.fromEntries(vars) };
  mkdirSync(to, { recursive: true });
  const file = path.join(outDir, `${path.basename(config).replace(/\.(toml|jsonc?)$/, "")}.jsonc`);
  const header = `// Generated by npm run deploy from ${config} and ${ACCOUNT_IDS_FILE}: edit those, not this.`;
  writeFileSync(file, `${header}\n${JSON.stringify({ ...movePaths(top, from, to), env: envs }, null, 2)}\n`);
  return file;
}

/**
 * Both Workers as a deploy gives them to wrangler: each tracked config with the override's ids and settings,
 * generated. `envs` is each Worker's Env as its code declares it (computed from the tracked configs when not
 * given); a var the override sets that neither Worker reads is refused, so a misspelt name is not left unused.
 */
export function productionWorkers(
  idsFile = ACCOUNT_IDS_FILE,
  outDir = GENERATED_CONFIGS_DIR,
  envs: Map<string, EnvMember[]> = codeEnvs(readWorkers()),
): WorkerConfig[] {
  const ids = readAccountIds(idsFile);
  const read = new Set([...envs.values()].flat().map((member) => member.name));
  const unread = Object.keys(ids.vars ?? {}).filter((name) => !read.has(name));
  if (unread.length > 0)
    throw new Error(unread.map((name) => `${idsFile}: vars.${name} is read by neither Worker's code`).join("; "));
  return APP_CONFIGS.map((file) => readWorker(file, generateConfig(file, ids, outDir, envs), idsFile));
}
