import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newPrivateJwk } from "#core/auth/signing-keys.ts";
import {
  checkIndexDimensions,
  checkSettings,
  migrationGate,
  parseIndexDimensions,
  pendingMigrations,
  planMigrations,
  staleSecrets,
} from "#scripts/lib/preflight.ts";
import {
  checkSecrets,
  checkWorkers,
  codeEnvs,
  readWorker,
  readWorkers,
  type WorkerConfig,
} from "#scripts/lib/production.ts";
import { generateConfig, readAccountIds, writeAccountIds } from "#scripts/lib/account-ids.ts";

/**
 * A first deploy rehearsed without an account: the production configs as an operator leaves them after
 * docs/deploy.md's steps 3-5 (account and D1 ids, the route, APP_ORIGIN and EMAIL_FROM in the ignored override,
 * the secrets file), generated as the deploy generates them, and
 * the gates `npm run deploy` runs before it touches anything, against a fresh local D1 (`wrangler d1
 * migrations list --local` on an empty state, the same listing the deploy reads remotely). With complete
 * settings every gate passes; with one setting missing, the refusal names it.
 */
const dir = mkdtempSync(path.join(tmpdir(), "nexo-first-deploy-"));
symlinkSync(path.resolve("migrations"), path.join(dir, "migrations"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const envs = codeEnvs(readWorkers());
const jwk = await newPrivateJwk();
const HOST = "nexo.suaempresa.com.br";

interface Settings {
  route: string | null;
  appOrigin: string | null;
  emailFrom: string | null;
}
const complete: Settings = {
  route: HOST,
  appOrigin: `https://${HOST}`,
  emailFrom: `Nexo <nao-responda@suaempresa.com.br>`,
};

/**
 * Both configs as the operator leaves them: the account's ids and the deployment's settings (route, APP_ORIGIN,
 * EMAIL_FROM) in the ignored override, as docs/deploy.md's steps 3 and 4 write it; the tracked configs as git
 * has them, except that their [env.production] APP_ORIGIN and EMAIL_FROM lines are taken out, so what reaches
 * the generated configs can only come from the override. A setting given `null` is left out of the override.
 */
function configured(settings: Settings, name = "complete"): WorkerConfig[] {
  const folder = path.join(dir, name);
  spawnSync("mkdir", ["-p", folder]);
  symlinkSync(path.resolve("migrations"), path.join(folder, "migrations"));
  const idsFile = path.join(folder, "wrangler.production.local.json");
  writeAccountIds({ account_id: "0123456789abcdef0123456789abcdef" }, idsFile);
  writeAccountIds({ d1_databases: { "nexo-db": "8c2f3b4e-1d2a-4f5b-9c8d-7e6f5a4b3c2d" } }, idsFile);
  const vars = Object.fromEntries(
    [
      ["APP_ORIGIN", settings.appOrigin],
      ["EMAIL_FROM", settings.emailFrom],
    ].filter((entry): entry is [string, string] => entry[1] !== null),
  );
  writeAccountIds({ ...(settings.route === null ? {} : { route: settings.route }), vars }, idsFile);
  return ["wrangler.toml", "wrangler.ingestion.toml"].map((file) => {
    const copy = path.join(folder, file);
    writeFileSync(copy, readFileSync(file, "utf8").replace(/^(APP_ORIGIN|EMAIL_FROM) = .*\n/gm, ""));
    const generated = generateConfig(copy, readAccountIds(idsFile), path.join(folder, ".deploy"), envs);
    // The entry stays the repository's (the copy has no workers/); messages name the tracked file.
    return { ...readWorker(copy, generated), file, main: readWorker(file).main };
  });
}

function secretsFile(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const secrets: Record<string, string | undefined> = {
    APP_SECRET: "k".repeat(43),
    JWT_SIGNING_KEYS: JSON.stringify([jwk]),
    RESEND_API_KEY: "re_Ab12Cd34Ef56Gh78Ij90",
    ...extra,
  };
  return Object.fromEntries(Object.entries(secrets).filter((entry): entry is [string, string] => !!entry[1]));
}

/** Indexes as `npm run cloudflare:create` makes them for Workers AI's bge-m3. */
const indexesAt = (dimensions: number) =>
  new Map([
    ["nexo-chunks", dimensions],
    ["nexo-chunks-2", dimensions],
  ]);

/** `wrangler d1 migrations list DB` on a local state: what the deploy reads with --remote. */
function listMigrations(config: string, persistTo: string): string {
  const args = ["--local", "--persist-to", persistTo, "--config", config, "--env", "production"];
  const listed = spawnSync("wrangler", ["d1", "migrations", "list", "DB", ...args], { encoding: "utf8" });
  expect(listed.status, listed.stderr).toBe(0);
  return `${listed.stdout}${listed.stderr}`;
}

/** Every refusal the deploy would print before touching the account, in its order. */
async function refusals(
  workers: WorkerConfig[],
  secrets: Record<string, string>,
  indexes: Map<string, number | null>,
  onWorkers: string[] = [],
): Promise<string[]> {
  const { problems, placeholders } = checkWorkers(workers, envs);
  const names = new Set(Object.keys(secrets));
  return [
    ...problems,
    ...placeholders.map((found) => `placeholder: ${found}`),
    ...(await checkSecrets(secrets, envs)),
    ...checkSettings(workers, envs, names),
    ...staleSecrets(names, onWorkers),
    ...checkIndexDimensions(workers, names, indexes),
  ];
}

describe("a first deploy on an empty account", () => {
  const workers = configured(complete);

  it("passes every gate with complete settings, and the fresh database's migrations contract nothing", async () => {
    expect(await refusals(workers, secretsFile(), indexesAt(1024))).toEqual([]);
    const web = workers[0] as WorkerConfig;
    // The account's ids reached the generated config wrangler is given, not the tracked one.
    expect(web.production.account_id).toBe("0123456789abcdef0123456789abcdef");
    expect(web.bindings.DB).toMatchObject({ database_id: "8c2f3b4e-1d2a-4f5b-9c8d-7e6f5a4b3c2d" });
    const listing = listMigrations(web.config, path.join(dir, "fresh-d1"));
    const migrationsDir = path.resolve(path.dirname(web.config), String(web.bindings.DB?.migrations_dir));
    const plan = planMigrations(migrationsDir, pendingMigrations(listing));
    expect(plan.pending).toEqual(plan.all);
    // Every migration the repository holds, as wrangler lists them for a database that has none.
    expect(plan.pending).toEqual(readdirSync("migrations").filter((file) => file.endsWith(".sql")));
    expect(plan.fresh).toBe(true);
    // 0002, 0012, 0013, 0016 and 0022 drop tables and a column, but none of them exists yet.
    expect(plan.contracting).toEqual([]);
    expect(migrationGate(plan, false)).toEqual([]);
  });

  it.each<[string, () => Promise<string[]>, RegExp]>([
    [
      "APP_ORIGIN",
      () => refusals(configured({ ...complete, appOrigin: null }, "no-origin"), secretsFile(), indexesAt(1024)),
      /^wrangler\.toml \[env\.production\.vars\]: APP_ORIGIN is not set; it is required: .*"vars": \{ "APP_ORIGIN": .* in wrangler\.production\.local\.json/,
    ],
    [
      "APP_ORIGIN on another host",
      () =>
        refusals(
          configured({ ...complete, appOrigin: "https://outro.com.br" }, "other-origin"),
          secretsFile(),
          indexesAt(1024),
        ),
      /APP_ORIGIN "https:\/\/outro\.com\.br" is not https:\/\/ \+ the route's host/,
    ],
    [
      "EMAIL_FROM",
      () => refusals(configured({ ...complete, emailFrom: null }, "no-sender"), secretsFile(), indexesAt(1024)),
      /EMAIL_FROM is not set; it is required: .* in wrangler\.production\.local\.json/,
    ],
    [
      "EMAIL_FROM on Resend's test domain",
      () =>
        refusals(
          configured({ ...complete, emailFrom: "Nexo <onboarding@resend.dev>" }, "test-sender"),
          secretsFile(),
          indexesAt(1024),
        ),
      /EMAIL_FROM is on resend\.dev, which delivers only to the Resend account's owner/,
    ],
    [
      "RESEND_API_KEY",
      () => refusals(workers, secretsFile({ RESEND_API_KEY: undefined }), indexesAt(1024)),
      /RESEND_API_KEY is not among the secrets/,
    ],
    [
      "APP_SECRET",
      () => refusals(workers, secretsFile({ APP_SECRET: undefined }), indexesAt(1024)),
      /APP_SECRET is missing/,
    ],
    [
      "an OPENAI_API_KEY against indexes made for bge-m3",
      () => refusals(workers, secretsFile({ OPENAI_API_KEY: "sk-proj-Ab12Cd34Ef56Gh78" }), indexesAt(1024)),
      /Vectorize index nexo-chunks \(VECTORIZE\) has 1024 dimensions; the embedder \(OpenAI text-embedding-3-small, because OPENAI_API_KEY is set\) makes 1536/,
    ],
    [
      "an index not created",
      () =>
        refusals(
          workers,
          secretsFile(),
          new Map([
            ["nexo-chunks", 1024],
            ["nexo-chunks-2", null],
          ]),
        ),
      /Vectorize index nexo-chunks-2 \(VECTORIZE_2\) does not exist/,
    ],
    [
      "a secret removed from the file but still on a Worker",
      () => refusals(workers, secretsFile(), indexesAt(1024), ["APP_SECRET", "OPENAI_API_KEY"]),
      /^OPENAI_API_KEY$/,
    ],
    [
      "the route left at the placeholder",
      () => refusals(configured({ ...complete, route: null }, "no-route"), secretsFile(), indexesAt(1024)),
      /placeholder: wrangler\.toml \[env\.production\]\.routes\[0\]\.pattern = "nexo\.example\.com": set "route" in wrangler\.production\.local\.json/,
    ],
    [
      "APP_ORIGIN, the tracked config's placeholder left as it is",
      () => refusals(readWorkers(), secretsFile(), indexesAt(1024)),
      /placeholder: wrangler\.ingestion\.toml \[env\.production\]\.vars\.APP_ORIGIN = "https:\/\/nexo\.example\.com": set "vars": \{ "APP_ORIGIN": … \} in wrangler\.production\.local\.json/,
    ],
  ])("refuses without %s, naming it", async (_setting, run, refusal) => {
    expect(await run()).toContainEqual(expect.stringMatching(refusal));
  });

  it("reads the dimension wrangler vectorize get --json reports", () => {
    const output = '{"name":"nexo-chunks","config":{"dimensions":1024,"metric":"cosine"},"created_on":"…"}';
    expect(parseIndexDimensions(output)).toBe(1024);
  });
});

describe("the migrations gate on a database that holds data", () => {
  it("refuses a pending drop of what an applied migration created, and says what --contract asserts", () => {
    // A database migrated up to 0015: 0016 drops vector_segments.vectors, which 0013 created.
    const all = planMigrations("migrations", []).all;
    const pending = all.filter((file) => file >= "0016");
    const plan = planMigrations("migrations", pending);
    expect(plan.fresh).toBe(false);
    // 0016 drops a column 0013 created; 0022, the search tables' contraction, drops what 0002–0013 created.
    expect(plan.contracting[0]).toEqual({
      file: "0016_vector_columns.sql",
      removes: ["column vector_segments.vectors"],
    });
    expect(plan.contracting.map((entry) => entry.file)).toContain("0022_search_tables_contract.sql");
    const refused = migrationGate(plan, false);
    expect(refused[0]).toBe(
      "0016_vector_columns.sql removes column vector_segments.vectors, which this database holds now",
    );
    expect(refused[1]).toMatch(/^0022_search_tables_contract\.sql removes table chunk_terms/);
    expect(refused.at(-1)).toMatch(/once you have checked that none does .* deploy again with --contract/);
    expect(migrationGate(plan, true)).toEqual([]);
  });
});
