// `npm start`: migrations → demo seed → build → wrangler dev running both
// Workers (web and ingestion) in one process, all offline.
import { spawn } from "node:child_process";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./demo-account.mjs";
import { ensureLocalSecrets } from "./lib/dev-secrets.mjs";
import { applyLocalMigrations, ensureLocalDevVars, run, wranglerDevArgs, wranglerEnv } from "./lib/proc.ts";

const port = Number(process.env.PORT ?? 8787);

const generated = ensureLocalSecrets();
if (generated.length) console.log(`▶ Chaves locais geradas em .dev.vars: ${generated.join(", ")}`);
ensureLocalDevVars();

console.log("▶ Aplicando migrações no D1 local…");
applyLocalMigrations();

console.log("▶ Preparando conta demo…");
run("node", ["scripts/seed.mjs"], { env: wranglerEnv() });

console.log("▶ Compilando o app…");
run("remix", ["vite:build", "--logLevel", "warn"]);

console.log(`
  Nexo rodando em http://localhost:${port}
  Conta demo: ${DEMO_EMAIL}  senha: ${DEMO_PASSWORD}
`);
const child = spawn("wrangler", wranglerDevArgs({ port }), { stdio: "inherit", env: wranglerEnv() });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
