// `npm test` checks that package-lock.json is what `npm install` writes for package.json, so a fresh clone stays
// clean after its first `npm install` (docs/decisions/003-npm-install-not-ci.md). npm resolves the lock again in
// a scratch folder (`--package-lock-only`: no node_modules, no scripts; from npm's cache when it has what it needs,
// else from the registry) and the two files must be the same, byte for byte. Seconds, not minutes.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const scratch = mkdtempSync(path.join(tmpdir(), "nexo-lock-"));
try {
  for (const file of ["package.json", "package-lock.json"]) copyFileSync(file, path.join(scratch, file));
  const install = spawnSync(
    "npm",
    ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline"],
    { cwd: scratch, encoding: "utf8" },
  );
  if (install.status !== 0) {
    console.error(`✖ npm install --package-lock-only falhou:\n${install.stderr}`);
    process.exit(1);
  }
  const written = path.join(scratch, "package-lock.json");
  if (readFileSync(written, "utf8") !== readFileSync("package-lock.json", "utf8")) {
    const diff = spawnSync("git", ["diff", "--no-index", "--no-color", "-U1", "package-lock.json", written], {
      encoding: "utf8",
    });
    console.error(
      `✖ package-lock.json não é o que \`npm install\` escreve para o package.json: rode \`npm install\` e faça commit do package-lock.json.\n${diff.stdout.split("\n").slice(0, 40).join("\n")}`,
    );
    process.exit(1);
  }
  console.log("✓ package-lock.json é o que `npm install` escreve (um clone novo continua limpo)");
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
