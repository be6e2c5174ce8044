import { productConfigFrom } from "#isomorphic/config/product.ts";
import type { UserRole } from "#isomorphic/config/roles.ts";
import { hitRateLimit } from "#core/auth/rate-limit.ts";
import type { AppEnv } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { findUserByEmail, normalizeEmail } from "#core/db/users.ts";
import { appOrigin } from "#core/security/app-origin.ts";
import { recordSecurityEvent } from "#core/security/audit.ts";
import { INVITATION_SENDS_PER_RECIPIENT, NOTICE_SENDS_PER_RECIPIENT } from "./limits.ts";
import { sendEmail } from "./sender.ts";
import { accountExistsEmail, invitationEmail } from "./templates.ts";
import { sendVerification } from "./verification.ts";
import { logger } from "#core/log.ts";

/**
 * The message a sign-up sends: a new account gets its verification code; an
 * address that already had one gets a notice (the form answered both alike).
 * A failure to send is logged, never shown: the account exists either way,
 * and the Dashboard offers a new code.
 */
export async function sendSignUpEmail(
  env: AppEnv,
  request: Request,
  input: { userId: string | null; email: string; fullName: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  try {
    if (input.userId) await sendVerification(env, request, { id: input.userId, email, fullName: input.fullName });
    else await sendAccountExistsNotice(env, request, email);
  } catch (error) {
    logger.error("email_failed", { kind: "sign-up", error });
  }
}

async function sendAccountExistsNotice(env: AppEnv, request: Request, email: string): Promise<void> {
  const limit = await hitRateLimit(env.DB, `email:notice:${email}`, NOTICE_SENDS_PER_RECIPIENT);
  if (!limit.allowed) return;
  const user = await findUserByEmail(database(env.DB), email);
  if (!user) return;
  const origin = appOrigin(env);
  const { productName } = productConfigFrom(env);
  await sendEmail(
    env,
    await accountExistsEmail({
      productName,
      to: user.email,
      fullName: user.emailVerifiedAt ? user.fullName : null,
      signInUrl: `${origin}/auth`,
      forgotUrl: `${origin}/auth/forgot`,
    }),
  );
  await recordSecurityEvent(env, request, { userId: user.id, type: "sign_up_existing_email", detail: user.email });
}

export const INVITATION_EMAILED =
  "A pessoa recebe um e-mail com um link para entrar (ou criar a conta) e aceitar o convite no Dashboard, depois de confirmar o endereço.";
export const INVITATION_NOT_EMAILED =
  "O e-mail do convite não pôde ser enviado agora; ao entrar com este e-mail, a pessoa verá o convite no Dashboard.";

/**
 * The invitation by e-mail, to the address whether or not it has an account
 * (the same work either way), with the "não reconheço este convite" link
 * (`reportToken`). Returns whether it went: the invitation stands regardless,
 * and the invitee still finds it on the Dashboard.
 */
export async function sendInvitationEmail(
  env: AppEnv,
  request: Request,
  input: {
    inviterId: string;
    inviterName: string;
    inviterEmail: string;
    email: string;
    projectName: string;
    role: UserRole;
    reportToken: string;
  },
): Promise<boolean> {
  const email = normalizeEmail(input.email);
  try {
    const limit = await hitRateLimit(env.DB, `email:invitation:${email}`, INVITATION_SENDS_PER_RECIPIENT);
    if (!limit.allowed) return false;
    const { productName } = productConfigFrom(env);
    const origin = appOrigin(env);
    // The e-mail goes to the address's owner, who may know whether they have an account: the link opens the door
    // they need (Criar Conta or Login) with the address filled. The inviter hears the same either way.
    const hasAccount = (await findUserByEmail(database(env.DB), email)) !== undefined;
    const door = new URLSearchParams({ mode: hasAccount ? "login" : "signup", email });
    await sendEmail(
      env,
      await invitationEmail({
        productName,
        to: email,
        inviterName: input.inviterName,
        inviterEmail: input.inviterEmail,
        projectName: input.projectName,
        role: input.role,
        hasAccount,
        acceptUrl: `${origin}/auth?${door}`,
        reportUrl: `${origin}/invitations/not-mine?token=${input.reportToken}`,
      }),
    );
  } catch (error) {
    logger.error("email_failed", { kind: "invitation", error });
    return false;
  }
  await recordSecurityEvent(env, request, {
    userId: input.inviterId,
    type: "invitation_email_sent",
    detail: `${email} · ${input.projectName}`,
  });
  return true;
}
