import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

/**
 * Three projects (the browser tests after the other two, see `groupOrder`):
 * - workers: unit and integration tests inside workerd, with real D1, R2,
 *   Durable Objects and Queues from miniflare, against the built Worker.
 * - scripts: the deploy's checks, in Node.
 * - e2e: Debian's chromium through playwright-core against `wrangler dev`,
 *   started and stopped by tests/e2e/global-setup.ts.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(__dirname, "migrations"));
  return {
    test: {
      // Two files at a time at most, on a 2-core runner; each project says how many of its own (below), and the
      // browser tests run after the others (`groupOrder`): the workerd tests and chromium + wrangler dev starved
      // each other and e2e steps timed out when they shared the machine.
      maxWorkers: 2,
      // The local outbox prints each e-mail for `npm start`'s terminal, and the ingestion Worker a line per step for
      // the logs and bench:ingest; in test output that is noise (the tests read the outbox and the documents instead).
      onConsoleLog: (log: string) => !log.includes("[e-mail] ") && !log.includes('"event":"ingestion_step"'),
      projects: [
        {
          plugins: [
            cloudflareTest({
              // The web Worker's config with both Workers' handlers (tests/workers-under-test.ts) and the
              // ingestion Worker's queues (wrangler.ingestion.toml).
              main: "./tests/workers-under-test.ts",
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                queueConsumers: {
                  "nexo-ingest": { maxBatchSize: 1, maxRetries: 3, deadLetterQueue: "nexo-ingest-dlq" },
                  "nexo-ingest-dlq": { maxBatchSize: 10 },
                },
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  ENVIRONMENT: "development",
                  // The origin every link is built from and passkeys are bound to; the tests reach the Worker at it.
                  APP_ORIGIN: "http://nexo.test",
                  VECTOR_INDEX: "local",
                  // Small enough that the oversized-upload test stays fast.
                  UPLOAD_MAX_MB: "1",
                },
              },
            }),
          ],
          test: {
            name: "workers",
            // One runtime for the whole project (isolate: false below): its files run one after another.
            maxWorkers: 1,
            sequence: { groupOrder: 0 },
            // Sign-ups hash with PBKDF2 and ingestion parses PDFs: seconds, not milliseconds, on a loaded 2-core runner.
            testTimeout: 30_000,
            // An afterAll drains the ingestion queue for up to 30 s (tests/support/documents.ts) and names what is
            // still processing; the hook must outlast it for that message to be the failure.
            hookTimeout: 45_000,
            // The on-disk module cache makes the pool inline cached modules into one
            // WebSocket message per module; the server build and lucide-react exceed
            // workerd's 1 MiB message limit and crash every test file after the first.
            fsModuleCache: false,
            // One runtime for every file instead of one per file: without the module cache each
            // new runtime fetched the server build and its dependencies again (~30 s a file on
            // 2 cores; 17 min for the project, 2.5 min this way). Files share D1/R2 state, which
            // they tolerate by design: each creates its own users and projects and scopes what it
            // counts to them (storage snapshots compare before/after within one test).
            isolate: false,
            include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
            setupFiles: ["./tests/integration/apply-migrations.ts"],
            deps: {
              optimizer: {
                ssr: {
                  enabled: true,
                  include: ["@remix-run/cloudflare", "@remix-run/server-runtime", "cookie", "set-cookie-parser"],
                },
              },
            },
          },
        },
        {
          // The deploy's own checks (scripts/lib/production.ts), in Node: they read the configs with
          // wrangler and the code's Env with the TypeScript compiler.
          test: {
            name: "scripts",
            maxWorkers: 1,
            sequence: { groupOrder: 0 },
            include: ["tests/scripts/**/*.test.ts"],
            environment: "node",
            testTimeout: 60_000,
          },
        },
        {
          test: {
            name: "e2e",
            include: ["tests/e2e/**/*.test.ts"],
            environment: "node",
            globalSetup: ["./tests/e2e/global-setup.ts"],
            // Two browser files at once: a file alone leaves the machine idle about half the time (it waits on
            // pages, streams and the server), so two of them finish the project ~15% sooner on 2 cores (measured:
            // 973 s against 1133 s for the project alone, docs/performance.md). A step that waits on an animation
            // end or a toast's own timer can race under that load (the phone test's toasts did); wait on state.
            maxWorkers: 2,
            sequence: { groupOrder: 1 },
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  };
});
