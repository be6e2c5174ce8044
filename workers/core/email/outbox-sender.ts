import type { Database } from "#core/db/client.ts";
import { insertOutboxMessage } from "#core/db/email.ts";
import type { EmailMessage, EmailSender } from "./message.ts";
import { logger } from "#core/log.ts";

/**
 * The local implementation of the e-mail port: every message is stored in
 * D1 (`email_outbox`, listed by /dev/outbox in development). In development
 * it also logs one clear block with the code and the link, which `wrangler
 * dev` (so `npm start`) prints in the terminal. Anywhere else (a deployment
 * without RESEND_API_KEY) nobody can read the outbox, so only who, what kind
 * and when are kept: a live code or link at rest would serve only a thief.
 */
export const NOT_KEPT = "(conteúdo não guardado fora do ambiente de desenvolvimento)";

export function outboxSender(db: Database, options: { development: boolean }): EmailSender {
  return {
    name: "outbox",
    async send(message: EmailMessage) {
      const kept = options.development
        ? { text: message.text, html: message.html, link: message.link ?? null, code: message.code ?? null }
        : { text: NOT_KEPT, html: NOT_KEPT, link: null, code: null };
      await insertOutboxMessage(db, {
        id: crypto.randomUUID(),
        recipient: message.to,
        kind: message.kind,
        subject: message.subject,
        ...kept,
      });
      if (options.development) console.log(terminalLines(message).join("\n"));
      else
        logger.warn("email_not_delivered", {
          kind: message.kind,
          reason: "RESEND_API_KEY is not set: kept in the local outbox",
        });
    },
  };
}

function terminalLines(message: EmailMessage): string[] {
  const outbox = message.link ? `${new URL(message.link).origin}/dev/outbox` : "/dev/outbox";
  return [
    `[e-mail] para ${message.to}: ${message.subject}`,
    ...(message.code ? [`[e-mail]   código: ${message.code}`] : []),
    ...(message.link ? [`[e-mail]   link:   ${message.link}`] : []),
    `[e-mail]   caixa de saída: ${outbox}`,
  ];
}
