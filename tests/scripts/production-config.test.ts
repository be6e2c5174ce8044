import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newPrivateJwk } from "#core/auth/signing-keys.ts";
import {
  checkSecrets,
  checkWorkers,
  codeEnvs,
  readWorker,
  readWorkers,
  secretsFor,
  type WorkerConfig,
} from "#scripts/lib/production.ts";
import { checkSettings } from "#scripts/lib/preflight.ts";
import { generateConfig, productionWorkers, readAccountIds, writeAccountIds } from "#scripts/lib/account-ids.ts";

/**
 * The checks `npm run deploy` makes before touching an account, against the
 * committed configs and against copies with one thing wrong each: every
 * mistake the issue's review found (a binding missing from one half, two
 * Workers disagreeing, a deployable workers.dev, placeholders) must be named.
 */
const jwk = await newPrivateJwk();
const workers = readWorkers();
const envs = codeEnvs(workers);
const [web, ingestion] = workers as [WorkerConfig, WorkerConfig];

function mutated(change: (web: WorkerConfig, ingestion: WorkerConfig) => void): string[] {
  const copies = readWorkers() as [WorkerConfig, WorkerConfig];
  change(...copies);
  return checkWorkers(copies, envs).problems;
}

describe("the committed production configs", () => {
  it("agree binding by binding, with each other, their local halves and the code's Env", () => {
    expect(checkWorkers(workers, envs).problems).toEqual([]);
  });

  it("read each Worker's Env from its code: the web Worker's from wrangler types, the ingestion Worker's Pick", () => {
    const webEnv = new Map(envs.get(web.name)?.map((member) => [member.name, member.kind]));
    const ingestionEnv = new Map(envs.get(ingestion.name)?.map((member) => [member.name, member.kind]));
    expect(webEnv.get("DB")).toBe("d1");
    expect(webEnv.get("CHAT_ROOM")).toBe("durable_object_namespace");
    expect(webEnv.get("ASSETS")).toBe("fetcher");
    expect(webEnv.get("APP_SECRET")).toBe("string");
    expect(ingestionEnv.get("AI")).toBe("ai");
    // The ingestion Worker's Env is a Pick: it never holds the app secret.
    expect(ingestionEnv.has("APP_SECRET")).toBe(false);
  });

  it("hold placeholders in both files, each of which a deploy refuses", () => {
    const { placeholders } = checkWorkers(workers, envs);
    for (const file of ["wrangler.toml", "wrangler.ingestion.toml"]) {
      expect(placeholders.filter((found) => found.startsWith(`${file} `) && found.includes("account_id"))).toHaveLength(
        1,
      );
      expect(
        placeholders.filter((found) => found.startsWith(`${file} `) && found.includes("database_id")),
      ).toHaveLength(1);
    }
    expect(placeholders).toContainEqual(expect.stringContaining('routes[0].pattern = "nexo.example.com"'));
  });

  it("keep the top level local: development vars, an account id that refuses any account command", () => {
    expect(web.local.ENVIRONMENT).toMatchObject({ value: "development" });
    const raw = readFileSync("wrangler.ingestion.toml", "utf8");
    expect(raw).toMatch(/^account_id = "LOCAL DEVELOPMENT ONLY: deploy with npm run deploy/m);
  });
});

describe("a config with one thing wrong", () => {
  it.each<[string, (web: WorkerConfig, ingestion: WorkerConfig) => void, RegExp]>([
    [
      "a binding the ingestion Worker's code uses, missing from its production half",
      (_web, ingestion) => {
        delete ingestion.bindings.AI;
      },
      /wrangler\.ingestion\.toml \[env\.production\]: the code's Env declares AI \(ai\), not bound/,
    ],
    [
      "a binding only the local half has",
      (web) => {
        delete web.bindings.VECTORIZE;
      },
      /wrangler\.toml: VECTORIZE is bound locally but not in \[env\.production\]/,
    ],
    [
      "the two Workers naming different buckets",
      (_web, ingestion) => {
        ingestion.bindings.DOCUMENTS = { type: "r2_bucket", bucket_name: "another-bucket" };
      },
      /DOCUMENTS names different resources in wrangler\.toml and wrangler\.ingestion\.toml/,
    ],
    [
      "the two Workers disagreeing on a var",
      (_web, ingestion) => {
        ingestion.bindings.VECTOR_INDEX = { type: "plain_text", value: "d1" };
      },
      /VECTOR_INDEX is "vectorize" in wrangler\.toml, "d1" in wrangler\.ingestion\.toml/,
    ],
    [
      "a binding no code declares",
      (_web, ingestion) => {
        ingestion.bindings.CACHE = { type: "kv_namespace", id: "0123" };
      },
      /binds CACHE \(kv_namespace\), which the code's Env does not declare/,
    ],
    [
      "a Durable Object bound from a script that is not ours",
      (_web, ingestion) => {
        ingestion.bindings.CHAT_ROOM = { type: "durable_object_namespace", class_name: "ChatRoom", script_name: "x" };
      },
      /CHAT_ROOM names script x, which is neither Worker here/,
    ],
    [
      "workers.dev left on",
      (web) => {
        web.production.workers_dev = true;
      },
      /wrangler\.toml \[env\.production\]: workers_dev must be false/,
    ],
    [
      "source maps off",
      (_web, ingestion) => {
        ingestion.production.upload_source_maps = false;
      },
      /upload_source_maps must be true/,
    ],
    [
      "no CPU limit on the Worker deployed first",
      (web) => {
        web.production.limits = undefined;
      },
      /wrangler\.toml \[env\.production\]: set limits\.cpu_ms, so a Free account is refused at the first Worker/,
    ],
    [
      "no custom domain",
      (web) => {
        web.production.routes = [];
      },
      /no \[env\.production\] routes/,
    ],
    [
      "a queue nobody consumes",
      (_web, ingestion) => {
        (ingestion.production.queues as { consumers: unknown[] }).consumers = [];
      },
      /INGEST_QUEUE sends to nexo-ingest, which no Worker consumes in production/,
    ],
    [
      "an APP_ORIGIN that is not the route's host",
      (web) => {
        web.bindings.APP_ORIGIN = { type: "plain_text", value: "https://elsewhere.com.br" };
      },
      /APP_ORIGIN "https:\/\/elsewhere\.com\.br" is not https:\/\/ \+ the route's host/,
    ],
  ])("%s is named", (_case, change, problem) => {
    expect(mutated(change)).toContainEqual(expect.stringMatching(problem));
  });
});

describe("the account's ids, outside tracked files", () => {
  const accountId = "0123456789abcdef0123456789abcdef";
  const databaseId = "8c2f3b4e-1d2a-4f5b-9c8d-7e6f5a4b3c2d";

  it("reach the generated configs from the ignored override, the tracked configs untouched", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "nexo-ids-"));
    const idsFile = path.join(dir, "wrangler.production.local.json");
    writeAccountIds({ account_id: accountId, d1_databases: { "nexo-db": databaseId } }, idsFile);
    const ids = readAccountIds(idsFile);
    for (const file of ["wrangler.toml", "wrangler.ingestion.toml"]) {
      const before = readFileSync(file, "utf8");
      const generated = generateConfig(file, ids, path.join(dir, ".deploy"));
      expect(readFileSync(file, "utf8")).toBe(before);
      const worker = readWorker(file, generated);
      expect(worker.config).toBe(generated);
      expect(worker.production.account_id).toBe(accountId);
      expect(worker.bindings.DB).toMatchObject({ database_id: databaseId });
      // Every path still reaches the repository's files from the generated config's folder.
      expect(worker.main).toBe(readWorker(file).main);
      const migrations = path.resolve(path.dirname(generated), String(worker.bindings.DB?.migrations_dir));
      expect(migrations).toBe(path.resolve("migrations"));
      // The local half keeps its refusing account id and its local database id.
      expect(worker.local.DB).toMatchObject({ database_id: "00000000-0000-0000-0000-000000000000" });
      const { placeholders } = checkWorkers([worker], new Map([[worker.name, envs.get(worker.name) ?? []]]));
      expect(placeholders.filter((found) => /account_id|database_id/.test(found))).toEqual([]);
      // Messages still name the file the operator edits.
      expect(placeholders.every((found) => found.startsWith(`${file} `))).toBe(true);
    }
    const web = readWorker("wrangler.toml", path.join(dir, ".deploy", "wrangler.jsonc"));
    const assets = (web.production.assets as { directory: string }).directory;
    expect(path.resolve(path.dirname(web.config), assets)).toBe(path.resolve("build/client"));
  });

  it("are ignored by git, with the generated configs", () => {
    const ignored = spawnSync("git", ["check-ignore", "wrangler.production.local.json", ".deploy/wrangler.jsonc"], {
      encoding: "utf8",
    });
    expect(ignored.stdout.trim().split("\n")).toEqual(["wrangler.production.local.json", ".deploy/wrangler.jsonc"]);
  });

  it("missing, make the deploy and its dry run refuse, naming the file and the command that writes it", () => {
    const missing = path.join(mkdtempSync(path.join(tmpdir(), "nexo-ids-")), "wrangler.production.local.json");
    for (const extra of [[], ["--dry-run"], ["--secrets-only"]]) {
      const deploy = spawnSync(process.execPath, ["scripts/deploy.mjs", "--ids", missing, ...extra], {
        encoding: "utf8",
      });
      expect(deploy.status).toBe(1);
      expect(deploy.stderr).toContain(`${missing} not found`);
      expect(deploy.stderr).toContain("npm run cloudflare:create writes it");
    }
  });

  it("keep the tracked configs' id placeholders, documented as such", () => {
    for (const file of ["wrangler.toml", "wrangler.ingestion.toml"]) {
      const text = readFileSync(file, "utf8");
      expect(text).toMatch(/^account_id = "your-cloudflare-account-id"/m);
      expect(text).toMatch(/^database_id = "your-d1-database-id"/m);
      expect(text).toContain("wrangler.production.local.json");
    }
  });
});

describe("the deployment's settings, outside tracked files", () => {
  const accountId = "0123456789abcdef0123456789abcdef";
  const databaseId = "8c2f3b4e-1d2a-4f5b-9c8d-7e6f5a4b3c2d";
  const host = "nexo.suaempresa.com.br";
  const settings = {
    route: host,
    vars: { APP_ORIGIN: `https://${host}`, EMAIL_FROM: "Nexo <nao-responda@suaempresa.com.br>" },
  };

  /** The tracked configs with [env.production]'s APP_ORIGIN and EMAIL_FROM lines taken out, beside an override. */
  function withoutTrackedSettings(override: Record<string, unknown>): WorkerConfig[] {
    const dir = mkdtempSync(path.join(tmpdir(), "nexo-settings-"));
    const idsFile = path.join(dir, "wrangler.production.local.json");
    writeFileSync(
      idsFile,
      JSON.stringify({ account_id: accountId, d1_databases: { "nexo-db": databaseId }, ...override }),
    );
    const ids = readAccountIds(idsFile);
    return ["wrangler.toml", "wrangler.ingestion.toml"].map((file) => {
      const copy = path.join(dir, file);
      writeFileSync(copy, readFileSync(file, "utf8").replace(/^(APP_ORIGIN|EMAIL_FROM) = .*\n/gm, ""));
      const worker = readWorker(copy, generateConfig(copy, ids, path.join(dir, ".deploy"), envs));
      return { ...worker, file, main: readWorker(file).main };
    });
  }

  it("reach the generated configs from the override: the route, and each var to the Workers whose code reads it", () => {
    const [web, ingestion] = withoutTrackedSettings(settings) as [WorkerConfig, WorkerConfig];
    expect(web.production.routes).toEqual([{ pattern: host, custom_domain: true }]);
    expect(web.bindings.APP_ORIGIN).toMatchObject({ value: `https://${host}` });
    expect(web.bindings.EMAIL_FROM).toMatchObject({ value: settings.vars.EMAIL_FROM });
    expect(ingestion.bindings.APP_ORIGIN).toMatchObject({ value: `https://${host}` });
    // The ingestion Worker's code reads no EMAIL_FROM, so it is not given one.
    expect(ingestion.bindings.EMAIL_FROM).toBeUndefined();
    const { problems, placeholders } = checkWorkers([web, ingestion], envs);
    expect(problems).toEqual([]);
    expect(placeholders).toEqual([]);
    expect(checkSettings([web, ingestion], envs, null)).toEqual([]);
  });

  it("missing, are refused naming the override and the setting", () => {
    const workers = withoutTrackedSettings({});
    const { placeholders } = checkWorkers(workers, envs);
    expect(placeholders).toContainEqual(
      expect.stringMatching(
        /^wrangler\.toml \[env\.production\]\.routes\[0\]\.pattern = .*"route".*wrangler\.production\.local\.json/,
      ),
    );
    const refused = checkSettings(workers, envs, null);
    expect(refused).toContainEqual(
      expect.stringMatching(
        /^wrangler\.toml \[env\.production\.vars\]: APP_ORIGIN is not set.*wrangler\.production\.local\.json/,
      ),
    );
    expect(refused).toContainEqual(
      expect.stringMatching(
        /^wrangler\.ingestion\.toml \[env\.production\.vars\]: APP_ORIGIN is not set.*wrangler\.production\.local\.json/,
      ),
    );
    expect(refused).toContainEqual(
      expect.stringMatching(
        /^wrangler\.toml \[env\.production\.vars\]: EMAIL_FROM is not set.*wrangler\.production\.local\.json/,
      ),
    );
  });

  it("refuse a var neither Worker's code reads (a typo would otherwise pass unnoticed)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "nexo-settings-"));
    const idsFile = path.join(dir, "wrangler.production.local.json");
    writeAccountIds({ account_id: accountId, ...settings, vars: { ...settings.vars, EMAIL_FORM: "x@y.com" } }, idsFile);
    expect(() => productionWorkers(idsFile, path.join(dir, ".deploy"), envs)).toThrow(
      `${idsFile}: vars.EMAIL_FORM is read by neither Worker's code`,
    );
  });

  it("survive npm run cloudflare:create writing the ids again", () => {
    const idsFile = path.join(mkdtempSync(path.join(tmpdir(), "nexo-settings-")), "wrangler.production.local.json");
    writeAccountIds({ account_id: accountId, d1_databases: {}, ...settings }, idsFile);
    writeAccountIds({ account_id: accountId }, idsFile);
    writeAccountIds({ d1_databases: { "nexo-db": databaseId } }, idsFile);
    expect(readAccountIds(idsFile)).toEqual({
      account_id: accountId,
      d1_databases: { "nexo-db": databaseId },
      ...settings,
    });
  });

  it("are no longer edited in the tracked configs: their production values are placeholders", () => {
    const { placeholders } = checkWorkers(workers, envs);
    for (const found of [
      'wrangler.toml [env.production].routes[0].pattern = "nexo.example.com"',
      'wrangler.toml [env.production].vars.APP_ORIGIN = "https://nexo.example.com"',
      'wrangler.toml [env.production].vars.EMAIL_FROM = "Nexo <nao-responda@nexo.example.com>"',
      'wrangler.ingestion.toml [env.production].vars.APP_ORIGIN = "https://nexo.example.com"',
    ])
      expect(placeholders).toContainEqual(expect.stringContaining(found));
  });
});

describe("the secrets a deploy would upload", () => {
  const newSigningKeysJson = () => JSON.stringify([jwk]);
  const good = () => ({ APP_SECRET: "k".repeat(43), JWT_SIGNING_KEYS: newSigningKeysJson() });

  it("pass when both required ones are there and readable", async () => {
    expect(await checkSecrets(good(), envs)).toEqual([]);
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ["a missing APP_SECRET", { JWT_SIGNING_KEYS: newSigningKeysJson() }, /APP_SECRET is missing/],
    ["the example's APP_SECRET", { ...good(), APP_SECRET: "uma-chave-longa-e-aleatoria" }, /shorter than 32/],
    ["an APP_SECRET list that is not JSON", { ...good(), APP_SECRET: "[not json" }, /APP_SECRET starts with \[/],
    ["a placeholder key", { ...good(), RESEND_API_KEY: "re_..." }, /RESEND_API_KEY is empty or a placeholder/],
    ["a name no Worker reads", { ...good(), APP_SECRETS: "x".repeat(40) }, /APP_SECRETS is not in either Worker's Env/],
    [
      "only a JWT key that signs later",
      {
        ...good(),
        JWT_SIGNING_KEYS: JSON.stringify([
          { ...JSON.parse(newSigningKeysJson())[0], signs_from: new Date(Date.now() + 3_600_000).toISOString() },
        ]),
      },
      /JWT_SIGNING_KEYS: .*no key that may sign before/,
    ],
  ])("refuse %s", async (_case, secrets, problem) => {
    expect(await checkSecrets(secrets, envs)).toContainEqual(expect.stringMatching(problem));
  });

  it("go to each Worker as far as its Env declares them", () => {
    const secrets = { ...good(), OPENAI_API_KEY: "sk-real-key-0123456789", RESEND_API_KEY: "re_real_key_0123456789" };
    // The ingestion Worker verifies a team token at its /health (JWT_SIGNING_KEYS), and never holds APP_SECRET.
    expect(Object.keys(secretsFor(secrets, envs.get(ingestion.name) ?? [])).sort()).toEqual([
      "JWT_SIGNING_KEYS",
      "OPENAI_API_KEY",
    ]);
    expect(Object.keys(secretsFor(secrets, envs.get(web.name) ?? [])).sort()).toEqual(
      ["APP_SECRET", "JWT_SIGNING_KEYS", "OPENAI_API_KEY", "RESEND_API_KEY"].sort(),
    );
  });
});
