import { data } from "@remix-run/cloudflare";
import { type AppEnv, isDevelopment } from "#core/context.ts";
import { database } from "#core/db/client.ts";
import { listOutboxMessages } from "#core/db/email.ts";
import { normalizeEmail } from "#core/db/users.ts";

const SHOWN = 50;

/**
 * /dev/outbox: the local mailbox, for development only. Anywhere else
 * (ENVIRONMENT=production, or any value but "development") it does not exist.
 * `?to=` narrows it to one recipient.
 */
export async function loadOutbox(request: Request, env: AppEnv) {
  if (!isDevelopment(env)) throw data(null, { status: 404 });
  const to = new URL(request.url).searchParams.get("to");
  const recipient = to ? normalizeEmail(to) : null;
  const messages = await listOutboxMessages(database(env.DB), SHOWN, recipient);
  return {
    recipient,
    messages: messages.map(({ id, recipient, kind, subject, text, link, code, createdAt }) => ({
      id,
      recipient,
      kind,
      subject,
      text,
      link,
      code,
      createdAt,
    })),
  };
}
