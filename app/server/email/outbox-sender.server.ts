import type { Database } from "~/server/db/client.server";
import { insertOutboxMessage } from "~/server/db/email.server";
import type { EmailMessage, EmailSender } from "./message";

/**
 * The local implementation of the e-mail port: every message is stored in
 * D1 (`email_outbox`, listed by /dev/outbox in development). In development
 * it also logs one clear block with the code and the link, which `wrangler
 * dev` (so `npm start`) prints in the terminal. Elsewhere the log names only
 * the kind: codes and links never go to production logs.
 */
export function outboxSender(db: Database, options: { development: boolean }): EmailSender {
  return {
    name: "outbox",
    async send(message: EmailMessage) {
      await insertOutboxMessage(db, {
        id: crypto.randomUUID(),
        recipient: message.to,
        kind: message.kind,
        subject: message.subject,
        text: message.text,
        html: message.html,
        link: message.link ?? null,
        code: message.code ?? null,
      });
      if (options.development) console.log(terminalLines(message).join("\n"));
      else console.warn(`e-mail (${message.kind}) guardado na caixa local: configure RESEND_API_KEY para entregá-lo`);
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
