// `npm run deploy`: the one command that puts Nexo on Cloudflare (docs/deploy.md):
// build, apply the D1 migrations, then deploy the web Worker (pages, API, the
// ChatRoom Durable Object) and the ingestion Worker, which binds the web
// Worker's Durable Object and so comes second. Needs `wrangler login` (or
// CLOUDFLARE_API_TOKEN) and the resources docs/deploy.md creates.
import { run, wranglerEnv } from "./lib/proc.ts";

const env = wranglerEnv();
console.log("▶ Build");
run("remix", ["vite:build", "--logLevel", "warn"]);
console.log("▶ Migrações do D1 (remoto)");
run("wrangler", ["d1", "migrations", "apply", "DB", "--remote", "--config", "wrangler.toml", "--env", "production"], {
  env,
});
console.log("▶ Worker web (wrangler.toml)");
run("wrangler", ["deploy", "--config", "wrangler.toml", "--env", "production"], { env });
console.log("▶ Worker de ingestão (wrangler.ingestion.toml)");
run("wrangler", ["deploy", "--config", "wrangler.ingestion.toml", "--env", "production"], { env });
