import { productConfigFrom } from "#isomorphic/config/product.ts";
import type { AppEnv } from "#core/context.ts";
import type { RemovedWork } from "#core/auth/reclaim-account.ts";
import { type ClearedSetup, clearedAnything } from "#core/db/unproven-setup.ts";
import { appOrigin } from "#core/security/app-origin.ts";
import { sendEmail } from "./sender.ts";
import { accountSecuredEmail, passwordChangedEmail } from "./templates.ts";
import { logger } from "#core/log.ts";

/**
 * What the owner of an address hears about their account: a password reset, and what a proof of the address
 * cleared. A message that cannot go out is logged, never fails what it reports (that already happened).
 */
export interface NoticeRecipient {
  email: string;
  /** Null when whoever chose the name had not proven the address (the greeting then names nobody). */
  fullName: string | null;
}

/** After a reset; `cleared` and `removed` list what the reset removed because the address had never been proven. */
export async function sendPasswordChangedNotice(
  env: AppEnv,
  to: NoticeRecipient,
  cleared: ClearedSetup,
  removed: RemovedWork = { projects: [], fullName: null },
): Promise<void> {
  const origin = appOrigin(env);
  const { productName } = productConfigFrom(env);
  try {
    await sendEmail(
      env,
      await passwordChangedEmail({
        productName,
        to: to.email,
        fullName: to.fullName,
        cleared: clearedAnything(cleared) ? cleared : null,
        removed,
        forgotUrl: `${origin}/auth/forgot`,
        securityUrl: `${origin}/account/security`,
      }),
    );
  } catch (error) {
    logger.error("email_failed", { notice: "password-changed", error });
  }
}

/** After a verification that cleared something; nothing is sent when nothing was set up before the proof. */
export async function sendAccountSecuredNotice(env: AppEnv, to: NoticeRecipient, cleared: ClearedSetup): Promise<void> {
  if (!clearedAnything(cleared)) return;
  const { productName } = productConfigFrom(env);
  try {
    await sendEmail(
      env,
      await accountSecuredEmail({
        productName,
        to: to.email,
        fullName: to.fullName,
        cleared,
        securityUrl: `${appOrigin(env)}/account/security`,
      }),
    );
  } catch (error) {
    logger.error("email_failed", { notice: "account-secured", error });
  }
}

/** The audit line of a clearing, in the owner's terms. */
export function clearedDetail(cleared: ClearedSetup, removed?: RemovedWork): string {
  const setup = `fatores: ${cleared.factors}, códigos de recuperação: ${cleared.recoveryCodes}, sessões: ${cleared.sessions}, tokens: ${cleared.tokens}, convites: ${cleared.invitations}`;
  return removed ? `${setup}, projetos: ${removed.projects.length}, nome: ${removed.fullName ? 1 : 0}` : setup;
}
