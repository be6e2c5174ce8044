// `npm run team-member -- EMAIL`: makes the account of EMAIL a Nexo team account (`nexo_employee`) in the
// deployed D1, after it signed up on the site and confirmed its address (docs/deploy.md, step 8). A team
// account's access token is what `npm run reindex -- --url …` needs.
//
//   npm run team-member -- maria@suaempresa.com.br            production (wrangler d1 execute --remote)
//   npm run team-member -- maria@suaempresa.com.br --local    the local state of npm start
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { productionWorkers } from "./lib/account-ids.ts";
import { PRODUCTION } from "./lib/production.ts";
import { wranglerEnv } from "./lib/proc.ts";
import { teamMemberSql } from "./lib/team-member.ts";

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { local: { type: "boolean", default: false } },
});
const [email] = positionals;
const sql = email ? teamMemberSql(email) : null;
if (!sql) {
  console.error("✖ usage: npm run team-member -- EMAIL [--local] (a plain address: letters, digits, . _ % + -)");
  process.exit(1);
}
/** Production's D1 is reached through the config generated with the account's ids (lib/account-ids.ts). */
function productionConfig() {
  try {
    return productionWorkers()[0].config;
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
const where = flags.local ? ["--local"] : ["--remote", "--config", productionConfig(), "--env", PRODUCTION];
const result = spawnSync("wrangler", ["d1", "execute", "DB", ...where, "--json", "--command", sql], {
  env: wranglerEnv(),
  encoding: "utf8",
});
if (result.status !== 0) {
  console.error(`${result.stdout}${result.stderr}`);
  console.error("✖ wrangler d1 execute failed (signed in? npx wrangler login)");
  process.exit(1);
}
const rows = JSON.parse(result.stdout).flatMap((statement) => statement.results ?? []);
const account = rows.find((row) => row.role);
if (!account) {
  console.error(`✖ no account with ${email}: sign up on the site first, then run this again`);
  process.exit(1);
}
console.log(`✓ ${account.email} is now ${account.role} (Equipe Nexo).`);
