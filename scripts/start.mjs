// `npm start`: migrations → demo seed → build → wrangler dev running both
// Workers (web and ingestion) in one process, all offline; then, before it
// says it is ready, the running app indexes the documents waiting for it (the seed's) and
// re-embeds what an embedder change left stale (POST /api/dev/maintenance).
import { spawn } from "node:child_process";
import { DEMO_EMAIL, DEMO_PASSWORD } from "./demo-account.mjs";
import { ensureLocalSecrets } from "./lib/dev-secrets.mjs";
import { maintainLocal } from "./lib/maintenance.mjs";
import {
  applyLocalMigrations,
  ensureLocalDevVars,
  localOrigin,
  run,
  wranglerDevArgs,
  wranglerEnv,
} from "./lib/proc.ts";

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

// The address printed below builds every link in e-mails; APP_ORIGIN=… npm start names another (a tunnel).
const origin = process.env.APP_ORIGIN || localOrigin(port);
const child = spawn("wrangler", wranglerDevArgs({ port, origin }), { stdio: "inherit", env: wranglerEnv() });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

await prepareData(`http://127.0.0.1:${port}`);
console.log(`
  Nexo rodando em ${origin}
  Conta demo: ${DEMO_EMAIL}  senha: ${DEMO_PASSWORD}
`);

/**
 * Waits for the server, then asks it for the start's maintenance until
 * nothing is left (scripts/lib/maintenance.mjs). Documents still processing
 * after two minutes go on in the background.
 */
async function prepareData(base) {
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false))
  ) {
    if (Date.now() > deadline)
      return console.warn("▶ O servidor não respondeu a tempo; os dados serão preparados depois.");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log("▶ Preparando os dados dos projetos (stores, indexação, vetores)…");
  try {
    const { processing } = await maintainLocal(base, {
      onProgress: ({ reindex }) => {
        if (reindex.done > 0) console.log(`  Vetores refeitos com ${reindex.model}: ${reindex.done} documento(s).`);
      },
    });
    if (processing > 0) console.warn(`▶ ${processing} documento(s) ainda em processamento; seguem em segundo plano.`);
  } catch (error) {
    console.warn(`▶ Preparação dos dados falhou: ${error instanceof Error ? error.message : error}`);
  }
}
