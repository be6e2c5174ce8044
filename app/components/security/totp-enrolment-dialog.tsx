import { useState } from "react";
import { useToastNotice } from "#app/components/toaster.tsx";
import { FormDialogFooter, TitledDialog } from "#app/components/ui/dialog.tsx";
import { FormAlert, FormField } from "#app/components/ui/form-field.tsx";
import { useFetcherSettled } from "#app/lib/use-fetcher-settled.ts";
import type { SecurityActionResult } from "#isomorphic/mfa-types.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";
import type { EnrolmentDialogProps } from "./enrolment-dialog-props.ts";
import { FactorNameField } from "./factor-name-field.tsx";
import { useCancelEnrolment } from "./use-cancel-enrolment.ts";

const ACTION = "/account/security";

/**
 * Enrols an authenticator app in two steps: name it (the server creates the
 * factor and its secret), then scan the QR code or type the secret and
 * confirm with a first code.
 */
export function TotpEnrolmentDialog({ open, onClose, onRecoveryCodes }: EnrolmentDialogProps) {
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
  const starting = start.state !== "idle";
  const confirming = confirm.state !== "idle";
  const close = () => {
    if (enrolment) {
      cancelEnrolment(enrolment.id);
      setFinished(enrolment.id);
    }
    onClose();
  };
  useToastNotice(start.data?.ok === false ? start.data.toast : undefined);
  useToastNotice(confirm.data?.toast);
  const naming = useFieldErrors(start.data);
  // The confirmation's one input is the code: whatever it refuses is said under it.
  const code = useFieldErrors(confirm.data, { fallback: "code" });

  return (
    <TitledDialog
      open={open}
      onClose={close}
      title="Adicionar aplicativo autenticador"
      description="Use um aplicativo como Google Authenticator, Microsoft Authenticator ou 1Password."
    >
      {!enrolment ? (
        <start.Form method="post" action={ACTION} className="space-y-4">
          <input type="hidden" name="intent" value="enrol-totp" />
          <FactorNameField
            id="totp-name"
            defaultValue="Aplicativo autenticador"
            error={naming.field("friendlyName").error}
          />
          <FormAlert message={naming.formError} />
          <FormDialogFooter onCancel={onClose} submitLabel="Continuar" pendingLabel="Gerando..." pending={starting} />
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
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our server's SVG, drawn by uqr (no user markup).
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
          <FormField
            id="totp-code"
            label="Código de 6 dígitos"
            {...code.field("code")}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            className="font-mono tracking-[0.3em]"
          />
          <FormDialogFooter onCancel={close} submitLabel="Ativar" pendingLabel="Verificando..." pending={confirming} />
        </confirm.Form>
      )}
    </TitledDialog>
  );
}
