import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { timingSafeEqual } from "#core/security/crypto.ts";

/**
 * Password hashing with PBKDF2-SHA256 through WebCrypto, the only KDF the
 * Workers runtime offers natively. 100,000 iterations is the production cap.
 *
 * Stored format (versioned so parameters can be raised later):
 *   pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>
 * A hash with fewer iterations than the current setting still verifies and is
 * reported as `needsRehash` so sign-in can upgrade it.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SCHEME = "pbkdf2-sha256";
const SALT_BYTES = 16;
const HASH_BITS = 256;

const encoder = new TextEncoder();

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `${SCHEME}$${iterations}$${encodeBase64(salt)}$${encodeBase64(hash)}`;
}

export interface PasswordCheck {
  valid: boolean;
  needsRehash: boolean;
}

export async function verifyPassword(password: string, stored: string): Promise<PasswordCheck> {
  const [scheme, iterationText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationText);
  if (scheme !== SCHEME || !Number.isInteger(iterations) || !saltText || !hashText) {
    return { valid: false, needsRehash: false };
  }
  let salt: Uint8Array<ArrayBuffer>;
  let expected: Uint8Array;
  try {
    salt = new Uint8Array(decodeBase64(saltText));
    expected = decodeBase64(hashText);
  } catch {
    return { valid: false, needsRehash: false };
  }
  const valid = await timingSafeEqual(await derive(password, salt, iterations), expected);
  return { valid, needsRehash: valid && iterations < PBKDF2_ITERATIONS };
}

/**
 * A real hash of a random password, verified against when the e-mail is
 * unknown so that "no such user" costs the same time as "wrong password".
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}
