// `npm test`: env types and type check, build, then every vitest project
// (workerd unit + integration, chromium end-to-end).
import { run } from "./lib/proc.ts";

const extra = process.argv.slice(2);

console.log("▶ Tipos do ambiente (wrangler types --check) e checagem de tipos");
run("wrangler", ["types", "workers/worker-configuration.d.ts", "--include-runtime", "false", "--strict-vars", "false", "--check"], {
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
run("tsc", ["--noEmit"]);
run("tsc", ["--noEmit", "-p", "tsconfig.node.json"]);

console.log("▶ Build");
run("remix", ["vite:build", "--logLevel", "warn"]);

console.log("▶ Testes");
run("vitest", ["run", ...extra]);
