import { env } from "cloudflare:test";
import { createLocalJWKSet, decodeProtectedHeader, errors, type JWK, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { newPrivateJwk } from "#core/auth/signing-keys.ts";
import { issueTokens, TOKEN_AUDIENCE, tokenIssuer, verifyAccessToken } from "#core/auth/tokens.ts";
import { Browser, newSignedInUser } from "#tests/support/http.ts";
import { json, postJson } from "#tests/support/mfa.ts";
import { throughWorker } from "#tests/support/worker-env.ts";
import { JWKS_MAX_AGE_SECONDS } from "#workers/web/api/jwks.ts";

/**
 * JWT keys are published before they sign: a key listed with `signs_from`
 * appears in the JWKS at once and signs only from that time, so a verifier
 * that cached the JWKS (for its max-age) before the key's first token holds
 * the key already.
 */
describe("a JWT key published before it signs", () => {
  it("signs from its time on, and its tokens verify with the JWKS a verifier cached before that", async () => {
    const { email } = await newSignedInUser("jwks-next");
    const grant = await postJson(new Browser(), "/api/auth/token?grant_type=password", {
      email,
      password: "senha-segura-1",
    });
    const session = await verifyAccessToken(env, (await json<{ access_token: string }>(grant)).access_token);
    const subject = {
      userId: session.userId,
      email,
      role: "client",
      authSessionId: session.authSessionId,
      aal: 1 as const,
    };

    const publishedAt = Date.now();
    const current = await newPrivateJwk();
    const signsFrom = publishedAt + (JWKS_MAX_AGE_SECONDS + 60) * 1000;
    const next = { ...(await newPrivateJwk()), signs_from: new Date(signsFrom).toISOString() };
    const rotated = { ...env, JWT_SIGNING_KEYS: JSON.stringify([next, current]) } as typeof env;

    // A verifier fetches the JWKS as soon as the rotated secret is live, and caches it for max-age.
    const response = await throughWorker(rotated)(new Request("https://nexo.test/.well-known/jwks.json"));
    expect(response.headers.get("Cache-Control")).toBe(`public, max-age=${JWKS_MAX_AGE_SECONDS}`);
    const { keys } = await json<{ keys: JWK[] }>(response);
    expect(keys.map((key) => key.kid)).toEqual([next.kid, current.kid]);
    for (const key of keys) {
      expect(key.d).toBeUndefined();
      expect(key).not.toHaveProperty("signs_from");
    }
    const cached = createLocalJWKSet({ keys });
    // The cache, fetched at publication, outlives nothing the new key signs: it starts after max-age.
    expect(signsFrom - publishedAt).toBeGreaterThanOrEqual(JWKS_MAX_AGE_SECONDS * 1000);

    // Until then the current key signs.
    const before = await issueTokens(rotated, subject, publishedAt);
    expect(decodeProtectedHeader(before.access_token).kid).toBe(current.kid);

    // From then on the new key signs, and the cached set verifies its first token.
    const at = signsFrom + 1_000;
    const after = await issueTokens(rotated, subject, at);
    expect(decodeProtectedHeader(after.access_token).kid).toBe(next.kid);
    const { payload } = await jwtVerify(after.access_token, cached, {
      issuer: tokenIssuer(rotated),
      audience: TOKEN_AUDIENCE,
      currentDate: new Date(at),
    });
    expect(payload.sub).toBe(session.userId);

    // The control: a verifier whose cache predates the new key's publication cannot verify that token.
    const { d: _private, ...currentPublic } = current;
    await expect(
      jwtVerify(after.access_token, createLocalJWKSet({ keys: [currentPublic] }), { currentDate: new Date(at) }),
    ).rejects.toBeInstanceOf(errors.JWKSNoMatchingKey);
  });
});
