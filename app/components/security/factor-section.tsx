import { KeyRound, type LucideIcon, Pencil, Smartphone, Trash2 } from "lucide-react";
import { useState } from "react";
import { useToastNotice } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormDialogFooter, TitledDialog } from "#app/components/ui/dialog.tsx";
import type { ActionResult } from "#isomorphic/action-result.ts";
import type { FactorView } from "#isomorphic/mfa-types.ts";
import { FormAlert } from "#app/components/ui/form-field.tsx";
import { useFetcherSettled } from "#app/lib/use-fetcher-settled.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";
import { FactorNameField } from "./factor-name-field.tsx";
import { LocalTime } from "./local-time.tsx";
import { PasskeyEnrolmentDialog } from "./passkey-enrolment-dialog.tsx";
import { TotpEnrolmentDialog } from "./totp-enrolment-dialog.tsx";

const ACTION = "/account/security";
const TYPE_LABEL = { totp: "Aplicativo autenticador", webauthn: "Chave de acesso", phone: "Telefone" } as const;

/** A small button on a factor's row, named for the factor it acts on ("Remover Celular"). */
function FactorAction({
  icon: Icon,
  verb,
  factor,
  onClick,
}: {
  icon: LucideIcon;
  verb: string;
  factor: FactorView;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      onClick={onClick}
      aria-label={`${verb} ${factor.friendly_name ?? ""}`}
    >
      <Icon aria-hidden className="h-4 w-4" /> {verb}
    </Button>
  );
}

/** The account's second factors: list, add (app or passkey), rename, remove. */
export function FactorSection({
  factors,
  onRecoveryCodes,
}: {
  factors: FactorView[];
  onRecoveryCodes: (codes: string[] | null) => void;
}) {
  const [adding, setAdding] = useState<"totp" | "webauthn" | null>(null);
  const [renaming, setRenaming] = useState<FactorView | null>(null);
  const [removing, setRemoving] = useState<FactorView | null>(null);
  const verified = factors.filter((factor) => factor.status === "verified");

  return (
    <section aria-labelledby="segundo-fator" className="rounded-xl border border-line bg-white p-6">
      <h2 id="segundo-fator" className="text-lg font-semibold">
        Verificação em duas etapas
      </h2>
      <p className="mt-1 text-sm text-muted">
        {verified.length > 0
          ? "Ativada: ao entrar, além da senha, pedimos um código do aplicativo ou a sua chave de acesso."
          : "Desativada. Proteja a conta com um aplicativo autenticador ou uma chave de acesso."}
      </p>
      {factors.length > 0 ? (
        <ul className="mt-4 divide-y divide-line rounded-lg border border-line" aria-label="Fatores">
          {factors.map((factor) => {
            const Icon = factor.factor_type === "webauthn" ? KeyRound : Smartphone;
            return (
              <li
                key={factor.id}
                className="flex flex-wrap items-center gap-3 p-3"
                data-factor={factor.friendly_name ?? ""}
              >
                <Icon aria-hidden className="h-5 w-5 text-brand-600" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{factor.friendly_name ?? TYPE_LABEL[factor.factor_type]}</p>
                  <p className="text-xs text-muted">
                    {TYPE_LABEL[factor.factor_type]} ·{" "}
                    {factor.status === "verified" ? (
                      <span className="text-success">Verificado</span>
                    ) : (
                      <span className="text-warning">Não verificado</span>
                    )}
                    {factor.last_used_at ? (
                      <>
                        {" "}
                        · usado em <LocalTime at={factor.last_used_at} />
                      </>
                    ) : null}
                  </p>
                </div>
                <FactorAction icon={Pencil} verb="Renomear" factor={factor} onClick={() => setRenaming(factor)} />
                <FactorAction icon={Trash2} verb="Remover" factor={factor} onClick={() => setRemoving(factor)} />
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => setAdding("totp")}>
          <Smartphone aria-hidden className="h-4 w-4" /> Adicionar aplicativo autenticador
        </Button>
        <Button type="button" variant="outline" onClick={() => setAdding("webauthn")}>
          <KeyRound aria-hidden className="h-4 w-4" /> Adicionar chave de acesso
        </Button>
      </div>
      <TotpEnrolmentDialog open={adding === "totp"} onClose={() => setAdding(null)} onRecoveryCodes={onRecoveryCodes} />
      <PasskeyEnrolmentDialog
        open={adding === "webauthn"}
        onClose={() => setAdding(null)}
        onRecoveryCodes={onRecoveryCodes}
      />
      <RenameFactorDialog factor={renaming} onClose={() => setRenaming(null)} />
      <RemoveFactorDialog factor={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}

function RenameFactorDialog({ factor, onClose }: { factor: FactorView | null; onClose: () => void }) {
  const fetcher = useFetcherSettled<ActionResult>((result) => result?.ok && onClose());
  const saving = fetcher.state !== "idle";
  useToastNotice(fetcher.data?.toast);
  const { field, formError } = useFieldErrors(fetcher.data);
  return (
    <TitledDialog open={factor !== null} onClose={onClose} title="Renomear fator">
      <fetcher.Form method="post" action={ACTION} className="space-y-4">
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="factorId" value={factor?.id ?? ""} />
        <FactorNameField
          id="factor-name"
          label="Nome"
          required
          defaultValue={factor?.friendly_name ?? ""}
          error={field("friendlyName").error}
        />
        <FormAlert message={formError} />
        <FormDialogFooter onCancel={onClose} submitLabel="Salvar" pendingLabel="Salvando..." pending={saving} />
      </fetcher.Form>
    </TitledDialog>
  );
}

function RemoveFactorDialog({ factor, onClose }: { factor: FactorView | null; onClose: () => void }) {
  const fetcher = useFetcherSettled<ActionResult>((result) => result?.ok && onClose());
  const removing = fetcher.state !== "idle";
  useToastNotice(fetcher.data?.toast);
  return (
    <TitledDialog
      open={factor !== null}
      onClose={onClose}
      title={`Remover ${factor?.friendly_name ?? "fator"}?`}
      description="As outras sessões da conta serão encerradas. Sem nenhum fator, o login volta a pedir só a senha."
    >
      <fetcher.Form method="post" action={ACTION}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="factorId" value={factor?.id ?? ""} />
        <FormDialogFooter
          onCancel={onClose}
          submitLabel="Remover"
          pendingLabel="Removendo..."
          pending={removing}
          variant="danger"
        />
      </fetcher.Form>
    </TitledDialog>
  );
}
