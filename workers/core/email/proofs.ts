import { productConfigFrom } from "#isomorphic/config/product.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { deleteEmailToken, replaceEmailToken } from "#core/db/email.ts";
import type { EmailToken } from "#core/db/schema.ts";
import { randomToken, sha256Hex } from "#core/security/crypto.ts";
import { sign, verifySignature } from "#core/security/app-secret.ts";
import type { EmailMessage } from "./message.ts";
import { sendEmail } from "./sender.ts";

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

type ProofEnv = Pick<AppEnv, "APP_SECRET" | "DB" | "ENVIRONMENT" | "RESEND_API_KEY" | "EMAIL_FROM" | "PRODUCT_NAME">;

interface ProofRequest {
  /** The account, and the address the proof is sent to and proves. */
  user: { id: string; email: string };
  purpose: EmailToken["purpose"];
  minutes: number;
  /** Where the link goes: an absolute URL without query; the token is added as `?token=`. */
  linkTo: string;
}

/** What a proof's message is written from: its link, the product's name, and how long it is valid (the proof's own). */
interface Issued {
  link: string;
  productName: string;
  minutes: number;
}

/**
 * The one issuer of e-mail proofs (address verification, password reset). A new proof replaces the account's
 * earlier one of the same purpose (which stops working), its message is built from the link (and the 6-digit
 * code, for a proof that has one) and sent, and a proof whose message could not be sent is deleted: nobody
 * received it, so it must not linger as a live proof. Throws what the sender threw.
 */
export function issueEmailProof(
  env: ProofEnv,
  proof: ProofRequest & { withCode: true },
  message: (issued: Issued & { code: string }) => Promise<EmailMessage>,
): Promise<void>;
export function issueEmailProof(
  env: ProofEnv,
  proof: ProofRequest & { withCode: false },
  message: (issued: Issued) => Promise<EmailMessage>,
): Promise<void>;
export async function issueEmailProof(
  env: ProofEnv,
  proof: ProofRequest & { withCode: boolean },
  message: (issued: Issued & { code: string }) => Promise<EmailMessage>,
): Promise<void> {
  const db = database(env.DB);
  const id = crypto.randomUUID();
  const token = newLinkToken();
  const code = proof.withCode ? newSixDigitCode() : null;
  await replaceEmailToken(db, {
    id,
    userId: proof.user.id,
    purpose: proof.purpose,
    email: proof.user.email,
    linkHash: await linkHash(token),
    codeHash: code ? await codeHash(env, id, code) : null,
    expiresAt: Date.now() + proof.minutes * 60_000,
  });
  try {
    const { productName } = productConfigFrom(env);
    const link = `${proof.linkTo}?token=${token}`;
    await sendEmail(env, await message({ link, code: code ?? "", productName, minutes: proof.minutes }));
  } catch (error) {
    await deleteEmailToken(db, id);
    throw error;
  }
}
