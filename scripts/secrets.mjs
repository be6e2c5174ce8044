// `npm run secrets -- <command>`: the production secrets file (secrets.production.json, outside git), which
// `npm run deploy` uploads with each Worker's code (`wrangler deploy --secrets-file`), and the two rotations
// docs/deploy.md walks through. After a rotation step: `npm run deploy -- --secrets-only`.
//
//   new                   creates the file with a fresh APP_SECRET and JWT_SIGNING_KEYS (never overwrites)
//   rotate-app-secret     puts a new APP_SECRET key first; the previous ones stay, to read what they signed and sealed
//   retire-app-secret     keeps only the first APP_SECRET key (once the hourly `secrets_resealed` log shows
//                         nothing left under the previous ones)
//   rotate-jwt [--in M]   puts a new JWT signing key first, published now and signing from M minutes on
//                         (default 15; at least the JWKS cache lifetime)
//   retire-jwt            drops the JWT keys that no longer sign, once the last tokens they signed have expired
//   remove NAME…          takes secrets out of the file AND off both deployed Workers (a deploy only adds
//                         secrets: a name deleted from the file alone stays in use; npm run deploy refuses that)
//
// Options: --file FILE (default secrets.production.json).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { ACCESS_TOKEN_SECONDS } from "#core/auth/tokens.ts";
import { parseAppSecret } from "#core/security/app-secret.ts";
import { JWKS_MAX_AGE_SECONDS } from "#workers/web/api/jwks.ts";
import { newSigningKeysJson } from "./lib/dev-secrets.mjs";
import { wranglerEnv } from "./lib/proc.ts";
import { productionWorkers } from "./lib/account-ids.ts";
import { DEFAULT_SECRETS_FILE, PRODUCTION } from "./lib/production.ts";
import { REQUIRED_SECRETS } from "#core/security/required-secrets.ts";

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    file: { type: "string", default: DEFAULT_SECRETS_FILE },
    in: { type: "string", default: "15" },
    force: { type: "boolean", default: false },
  },
});
const [command] = positionals;
const file = flags.file;

const newAppKey = () => randomBytes(32).toString("base64url");
const newJwk = () => JSON.parse(newSigningKeysJson())[0];

function read() {
  if (!existsSync(file)) stop(`${file} does not exist: npm run secrets -- new`);
  return JSON.parse(readFileSync(file, "utf8"));
}

function write(secrets) {
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
}

function stop(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

const done = (what) =>
  console.log(`✓ ${what} (${file}). Upload it: npm run deploy -- --secrets-only (or with the next npm run deploy).`);

switch (command) {
  case "new": {
    if (existsSync(file)) stop(`${file} exists; it is never overwritten`);
    write({ APP_SECRET: newAppKey(), JWT_SIGNING_KEYS: newSigningKeysJson() });
    console.log(`✓ ${file} written with APP_SECRET and JWT_SIGNING_KEYS (git ignores it; keep a copy in your vault).
  Add RESEND_API_KEY (required: e-mail) and OPENAI_API_KEY (if you use OpenAI) to it before npm run deploy.`);
    break;
  }
  case "rotate-app-secret": {
    const secrets = read();
    secrets.APP_SECRET = JSON.stringify([newAppKey(), ...parseAppSecret(secrets.APP_SECRET ?? "")]);
    write(secrets);
    done("APP_SECRET: a new key first, the previous ones kept to read");
    break;
  }
  case "retire-app-secret": {
    const secrets = read();
    const [current, ...previous] = parseAppSecret(secrets.APP_SECRET ?? "");
    if (previous.length === 0) stop("APP_SECRET has one key: nothing to retire");
    secrets.APP_SECRET = current;
    write(secrets);
    done(`APP_SECRET: ${previous.length} previous key(s) removed`);
    break;
  }
  case "rotate-jwt": {
    const minutes = Number(flags.in);
    if (!(minutes * 60 > JWKS_MAX_AGE_SECONDS))
      stop(`--in must be more than the JWKS cache lifetime (${JWKS_MAX_AGE_SECONDS / 60} minutes)`);
    const secrets = read();
    const keys = JSON.parse(secrets.JWT_SIGNING_KEYS ?? "[]");
    const signsFrom = new Date(Date.now() + minutes * 60_000).toISOString();
    secrets.JWT_SIGNING_KEYS = JSON.stringify([{ ...newJwk(), signs_from: signsFrom }, ...keys]);
    write(secrets);
    done(`JWT_SIGNING_KEYS: a new key, published on upload, signing from ${signsFrom}; upload it now`);
    break;
  }
  case "retire-jwt": {
    const secrets = read();
    const keys = JSON.parse(secrets.JWT_SIGNING_KEYS ?? "[]");
    const now = Date.now();
    const startOf = (key) => (key.signs_from ? Date.parse(key.signs_from) : 0);
    const signer = keys.findIndex((key) => startOf(key) <= now);
    if (signer < 0) stop("no key signs yet: wait until the newest key's signs_from");
    const older = keys.slice(signer + 1);
    if (older.length === 0) stop("no key older than the signing one: nothing to retire");
    const safeFrom = startOf(keys[signer]) + ACCESS_TOKEN_SECONDS * 1000;
    if (!keys[signer].signs_from && !flags.force)
      stop(
        "the signing key has no signs_from: check its previous key stopped signing over 15 minutes ago, then --force",
      );
    if (now < safeFrom) stop(`tokens of the previous key live until ${new Date(safeFrom).toISOString()}: retire after`);
    const { signs_from: _started, ...current } = keys[signer];
    secrets.JWT_SIGNING_KEYS = JSON.stringify([...keys.slice(0, signer), current]);
    write(secrets);
    done(`JWT_SIGNING_KEYS: ${older.length} key(s) that no longer sign removed`);
    break;
  }
  case "remove": {
    const names = positionals.slice(1);
    if (names.length === 0) stop("usage: npm run secrets -- remove NAME [NAME…]");
    const required = names.filter((name) => REQUIRED_SECRETS.includes(name));
    if (required.length > 0) stop(`${required.join(", ")} is required: rotate it instead of removing it`);
    // The Workers are reached through the account's ids: without them, nothing is changed, the file included.
    let workers;
    try {
      workers = productionWorkers();
    } catch (error) {
      stop(error instanceof Error ? error.message : String(error));
    }
    const secrets = read();
    for (const name of names) delete secrets[name];
    write(secrets);
    console.log(`✓ ${names.join(", ")} removed from ${file}.`);
    const env = wranglerEnv();
    for (const worker of workers) {
      const where = ["--config", worker.config, "--env", PRODUCTION];
      const listed = spawnSync("wrangler", ["secret", "list", "--format", "json", ...where], { env, encoding: "utf8" });
      if (listed.status !== 0) {
        console.log(`  ${worker.name}: no secrets to read (not deployed yet, or not signed in: npx wrangler login)`);
        continue;
      }
      const held = new Set(JSON.parse(listed.stdout).map((secret) => secret.name));
      for (const name of names.filter((candidate) => held.has(candidate))) {
        // `secret delete` asks to confirm; the answer is the command itself.
        const deleted = spawnSync("wrangler", ["secret", "delete", name, ...where], {
          env,
          input: "y\n",
          encoding: "utf8",
        });
        if (deleted.status !== 0) stop(`wrangler secret delete ${name} (${worker.name}) failed:\n${deleted.stderr}`);
        console.log(`  ${worker.name}: ${name} deleted (a new version, the same code)`);
      }
    }
    break;
  }
  default:
    stop(
      "usage: npm run secrets -- new | rotate-app-secret | retire-app-secret | rotate-jwt [--in M] | retire-jwt | remove NAME…",
    );
}
