import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Inbox } from "lucide-react";
import { LocalTime } from "#app/components/security/local-time.tsx";
import { withEnv } from "#core/context.ts";
import { loadOutbox } from "#core/email/outbox-page.ts";

export const meta: MetaFunction = () => [{ title: "Caixa de saída (desenvolvimento) — Nexo" }];

export const loader = withEnv(loadOutbox);

const KIND_LABEL = {
  verify_email: "Confirmação de e-mail",
  reset_password: "Redefinição de senha",
  invitation: "Convite",
  account_exists: "Aviso de conta existente",
  password_changed: "Aviso de senha alterada",
  account_secured: "Aviso de e-mail confirmado",
} as const;

/** The e-mails the app would have delivered; each link opens where the recipient would land. */
export default function DevOutbox() {
  const { recipient, messages } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 p-4 md:p-8">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold text-brand-900">
          <Inbox aria-hidden className="h-6 w-6 text-brand-600" /> Caixa de saída (desenvolvimento)
        </h1>
        <p className="mt-1 text-sm text-muted">
          Os e-mails que o app enviaria
          {recipient ? (
            <>
              {" "}
              para <span className="font-medium text-ink">{recipient}</span>
            </>
          ) : null}
          , do mais novo ao mais antigo. Sem <code>RESEND_API_KEY</code> eles ficam aqui; em produção esta página não
          existe.
        </p>
      </header>
      {messages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white p-8 text-center text-muted">
          Nenhum e-mail por enquanto.
        </p>
      ) : (
        <ul className="space-y-4">
          {messages.map((message) => (
            <li key={message.id}>
              <article
                aria-label={message.subject}
                className="rounded-xl border border-line bg-white p-4 shadow-sm"
                data-recipient={message.recipient}
              >
                <p className="text-xs text-muted">
                  {KIND_LABEL[message.kind]} · para <span className="font-medium text-ink">{message.recipient}</span> ·{" "}
                  <LocalTime at={message.createdAt} />
                </p>
                <h2 className="mt-1 font-semibold text-ink">{message.subject}</h2>
                {message.code ? (
                  <p className="mt-3 text-sm">
                    Código:{" "}
                    <span className="font-mono text-lg font-bold tracking-[0.3em]" data-code>
                      {message.code}
                    </span>
                  </p>
                ) : null}
                {message.link ? (
                  <p className="mt-2 text-sm">
                    <a href={message.link} className="break-all text-brand-700 underline">
                      {message.link}
                    </a>
                  </p>
                ) : null}
                <details className="mt-3 text-sm">
                  <summary className="cursor-pointer text-muted">Texto da mensagem</summary>
                  <pre className="mt-2 whitespace-pre-wrap rounded-lg bg-surface p-3 font-sans">{message.text}</pre>
                </details>
              </article>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
