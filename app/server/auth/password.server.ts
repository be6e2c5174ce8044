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

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** Compares every byte whatever the first difference, so timing says nothing. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
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
  const expected = fromBase64(hashText);
  const actual = await derive(password, fromBase64(saltText), iterations);
  const valid = constantTimeEqual(actual, expected);
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
