import { Hono } from "hono";
import type { z } from "zod";
import {
  enrolFactorSchema,
  passwordGrantSchema,
  recoveryCodeSchema,
  refreshGrantSchema,
  renameFactorSchema,
  verifyFactorSchema,
} from "#isomorphic/schemas/mfa.ts";
import { requireProvenAddress } from "#core/auth/proven-address.ts";
import { clientAddressKey, enforceRateLimit, type RateLimitRule } from "#core/auth/rate-limit.ts";
import { type AuthUser, createApiSession, endAuthSession, userOfAuthSession } from "#core/auth/session.ts";
import { signIn } from "#core/auth/sign-in.ts";
import { issueTokens, refreshTokens, type TokenSubject } from "#core/auth/tokens.ts";
import { trustDevice } from "#core/auth/trusted-device.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import {
  challengeFactor,
  enrolFactor,
  factorsFor,
  removeUserFactor,
  renameUserFactor,
  verifyFactor,
  verifyRecoveryCode,
} from "#core/mfa/factors.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError, invalidInput } from "./errors.ts";
import { jsonBody, limitBody, requireContentType, strictJson } from "./middleware/body.ts";
import { singleQueryValues } from "./middleware/query.ts";
import { requireSignedIn, requireUser } from "./middleware/require-user.ts";

/**
 * The auth API (docs/api.md): factors with
 * challenge and verify, the token endpoint (password and refresh grants),
 * the current user and sign-out. JWKS is served beside it (workers/web.ts).
 */
const MAX_BODY_BYTES = 64 * 1024;
/** Refresh attempts per client address: refresh tokens are unguessable, this bounds a scripted replay. */
export const TOKEN_REFRESH_PER_ADDRESS: RateLimitRule = { limit: 60, windowMs: 60_000 };

const subjectOf = (user: AuthUser): TokenSubject => ({
  userId: user.id,
  email: user.email,
  role: user.role,
  authSessionId: user.authSessionId,
  aal: user.aal,
});

async function subjectOfSession(env: AppEnv, authSessionId: string): Promise<TokenSubject | null> {
  const user = await userOfAuthSession(env, authSessionId);
  return user ? subjectOf(user) : null;
}

export const auth = new Hono<WorkerEnv>();

auth.get("/user", requireSignedIn, async (c) => {
  const user = c.var.user;
  return c.json({
    id: user.id,
    email: user.email,
    user_metadata: { full_name: user.fullName, role: user.role },
    aal: `aal${user.aal}`,
    next_aal: user.mfaPending || user.aal === 2 ? "aal2" : "aal1",
    factors: await factorsFor(c.env, user),
  });
});

auth.get("/factors", requireSignedIn, async (c) => c.json({ factors: await factorsFor(c.env, c.var.user) }));

/**
 * A browser (cookie session, no Authorization header) that completes a second factor becomes a known device
 * of the account, with an attempt budget of its own (trusted-device.ts); API clients get none.
 */
async function knownDeviceHeaders(request: Request, env: AppEnv, userId: string): Promise<Record<string, string>> {
  return request.headers.has("Authorization") ? {} : { "Set-Cookie": await trustDevice(request, env, userId) };
}

auth.post("/factors", requireUser, ...jsonBody(enrolFactorSchema, MAX_BODY_BYTES), async (c) => {
  const body = c.req.valid("json");
  const result = await enrolFactor(c.env, c.var.user, {
    factorType: body.factor_type,
    friendlyName: body.friendly_name,
    issuer: body.issuer,
  });
  return c.json(result, 201);
});

auth.post("/factors/:factorId/challenge", requireSignedIn, async (c) =>
  c.json(await challengeFactor(c.env, c.var.user, c.req.param("factorId"))),
);

auth.post("/factors/:factorId/verify", requireSignedIn, ...jsonBody(verifyFactorSchema, MAX_BODY_BYTES), async (c) => {
  const body = c.req.valid("json");
  const user = c.var.user;
  const result = await verifyFactor(c.env, c.req.raw, user, c.req.param("factorId"), {
    challengeId: body.challenge_id,
    code: body.code,
    credential: body.credential,
  });
  const tokens = await issueTokens(c.env, { ...subjectOf(user), aal: 2 });
  return c.json(
    { ...tokens, factor: result.factor, recovery_codes: result.recoveryCodes },
    200,
    await knownDeviceHeaders(c.req.raw, c.env, user.id),
  );
});

auth.patch("/factors/:factorId", requireUser, ...jsonBody(renameFactorSchema, MAX_BODY_BYTES), async (c) => {
  await renameUserFactor(c.env, c.req.raw, c.var.user, c.req.param("factorId"), c.req.valid("json").friendly_name);
  return c.json({ ok: true });
});

auth.delete("/factors/:factorId", requireUser, async (c) => {
  await removeUserFactor(c.env, c.req.raw, c.var.user, c.req.param("factorId"));
  return c.json({ ok: true });
});

auth.post("/recover", requireSignedIn, ...jsonBody(recoveryCodeSchema, MAX_BODY_BYTES), async (c) => {
  const user = c.var.user;
  const { remaining } = await verifyRecoveryCode(c.env, c.req.raw, user, c.req.valid("json").code);
  const tokens = await issueTokens(c.env, { ...subjectOf(user), aal: 2 });
  return c.json(
    { ...tokens, recovery_codes_remaining: remaining },
    200,
    await knownDeviceHeaders(c.req.raw, c.env, user.id),
  );
});

/** One JSON front for both grants; the grant in the query picks the schema. */
auth.post(
  "/token",
  singleQueryValues,
  requireContentType("application/json"),
  limitBody(MAX_BODY_BYTES),
  strictJson,
  async (c) => {
    const grant = c.req.query("grant_type");
    const body: unknown = await c.req.json();
    if (grant === "password") return passwordGrant(c.req.raw, c.env, body);
    if (grant === "refresh_token") return refreshGrant(c.req.raw, c.env, body);
    throw new AppError("bad_request", "grant_type deve ser password ou refresh_token.");
  },
);

auth.post("/logout", requireSignedIn, async (c) => {
  await endAuthSession(c.env, c.var.user.authSessionId);
  return c.body(null, 204);
});

function parseGrant<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error, "Dados inválidos: ");
  return parsed.data;
}

async function passwordGrant(request: Request, env: AppEnv, body: unknown): Promise<Response> {
  const credentials = parseGrant(passwordGrantSchema, body);
  let userId: string;
  try {
    userId = await signIn(request, env, credentials, "api");
  } catch (error) {
    // OAuth's word for wrong credentials is invalid_grant; a spent limit stays a 429.
    if (error instanceof AppError && error.code === "invalid_credentials")
      throw new AppError("invalid_grant", error.message);
    throw error;
  }
  await requireProvenAddress(database(env.DB), userId, "apiTokens");
  const authSessionId = await createApiSession(env, userId);
  const subject = await subjectOfSession(env, authSessionId);
  if (!subject) throw new AppError("unauthorized");
  return Response.json(await issueTokens(env, subject), { headers: { "Cache-Control": "no-store" } });
}

async function refreshGrant(request: Request, env: AppEnv, body: unknown): Promise<Response> {
  const address = clientAddressKey(request);
  if (address)
    await enforceRateLimit(
      env.DB,
      `token-refresh:${address}`,
      TOKEN_REFRESH_PER_ADDRESS,
      "Muitas renovações seguidas.",
    );
  const { refresh_token: refreshToken } = parseGrant(refreshGrantSchema, body);
  const tokens = await refreshTokens(env, request, refreshToken, (id) => subjectOfSession(env, id));
  return Response.json(tokens, { headers: { "Cache-Control": "no-store" } });
}
