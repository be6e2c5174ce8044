import { type AppEnv, isDevelopment } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { productConfigFrom } from "#isomorphic/config/product.ts";
import type { EmailMessage, EmailSender } from "./message.ts";
import { outboxSender } from "./outbox-sender.ts";
import { resendSender } from "./resend-sender.ts";

/** The address when EMAIL_FROM is not set: Resend's shared test sender, which delivers only to the Resend account's owner. */
const RESEND_TEST_SENDER = "onboarding@resend.dev";

type SenderEnv = Pick<AppEnv, "DB" | "ENVIRONMENT" | "RESEND_API_KEY" | "EMAIL_FROM" | "PRODUCT_NAME">;

/**
 * Resend when RESEND_API_KEY is set; otherwise the local outbox in D1, so a
 * run without secrets still "sends" (and /dev/outbox shows what).
 */
export function emailSender(env: SenderEnv): EmailSender {
  const apiKey = env.RESEND_API_KEY?.trim();
  if (apiKey) {
    const from = env.EMAIL_FROM?.trim() || `${productConfigFrom(env).productName} <${RESEND_TEST_SENDER}>`;
    return resendSender({ apiKey, from });
  }
  return outboxSender(database(env.DB), { development: isDevelopment(env) });
}

export function sendEmail(env: SenderEnv, message: EmailMessage): Promise<void> {
  return emailSender(env).send(message);
}
