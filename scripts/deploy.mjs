// `npm run deploy`: puts Nexo on Cloudflare in the order docs/deploy.md explains, and refuses to start while
// anything a deploy needs is missing or still a placeholder.
//
//   npm run deploy                      checks → build → both Workers built → D1 migrations (remote) → web
//                                       Worker → ingestion Worker (each with its secrets) → smoke check
//   npm run deploy -- --dry-run         the checks and both production builds, with no account: bindings
//                                       against each other, the local halves and the code's Env; settings;
//                                       placeholders; the secrets file if there is one; both sizes
//   npm run deploy -- --secrets-only    uploads the secrets file to both Workers (a rotation), nothing else
//   npm run deploy -- --migrations-only every check and gate, then the D1 migrations, and stops before the
//                                       Workers: the first half of a gradual deploy (docs/deploy.md)
//
// The account's ids and the domain's settings (route, APP_ORIGIN, EMAIL_FROM) come from
// wrangler.production.local.json (git ignores it; npm run cloudflare:create writes the ids, the operator adds
// the rest), merged with each tracked config into .deploy/<config>.jsonc, which every wrangler command is given.
//
// Options: --secrets FILE (default secrets.production.json), --ids FILE (default
// wrangler.production.local.json), --contract (allow a migration that drops or
// renames, docs/deploy.md "Migrations"), --skip-build (the build is there already: npm test),
// --placeholders-expected (npm test: the committed configs' placeholders must all be found and refused).
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  checkSecrets,
  checkWorkers,
  codeEnvs,
  DEFAULT_SECRETS_FILE,
  PRODUCTION,
  readSecretsFile,
  readWorkers,
  secretsFor,
  uploadSize,
} from "./lib/production.ts";
import {
  checkIndexDimensions,
  checkSettings,
  migrationGate,
  parseIndexDimensions,
  pendingMigrations,
  planMigrations,
  staleSecrets,
} from "./lib/preflight.ts";
import { run, wranglerEnv } from "./lib/proc.ts";
import { ACCOUNT_IDS_FILE, MissingAccountIds, productionWorkers } from "./lib/account-ids.ts";
import { REQUIRED_SECRETS } from "#core/security/required-secrets.ts";

const { values: flags } = parseArgs({
  options: {
    "dry-run": { type: "boolean", default: false },
    "secrets-only": { type: "boolean", default: false },
    "placeholders-expected": { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
    "migrations-only": { type: "boolean", default: false },
    contract: { type: "boolean", default: false },
    secrets: { type: "string", default: DEFAULT_SECRETS_FILE },
    ids: { type: "string", default: ACCOUNT_IDS_FILE },
  },
});
const dryRun = flags["dry-run"];
const env = wranglerEnv();
const started = Date.now();

function fail(lines) {
  for (const line of [lines].flat()) console.error(`  ✗ ${line}`);
  console.error(`\n✖ ${dryRun ? "The deploy would refuse to run" : "Deploy refused"}: fix the above (docs/deploy.md).`);
  process.exit(1);
}

/** Runs wrangler and returns its output (stdout + stderr); exits the script when it fails, showing why. */
function wrangler(args, { quiet = false } = {}) {
  const result = spawnSync("wrangler", args, { env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  if (result.status !== 0) {
    console.error(output);
    fail(`wrangler ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
  }
  if (!quiet) process.stdout.write(output);
  return output;
}

// 1. The configs against each other and the code.
console.log("▶ Configuração de produção (os dois Workers, seus bindings e o Env do código)");
/**
 * `--placeholders-expected` (npm test) checks the committed configs as a fresh clone has them; everything else
 * deploys, so it reads them with the account's ids, and refuses before anything else without them.
 */
function workersToDeploy() {
  if (flags["placeholders-expected"]) return tracked;
  try {
    return productionWorkers(flags.ids, undefined, envs);
  } catch (error) {
    if (error instanceof MissingAccountIds || /is read by neither Worker's code/.test(error.message))
      fail(error.message);
    throw error;
  }
}
// Each Worker's Env from its code, which decides which of the override's vars each generated config receives.
const tracked = readWorkers();
const envs = codeEnvs(tracked);
const workers = workersToDeploy();
/** The web Worker's upload budget, gzip (1.0 MiB; the plan allows 3 MiB free, 10 MiB paid). */
const WEB_WORKER_GZIP_KIB = 1024;
const { problems, placeholders } = checkWorkers(workers, envs);
for (const worker of workers) {
  const names = Object.entries(worker.bindings)
    .filter(([, binding]) => !["plain_text", "json"].includes(binding.type))
    .map(([name, binding]) => `${name} (${binding.type})`);
  console.log(`  ${worker.name} (${worker.file}): ${names.join(", ")}`);
}
if (problems.length > 0) fail(problems);
console.log("  ✓ bindings agree across both Workers, with their local halves and with each Worker's Env");

// 2. Placeholders: a fresh clone has some; a deploy refuses every one.
if (flags["placeholders-expected"]) {
  const perFile = workers.map((worker) => placeholders.filter((found) => found.startsWith(worker.file)).length);
  if (perFile.some((count) => count === 0)) {
    fail("expected the committed configs' placeholders (account_id, D1 id, route) to be found in both files");
  }
  console.log(`  ✓ ${placeholders.length} placeholders found, each of which \`npm run deploy\` refuses:`);
  for (const found of placeholders) console.log(`      ${found}`);
} else if (placeholders.length > 0) {
  fail([
    ...placeholders.map((found) => `placeholder: ${found}`),
    `npm run cloudflare:create writes the account and D1 ids into ${flags.ids}; the route, APP_ORIGIN and EMAIL_FROM (your domain) go in the same file (docs/deploy.md, step 4)`,
  ]);
}

// 3. Secrets: the file the deploy would upload, if any.
const secretsFile = flags.secrets;
const secrets = readSecretsFile(secretsFile);
if (secrets) {
  const secretProblems = await checkSecrets(secrets, envs);
  if (secretProblems.length > 0) fail(secretProblems.map((problem) => `${secretsFile}: ${problem}`));
  console.log(`  ✓ ${secretsFile}: ${Object.keys(secrets).join(", ")}`);
} else if (dryRun || flags["secrets-only"]) {
  if (flags["secrets-only"]) fail(`${secretsFile} not found (npm run secrets -- new)`);
  console.log(`  · no ${secretsFile}: a deploy would check the secrets already set on the Workers`);
}

// 3b. The settings a working site needs (APP_ORIGIN, e-mail, a known embedder), before anything is touched.
const settingProblems = checkSettings(workers, envs, secrets ? new Set(Object.keys(secrets)) : null);
if (settingProblems.length > 0) fail(settingProblems);
console.log(`  ✓ APP_ORIGIN, EMAIL_FROM and the embedder set${secrets ? ", RESEND_API_KEY in the secrets file" : ""}`);

if (flags["secrets-only"]) {
  console.log("▶ Segredos (só eles: uma nova versão de cada Worker, o mesmo código)");
  withSecretFiles((fileOf) => {
    for (const worker of workers) {
      const file = fileOf(worker);
      if (file) run("wrangler", ["secret", "bulk", file, "--config", worker.config, "--env", PRODUCTION], { env });
    }
  });
  process.exit(0);
}

// 4. Both production Workers built, as a deploy would upload them.
if (!flags["skip-build"]) {
  console.log("▶ Build");
  run("remix", ["vite:build", "--logLevel", "warn"]);
}
console.log("▶ Os dois Workers de produção (wrangler deploy --dry-run)");
const outRoot = mkdtempSync(path.join(tmpdir(), "nexo-deploy-"));
try {
  for (const worker of workers) {
    const output = wrangler(
      [
        "deploy",
        "--dry-run",
        "--config",
        worker.config,
        "--env",
        PRODUCTION,
        "--outdir",
        path.join(outRoot, worker.name),
      ],
      { quiet: true },
    );
    const size = uploadSize(output);
    const warnings = output.match(/\[WARNING\]/g)?.length ?? 0;
    if (output.includes("ignored-bare-import"))
      fail(`${worker.name}: the build's bare imports are back (vite.config.ts)`);
    if (!size) fail(`${worker.name}: wrangler printed no size`);
    // The web Worker's own budget (docs/performance.md): its start-up grows with its size.
    if (worker === workers[0] && size.gzipKib > WEB_WORKER_GZIP_KIB)
      fail(`${worker.name}: ${size.gzipKib.toFixed(2)} KiB gzip, over its ${WEB_WORKER_GZIP_KIB} KiB budget`);
    console.log(
      `  ${worker.name}: ${size.totalKib.toFixed(2)} KiB (gzip ${size.gzipKib.toFixed(2)} KiB)${warnings ? `, ${warnings} warning(s):\n${output}` : ", no warnings"}`,
    );
  }
} finally {
  rmSync(outRoot, { recursive: true, force: true });
}

if (dryRun) {
  console.log(`\n✓ Dry run done in ${((Date.now() - started) / 1000).toFixed(1)} s: no account was used.`);
  process.exit(0);
}

// 5. The account: signed in, and the one the configs name.
console.log("▶ Conta Cloudflare");
// `whoami --json` exits non-zero when signed out; its JSON says so.
const signedIn = spawnSync("wrangler", ["whoami", "--json"], { env, encoding: "utf8" });
const whoami = JSON.parse(`${signedIn.stdout ?? ""}`.trim().split("\n").slice(-1)[0] || "{}");
const accountId = String(workers[0].production.account_id);
if (!whoami.loggedIn) fail("not signed in: npx wrangler login, or set CLOUDFLARE_API_TOKEN");
if (Array.isArray(whoami.accounts) && !whoami.accounts.some((account) => account.id === accountId))
  fail(`the configs name account ${accountId}, which this login cannot reach`);
console.log(`  ✓ ${accountId}`);

// 6. Secrets set before any code runs: from the file, or already on both Workers. A deploy only adds secrets,
// so a Worker holding one the file no longer lists is refused (npm run secrets -- remove NAME).
const onWorkers = new Map();
for (const worker of workers) {
  const listed = spawnSync(
    "wrangler",
    ["secret", "list", "--format", "json", "--config", worker.config, "--env", PRODUCTION],
    { env, encoding: "utf8" },
  );
  // A Worker never deployed has no secrets to list.
  onWorkers.set(worker.name, listed.status === 0 ? JSON.parse(listed.stdout).map((secret) => secret.name) : null);
}
if (secrets) {
  const stale = workers.flatMap((worker) =>
    staleSecrets(new Set(Object.keys(secrets)), onWorkers.get(worker.name) ?? []).map(
      (name) =>
        `${worker.name} holds ${name}, which ${secretsFile} no longer lists: a deploy only adds secrets, so it would stay in use; remove it with npm run secrets -- remove ${name} (or put it back in the file)`,
    ),
  );
  if (stale.length > 0) fail(stale);
} else {
  for (const worker of workers) {
    const required = (envs.get(worker.name) ?? []).map((member) => member.name);
    const names = onWorkers.get(worker.name);
    if (!names)
      fail(`${worker.name} has no secrets to read (its first deploy?): create ${secretsFile} (npm run secrets -- new)`);
    const missing = REQUIRED_SECRETS.filter((name) => required.includes(name) && !names.includes(name));
    if (missing.length > 0) fail(`${worker.name} lacks ${missing.join(", ")}: put them in ${secretsFile}`);
  }
  console.log("  ✓ the required secrets are set on the Workers");
}
const secretNames = new Set(
  secrets ? Object.keys(secrets) : workers.flatMap((worker) => onWorkers.get(worker.name) ?? []),
);
const deployProblems = checkSettings(workers, envs, secretNames);

// 6b. Every Vectorize index has the dimension of the embedder these settings choose.
const indexDimensions = new Map();
for (const index of new Set(
  workers.flatMap((worker) =>
    Object.values(worker.bindings)
      .filter((b) => b.type === "vectorize")
      .map((b) => b.index_name),
  ),
)) {
  const described = spawnSync(
    "wrangler",
    ["vectorize", "get", index, "--json", "--config", workers[0].config, "--env", PRODUCTION],
    { env, encoding: "utf8" },
  );
  indexDimensions.set(index, described.status === 0 ? parseIndexDimensions(described.stdout) : null);
}
deployProblems.push(...checkIndexDimensions(workers, secretNames, indexDimensions));
if (deployProblems.length > 0) fail(deployProblems);
console.log("  ✓ RESEND_API_KEY set; every Vectorize index has the embedder's dimension");

// 7. Migrations, before the code that needs them; one that removes something needs --contract.
console.log("▶ Migrações do D1 (remoto)");
const web = workers[0];
for (const [name, binding] of Object.entries(web.bindings)) {
  if (binding.type !== "d1" || !binding.migrations_dir) continue;
  const listing = wrangler(
    ["d1", "migrations", "list", name, "--remote", "--config", web.config, "--env", PRODUCTION],
    {
      quiet: true,
    },
  );
  // migrations_dir is relative to the config wrangler reads (the generated one).
  const migrationsDir = path.resolve(path.dirname(web.config), String(binding.migrations_dir));
  const plan = planMigrations(migrationsDir, pendingMigrations(listing));
  console.log(
    plan.fresh
      ? `  a fresh database: all ${plan.pending.length} migrations pending, nothing there to contract`
      : plan.pending.length
        ? `  pending: ${plan.pending.join(", ")}`
        : "  none pending",
  );
  const refused = migrationGate(plan, flags.contract);
  if (refused.length > 0) fail(refused);
  const pending = plan.pending;
  if (pending.length > 0)
    run("wrangler", ["d1", "migrations", "apply", name, "--remote", "--config", web.config, "--env", PRODUCTION], {
      env,
    });
}

if (flags["migrations-only"]) {
  console.log("\n✓ Checks passed and migrations applied; the Workers were not deployed (--migrations-only).");
  process.exit(0);
}

// 8. The Workers, web first (it owns the Durable Object classes the ingestion Worker binds), each with its secrets.
const revision = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout?.trim() || "local";
withSecretFiles((fileOf) => {
  for (const worker of workers) {
    console.log(`▶ Worker ${worker.name} (${worker.file})`);
    const file = fileOf(worker);
    run(
      "wrangler",
      [
        "deploy",
        "--config",
        worker.config,
        "--env",
        PRODUCTION,
        "--tag",
        revision,
        "--message",
        `npm run deploy ${revision}`,
        ...(file ? ["--secrets-file", file] : []),
      ],
      { env },
    );
  }
});

// 9. Smoke check: the public host answers, and its health names nothing failing.
const host = workers
  .flatMap((worker) => worker.production.routes ?? [])
  .map((route) => (typeof route === "string" ? route : route.pattern))
  .find(Boolean)
  ?.split("/")[0];
console.log(`▶ Verificação: https://${host}/api/health`);
// The parts and what fails are answered to a Nexo team account's token only (NEXO_TOKEN); anyone else learns up or down.
const healthHeaders = {
  "Cache-Control": "no-cache",
  ...(process.env.NEXO_TOKEN ? { Authorization: `Bearer ${process.env.NEXO_TOKEN}` } : {}),
};
const deadline = Date.now() + 5 * 60_000;
let health = null;
while (Date.now() < deadline) {
  try {
    const response = await fetch(`https://${host}/api/health`, { headers: healthHeaders });
    health = { status: response.status, body: await response.json() };
    if (response.status === 200) break;
  } catch {
    // A new custom domain takes a few minutes for DNS and its certificate.
  }
  await new Promise((resolve) => setTimeout(resolve, 5_000));
}
if (!health) fail(`https://${host} did not answer within 5 minutes (a new custom domain can take longer: retry curl)`);
console.log(JSON.stringify(health.body, null, 2));
if (health.status !== 200) {
  const why =
    health.body.error ??
    "the failing parts are named to a team token: NEXO_TOKEN=<token> curl, or the health_failed log line";
  fail(`health answered ${health.status}: ${why}`);
}
console.log(`\n✓ Deployed ${revision} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

/** Writes each Worker's share of the secrets to a private temporary file for the duration of `use`. */
function withSecretFiles(use) {
  if (!secrets) return use(() => null);
  const dir = mkdtempSync(path.join(tmpdir(), "nexo-secrets-"));
  try {
    return use((worker) => {
      const share = secretsFor(secrets, envs.get(worker.name) ?? []);
      if (Object.keys(share).length === 0) return null;
      const file = path.join(dir, `${worker.name}.json`);
      writeFileSync(file, JSON.stringify(share), { mode: 0o600 });
      chmodSync(file, 0o600);
      return file;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
