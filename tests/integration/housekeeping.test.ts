import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LONGEST_RATE_LIMIT_WINDOW_MS } from "#core/auth/rate-limit.ts";
import { newPrivateJwk, signingKeys } from "#core/auth/signing-keys.ts";
import { database } from "#core/db/client.ts";
import {
  appKeys,
  authSessions,
  emailOutbox,
  emailTokens,
  mfaChallenges,
  mfaFactors,
  projects,
  rateLimits,
  realtimeSockets,
  refreshTokens,
  users,
} from "#core/db/schema.ts";
import { OUTBOX_KEPT_MS, sweepExpiredRecords } from "#core/housekeeping/sweep-expired.ts";
import { queryPlan, recordingD1 } from "#tests/support/recording-d1.ts";
import { ENROLMENT_TTL_MS } from "#core/mfa/factors.ts";
import { appSecret } from "#core/security/app-secret.ts";
import web from "#workers/web.ts";

/**
 * A deployment that looks after itself. The web Worker's cron
 * deletes what can no longer grant anything and keeps everything that still
 * can; outside development the app refuses to serve without its secrets and
 * never generates them into D1.
 */

const db = database(env.DB);
const MINUTE = 60_000;
const id = () => crypto.randomUUID();

async function runCron(now: number) {
  const ctx = createExecutionContext();
  await web.scheduled(createScheduledController({ scheduledTime: now, cron: "17 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
}

/** One account with one live and one expired record of every kind the sweep looks at. */
async function seed(now: number) {
  const userId = id();
  const projectId = id();
  await db
    .insert(users)
    .values({ id: userId, email: `limpeza-${userId}@nexo.test`, fullName: "Limpeza", passwordHash: "x" })
    .run();
  await db.insert(projects).values({ id: projectId, name: "Limpeza", ownerId: userId }).run();
  const live = {
    session: id(),
    refresh: id(),
    socket: id(),
    challenge: id(),
    factor: id(),
    verifiedFactor: id(),
    token: id(),
    outbox: id(),
    window: `sweep:${id()}`,
  };
  const gone = {
    session: id(),
    refresh: id(),
    orphanSocket: id(),
    expiredSessionSocket: id(),
    challenge: id(),
    factor: id(),
    usedToken: id(),
    expiredToken: id(),
    outbox: id(),
    window: `sweep:${id()}`,
  };

  await db
    .insert(authSessions)
    .values([
      { id: live.session, userId, lastSeenAt: now, expiresAt: now + 60 * MINUTE },
      { id: gone.session, userId, lastSeenAt: now - 120 * MINUTE, expiresAt: now - MINUTE },
    ])
    .run();
  await db
    .insert(refreshTokens)
    .values([
      // A used token is kept until it expires: presenting it again must still read as a replay.
      { id: live.refresh, authSessionId: live.session, userId, usedAt: now - MINUTE, expiresAt: now + MINUTE },
      { id: gone.refresh, authSessionId: live.session, userId, expiresAt: now - 1 },
    ])
    .run();
  await db
    .insert(realtimeSockets)
    .values([
      { id: live.socket, room: "r", projectId, userId, authSessionId: live.session, connectedAt: now },
      { id: gone.orphanSocket, room: "r", projectId, userId, authSessionId: id(), connectedAt: now },
      { id: gone.expiredSessionSocket, room: "r", projectId, userId, authSessionId: gone.session, connectedAt: now },
    ])
    .run();
  await db
    .insert(mfaFactors)
    .values([
      {
        id: live.factor,
        userId,
        factorType: "totp",
        status: "unverified",
        enrolmentSessionId: live.session,
        createdAt: now - ENROLMENT_TTL_MS + MINUTE,
      },
      {
        id: gone.factor,
        userId,
        factorType: "webauthn",
        status: "unverified",
        enrolmentSessionId: live.session,
        createdAt: now - ENROLMENT_TTL_MS - MINUTE,
      },
      // A verified factor is never an abandoned enrolment, however old.
      {
        id: live.verifiedFactor,
        userId,
        factorType: "totp",
        status: "verified",
        createdAt: now - 365 * 24 * 60 * MINUTE,
      },
    ])
    .run();
  await db
    .insert(mfaChallenges)
    .values([
      { id: live.challenge, factorId: live.verifiedFactor, userId, expiresAt: now + MINUTE },
      { id: gone.challenge, factorId: live.verifiedFactor, userId, expiresAt: now - 1 },
    ])
    .run();
  const token = { userId, purpose: "verify_email" as const, email: "x@nexo.test", codeHash: null };
  await db
    .insert(emailTokens)
    .values([
      { ...token, id: live.token, linkHash: id(), expiresAt: now + MINUTE },
      { ...token, id: gone.usedToken, linkHash: id(), expiresAt: now + MINUTE, usedAt: now - MINUTE },
      { ...token, id: gone.expiredToken, linkHash: id(), expiresAt: now - 1 },
    ])
    .run();
  const mail = { recipient: "x@nexo.test", kind: "verify_email" as const, subject: "s", text: "t", html: "h" };
  await db
    .insert(emailOutbox)
    .values([
      { ...mail, id: live.outbox, createdAt: now - OUTBOX_KEPT_MS + MINUTE },
      { ...mail, id: gone.outbox, createdAt: now - OUTBOX_KEPT_MS - MINUTE },
    ])
    .run();
  await db
    .insert(rateLimits)
    .values([
      { key: live.window, windowStart: now - LONGEST_RATE_LIMIT_WINDOW_MS + MINUTE, count: 3 },
      { key: gone.window, windowStart: now - LONGEST_RATE_LIMIT_WINDOW_MS - MINUTE, count: 3 },
    ])
    .run();
  return { live, gone };
}

async function present(ids: { [name: string]: string }) {
  const all = Object.values(ids);
  const found = await Promise.all([
    db.select({ id: authSessions.id }).from(authSessions).where(inArray(authSessions.id, all)).all(),
    db.select({ id: refreshTokens.id }).from(refreshTokens).where(inArray(refreshTokens.id, all)).all(),
    db.select({ id: realtimeSockets.id }).from(realtimeSockets).where(inArray(realtimeSockets.id, all)).all(),
    db.select({ id: mfaChallenges.id }).from(mfaChallenges).where(inArray(mfaChallenges.id, all)).all(),
    db.select({ id: mfaFactors.id }).from(mfaFactors).where(inArray(mfaFactors.id, all)).all(),
    db.select({ id: emailTokens.id }).from(emailTokens).where(inArray(emailTokens.id, all)).all(),
    db.select({ id: emailOutbox.id }).from(emailOutbox).where(inArray(emailOutbox.id, all)).all(),
    db.select({ id: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, all)).all(),
  ]);
  const names = new Map(Object.entries(ids).map(([name, value]) => [value, name]));
  return found
    .flat()
    .map((row) => names.get(row.id))
    .sort();
}

describe("the web Worker's cron", () => {
  it("deletes every expired or abandoned record and keeps every live one", async () => {
    const now = Date.now();
    const { live, gone } = await seed(now);
    expect(await present(gone)).toHaveLength(Object.keys(gone).length);

    await runCron(now);

    expect(await present(live)).toEqual(Object.keys(live).sort());
    expect(await present(gone)).toEqual([]);
  });

  it("finds what it deletes through an index: no statement reads a whole table that grows with the users", async () => {
    const { db, statements } = recordingD1(env.DB);
    await sweepExpiredRecords({ DB: db });
    expect(statements.length).toBeGreaterThanOrEqual(8);
    const scans: string[] = [];
    for (const statement of statements) {
      // Open sockets are few (one per open tab) and are read whole to find the ones whose session is gone.
      for (const detail of await queryPlan(env.DB, statement))
        if (/^SCAN (?!realtime_sockets\b)/.test(detail)) scans.push(`${detail} ← ${statement.sql}`);
    }
    expect(scans).toEqual([]);
  });

  it("a second run finds nothing more to delete among what it kept", async () => {
    const now = Date.now();
    const { live } = await seed(now);
    await runCron(now);
    await runCron(now);
    expect(await present(live)).toEqual(Object.keys(live).sort());
  });
});

describe("secrets outside development", () => {
  const production = { ...env, ENVIRONMENT: "production" };

  async function fetchAs(environment: typeof env, path: string) {
    const ctx = createExecutionContext();
    const response = await web.fetch(new Request(`https://nexo.test${path}`), environment, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it.each([
    ["APP_SECRET", { APP_SECRET: undefined, JWT_SIGNING_KEYS: "configured" }],
    ["JWT_SIGNING_KEYS", { APP_SECRET: "configured", JWT_SIGNING_KEYS: undefined }],
    ["both", { APP_SECRET: "", JWT_SIGNING_KEYS: " " }],
  ])("without %s, every page and API answers 503 in Portuguese, naming no secret", async (_missing, secrets) => {
    const environment = { ...production, ...secrets } as typeof env;
    const page = await fetchAs(environment, "/auth");
    expect(page.status).toBe(503);
    expect(page.headers.get("Content-Type")).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain("Serviço indisponível");
    expect(html).not.toMatch(/APP_SECRET|JWT_SIGNING_KEYS/);

    const api = await fetchAs(environment, "/api/auth/user");
    expect(api.status).toBe(503);
    const body = await api.json<{ error: string; code: string }>();
    expect(body.code).toBe("unavailable");
    expect(body.error).not.toMatch(/APP_SECRET|JWT_SIGNING_KEYS/);
  });

  it("with both secrets, production serves", async () => {
    const environment = {
      ...production,
      APP_SECRET: "a-long-random-app-secret",
      JWT_SIGNING_KEYS: JSON.stringify([await newPrivateJwk()]),
    } as typeof env;
    const page = await fetchAs(environment, "/auth");
    expect(page.status).toBe(200);
    const keys = await fetchAs(environment, "/.well-known/jwks.json");
    expect(keys.status).toBe(200);
  });

  it("the signing keys and the app secret are never generated into D1 outside development", async () => {
    const before = await db.select().from(appKeys).all();
    const bare = { DB: env.DB, ENVIRONMENT: "production", APP_SECRET: undefined, JWT_SIGNING_KEYS: undefined };
    await expect(appSecret(bare)).rejects.toThrow(/APP_SECRET/);
    await expect(signingKeys(bare)).rejects.toThrow(/JWT_SIGNING_KEYS/);
    expect(await db.select().from(appKeys).all()).toEqual(before);
  });
});
