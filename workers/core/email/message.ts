import { AppError } from "#isomorphic/app-error.ts";
import type { EmailKind } from "#core/db/schema.ts";

/** One transactional e-mail, rendered: Portuguese plain text and HTML. */
export interface EmailMessage {
  to: string;
  kind: EmailKind;
  subject: string;
  text: string;
  html: string;
  /** The message's action link, when it has one (kept apart for the local outbox). */
  link?: string;
  /** The 6-digit code, when it carries one. */
  code?: string;
}

/**
 * The e-mail port. Two implementations: the local outbox in D1
 * (outbox-sender.ts) and Resend over HTTP (resend-sender.ts);
 * sender.ts picks one from the env.
 */
export interface EmailSender {
  /** Which implementation, for logs and docs. */
  readonly name: "outbox" | "resend";
  /** Resolves once the message is accepted; throws emailUndelivered()'s AppError when it is not. */
  send(message: EmailMessage): Promise<void>;
}

/** What a person reads when the mail provider did not take a message; the provider's detail is the cause, for the logs. */
export const EMAIL_UNDELIVERED = "Não foi possível enviar o e-mail agora. Tente novamente em alguns minutos.";

/**
 * A message the transport refused or could not take, as the one error model
 * says it: `unavailable` (503) with a message for the person, the provider's
 * status and reason in its cause (never a secret).
 */
export function emailUndelivered(detail: string): AppError {
  return new AppError("unavailable", EMAIL_UNDELIVERED, { cause: new Error(detail) });
}
