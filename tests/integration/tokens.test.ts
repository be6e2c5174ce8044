import { env } from "cloudflare:test";
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JWK } from "jose";
import { describe, expect, it, vi } from "vitest";
import { newPrivateJwk, signingKeys } from "#core/auth/signing-keys.ts";
import { ACCESS_TOKEN_SECONDS, issueTokens, verifyAccessToken } from "#core/auth/tokens.ts";
import { JWKS_MAX_AGE_SECONDS } from "#workers/web/api/jwks.ts";
import { Browser, newSignedInUser } from "#tests/support/http.ts";
import { codeAt, enrolTotp, json, postJson } from "#tests/support/mfa.ts";
import { standClockInWindowToCome } from "#tests/support/window-clock.ts";

interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  user: { id: string; aal: string };
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function passwordGrant(email: string, password = "senha-segura-1") {
  return postJson(new Browser(), "/api/auth/token?grant_type=password", { email, password });
}

describe("GET /.well-known/jwks.json", () => {
  it("publishes public keys only, cacheable, at both paths; a token verifies with them alone", async () => {
    const { email } = await newSignedInUser("jwks");
    const tokens = await json<Tokens>(await passwordGrant(email));
    for (const path of ["/.well-known/jwks.json", "/api/auth/.well-known/jwks.json"]) {
      const response = await new Browser().fetch(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe(`public, max-age=${JWKS_MAX_AGE_SECONDS}`);
      const { keys } = await json<{ keys: JWK[] }>(response);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        expect(key.d).toBeUndefined();
        expect(key.kid).toBeTruthy();
      }
      // What a third party does: verify with the published set, nothing else.
      const { payload } = await jwtVerify(tokens.access_token, createLocalJWKSet({ keys }), {
        audience: "authenticated",
      });
      expect(payload.sub).toBe(tokens.user.id);
      expect(payload.aal).toBe("aal1");
      expect(decodeProtectedHeader(tokens.access_token).alg).toBe("ES256");
    }
  });

  it("keeps accepting tokens signed by the previous key after a rotation", async () => {
    const previous = await newPrivateJwk();
    const next = await newPrivateJwk();
    const before = { DB: env.DB, ENVIRONMENT: env.ENVIRONMENT, JWT_SIGNING_KEYS: JSON.stringify([previous]) };
    const after = { DB: env.DB, ENVIRONMENT: env.ENVIRONMENT, JWT_SIGNING_KEYS: JSON.stringify([next, previous]) };
    const { email } = await newSignedInUser("rotate");
    const user = await json<Tokens>(await passwordGrant(email));
    const session = await verifyAccessToken(env, user.access_token);
    const oldToken = await issueTokens(before, {
      userId: session.userId,
      email,
      role: "client",
      authSessionId: session.authSessionId,
      aal: 1,
    });
    expect(await verifyAccessToken(after, oldToken.access_token)).toMatchObject({ userId: session.userId });
    expect((await signingKeys(after)).publicJwks.map((key) => key.kid)).toEqual([next.kid, previous.kid]);
    // A key dropped from the list no longer verifies.
    const dropped = { DB: env.DB, ENVIRONMENT: env.ENVIRONMENT, JWT_SIGNING_KEYS: JSON.stringify([next]) };
    await expect(verifyAccessToken(dropped, oldToken.access_token)).rejects.toMatchObject({
      code: "invalid_jwt_signature",
      message: "Assinatura do token inválida.",
    });
  });
});

describe("POST /api/auth/token and Bearer tokens on the functions", () => {
  it("issues short-lived tokens for a password; the functions accept them; wrong passwords get a clear 400", async () => {
    const { email } = await newSignedInUser("grant");
    const response = await passwordGrant(email);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const tokens = await json<Tokens>(response);
    expect(tokens.token_type).toBe("bearer");
    expect(tokens.expires_in).toBe(ACCESS_TOKEN_SECONDS);
    const me = await new Browser().fetch("/api/auth/user", bearer(tokens.access_token));
    expect(me.status).toBe(200);
    expect((await json<{ email: string }>(me)).email).toBe(email.toLowerCase());
    const wrong = await passwordGrant(email, "nao-e-esta-senha");
    expect(wrong.status).toBe(400);
    expect((await json<{ error: string }>(wrong)).error).toBe("E-mail ou senha incorretos.");
  });

  it("answers invalid_jwt_signature, in Portuguese, for a tampered token and refuses an expired one", async () => {
    const { email } = await newSignedInUser("tamper");
    const tokens = await json<Tokens>(await passwordGrant(email));
    const [header, payload, signature = ""] = tokens.access_token.split(".");
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const tampered = await new Browser().fetch("/api/auth/user", bearer(`${header}.${payload}.${flipped}`));
    expect(tampered.status).toBe(401);
    expect(await json<{ error: string; code: string }>(tampered)).toEqual({
      error: "Assinatura do token inválida.",
      code: "invalid_jwt_signature",
    });
    // A payload rewritten to another user keeps the old signature: also refused.
    const forged = JSON.parse(atob((payload ?? "").replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
    forged.sub = crypto.randomUUID();
    const forgedPayload = btoa(JSON.stringify(forged)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const rewritten = await new Browser().fetch("/api/auth/user", bearer(`${header}.${forgedPayload}.${signature}`));
    expect((await json<{ code: string }>(rewritten)).code).toBe("invalid_jwt_signature");

    const session = await verifyAccessToken(env, tokens.access_token);
    const anHourAgo = Date.now() - 60 * 60 * 1000;
    const stale = await issueTokens(
      env,
      { userId: session.userId, email, role: "client", authSessionId: session.authSessionId, aal: 1 },
      anHourAgo,
    );
    const expired = await new Browser().fetch("/api/auth/user", bearer(stale.access_token));
    expect(expired.status).toBe(401);
    expect((await json<{ code: string }>(expired)).code).toBe("token_expired");
    const garbage = await new Browser().fetch("/api/auth/user", bearer("isto-nao-e-um-jwt"));
    expect(garbage.status).toBe(401);
  });

  it("rotates refresh tokens; presenting a used one ends the whole family", async () => {
    const { email } = await newSignedInUser("refresh");
    const first = await json<Tokens>(await passwordGrant(email));
    const rotated = await postJson(new Browser(), "/api/auth/token?grant_type=refresh_token", {
      refresh_token: first.refresh_token,
    });
    expect(rotated.status).toBe(200);
    const second = await json<Tokens>(rotated);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await new Browser().fetch("/api/auth/user", bearer(second.access_token))).status).toBe(200);

    // The first token again: someone holds a copy.
    const replay = await postJson(new Browser(), "/api/auth/token?grant_type=refresh_token", {
      refresh_token: first.refresh_token,
    });
    expect(replay.status).toBe(400);
    expect((await json<{ error: string }>(replay)).error).toContain("já utilizado");
    // Every member of the family is dead: the newest refresh token and the access token.
    expect(
      (
        await postJson(new Browser(), "/api/auth/token?grant_type=refresh_token", {
          refresh_token: second.refresh_token,
        })
      ).status,
    ).toBe(400);
    expect((await new Browser().fetch("/api/auth/user", bearer(second.access_token))).status).toBe(401);
    const events = await env.DB.prepare(
      "SELECT type FROM security_events WHERE user_id = ?1 AND type = 'refresh_token_reused'",
    )
      .bind(first.user.id)
      .all();
    expect(events.results).toHaveLength(1);
  });

  it("an aal1 token of an account with a factor reaches only the factor routes; verifying returns aal2 tokens", async () => {
    const { browser, email } = await newSignedInUser("apimfa");
    const { factorId, secret, usedStep } = await enrolTotp(browser);
    const aal1 = await json<Tokens>(await passwordGrant(email));
    expect(aal1.user.aal).toBe("aal1");
    const client = new Browser();
    const blocked = await client.fetch(
      "/api/projects/00000000-0000-4000-8000-000000000000/messages",
      bearer(aal1.access_token),
    );
    expect(blocked.status).toBe(401);
    expect((await json<{ code: string }>(blocked)).code).toBe("mfa_required");
    const challenge = await json<{ id: string }>(
      await postJson(client, `/api/auth/factors/${factorId}/challenge`, {}, bearer(aal1.access_token)),
    );
    const verified = await postJson(
      client,
      `/api/auth/factors/${factorId}/verify`,
      { challenge_id: challenge.id, code: codeAt(secret, usedStep + 1) },
      bearer(aal1.access_token),
    );
    expect(verified.status).toBe(200);
    const aal2 = await json<Tokens>(verified);
    expect(aal2.user.aal).toBe("aal2");
    const open = await client.fetch(
      "/api/projects/00000000-0000-4000-8000-000000000000/messages",
      bearer(aal2.access_token),
    );
    expect(open.status).toBe(404); // past authentication: the project simply is not theirs
    // A refresh keeps the level the session reached.
    const refreshed = await json<Tokens>(
      await postJson(client, "/api/auth/token?grant_type=refresh_token", { refresh_token: aal2.refresh_token }),
    );
    expect(refreshed.user.aal).toBe("aal2");
  });
});

describe("refresh limits", () => {
  it("refuses refresh attempts past the per-address limit, even with a valid token", async () => {
    const { TOKEN_REFRESH_PER_ADDRESS } = await import("#workers/web/api/auth.ts");
    const { email } = await newSignedInUser("refresh-limit");
    const tokens = await json<Tokens>(await passwordGrant(email));
    const client = new Browser(`10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
    standClockInWindowToCome(TOKEN_REFRESH_PER_ADDRESS.windowMs);
    try {
      for (let attempt = 0; attempt < TOKEN_REFRESH_PER_ADDRESS.limit; attempt++) {
        expect(
          (await postJson(client, "/api/auth/token?grant_type=refresh_token", { refresh_token: "x".repeat(43) }))
            .status,
        ).toBe(400);
      }
      const limited = await postJson(client, "/api/auth/token?grant_type=refresh_token", {
        refresh_token: tokens.refresh_token,
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
