import { enforceRateLimit, hitRateLimit } from "#core/auth/rate-limit.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import {
  consumeVerification,
  countCodeAttempt,
  findLiveToken,
  findVerificationByLink,
  isEmailVerified,
} from "#core/db/email.ts";
import type { EmailToken, User } from "#core/db/schema.ts";
import { clearedAnything } from "#core/db/unproven-setup.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { appOrigin } from "#core/security/app-origin.ts";
import { closeSessionSockets } from "#core/realtime/revoke-access.ts";
import { recordSecurityEvent } from "#core/security/audit.ts";
import { codeMatches, issueEmailProof, linkHash } from "./proofs.ts";
import {
  CODE_ATTEMPTS_PER_TOKEN,
  CODE_ATTEMPTS_PER_USER,
  VERIFICATION_MINUTES,
  VERIFICATION_SENDS_PER_RECIPIENT,
} from "./limits.ts";
import { clearedDetail, sendAccountSecuredNotice } from "./security-notices.ts";
import { verificationEmail } from "./templates.ts";

/**
 * Proving an account's address: a message with a 6-digit code and a link.
 * The code is typed on the Dashboard while signed in; the link works only in
 * a browser signed in to the same account, so neither a mail scanner that
 * opens links nor a stranger who clicks one can verify an account someone
 * else created with their address.
 */
export type Recipient = Pick<User, "id" | "email" | "fullName">;
/** The signed-in account proving its address, and the session it proves it from (that one is kept). */
export type Prover = Recipient & { authSessionId: string };

export const CODE_EXPIRED = "Código expirado ou já usado. Peça um novo código.";
export const CODE_WRONG = "Código incorreto. Confira o e-mail mais recente e tente de novo.";
export const CODE_WRONG_LAST = "Código incorreto. Este código não vale mais: peça um novo.";

/**
 * Sends a fresh code and link (the earlier ones stop working). `limited`
 * when the recipient already got the hour's share; the caller decides
 * whether to say so (the Dashboard does; sign-up must not).
 */
export async function sendVerification(env: AppEnv, request: Request, user: Recipient): Promise<"sent" | "limited"> {
  const limit = await hitRateLimit(env.DB, `email:verify:${user.email}`, VERIFICATION_SENDS_PER_RECIPIENT);
  if (!limit.allowed) return "limited";
  await issueEmailProof(
    env,
    {
      user,
      purpose: "verify_email",
      minutes: VERIFICATION_MINUTES,
      withCode: true,
      linkTo: `${appOrigin(env)}/auth/verify-email`,
    },
    (issued) => verificationEmail({ ...issued, to: user.email }),
  );
  await recordSecurityEvent(env, request, { userId: user.id, type: "email_verification_sent", detail: user.email });
  return "sent";
}

/** The Dashboard's "Reenviar código": the limit is said out loud here, with the wait. */
export async function resendVerification(env: AppEnv, request: Request, user: Recipient): Promise<void> {
  if (await isEmailVerified(database(env.DB), user.id))
    throw new AppError("conflict", "Seu e-mail já está confirmado.");
  const outcome = await sendVerification(env, request, user);
  if (outcome === "limited") {
    throw new AppError(
      "rate_limited",
      "Você já pediu vários códigos nesta hora. Use o mais recente ou aguarde um pouco para pedir outro.",
    );
  }
}

/** A code typed on the Dashboard. Throws AppError with the reason a person can act on. */
export async function verifyEmailCode(
  env: AppEnv,
  request: Request,
  user: Prover,
  code: string,
  now = Date.now(),
): Promise<void> {
  const db = database(env.DB);
  if (await isEmailVerified(db, user.id)) return;
  await enforceRateLimit(env.DB, `email:code:${user.id}`, CODE_ATTEMPTS_PER_USER, "Muitas tentativas de código.");
  const token = await findLiveToken(db, user.id, "verify_email", now);
  if (!token?.codeHash || !(await countCodeAttempt(db, token.id, CODE_ATTEMPTS_PER_TOKEN, now))) {
    throw new AppError("invalid_code", CODE_EXPIRED);
  }
  if (!(await codeMatches(env, token.id, code, token.codeHash))) {
    // token.attempts is the count before this one.
    const left = CODE_ATTEMPTS_PER_TOKEN - token.attempts - 1;
    throw new AppError("invalid_code", left > 0 ? CODE_WRONG : CODE_WRONG_LAST);
  }
  await finish(env, request, user, token, now, "código");
}

export type LinkOutcome = "verified" | "already" | "invalid";

/** The link from the message, opened by a signed-in user; anything else is `invalid`. */
export async function verifyEmailLink(
  env: AppEnv,
  request: Request,
  user: Prover,
  token: string,
  now = Date.now(),
): Promise<LinkOutcome> {
  const db = database(env.DB);
  if (await isEmailVerified(db, user.id)) return "already";
  if (!token) return "invalid";
  const found = await findVerificationByLink(db, user.id, await linkHash(token), now);
  if (!found) return "invalid";
  await finish(env, request, user, found, now, "link");
  return "verified";
}

/**
 * Spends the proof and marks the address verified; an account that had never proven it loses, in the same
 * batch, whatever was set up meanwhile (factors, recovery codes, other sessions, invitations it sent): the
 * prover's own session stays, the ended sessions' sockets close, and the owner is told by e-mail.
 */
async function finish(
  env: AppEnv,
  request: Request,
  user: Prover,
  token: EmailToken,
  now: number,
  how: string,
): Promise<void> {
  const { verified, cleared } = await consumeVerification(database(env.DB), token, now, user.authSessionId);
  if (!verified) throw new AppError("invalid_code", CODE_EXPIRED);
  await closeSessionSockets(env, cleared.endedSessionIds);
  await recordSecurityEvent(env, request, {
    userId: token.userId,
    type: "email_verified",
    detail: `${token.email} · ${how}`,
  });
  if (clearedAnything(cleared)) {
    await recordSecurityEvent(env, request, {
      userId: token.userId,
      type: "unproven_setup_cleared",
      detail: clearedDetail(cleared),
    });
  }
  await sendAccountSecuredNotice(env, { email: token.email, fullName: user.fullName }, cleared);
}
