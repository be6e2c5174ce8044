import { MailCheck } from "lucide-react";
import { useToastNotice } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import type { ActionResult } from "#isomorphic/action-result.ts";
import { pluralNoun } from "#isomorphic/text/format.ts";
import { useFetcherSettled } from "#app/lib/use-fetcher-settled.ts";

export interface EmailVerificationView {
  email: string;
  waitingInvitations: number;
}

/**
 * The Dashboard's prompt for an account whose address is not proven yet:
 * type the code from the e-mail (or open its link in this browser), or ask
 * for a new one. Invitations stay hidden until then; only their count shows.
 */
export function VerifyEmailBanner({ verification }: { verification: EmailVerificationView }) {
  // A refused code, or a new one sent, leaves the focus in the code field (the disabled button lost it); a
  // confirmed address removes this banner, and the Dashboard moves the focus on.
  const focusCode = () => requestAnimationFrame(() => document.getElementById("email-code")?.focus());
  const confirm = useFetcherSettled<ActionResult>((result) => {
    if (!result?.ok) focusCode();
  });
  const resend = useFetcherSettled<ActionResult>(focusCode);
  useToastNotice(confirm.data?.toast);
  useToastNotice(resend.data?.toast);
  const waiting = verification.waitingInvitations;
  const error = confirm.data && !confirm.data.ok ? confirm.data.error : undefined;

  return (
    <section
      aria-labelledby="confirmar-email"
      className="rounded-xl border border-warning/30 bg-warning-soft p-4 md:p-5"
    >
      <h2 id="confirmar-email" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <MailCheck aria-hidden className="h-5 w-5 text-warning" /> Confirme seu e-mail
      </h2>
      <p className="mt-1 text-sm text-muted">
        Enviamos um código de 6 dígitos para <span className="font-medium text-ink">{verification.email}</span>.
        Digite-o abaixo ou abra o link da mensagem neste navegador. Sem a confirmação, você não pode aceitar convites
        para projetos.
      </p>
      {waiting > 0 ? (
        <p className="mt-2 text-sm font-medium text-ink">
          {`${waiting} ${pluralNoun(waiting, "convite espera", "convites esperam")} por você: confirme o e-mail para ${waiting === 1 ? "vê-lo" : "vê-los"}.`}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <confirm.Form method="post" className="flex flex-wrap items-end gap-2" aria-label="Confirmar e-mail">
          <input type="hidden" name="intent" value="verify-email" />
          <div className="w-44 space-y-1.5">
            <Label htmlFor="email-code">Código de confirmação</Label>
            <Input
              id="email-code"
              name="code"
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\s*(\d\s*){6}"
              maxLength={11}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "email-code-error" : undefined}
              className="text-center font-mono text-lg tracking-[0.3em]"
            />
          </div>
          <Button type="submit" disabled={confirm.state !== "idle"}>
            {confirm.state !== "idle" ? "Confirmando..." : "Confirmar e-mail"}
          </Button>
        </confirm.Form>
        <resend.Form method="post">
          <input type="hidden" name="intent" value="resend-verification" />
          <Button type="submit" variant="outline" disabled={resend.state !== "idle"}>
            {resend.state !== "idle" ? "Enviando..." : "Reenviar código"}
          </Button>
        </resend.Form>
      </div>
      {error ? (
        <p id="email-code-error" role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
