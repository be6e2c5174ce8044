import { type EmailMessage, type EmailSender, emailUndelivered } from "./message.ts";

/** Resend's send endpoint (https://resend.com/docs/api-reference/emails/send-email). */
export const RESEND_ENDPOINT = "https://api.resend.com/emails";
const TIMEOUT_MS = 10_000;

export interface ResendConfig {
  apiKey: string;
  /** The sender, e.g. `Nexo <nao-responda@seu-dominio.com.br>`, on a domain verified in Resend. */
  from: string;
  /** Injected so a unit test can stand in for the remote API; production uses the global fetch. */
  fetch?: typeof fetch;
}

/**
 * The production implementation of the e-mail port: one HTTPS call to
 * Resend per message, with the API key from the RESEND_API_KEY secret. A
 * refusal or a timeout becomes emailUndelivered()'s AppError, its cause
 * naming the status and Resend's reason, never the key.
 */
export function resendSender(config: ResendConfig): EmailSender {
  const send = config.fetch ?? ((input, init) => fetch(input, init));
  return {
    name: "resend",
    async send(message: EmailMessage) {
      let response: Response;
      try {
        response = await send(RESEND_ENDPOINT, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${config.apiKey}`,
            "Content-Type": "application/json",
          },
          body: JSON.stringify({
            from: config.from,
            to: [message.to],
            subject: message.subject,
            text: message.text,
            html: message.html,
            tags: [{ name: "kind", value: message.kind }],
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw emailUndelivered(`Resend inacessível: ${error instanceof Error ? error.name : "erro de rede"}`);
      }
      if (!response.ok) {
        const detail = await resendErrorMessage(response);
        throw emailUndelivered(`Resend recusou o e-mail (${response.status})${detail ? `: ${detail}` : ""}`);
      }
    },
  };
}

/** Resend answers errors as `{ statusCode, name, message }`; anything else is ignored. */
async function resendErrorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === "object" && "message" in body && typeof body.message === "string")
      return body.message.slice(0, 200);
  } catch {
    // not JSON
  }
  return "";
}
