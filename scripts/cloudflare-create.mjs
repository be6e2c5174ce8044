// `npm run cloudflare:create`: once per Cloudflare account, after `npx wrangler login` (or with
// CLOUDFLARE_API_TOKEN set): creates every resource the two production configs name (the D1 database, the
// R2 bucket, the queues, the Vectorize index) and writes the account id and the D1 database's id into
// wrangler.production.local.json, which git ignores (the tracked configs keep their placeholders, so a later
// `git pull` never conflicts with them); `npm run deploy` merges it into the configs it generates under .deploy/.
// Safe to run again: what exists is kept, and its ids are read back.
//
//   npm run cloudflare:create                      the account, when the login reaches only one
//   CLOUDFLARE_ACCOUNT_ID=… npm run cloudflare:create
//   npm run cloudflare:create -- --dimensions 1536 the Vectorize index for OpenAI's embeddings (default 1024: bge-m3)
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { ACCOUNT_IDS_FILE, productionWorkers, writeAccountIds } from "./lib/account-ids.ts";
import { PRODUCTION } from "./lib/production.ts";
import { wranglerEnv } from "./lib/proc.ts";

const { values: flags } = parseArgs({ options: { dimensions: { type: "string", default: "1024" } } });
const env = wranglerEnv();

function wrangler(args, { allowFailure = () => false } = {}) {
  const result = spawnSync("wrangler", args, { env, encoding: "utf8" });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status !== 0 && !allowFailure(output)) {
    console.error(output);
    console.error(`✖ wrangler ${args.join(" ")} failed`);
    process.exit(1);
  }
  return output;
}

// 1. The account.
console.log("▶ Conta");
// `whoami --json` exits non-zero when signed out; its JSON says so.
const whoami = JSON.parse(
  wrangler(["whoami", "--json"], { allowFailure: () => true })
    .trim()
    .split("\n")
    .slice(-1)[0] || "{}",
);
if (!whoami.loggedIn) {
  console.error("✖ Not signed in: npx wrangler login (or set CLOUDFLARE_API_TOKEN)");
  process.exit(1);
}
const accounts = whoami.accounts ?? [];
const accountId = process.env.CLOUDFLARE_ACCOUNT_ID ?? (accounts.length === 1 ? accounts[0].id : null);
if (!accountId) {
  console.error("✖ This login reaches several accounts; choose one with CLOUDFLARE_ACCOUNT_ID=… :");
  for (const account of accounts) console.error(`    ${account.id}  ${account.name}`);
  process.exit(1);
}
writeAccountIds({ account_id: accountId });
// Every command below is given the config generated with this account's id (.deploy/, lib/account-ids.ts).
const workers = productionWorkers();
console.log(`  account_id = ${accountId} (in ${ACCOUNT_IDS_FILE})`);

// 2. What the production configs bind, each resource once.
const bindings = workers.flatMap((worker) => Object.values(worker.bindings));
const unique = (values) => [...new Set(values.filter(Boolean).map(String))];
const configFlags = ["--config", workers[0].config, "--env", PRODUCTION];
const exists = (output) => /already exists|already taken|already owned|10021|11009|code: 10026/i.test(output);

console.log("▶ D1");
for (const name of unique(bindings.filter((b) => b.type === "d1").map((b) => b.database_name))) {
  const find = () =>
    JSON.parse(wrangler(["d1", "list", "--json", ...configFlags])).find((database) => database.name === name);
  let database = find();
  if (!database) {
    wrangler(["d1", "create", name, ...configFlags]);
    database = find();
  }
  writeAccountIds({ d1_databases: { [name]: database.uuid } });
  console.log(`  ${name}: ${database.uuid}`);
  await enableReadReplication(database.uuid, name);
}

/**
 * D1 read replication (docs/deploy.md, Reads near the user): the web Worker reads through D1 sessions, which
 * reach a nearby replica only once the database has them. wrangler has no command for it; the API does.
 */
async function enableReadReplication(uuid, name) {
  const token = process.env.CLOUDFLARE_API_TOKEN;
  const manual = `dashboard: Storage & Databases → D1 → ${name} → Settings → Read replication → Enable`;
  if (!token) {
    console.warn(`  ⚠ ${name}: read replication not switched on here (it needs CLOUDFLARE_API_TOKEN); ${manual}`);
    return;
  }
  const response = await fetch(`https://api.cloudflare.com/client/v4/accounts/${accountId}/d1/database/${uuid}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ read_replication: { mode: "auto" } }),
  });
  if (response.ok) console.log(`  ${name}: read replication auto`);
  else console.warn(`  ⚠ ${name}: read replication refused (${response.status} ${await response.text()}); ${manual}`);
}

console.log("▶ R2");
for (const name of unique(bindings.filter((b) => b.type === "r2_bucket").map((b) => b.bucket_name))) {
  wrangler(["r2", "bucket", "create", name, ...configFlags], { allowFailure: exists });
  console.log(`  ${name}`);
}

console.log("▶ Queues");
const consumers = workers.flatMap((worker) => worker.production.queues?.consumers ?? []);
const queues = unique([
  ...bindings.filter((b) => b.type === "queue").map((b) => b.queue_name),
  ...consumers.flatMap((consumer) => [consumer.queue, consumer.dead_letter_queue]),
]);
for (const name of queues) {
  wrangler(["queues", "create", name, ...configFlags], { allowFailure: exists });
  console.log(`  ${name}`);
}

console.log("▶ Vectorize");
for (const name of unique(bindings.filter((b) => b.type === "vectorize").map((b) => b.index_name))) {
  const created = wrangler(
    ["vectorize", "create", name, `--dimensions=${flags.dimensions}`, "--metric=cosine", ...configFlags],
    { allowFailure: exists },
  );
  if (exists(created)) {
    const info = wrangler(["vectorize", "get", name, ...configFlags]);
    const dimensions = /dimensions\D+(\d+)/i.exec(info)?.[1];
    if (dimensions && dimensions !== flags.dimensions) {
      console.warn(
        `  ⚠ ${name} exists with ${dimensions} dimensions, not ${flags.dimensions} (docs/deploy.md, Vector index)`,
      );
    }
  }
  console.log(`  ${name} (${flags.dimensions} dimensions, cosine)`);
}

// The generated configs again, now with the D1 ids: what manual wrangler commands are given (docs/deploy.md).
productionWorkers();

console.log(`
✓ Resources ready; account and D1 ids written into ${ACCOUNT_IDS_FILE} (git ignores it: keep a copy with the secrets).
  Next (docs/deploy.md): your domain in wrangler.toml's routes, then npm run secrets -- new, then npm run deploy.`);
