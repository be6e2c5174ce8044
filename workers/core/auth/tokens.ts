import { errors, jwtVerify, SignJWT } from "jose";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { insertRefreshToken, revokeFamily, spendRefreshToken } from "#core/db/refresh-tokens.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { closeSessionSockets } from "#core/realtime/revoke-access.ts";
import { appOrigin } from "#core/security/app-origin.ts";
import { randomToken, sha256Hex } from "#core/security/crypto.ts";
import { recordSecurityEvent } from "#core/security/audit.ts";
import { JWT_ALGORITHM, signerAt, signingKeys } from "./signing-keys.ts";

/**
 * API tokens: short-lived ES256 access tokens anyone can verify with our JWKS,
 * and rotating refresh tokens. Both belong to an auth session (the `sid`
 * claim), so signing out, "sign out other sessions" and a detected refresh
 * replay end them the same way a browser session ends.
 */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;
export const TOKEN_AUDIENCE = "authenticated";

export interface TokenSubject {
  userId: string;
  email: string;
  role: string;
  authSessionId: string;
  aal: 1 | 2;
}

export interface TokenResponse {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: { id: string; email: string; role: string; aal: "aal1" | "aal2" };
}

export interface AccessClaims {
  userId: string;
  authSessionId: string;
  aal: 1 | 2;
}

type TokenEnv = Pick<AppEnv, "DB" | "JWT_SIGNING_KEYS" | "ENVIRONMENT" | "APP_ORIGIN">;

/** Tokens are issued for, and only accepted by, this deployment's origin (APP_ORIGIN). */
export function tokenIssuer(env: Pick<AppEnv, "APP_ORIGIN" | "ENVIRONMENT">): string {
  return `${appOrigin(env)}/api/auth`;
}

export async function issueTokens(env: TokenEnv, subject: TokenSubject, now = Date.now()): Promise<TokenResponse> {
  const current = signerAt(await signingKeys(env), now);
  const issuedAt = Math.floor(now / 1000);
  const accessToken = await new SignJWT({
    email: subject.email,
    role: subject.role,
    aal: `aal${subject.aal}`,
    sid: subject.authSessionId,
  })
    .setProtectedHeader({ alg: JWT_ALGORITHM, kid: current.kid, typ: "JWT" })
    .setIssuer(tokenIssuer(env))
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(subject.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(current.key);
  const refreshToken = randomToken();
  await insertRefreshToken(database(env.DB), {
    id: await sha256Hex(refreshToken),
    authSessionId: subject.authSessionId,
    userId: subject.userId,
    createdAt: now,
    expiresAt: now + REFRESH_TOKEN_MS,
  });
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: issuedAt + ACCESS_TOKEN_SECONDS,
    refresh_token: refreshToken,
    user: { id: subject.userId, email: subject.email, role: subject.role, aal: `aal${subject.aal}` },
  };
}

/**
 * Verifies signature, issuer, audience and expiry. A bad signature is the
 * spec's "Invalid JWT signature" case, answered as `invalid_jwt_signature`
 * with the catalogue's Portuguese message; an expired token is refused.
 */
export async function verifyAccessToken(env: TokenEnv, token: string): Promise<AccessClaims> {
  const { verifiers } = await signingKeys(env);
  try {
    const { payload } = await jwtVerify(token, verifiers, {
      issuer: tokenIssuer(env),
      audience: TOKEN_AUDIENCE,
      algorithms: [JWT_ALGORITHM],
    });
    const aal = payload.aal === "aal2" ? 2 : payload.aal === "aal1" ? 1 : null;
    if (!payload.sub || typeof payload.sid !== "string" || aal === null) throw new AppError("invalid_jwt");
    return { userId: payload.sub, authSessionId: payload.sid, aal };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw new AppError("token_expired");
    if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
      throw new AppError("invalid_jwt_signature");
    }
    throw new AppError("invalid_jwt");
  }
}

/**
 * Rotates a refresh token: the presented one is spent and the session's
 * next pair is issued. A token presented twice means a copy exists, so the
 * whole family (the auth session) is revoked and both holders must sign in.
 */
export async function refreshTokens(
  env: TokenEnv & Pick<AppEnv, "CHAT_ROOM">,
  request: Request,
  refreshToken: string,
  loadSubject: (authSessionId: string) => Promise<TokenSubject | null>,
  now = Date.now(),
): Promise<TokenResponse> {
  const db = database(env.DB);
  const outcome = await spendRefreshToken(db, await sha256Hex(refreshToken), now);
  if (outcome.kind === "reused") {
    await revokeFamily(db, outcome.authSessionId);
    await closeSessionSockets(env, [outcome.authSessionId]);
    await recordSecurityEvent(env, request, { userId: outcome.userId, type: "refresh_token_reused" });
    throw new AppError("invalid_grant", "Token de atualização já utilizado. Por segurança, a sessão foi encerrada.");
  }
  if (outcome.kind === "unknown") throw new AppError("invalid_grant", "Token de atualização inválido ou expirado.");
  const subject = await loadSubject(outcome.authSessionId);
  if (!subject) throw new AppError("invalid_grant", "Sessão encerrada. Faça login novamente.");
  return issueTokens(env, subject, now);
}
