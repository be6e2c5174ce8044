import { useRef } from "react";
import { useToastNotice } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CurrentPasswordField, NewPasswordField } from "#app/components/auth/credential-fields.tsx";
import { FormAlert } from "#app/components/ui/form-field.tsx";
import type { ActionResult } from "#isomorphic/action-result.ts";
import type { SecurityActionResult } from "#isomorphic/mfa-types.ts";
import { SECURITY_EVENT_LABELS } from "#app/lib/security-events.ts";
import { useFetcherSettled } from "#app/lib/use-fetcher-settled.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";
import { useTypedText } from "#app/lib/use-typed-text.ts";
import type { SecurityEventType } from "#core/db/schema.ts";
import { LocalTime } from "./local-time.tsx";

const ACTION = "/account/security";

export function RecoveryCodesSection({
  left,
  enabled,
  onRecoveryCodes,
}: {
  left: number;
  enabled: boolean;
  onRecoveryCodes: (codes: string[] | null) => void;
}) {
  const fetcher = useFetcherSettled<SecurityActionResult>((result) => {
    if (result?.ok && result.recoveryCodes) onRecoveryCodes(result.recoveryCodes);
  });
  useToastNotice(fetcher.data?.toast);
  return (
    <section aria-labelledby="codigos" className="rounded-xl border border-line bg-white p-6">
      <h2 id="codigos" className="text-lg font-semibold">
        Códigos de recuperação
      </h2>
      <p className="mt-1 text-sm text-muted">
        {enabled
          ? `${left === 1 ? "Resta 1 código" : `Restam ${left} códigos`} de uso único, para entrar se você perder o segundo fator.`
          : "Gerados quando você ativa a verificação em duas etapas."}
      </p>
      {enabled ? (
        <fetcher.Form method="post" action={ACTION} className="mt-4">
          <input type="hidden" name="intent" value="regenerate-codes" />
          <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
            Gerar novos códigos
          </Button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}

/** `account`: the e-mail and name a new password must not lean on (the server checks against the same). */
export function PasswordSection({ account }: { account: string[] }) {
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useFetcherSettled<ActionResult>((result) => {
    if (result?.ok) form.current?.reset();
  });
  useToastNotice(fetcher.data?.toast);
  const { field, formError } = useFieldErrors(fetcher.data);
  const { typed, listeners } = useTypedText(["newPassword"]);
  return (
    <section aria-labelledby="senha" className="rounded-xl border border-line bg-white p-6">
      <h2 id="senha" className="text-lg font-semibold">
        Senha
      </h2>
      <p className="mt-1 text-sm text-muted">
        De 8 a 128 caracteres; senhas comuns ou fáceis de adivinhar são recusadas.
      </p>
      <fetcher.Form ref={form} method="post" action={ACTION} className="mt-4 grid max-w-md gap-3" {...listeners}>
        <input type="hidden" name="intent" value="change-password" />
        <CurrentPasswordField id="current-password" label="Senha atual" {...field("currentPassword")} />
        <NewPasswordField
          id="new-password"
          label="Nova senha"
          {...field("newPassword")}
          typed={typed.newPassword}
          context={account}
        />
        <FormAlert message={formError} />
        <Button type="submit" className="w-fit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Salvando..." : "Alterar senha"}
        </Button>
      </fetcher.Form>
    </section>
  );
}

export function SessionsSection({ sessions }: { sessions: number }) {
  const fetcher = useFetcherSettled<ActionResult>(() => undefined);
  useToastNotice(fetcher.data?.toast);
  return (
    <section aria-labelledby="sessoes" className="rounded-xl border border-line bg-white p-6">
      <h2 id="sessoes" className="text-lg font-semibold">
        Sessões
      </h2>
      <p className="mt-1 text-sm text-muted">
        {sessions <= 1
          ? "Só esta sessão está aberta."
          : `${sessions} sessões abertas, contando esta (navegadores e clientes da API).`}
      </p>
      <fetcher.Form method="post" action={ACTION} className="mt-4">
        <input type="hidden" name="intent" value="sign-out-others" />
        <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
          Encerrar as outras sessões
        </Button>
      </fetcher.Form>
    </section>
  );
}

export interface SecurityEventRow {
  id: string;
  type: SecurityEventType;
  detail: string | null;
  network: string | null;
  userAgent: string | null;
  createdAt: number;
}

export function SecurityEventsSection({ events }: { events: SecurityEventRow[] }) {
  return (
    <section aria-labelledby="atividade" className="rounded-xl border border-line bg-white p-6">
      <h2 id="atividade" className="text-lg font-semibold">
        Atividade de segurança
      </h2>
      {events.length === 0 ? (
        <p className="mt-1 text-sm text-muted">Nenhum evento registrado ainda.</p>
      ) : (
        <ol className="mt-4 divide-y divide-line text-sm" aria-label="Eventos de segurança">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2" data-event={event.type}>
              <span>
                <span className="font-medium">{SECURITY_EVENT_LABELS[event.type]}</span>
                {event.detail ? <span className="text-muted"> · {event.detail}</span> : null}
              </span>
              <span className="text-xs text-muted">
                <LocalTime at={event.createdAt} />
                {event.network ? ` · ${event.network}` : ""}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
