import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { countUnusedRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from "#core/db/mfa.ts";
import { sign, signatures } from "#core/security/app-secret.ts";

/**
 * Ten single-use recovery codes, shown once. Only an HMAC (keyed by the app
 * secret and bound to the user) is stored, so the table cannot be replayed.
 */
export const RECOVERY_CODE_COUNT = 10;

type CodeEnv = Pick<AppEnv, "APP_SECRET" | "DB" | "ENVIRONMENT">;

/** "abcde-fghjk": 50 random bits in an alphabet without look-alikes of case. */
function newCode(): string {
  const text = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** What the user typed, the way it was generated: spaces and case forgiven, the dash optional. */
export function normalizeRecoveryCode(input: string): string {
  const compact = input.toLowerCase().replace(/[\s-]/g, "");
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
}

function codeHash(env: CodeEnv, userId: string, code: string): Promise<string> {
  return sign(env, `recovery:${userId}:${normalizeRecoveryCode(code)}`);
}

/** Issues a new set (the previous one stops working) and returns the codes to show once. */
export async function issueRecoveryCodes(env: CodeEnv, userId: string, now = Date.now()): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map((code) => codeHash(env, userId, code)));
  await replaceRecoveryCodes(database(env.DB), userId, hashes, now);
  return codes;
}

export async function useRecoveryCode(env: CodeEnv, userId: string, code: string, now = Date.now()): Promise<boolean> {
  // Codes issued before an APP_SECRET rotation were hashed with a previous key, which the list still holds.
  for (const hash of await signatures(env, `recovery:${userId}:${normalizeRecoveryCode(code)}`)) {
    if (await spendRecoveryCode(database(env.DB), userId, hash, now)) return true;
  }
  return false;
}

export function remainingRecoveryCodes(env: CodeEnv, userId: string): Promise<number> {
  return countUnusedRecoveryCodes(database(env.DB), userId);
}
