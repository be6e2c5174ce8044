import { useEffect, useState } from "react";
import { useToastNotice } from "~/components/toaster";
import { Dialog, DialogContent, DialogHeader, FormDialogFooter } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useFetcherSettled } from "~/lib/use-fetcher-settled";
import type { SecurityActionResult } from "~/lib/mfa-types";
import { FactorNameField } from "./factor-name-field";
import { useCancelEnrolment } from "./use-cancel-enrolment";

const ACTION = "/account/security";

/**
 * Enrols an authenticator app in two steps: name it (the server creates the
 * factor and its secret), then scan the QR code or type the secret and
 * confirm with a first code.
 */
export function TotpEnrolmentDialog({
  open,
  onClose,
  onRecoveryCodes,
}: {
  open: boolean;
  onClose: () => void;
  onRecoveryCodes: (codes: string[] | null) => void;
}) {
  const [name, setName] = useState("Aplicativo autenticador");
  const start = useFetcherSettled<SecurityActionResult>(() => undefined);
  // The dialog stays mounted while closed and the fetcher keeps its last
  // answer, so the next "Adicionar" would reopen on the factor just enrolled
  // (its secret and QR code). An enrolment is over once confirmed or, when the
  // dialog closes before that, cancelled on the server.
  const [finished, setFinished] = useState<string | null>(null);
  const latest = start.data?.ok ? start.data.totp : undefined;
  const enrolment = latest && latest.id !== finished ? latest : undefined;
  const cancelEnrolment = useCancelEnrolment();
  const confirm = useFetcherSettled<SecurityActionResult>((result) => {
    if (!result?.ok) return;
    setFinished(latest?.id ?? null);
    onClose();
    onRecoveryCodes(result.recoveryCodes ?? null);
  });
  const close = () => {
    if (enrolment) {
      cancelEnrolment(enrolment.id);
      setFinished(enrolment.id);
    }
    onClose();
  };
  useToastNotice(start.data?.ok === false ? start.data.toast : undefined);
  useToastNotice(confirm.data?.toast);
  useEffect(() => {
    if (open) setName("Aplicativo autenticador");
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader
          title="Adicionar aplicativo autenticador"
          description="Use um aplicativo como Google Authenticator, Microsoft Authenticator ou 1Password."
        />
        {!enrolment ? (
          <start.Form method="post" action={ACTION} className="space-y-4">
            <input type="hidden" name="intent" value="enrol-totp" />
            <FactorNameField id="totp-name" value={name} onChange={setName} />
            <FormDialogFooter onCancel={onClose} submitLabel="Continuar" pendingLabel="Gerando..." pending={start.state !== "idle"} />
          </start.Form>
        ) : (
          <confirm.Form method="post" action={ACTION} className="space-y-4">
            <input type="hidden" name="intent" value="confirm-totp" />
            <input type="hidden" name="factorId" value={enrolment.id} />
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
              {/* The SVG is drawn by our server (uqr) from the otpauth URI; it carries no user input but the e-mail. */}
              <div
                role="img"
                aria-label="QR code para o aplicativo autenticador"
                className="h-40 w-40 shrink-0 [&>svg]:h-full [&>svg]:w-full"
                dangerouslySetInnerHTML={{ __html: enrolment.totp.qr_code }}
              />
              <div className="min-w-0 space-y-2 text-sm">
                <p>Escaneie o QR code com o aplicativo ou digite a chave abaixo.</p>
                <p className="text-xs text-muted">Chave para digitação manual:</p>
                <code data-totp-secret className="block break-all rounded bg-surface p-2 font-mono text-xs">
                  {enrolment.totp.secret}
                </code>
              </div>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="totp-code">Código de 6 dígitos</Label>
              <Input
                id="totp-code"
                name="code"
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{6}"
                maxLength={6}
                className="font-mono tracking-[0.3em]"
              />
            </div>
            <FormDialogFooter onCancel={close} submitLabel="Ativar" pendingLabel="Verificando..." pending={confirm.state !== "idle"} />
          </confirm.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
