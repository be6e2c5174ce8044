import type { AppEnv } from "#core/context.ts";
import { sign, verifySignature } from "#core/security/app-secret.ts";

/**
 * Links to a document's file that work for an hour (3600 s) without a
 * session, so a PDF can load in the Canvas's frame: the Worker route checks
 * an HMAC of the document id and the expiry, made with the app secret. A
 * link is issued only to a member (the API checks membership first).
 */
export const SIGNED_URL_TTL_SECONDS = 3600;

type SigningEnv = Pick<AppEnv, "APP_SECRET" | "DB" | "ENVIRONMENT">;

const message = (documentId: string, expires: number) => `document-file:${documentId}:${expires}`;

export async function signedFileUrl(
  env: SigningEnv,
  documentId: string,
  now = Date.now(),
): Promise<{ url: string; expiresAt: number }> {
  const expires = Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS;
  const signature = await sign(env, message(documentId, expires));
  return { url: `/api/files/${documentId}?expires=${expires}&signature=${signature}`, expiresAt: expires };
}

export type SignedUrlCheck = "valid" | "expired" | "invalid";

export async function checkSignedFileUrl(
  env: SigningEnv,
  documentId: string,
  expiresParam: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): Promise<SignedUrlCheck> {
  if (!expiresParam || !signature || !/^\d{1,12}$/.test(expiresParam)) return "invalid";
  const expires = Number(expiresParam);
  if (!(await verifySignature(env, message(documentId, expires), signature))) return "invalid";
  // A signature is only made for now + TTL, so a later expiry means a forged one.
  if (expires * 1000 <= now || expires - now / 1000 > SIGNED_URL_TTL_SECONDS + 60) return "expired";
  return "valid";
}
