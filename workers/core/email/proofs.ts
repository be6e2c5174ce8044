import type { AppEnv } from "#core/context.ts";
import { randomToken, sha256Hex } from "#core/security/crypto.ts";
import { sign, verifySignature } from "#core/security/app-secret.ts";

/**
 * What an e-mail proof is made of. The link token has 256 random bits and is
 * stored as its SHA-256. The 6-digit code has only a million values, so a
 * plain hash would fall to a table; it is stored as an HMAC under the app
 * secret, bound to its row, and compared in constant time.
 */
export function newLinkToken(): string {
  return randomToken();
}

export function linkHash(token: string): Promise<string> {
  return sha256Hex(token);
}

/** A uniform 6-digit code: rejection sampling, since 2^32 is not a multiple of 10^6. */
export function newSixDigitCode(): string {
  const ceiling = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  const sample = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(sample);
    const value = sample[0] ?? ceiling;
    if (value < ceiling) return String(value % 1_000_000).padStart(6, "0");
  }
}

type SecretEnv = Pick<AppEnv, "APP_SECRET" | "DB" | "ENVIRONMENT">;

export function codeHash(env: SecretEnv, tokenId: string, code: string): Promise<string> {
  return sign(env, `email-code:${tokenId}:${code}`);
}

export function codeMatches(env: SecretEnv, tokenId: string, code: string, hash: string): Promise<boolean> {
  return verifySignature(env, `email-code:${tokenId}:${code}`, hash);
}
