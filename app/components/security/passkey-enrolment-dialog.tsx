import { useRef, useState } from "react";
import { notify, useToastNotice } from "#app/components/toaster.tsx";
import { FormDialogFooter, TitledDialog } from "#app/components/ui/dialog.tsx";
import { useFetcherSettled } from "#app/lib/use-fetcher-settled.ts";
import type { SecurityActionResult } from "#isomorphic/mfa-types.ts";
import { FormAlert } from "#app/components/ui/form-field.tsx";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";
import type { EnrolmentDialogProps } from "./enrolment-dialog-props.ts";
import { FactorNameField } from "./factor-name-field.tsx";
import { createPasskey, passkeyErrorMessage } from "./passkey-client.ts";
import { useCancelEnrolment } from "./use-cancel-enrolment.ts";

const ACTION = "/account/security";

/** Names a passkey, lets the browser create it, and sends the new credential for verification. */
export function PasskeyEnrolmentDialog({ open, onClose, onRecoveryCodes }: EnrolmentDialogProps) {
  const [prompting, setPrompting] = useState(false);
  const handled = useRef<string | null>(null);
  // The unverified factor of the enrolment under way: cancelled on the server if the user walks away.
  const pending = useRef<string | null>(null);
  const cancelEnrolment = useCancelEnrolment();
  const abandon = () => {
    if (pending.current) cancelEnrolment(pending.current);
    pending.current = null;
  };
  const confirm = useFetcherSettled<SecurityActionResult>((result) => {
    if (!result?.ok) {
      abandon();
      return;
    }
    pending.current = null;
    onClose();
    onRecoveryCodes(result.recoveryCodes ?? null);
  });
  const start = useFetcherSettled<SecurityActionResult>((result) => {
    const passkey = result?.ok ? result.passkey : undefined;
    if (passkey?.challenge.webauthn?.type !== "create") return;
    if (handled.current === passkey.challenge.id) return;
    handled.current = passkey.challenge.id;
    pending.current = passkey.factorId;
    setPrompting(true);
    createPasskey(passkey.challenge.webauthn.credential_options)
      .then((credential) =>
        confirm.submit(
          { intent: "confirm-passkey", factorId: passkey.factorId, challengeId: passkey.challenge.id, credential },
          { method: "post", action: ACTION },
        ),
      )
      .catch((error: unknown) => {
        // The browser prompt was refused or failed: nothing was registered, so the enrolment goes.
        abandon();
        notify({ type: "error", title: "Chave de acesso", description: passkeyErrorMessage(error) });
      })
      .finally(() => setPrompting(false));
  });
  useToastNotice(start.data?.ok === false ? start.data.toast : undefined);
  useToastNotice(confirm.data?.toast);
  const busy = start.state !== "idle" || confirm.state !== "idle" || prompting;
  const { field, formError } = useFieldErrors(start.data);
  const close = () => {
    abandon();
    onClose();
  };

  return (
    <TitledDialog
      open={open}
      onClose={close}
      title="Adicionar chave de acesso"
      description="Use a biometria ou o PIN do dispositivo, ou uma chave de segurança física."
    >
      <start.Form method="post" action={ACTION} className="space-y-4">
        <input type="hidden" name="intent" value="enrol-passkey" />
        <FactorNameField id="passkey-name" defaultValue="Chave de acesso" error={field("friendlyName").error} />
        <FormAlert message={formError} />
        <FormDialogFooter
          onCancel={close}
          submitLabel="Criar chave de acesso"
          pendingLabel="Aguardando o dispositivo..."
          pending={busy}
        />
      </start.Form>
    </TitledDialog>
  );
}
