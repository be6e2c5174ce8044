// Claims the docs make about the code, checked after the build (`npm test` runs this): each names the
// sentence it backs, which must still be in the doc, and what in the code or the build makes it true. When
// one fails, fix the code or the sentence, and this check with it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

interface Claim {
  doc: string;
  says: string;
  /** Problems found; empty when the claim holds. */
  check: () => string[];
}

const read = (file: string) => readFileSync(file, "utf8");

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const claims: Claim[] = [
  {
    doc: "docs/architecture.md",
    says: "The Worker build keeps dynamic imports as separate chunks",
    check: () => {
      const assets = "build/server/assets";
      if (!existsSync(assets)) return [`${assets} is missing: run the build first`];
      const chunks = readdirSync(assets).filter((name) => name.endsWith(".js"));
      // The server build's own module is one of them; a lazily imported dialog or tooltip is another.
      const problems =
        chunks.length < 2 ? [`${assets} holds ${chunks.length} script(s): dynamic imports were inlined`] : [];
      if (read("vite.config.ts").includes("inlineDynamicImports"))
        problems.push("vite.config.ts sets inlineDynamicImports");
      return problems;
    },
  },
  {
    doc: "docs/architecture.md",
    says: "`requireUser` → `perUserRateLimit` (on the functions that have a limit)",
    check: () =>
      filesUnder("workers/web/api", ".ts").flatMap((file) => {
        const source = read(file);
        const uses = [...source.matchAll(/perUserRateLimit\(\s*"/g)].length;
        const afterUser = [...source.matchAll(/\brequireUser,\s*perUserRateLimit\(/g)].length;
        return uses === afterUser ? [] : [`${file}: ${uses - afterUser} perUserRateLimit not right after requireUser`];
      }),
  },
  {
    doc: "docs/architecture.md",
    says: "no route imports a query module from `workers/core/db/` except for types",
    check: () =>
      filesUnder("app/routes", ".tsx").flatMap((file) =>
        [...read(file).matchAll(/^import (?!type )[^;]*from "#core\/db\/([^"]+)";/gm)].map(
          ([, module]) => `${file} imports ${module} from the data layer`,
        ),
      ),
  },
  {
    doc: "docs/deploy.md",
    says: 'The web Worker, every hour (`[triggers] crons = ["17 * * * *"]` in `wrangler.toml`)',
    check: () => {
      // Wrangler does not inherit triggers into an environment: the deployed Worker reads [env.production.triggers].
      const config = read("wrangler.toml");
      const problems = [];
      if (!/^\[triggers\]\ncrons = \["17 \* \* \* \*"\]/m.test(config))
        problems.push("wrangler.toml has no top-level hourly cron");
      if (!/^\[env\.production\.triggers\]\ncrons = \["17 \* \* \* \*"\]/m.test(config))
        problems.push("wrangler.toml's [env.production] has no hourly cron");
      if (
        !/async scheduled\([^)]*\)\s*{\s*ctx\.waitUntil\([\s\S]{0,200}?sweepExpiredRecords\(env, controller\.scheduledTime\)/.test(
          read("workers/web.ts"),
        )
      )
        problems.push("workers/web.ts does not run the sweep on its cron");
      return problems;
    },
  },
];

const failures = claims.flatMap(({ doc, says, check }) => {
  const text = read(doc).replace(/\s+/g, " ");
  if (!text.includes(says)) return [`${doc} no longer says “${says}”: update scripts/check-docs.ts with it`];
  return check().map((problem) => `${doc} says “${says}”, but ${problem}`);
});

if (failures.length > 0) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log(`✓ ${claims.length} claims of the docs hold in the code`);
