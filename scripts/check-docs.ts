// Claims the docs make about the code, checked after the build (`npm test` runs this): each names the
// sentence it backs, which must still be in the doc, and what in the code or the build makes it true. Then the
// shapes and names the docs quote, wherever they quote them: every JSON body docs/api.md lists against the zod
// schema the route validates with, the bodies and queue messages the data-flow sections quote against the code,
// and every binding, secret, var and resource name against the Workers' configs and Env. When one fails, fix the
// code or the sentence, and this check with it.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { z } from "zod";
import * as api from "#isomorphic/schemas/api.ts";
import * as mfa from "#isomorphic/schemas/mfa.ts";
import { codeEnvs, readWorkers } from "./lib/production.ts";

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
        const uses = [...source.matchAll(/perUser(?:RateLimit|LimitAtAdmission)\(\s*"/g)].length;
        const afterUser = [...source.matchAll(/\brequireUser,\s*perUser(?:RateLimit|LimitAtAdmission)\(/g)].length;
        // The chat's: its user is known in the handler's one round, and the limit counts any refusal after it.
        const beforeRound = [...source.matchAll(/\bperUserLimitAtAdmission\([^)]*\),\s*claimNowSessionInRound\b/g)]
          .length;
        const placed = afterUser + beforeRound;
        return uses === placed ? [] : [`${file}: ${uses - placed} per-user limit not right after requireUser`];
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
  ...["docs/deploy.md", "docs/architecture.md"].map((doc) => ({
    doc,
    says:
      doc === "docs/deploy.md"
        ? "up to 1,024 chunks a step, handed to the embedder and upserted 256 at a time"
        : "read back up to 1,024 chunks by index, hand them to the embedder 256 at a time",
    check: () => {
      const source = read("workers/ingestion/ingest.ts");
      const problems = [];
      if (!/\bembedBatch: 256,/.test(source)) problems.push("STEP_LIMITS.embedBatch is not 256");
      if (!/\bstepChunks: 1024,/.test(source)) problems.push("STEP_LIMITS.stepChunks is not 1024");
      return problems;
    },
  })),
  {
    doc: "docs/architecture.md",
    says: "The web Worker imports no @simplewebauthn/server; it stays a devDependency for the tests' comparison.",
    check: () => {
      const pkg = JSON.parse(read("package.json")) as { dependencies?: Record<string, string> };
      const problems = pkg.dependencies?.["@simplewebauthn/server"]
        ? ["package.json lists @simplewebauthn/server among the dependencies"]
        : [];
      const shipped = ["workers", "app", "isomorphic"].flatMap((dir) => [
        ...filesUnder(dir, ".ts"),
        ...filesUnder(dir, ".tsx"),
      ]);
      for (const file of shipped) {
        const source = read(file);
        // A type import is erased; a value import or a dynamic import() would bundle the library.
        if (/^import (?!type )[^;]*from "@simplewebauthn\/server[^"]*";|import\("@simplewebauthn\/server/m.test(source))
          problems.push(`${file} imports @simplewebauthn/server`);
      }
      return problems;
    },
  },
];

const sentenceFailures = claims.flatMap(({ doc, says, check }) => {
  const text = read(doc).replace(/\s+/g, " ");
  if (!text.includes(says)) return [`${doc} no longer says “${says}”: update scripts/check-docs.ts with it`];
  return check().map((problem) => `${doc} says “${says}”, but ${problem}`);
});

// ---------------------------------------------------------------------------------------------------------------
// Shapes: a doc writes a JSON object as `{ a, b?, c: { d } }` (b optional), a choice of two as `{…}` or `{…}`.

interface Field {
  name: string;
  optional: boolean;
  /** The nested shape written after the name (`cursor: { run, step }`), if any. */
  nested: string | null;
}

/** The top-level fields of a shape as written in a doc. */
function fieldsOf(shape: string): Field[] {
  const inner = shape.trim().replace(/^\{/, "").replace(/\}$/, "");
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of inner) {
    if ("{[(".includes(char)) depth++;
    if ("}])".includes(char)) depth--;
    if (char === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  if (current.trim()) parts.push(current);
  return parts.map((part) => {
    const [, name = "", question, rest] = /^\s*([A-Za-z_][\w]*)(\?)?\s*(?::\s*([\s\S]*))?$/.exec(part) ?? [];
    const nested = rest?.trim().startsWith("{") ? rest.trim() : null;
    return { name, optional: question === "?", nested };
  });
}

const DOCS = [
  "README.md",
  ...readdirSync("docs").map((name) => `docs/${name}`),
  ...readdirSync("docs/decisions").map((name) => `docs/decisions/${name}`),
].filter((file) => file.endsWith(".md"));

/** The JSON bodies docs/api.md lists, by route as the table writes it, and the schema each route validates with. */
const API_BODIES: Record<string, z.ZodObject> = {
  "POST /api/auth/token?grant_type=password": mfa.passwordGrantSchema,
  "POST /api/auth/token?grant_type=refresh_token": mfa.refreshGrantSchema,
  "POST /api/auth/factors": mfa.enrolFactorSchema,
  "POST /api/auth/factors/:id/verify": mfa.verifyFactorSchema,
  "PATCH /api/auth/factors/:id": mfa.renameFactorSchema,
  "POST /api/auth/recover": mfa.recoveryCodeSchema,
  "POST /api/functions/canvas-context": api.canvasContextBody,
  "POST /api/functions/chat-orchestrator": api.chatOrchestratorBody,
  "POST /api/functions/ouvidoria-ai-agent": api.ouvidoriaAgentBody,
  "PUT /api/projects/:projectId/documents/:id/content": api.documentContentBody,
  "POST /api/projects/:projectId/documents/:id/annotations": api.annotationBody,
  "POST /api/projects/:projectId/documents/:id/relations": api.relationBody,
  "DELETE /api/projects/:projectId": api.deleteProjectBody,
};

/** A schema's fields, and whether a client may leave each out (optional, or with a default). */
function schemaFields(schema: z.ZodObject): Map<string, boolean> {
  return new Map(
    Object.entries(schema.shape).map(([name, field]) => [name, (field as z.ZodType).safeParse(undefined).success]),
  );
}

/**
 * A documented body against its schema: the same field names (over all the alternatives written), and, when one
 * shape is written, each field optional exactly when the schema lets a client leave it out. `subset`: a doc that
 * quotes only some fields (a data-flow sentence) must name no field the schema lacks.
 */
function compareBody(where: string, written: string[], schema: z.ZodObject, subset = false): string[] {
  const fields = schemaFields(schema);
  const documented = written.flatMap(fieldsOf);
  const problems: string[] = [];
  for (const field of documented)
    if (!fields.has(field.name))
      problems.push(`${where}: \`${field.name}\` is not a field of the body the route accepts`);
  if (!subset) {
    for (const name of fields.keys())
      if (!documented.some((field) => field.name === name))
        problems.push(`${where}: the body's \`${name}\` is not documented`);
    if (written.length === 1)
      for (const field of documented)
        if (fields.has(field.name) && fields.get(field.name) !== field.optional)
          problems.push(
            `${where}: \`${field.name}\` is ${fields.get(field.name) ? "optional" : "required"} in the route, not as written`,
          );
  }
  return problems;
}

function apiBodyFailures(): string[] {
  const problems: string[] = [];
  const listed = new Set<string>();
  for (const line of read("docs/api.md").split("\n")) {
    // Cells split at unescaped pipes (`\|` stands inside a cell, as in `"totp" \| "webauthn"`).
    const row = /^\| `([A-Z]+ [^`]+)` \|((?:[^|\\]|\\.)*)\|/.exec(line);
    if (!row?.[1] || !row[2]?.includes("JSON `{")) continue;
    const route = row[1];
    const shapes = [...row[2].matchAll(/`(\{[^`]*\})`/g)].map((match) => match[1] ?? "");
    listed.add(route);
    const schema = API_BODIES[route];
    if (!schema)
      problems.push(
        `docs/api.md lists a JSON body for ${route}: add its schema to API_BODIES in scripts/check-docs.ts`,
      );
    else problems.push(...compareBody(`docs/api.md, ${route}`, shapes, schema));
  }
  for (const route of Object.keys(API_BODIES))
    if (!listed.has(route)) problems.push(`docs/api.md no longer lists the JSON body of ${route}`);
  // Bodies quoted elsewhere ("posts `{ … }` to `/api/…`") name only fields the route accepts.
  for (const doc of DOCS) {
    for (const match of read(doc)
      .replace(/\s+/g, " ")
      .matchAll(/posts `(\{[^`]*\})` to `(\/api\/[^`]+)`/g)) {
      const schema = API_BODIES[`POST ${match[2]}`];
      if (!schema) problems.push(`${doc} quotes a body for POST ${match[2]}, which has no schema in API_BODIES`);
      else problems.push(...compareBody(`${doc}, POST ${match[2]}`, [match[1] ?? ""], schema, true));
    }
  }
  return problems;
}

/** An interface's members as the code declares them: name → optional. */
function interfaceFields(file: string, name: string): Map<string, boolean> {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
  const found = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === name,
  );
  if (!found) throw new Error(`${file} no longer declares ${name}`);
  return new Map(
    found.members.flatMap((member) =>
      ts.isPropertySignature(member) && ts.isIdentifier(member.name)
        ? [[member.name.text, Boolean(member.questionToken)]]
        : [],
    ),
  );
}

/**
 * The ingestion queue's messages as the docs quote them (“a job `{ … }`”, “message (`{ … }`)”): only the
 * fields of IngestJob, every required one present, and the cursor's as IngestCursor has them.
 */
function queueMessageFailures(): string[] {
  const job = interfaceFields("workers/ingestion/ingest.ts", "IngestJob");
  const cursor = interfaceFields("workers/ingestion/ingest.ts", "IngestCursor");
  const problems: string[] = [];
  const compare = (where: string, shape: string, declared: Map<string, boolean>, nested?: Map<string, boolean>) => {
    const written = fieldsOf(shape);
    for (const field of written) {
      if (!declared.has(field.name)) problems.push(`${where}: \`${field.name}\` is not a field of the message`);
      if (field.nested && nested) compare(`${where}, ${field.name}`, field.nested, nested);
    }
    for (const [name, optional] of declared)
      if (!optional && !written.some((field) => field.name === name))
        problems.push(`${where}: the message's \`${name}\` is missing`);
  };
  for (const doc of DOCS) {
    for (const match of read(doc)
      .replace(/\s+/g, " ")
      .matchAll(/(?:a job|step's message|next step's message) \(?`(\{[^`]*\})`/g))
      compare(`${doc}, the queue message ${match[1]}`, match[1] ?? "", job, cursor);
  }
  return problems;
}

/**
 * Names the docs give bindings, secrets and vars (“the `AI` binding”, “binding `X`”, “the `X` queue”,
 * “`X` secret”, “var `X`”, `env.X`) and the resources (`nexo-…`) against both Workers' configs and their code's
 * Env; and deploy.md's table of what to create, against every production binding that needs a resource.
 */
function bindingFailures(): string[] {
  const workers = readWorkers();
  const names = new Set<string>();
  for (const worker of workers) {
    for (const name of [...Object.keys(worker.bindings), ...Object.keys(worker.local)]) names.add(name);
  }
  for (const members of codeEnvs(workers).values()) for (const member of members) names.add(member.name);
  const configs = ["wrangler.toml", "wrangler.ingestion.toml"].map(read).join("\n");
  const resources = new Set(
    [
      ...configs.matchAll(
        /^\s*(?:name|queue|dead_letter_queue|database_name|bucket_name|index_name|script_name)\s*=\s*"([^"]+)"/gm,
      ),
    ].map((match) => match[1] ?? ""),
  );
  const problems: string[] = [];
  for (const doc of DOCS) {
    const text = read(doc).replace(/\s+/g, " ");
    const quoted = [
      ...text.matchAll(/`([A-Z][A-Z0-9_]*)` (?:binding|queue|secret)\b/g),
      ...text.matchAll(/\b(?:binding|secret|var) `([A-Z][A-Z0-9_]*)`/g),
      ...text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g),
    ].map((match) => match[1] ?? "");
    for (const name of new Set(quoted))
      if (!names.has(name)) problems.push(`${doc} names \`${name}\`, which no Worker's config or Env has`);
    for (const [, resource = ""] of text.matchAll(/`(nexo-[a-z0-9-]+)`/g))
      if (/^nexo-(ingest|db|documents|chunks)/.test(resource) && !resources.has(resource))
        problems.push(`${doc} names the resource \`${resource}\`, which no config has`);
  }
  // deploy.md's "what to create" table: one row per production binding backed by a resource.
  const table = [...read("docs/deploy.md").matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| [^|]+\| [^|]+\|$/gm)].map(
    (match) => match[1] ?? "",
  );
  const needing = new Set(
    workers.flatMap((worker) =>
      Object.entries(worker.bindings)
        .filter(([, binding]) => !["plain_text", "json", "secret_text"].includes(binding.type))
        .map(([name]) => name),
    ),
  );
  for (const name of needing)
    if (!table.includes(name)) problems.push(`docs/deploy.md's resource table has no row for the binding \`${name}\``);
  for (const name of table)
    if (!needing.has(name))
      problems.push(`docs/deploy.md's resource table lists \`${name}\`, which no production Worker binds`);
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Names: a file path or a function the docs write in backticks (`workers/core/log.ts`, `store-chunks.ts`,
// `searchProject()`) must exist in the code. A path is looked up as written from the repository's root, or as the
// end of a tracked file's path (docs name files inside the folder a row describes); an import alias (`#core/…`)
// is read through package.json's imports; a bare file name matches any tracked file of that name; a storage key
// the code writes as a string (`health/ingestion.json`) counts, a file git ignores (`secrets.production.json`,
// the operator's) is not the repository's. A function
// written `name()` (or `object.name()`) must appear as a word in the code. What a dated section of a doc records
// about code since gone is listed in HISTORICAL, each entry by the doc and the name it quotes.

const CODE_EXTENSIONS = /\.(ts|tsx|mjs|js|toml|json|jsonc|sql|md|css|txt|html|yaml|yml)$/;
const TRACKED = execFileSync("git", ["ls-files"], { encoding: "utf8" }).split("\n").filter(Boolean);
const CODE_TEXT = TRACKED.filter((file) => /^(workers|app|isomorphic|scripts|tests)\/.*\.(ts|tsx|mjs|js)$/.test(file))
  .map((file) => (existsSync(file) ? read(file) : ""))
  .join("\n");
const IMPORT_ALIASES = Object.entries(
  (JSON.parse(read("package.json")) as { imports: Record<string, string> }).imports,
).map(([alias, target]) => [alias.replace(/\*$/, ""), target.replace(/\*$/, "").replace(/^\.\//, "")] as const);

/** Names the dated sections quote of code that has since gone: doc → names. */
const HISTORICAL: Record<string, string[]> = {
  // The ADR's comparison of FTS5 with the postings tables inside a store, and the 50,000-chunk latency work on D1's
  // BM25: both quote code that went with D1's search path (issue 38).
  "docs/performance.md": ["scripts/bench-worker/postings-store.ts", "bm25.ts"],
};
/** Top-level entries of the repository: a path starting with one is read from the root. */
const TOP_LEVEL = new Set(TRACKED.map((file) => file.split("/")[0]));
/** Every tracked folder's name: a path starting with one is read as written inside that folder. */
const FOLDER_NAMES = new Set(TRACKED.flatMap((file) => file.split("/").slice(0, -1)));

/** Whether a path names something of the repository (not a storage key, not a file the operator writes). */
function namesRepositoryPath(written: string): boolean {
  if (written.startsWith("#")) return true;
  if (spawnSync("git", ["check-ignore", "--no-index", "-q", written]).status === 0) return false;
  const first = written.split("/")[0] ?? "";
  return !written.includes("/") || TOP_LEVEL.has(first) || FOLDER_NAMES.has(first);
}

function pathExists(written: string): boolean {
  let name = written.replace(/:\d+(-\d+)?$/, "");
  for (const [alias, target] of IMPORT_ALIASES) if (name.startsWith(alias)) name = target + name.slice(alias.length);
  if (existsSync(name)) return true;
  const bare = name.replace(/\/$/, "");
  return TRACKED.some(
    (file) => file === bare || file.endsWith(`/${bare}`) || file.includes(`/${bare}/`) || file.startsWith(`${bare}/`),
  );
}

function namedFailures(): string[] {
  const problems: string[] = [];
  for (const doc of readdirSync("docs")
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`)) {
    const historical = new Set(HISTORICAL[doc] ?? []);
    const text = read(doc).replace(/```[\s\S]*?```/g, "");
    for (const [, span = ""] of text.matchAll(/`([^`\n]+)`/g)) {
      if (historical.has(span)) continue;
      const call = /^(?:[A-Za-z_$][\w$]*\.)*([A-Za-z_$][\w$]*)\(\)$/.exec(span);
      if (call) {
        if (!new RegExp(`\\b${call[1]}\\b`).test(CODE_TEXT))
          problems.push(`${doc} names \`${span}\`, which no code defines or calls`);
        continue;
      }
      // A path: no spaces, no wildcard or placeholder, a file with an extension or a folder ending in "/".
      if (/[\s*<>{}…|=,'"()]|^https?:|^--/.test(span)) continue;
      const looksLikeFile = CODE_EXTENSIONS.test(span.replace(/:\d+(-\d+)?$/, "")) && /^[#.\w@-][\w@#./-]*$/.test(span);
      const looksLikeFolder = /^[#\w@.-][\w@#./-]*\/$/.test(span) && span.includes("/");
      if (!looksLikeFile && !looksLikeFolder) continue;
      // A name the code itself writes as a string (an R2 key) is the code's too.
      const keyInCode = CODE_TEXT.includes(`"${span}"`);
      if (namesRepositoryPath(span) && !keyInCode && !pathExists(span))
        problems.push(`${doc} names \`${span}\`, which is not in the repository`);
    }
  }
  return problems;
}

const failures = [
  ...sentenceFailures,
  ...apiBodyFailures(),
  ...queueMessageFailures(),
  ...bindingFailures(),
  ...namedFailures(),
];

if (failures.length > 0) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log(
  `✓ ${claims.length} claims of the docs hold in the code; the API bodies, queue messages, bindings, resources, files and functions the docs name match it`,
);
