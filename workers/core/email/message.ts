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
  /** Resolves once the message is accepted; throws EmailDeliveryError when it is not. */
  send(message: EmailMessage): Promise<void>;
}

/** A message the transport refused or could not take; the message never carries a secret. */
export class EmailDeliveryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "EmailDeliveryError";
  }
}
