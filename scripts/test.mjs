// `npm test`: env types and type check, the lock file (what an npm install writes), lint, build, the docs'
// claims, the deploy's dry run, every vitest project (workerd unit + integration, chromium end-to-end), then every
// benchmark in its smoke mode, closing with one plain "N passed, N failed" line that CI can read.
import { readFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { run } from "./lib/proc.ts";

const extra = process.argv.slice(2);
const REPORT = "test-results/vitest.json";

console.log("▶ Tipos do ambiente (wrangler types --check) e checagem de tipos");
// Secrets are typed by hand (workers/core/context.ts), so a local .dev.vars (npm start writes one) must not
// change the generated types: the vars come from an env file with none, the example's comments.
run(
  "wrangler",
  [
    "types",
    "workers/worker-configuration.d.ts",
    "--include-runtime",
    "false",
    "--strict-vars",
    "false",
    "--env-file",
    ".dev.vars.example",
    "--check",
  ],
  {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  },
);
run("tsc", ["--noEmit"]);
run("tsc", ["--noEmit", "-p", "tsconfig.node.json"]);

console.log("▶ package-lock.json (o que um npm install escreve)");
run("node", ["scripts/check-lock.mjs"]);

console.log("▶ Formatação e lint (Biome)");
run("biome", ["check", "."]);

console.log("▶ Build");
run("remix", ["vite:build", "--logLevel", "warn"]);

console.log("▶ Documentação (o que ela afirma sobre o código e o build)");
run("node", ["scripts/check-docs.ts"]);

// The deploy's checks and both production builds, with no account (docs/deploy.md): a binding missing from a
// config, two configs disagreeing, a warning in the build or a placeholder that escaped the refusal fail here.
console.log("▶ Deploy sem conta (npm run deploy -- --dry-run)");
run("node", ["scripts/deploy.mjs", "--dry-run", "--skip-build", "--placeholders-expected"]);

console.log("▶ Testes");
const result = spawnSync(
  "vitest",
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORT}`, ...extra],
  { stdio: "inherit" },
);

// Every bench once with tiny sizes (scripts/bench-smoke.mjs): a bench that can no longer produce its figures
// fails here. After the tests, so that a bench's failure never hides theirs; it counts as one failed test.
// A run of some test files only (`npm test -- <files>`) leaves them out.
let benchFailed = 0;
if (extra.length === 0) {
  console.log("\n▶ Benchmarks em modo smoke (npm run bench:smoke)");
  benchFailed =
    spawnSync("node", ["scripts/bench-smoke.mjs", "--skip-build"], { stdio: "inherit" }).status === 0 ? 0 : 1;
}

try {
  const report = JSON.parse(readFileSync(REPORT, "utf8"));
  const skipped = report.numPendingTests + report.numTodoTests;
  // A file whose hook failed fails with none of its tests failed (they are skipped): it counts as one failure.
  const failedFiles = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  ).length;
  console.log(
    `\n${report.numPassedTests} passed, ${report.numFailedTests + failedFiles + benchFailed} failed${skipped ? `, ${skipped} skipped` : ""}`,
  );
} catch {
  console.log("\n0 passed, 1 failed");
}
process.exit(result.status === 0 && benchFailed === 0 ? 0 : (result.status ?? 1) || 1);
