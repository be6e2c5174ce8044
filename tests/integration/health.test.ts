import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { newPrivateJwk } from "#core/auth/signing-keys.ts";
import type { HealthReport } from "#core/health/checks.ts";
import {
  INGESTION_REPORT_KEY,
  INGESTION_REPORT_STALE_MS,
  storeIngestionReport,
} from "#core/health/ingestion-report.ts";
import { EXPECTED_MIGRATION } from "#core/health/parts.ts";
import { issueTokens, verifyAccessToken } from "#core/auth/tokens.ts";
import { CLIENT_ROLE, EMPLOYEE_ROLE, type UserRole } from "#isomorphic/config/roles.ts";
import { d1FailingOn } from "#tests/support/faulty-d1.ts";
import { createMemoryVectorize } from "#tests/support/memory-vectorize.ts";
import { Browser, newSignedInUser } from "#tests/support/http.ts";
import { json, postJson } from "#tests/support/mfa.ts";
import { loggedLines, throughWorker } from "#tests/support/worker-env.ts";
import ingestion from "#workers/ingestion.ts";

/**
 * /api/health means something: one D1 read (the schema version), one R2 head,
 * the bindings present, the secrets readable, and the ingestion Worker's last
 * report; a failing part makes it 503. Anyone learns up or down; only a Nexo
 * team account's token (or session) learns which part and why, the schema, the
 * provider. /api/health/live stays a bare "the isolate answers". The ingestion
 * Worker answers the same for its bindings at /health.
 */
interface HealthBody {
  ok: boolean;
  worker: string;
  error?: string;
  failing: string[];
  checks: Record<string, { ok: boolean; detail?: string; error?: string }>;
}

const JWT_SIGNING_KEYS = JSON.stringify([await newPrivateJwk()]);

/** A Vectorize index as the pool can give it (tests/support/memory-vectorize.ts), of `dimensions`. */
const vectorizeOf = (dimensions: number) =>
  createMemoryVectorize({ dimensions, metric: "cosine" }) as unknown as VectorizeIndex;

/**
 * What a correct production deploy has, as far as the pool can give it (OpenAI stands in for the AI binding,
 * its text-embedding-3-small making 1536 dimensions, as both indexes do).
 */
const production = {
  ...env,
  ENVIRONMENT: "production",
  VECTOR_INDEX: "vectorize",
  VECTORIZE: vectorizeOf(1536),
  VECTORIZE_2: vectorizeOf(1536),
  APP_SECRET: "a".repeat(43),
  JWT_SIGNING_KEYS,
  OPENAI_API_KEY: "sk-test-never-called",
} as typeof env;

function without(environment: typeof env, name: string): typeof env {
  const copy: Record<string, unknown> = { ...environment };
  delete copy[name];
  return copy as unknown as typeof env;
}

/**
 * An access token of a fresh proven account with `role`, signed with `environment`'s keys: the account and its
 * session are the pool's (D1 is shared), the signature the deploy's.
 */
async function tokenOf(environment: typeof env, role: UserRole): Promise<string> {
  const { email } = await newSignedInUser("health");
  if (role === EMPLOYEE_ROLE) {
    await env.DB.prepare("UPDATE users SET role = ?1 WHERE email = ?2").bind(role, email.toLowerCase()).run();
  }
  const grant = await postJson(new Browser(), "/api/auth/token?grant_type=password", {
    email,
    password: "senha-segura-1",
  });
  const { access_token } = await json<{ access_token: string }>(grant);
  const claims = await verifyAccessToken(env, access_token);
  const subject = { userId: claims.userId, email, role, authSessionId: claims.authSessionId, aal: 1 as const };
  return (await issueTokens(environment, subject)).access_token;
}

const teamTokens = new Map<typeof env, Promise<string>>();
/** One team token per environment, made once: most tests read the details. */
function teamToken(environment: typeof env): Promise<string> {
  const known = teamTokens.get(environment);
  if (known) return known;
  const made = tokenOf(environment, EMPLOYEE_ROLE);
  teamTokens.set(environment, made);
  return made;
}

/** The health answer as the Nexo team reads it (`as: "anyone"` sends no credential, a token otherwise). */
async function health(environment: typeof env, path = "/api/health", as: "team" | "anyone" | string = "team") {
  const token = as === "team" ? await teamToken(environment) : as === "anyone" ? undefined : as;
  const headers: HeadersInit = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await throughWorker(environment)(new Request(`https://nexo.test${path}`, { headers }));
  return { status: response.status, body: (await response.json()) as HealthBody, response };
}

afterEach(async () => {
  await env.DOCUMENTS.delete(INGESTION_REPORT_KEY);
});

/** What the web Worker tells anyone without a team token and a client alike: up (200) or down (503), nothing more. */
async function expectOnlyUpOrDown(environment: typeof env, ok: boolean) {
  for (const as of ["anyone", await tokenOf(environment, CLIENT_ROLE)]) {
    const { status, body } = await health(environment, "/api/health", as);
    expect(status).toBe(ok ? 200 : 503);
    expect(body).toEqual({ ok, worker: "web" });
  }
}

describe("GET /api/health (the web Worker)", () => {
  it("tells anyone only up or down: no part, schema, provider or rotation without a team token", async () => {
    const rotating = { ...production, APP_SECRET: JSON.stringify(["b".repeat(43), "a".repeat(43)]) } as typeof env;
    const team = await health(rotating);
    expect(team.status).toBe(200);
    expect(team.body.checks.secrets?.detail).toMatch(/a rotation/);
    expect(team.body.checks.schema?.detail).toBe(EXPECTED_MIGRATION);
    await expectOnlyUpOrDown(rotating, true);
    const forged = await health(rotating, "/api/health", "not-a-token");
    expect(forged.body).toEqual({ ok: true, worker: "web" });
  });

  it("reads a team member's session as well as a token: the page's own cookie gets the details", async () => {
    const { browser, email } = await newSignedInUser("health-session");
    const asClient = (await (await browser.fetch("/api/health")).json()) as HealthBody;
    expect(asClient).toEqual({ ok: true, worker: "web" });
    await env.DB.prepare("UPDATE users SET role = ?1 WHERE email = ?2").bind(EMPLOYEE_ROLE, email.toLowerCase()).run();
    const asTeam = (await (await browser.fetch("/api/health")).json()) as HealthBody;
    expect(asTeam.checks.schema?.detail).toBe(EXPECTED_MIGRATION);
  });

  it("says down (503) to anyone when a secret is missing, naming it to the team only", async () => {
    const environment = without(production, "APP_SECRET");
    await expectOnlyUpOrDown(environment, false);
    const team = await health(environment);
    expect(team.status).toBe(503);
    expect(team.body.checks.secrets?.error).toBe("APP_SECRET not set");
  });

  it("answers 200 in development, naming each part it checked and the schema it found", async () => {
    const { status, body, response } = await health(env);
    expect(status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(body.ok).toBe(true);
    expect(Object.keys(body.checks)).toEqual([
      "d1",
      "schema",
      "r2",
      "queue",
      "vectorize",
      "ai",
      "rooms",
      "stores",
      "assets",
      "secrets",
      "ingestion",
    ]);
    expect(body.checks.schema?.detail).toBe(EXPECTED_MIGRATION);
    expect(body.checks.ai?.detail).toBe("offline");
  });

  it("answers 200 with a production configuration that has everything", async () => {
    const { status, body } = await health(production);
    expect(body.failing).toEqual([]);
    expect(status).toBe(200);
  });

  it.each([
    ["VECTORIZE", "vectorize"],
    ["VECTORIZE_2", "vectorize"],
    ["INGEST_QUEUE", "queue"],
    ["CHAT_ROOM", "rooms"],
    ["PROJECT_STORE", "stores"],
    ["ASSETS", "assets"],
    ["DOCUMENTS", "r2"],
  ])("answers 503 naming the missing binding %s", async (binding, part) => {
    const { status, body } = await health(without(production, binding));
    expect(status).toBe(503);
    expect(body.ok).toBe(false);
    expect(body.failing).toContain(part);
    expect(body.checks[part]).toEqual({ ok: false, error: `binding ${binding} is missing` });
    expect(body.error).toContain(`${part}: binding ${binding} is missing`);
  });

  it("answers 503 naming an index of another dimension than the embedder's, to the team only", async () => {
    // An index made for bge-m3 while OPENAI_API_KEY chooses OpenAI's embeddings.
    const mismatched = { ...production, VECTORIZE_2: vectorizeOf(1024) } as typeof env;
    const { status, body } = await health(mismatched);
    expect(status).toBe(503);
    expect(body.failing).toEqual(["vectorize"]);
    expect(body.checks.vectorize?.error).toBe(
      "VECTORIZE_2 has 1024 dimensions; the embedder openai:text-embedding-3-small makes 1536: recreate the index with " +
        "that dimension (docs/deploy.md, Vector index), or change the embedder",
    );
    expect((await health(production)).body.checks.vectorize).toEqual({
      ok: true,
      detail: "2 indexes of 1536 dimensions (openai:text-embedding-3-small)",
    });
    const anonymous = await health(mismatched, "/api/health", "anyone");
    expect(anonymous.status).toBe(503);
    expect(anonymous.body).toEqual({ ok: false, worker: "web" });
  });

  it("answers 503 naming the AI part when production would fall back to the offline models", async () => {
    const { status, body } = await health(without(production, "OPENAI_API_KEY"));
    expect(status).toBe(503);
    // The offline embedder's 768 dimensions are not the indexes' either.
    expect(body.failing).toEqual(["vectorize", "ai"]);
    expect(body.checks.ai?.error).toMatch(/binding AI is missing and OPENAI_API_KEY is not set/);
  });

  it("answers 503 naming the secrets part (and which secret) where every other route hides it", async () => {
    const environment = without(production, "APP_SECRET");
    const { status, body } = await health(environment);
    expect(status).toBe(503);
    expect(body.failing).toEqual(["secrets"]);
    expect(body.checks.secrets?.error).toBe("APP_SECRET not set");
    const page = await throughWorker(environment)(new Request("https://nexo.test/auth"));
    expect(page.status).toBe(503);
    expect(await page.text()).not.toContain("APP_SECRET");
  });

  it("answers 503 when a JWT key list has no key that may sign now", async () => {
    // The deploy's own key, made to sign only an hour from now: it still verifies the team's token.
    const signsFrom = new Date(Date.now() + 3_600_000).toISOString();
    const keys = (JSON.parse(JWT_SIGNING_KEYS) as object[]).map((key) => ({ ...key, signs_from: signsFrom }));
    const later = { ...production, JWT_SIGNING_KEYS: JSON.stringify(keys) } as typeof env;
    const { status, body } = await health(later, "/api/health", await teamToken(production));
    expect(status).toBe(503);
    expect(body.checks.secrets?.error).toMatch(/JWT_SIGNING_KEYS has no key that may sign before/);
  });

  it("answers 503 naming d1 and the schema when D1 fails, and logs an alertable JSON line", async () => {
    const failing = { ...production, DB: d1FailingOn(env.DB, /d1_migrations/) } as typeof env;
    const token = await teamToken(production);
    const { result, lines } = await loggedLines(() => health(failing, "/api/health", token));
    expect(result.status).toBe(503);
    expect(result.body.failing).toEqual(["d1", "schema"]);
    expect(lines).toContainEqual(
      expect.objectContaining({ event: "health_failed", level: "error", worker: "web", failing: ["d1", "schema"] }),
    );
  });

  it("answers 503 when the newest migration applied is older than the code's", async () => {
    const newest = await env.DB.prepare("SELECT id, name FROM d1_migrations ORDER BY id DESC LIMIT 1").first<{
      id: number;
      name: string;
    }>();
    expect(newest?.name).toBe(`${EXPECTED_MIGRATION}.sql`);
    // As if the deploy had skipped its migrations: the record of the newest one goes, and comes back after.
    await env.DB.prepare("DELETE FROM d1_migrations WHERE id = ?1").bind(newest?.id).run();
    try {
      const { status, body } = await health(production);
      expect(status).toBe(503);
      expect(body.failing).toEqual(["schema"]);
      expect(body.checks.schema?.error).toMatch(new RegExp(`applied; this code needs ${EXPECTED_MIGRATION}$`));
    } finally {
      await env.DB.prepare("INSERT INTO d1_migrations (id, name) VALUES (?1, ?2)").bind(newest?.id, newest?.name).run();
    }
  });

  it("reads the ingestion Worker's report: well, failing, or too old", async () => {
    const well: HealthReport = { ok: true, failing: [], checks: {} };
    const failing: HealthReport = { ok: false, failing: ["vectorize"], checks: {} };
    await storeIngestionReport(env.DOCUMENTS, well);
    expect((await health(production)).status).toBe(200);
    await storeIngestionReport(env.DOCUMENTS, failing);
    const named = await health(production);
    expect(named.status).toBe(503);
    expect(named.body.checks.ingestion?.error).toMatch(/names vectorize$/);
    await storeIngestionReport(env.DOCUMENTS, well, Date.now() - INGESTION_REPORT_STALE_MS - 60_000);
    const stale = await health(production);
    expect(stale.status).toBe(503);
    expect(stale.body.checks.ingestion?.error).toMatch(/its cron has not run since/);
  });
});

describe("GET /api/health/live", () => {
  it("answers 200 whatever is missing: it reads nothing", async () => {
    const broken = without(without(without(production, "APP_SECRET"), "DB"), "VECTORIZE");
    const { status, body } = await health(broken, "/api/health/live", "anyone");
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, worker: "web" });
  });
});

describe("the ingestion Worker's health", () => {
  /** As `health` above: the team's token by default, `"anyone"` no credential, or the token given. */
  async function ingestionHealth(environment: typeof env, path = "/health", as: "team" | "anyone" | string = "team") {
    const token = as === "team" ? await teamToken(environment) : as === "anyone" ? undefined : as;
    const headers: HeadersInit = token ? { Authorization: `Bearer ${token}` } : {};
    const request = new Request(`https://ingestion.nexo.test${path}`, { headers }) as Parameters<
      typeof ingestion.fetch
    >[0];
    const response = await ingestion.fetch(request, environment);
    return { status: response.status, body: (await response.json()) as HealthBody };
  }

  it("answers 200 at /health with its own parts to the team, and /health/live", async () => {
    const { status, body } = await ingestionHealth(production);
    expect(status).toBe(200);
    expect(Object.keys(body.checks)).toEqual(["d1", "schema", "r2", "queue", "vectorize", "ai", "rooms", "stores"]);
    expect((await ingestionHealth(without(production, "DB"), "/health/live", "anyone")).status).toBe(200);
  });

  it("tells anyone, a client and a forged token only up or down", async () => {
    for (const as of ["anyone", await tokenOf(production, CLIENT_ROLE), "not-a-token"]) {
      const { status, body } = await ingestionHealth(production, "/health", as);
      expect(status).toBe(200);
      expect(body).toEqual({ ok: true, worker: "ingestion" });
    }
    const down = await ingestionHealth(without(production, "VECTORIZE"), "/health", "anyone");
    expect(down).toEqual({ status: 503, body: { ok: false, worker: "ingestion" } });
  });

  it("answers 503 naming a missing binding to the team", async () => {
    const { status, body } = await ingestionHealth(without(production, "VECTORIZE"));
    expect(status).toBe(503);
    expect(body.failing).toEqual(["vectorize"]);
    expect(body.worker).toBe("ingestion");
  });

  it("writes its report on every cron, which the web Worker's health then names", async () => {
    const broken = without(production, "INGEST_QUEUE");
    const ctx = createExecutionContext();
    const { lines } = await loggedLines(async () => {
      await ingestion.scheduled(
        createScheduledController({ scheduledTime: Date.now(), cron: "*/30 * * * *" }),
        broken,
        ctx,
      );
      await waitOnExecutionContext(ctx);
    });
    expect(lines).toContainEqual(
      expect.objectContaining({ event: "health_failed", worker: "ingestion", failing: ["queue"] }),
    );
    const { status, body } = await health(production);
    expect(status).toBe(503);
    expect(body.failing).toEqual(["ingestion"]);
    expect(body.checks.ingestion?.error).toMatch(/names queue$/);
  });
});
