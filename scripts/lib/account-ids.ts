// The account-specific ids a deploy needs (the Cloudflare account, each D1 database) live in one file git
// ignores, `wrangler.production.local.json`, which `npm run cloudflare:create` writes. The tracked configs keep
// placeholders, so `git pull && npm run deploy` never meets a conflict; every command that reaches the account
// is given a config generated from a tracked one and these ids, under `.deploy/` (ignored too).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { experimental_readRawConfig } from "wrangler";
import { APP_CONFIGS } from "./proc.ts";
import { PRODUCTION, readWorker, type WorkerConfig } from "./production.ts";

export const ACCOUNT_IDS_FILE = "wrangler.production.local.json";
export const GENERATED_CONFIGS_DIR = ".deploy";

export interface AccountIds {
  account_id: string;
  /** A D1 database's id by its `database_name`. */
  d1_databases: Record<string, string>;
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
  const valid =
    typeof parsed?.account_id === "string" &&
    !!databases &&
    typeof databases === "object" &&
    Object.values(databases).every((id) => typeof id === "string");
  if (!valid) throw new Error(`${file} must be { "account_id": "…", "d1_databases": { "<database_name>": "<id>" } }`);
  return parsed as AccountIds;
}

/** Adds ids to the file (what is there and not named again is kept), mode 600 like the secrets file. */
export function writeAccountIds(update: Partial<AccountIds>, file = ACCOUNT_IDS_FILE): AccountIds {
  const current: AccountIds = existsSync(file) ? readAccountIds(file) : { account_id: "", d1_databases: {} };
  const next: AccountIds = {
    account_id: update.account_id ?? current.account_id,
    d1_databases: { ...current.d1_databases, ...update.d1_databases },
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
 * (same base name, `.jsonc`): every path still reaches the same file. A D1 database the ids do not name keeps
 * its placeholder, which the deploy's checks then refuse.
 */
export function generateConfig(config: string, ids: AccountIds, outDir = GENERATED_CONFIGS_DIR): string {
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
  mkdirSync(to, { recursive: true });
  const file = path.join(outDir, `${path.basename(config).replace(/\.(toml|jsonc?)$/, "")}.jsonc`);
  const header = `// Generated by npm run deploy from ${config} and ${ACCOUNT_IDS_FILE}: edit those, not this.`;
  writeFileSync(file, `${header}\n${JSON.stringify({ ...movePaths(top, from, to), env: envs }, null, 2)}\n`);
  return file;
}

/** Both Workers as a deploy gives them to wrangler: each tracked config with the account's ids, generated. */
export function productionWorkers(idsFile = ACCOUNT_IDS_FILE, outDir = GENERATED_CONFIGS_DIR): WorkerConfig[] {
  const ids = readAccountIds(idsFile);
  return APP_CONFIGS.map((file) => readWorker(file, generateConfig(file, ids, outDir)));
}
