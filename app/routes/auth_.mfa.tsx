import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { KeyRound, ShieldCheck, Smartphone } from "lucide-react";
import { useState } from "react";
import { passkeyErrorMessage, signWithPasskey } from "#app/components/security/passkey-client.ts";
import { notify, useAttemptToast } from "#app/components/toaster.tsx";
import { BusySubmit } from "#app/components/account/auth-card-parts.tsx";
import { Logo } from "#app/components/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormAlert, FormField } from "#app/components/ui/form-field.tsx";
import { MFA_LIMITS } from "#isomorphic/schemas/limits.ts";
import { useFetcherSettled } from "#app/lib/use-fetcher-settled.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";
import { useProduct } from "#app/lib/use-product.ts";
import { withEnv } from "#core/context.ts";
import type { MfaStepResult } from "#isomorphic/mfa-types.ts";
import { handleMfaStep, loadMfaStep } from "#core/mfa/mfa-step.ts";
import { actionHeadersThrough } from "#app/lib/action-headers.ts";

export const meta: MetaFunction = () => [{ title: "Verificação em duas etapas — Nexo" }];

export const loader = withEnv(loadMfaStep);

export const headers = actionHeadersThrough;

export const action = withEnv(handleMfaStep);

export default function MfaStep() {
  const { email, factors } = useLoaderData<typeof loader>();
  const { productName } = useProduct();
  const actionData = useActionData<MfaStepResult>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const totp = factors.find((factor) => factor.type === "totp");
  const passkey = factors.find((factor) => factor.type === "webauthn");
  const [recovery, setRecovery] = useState(!totp && !passkey);
  useAttemptToast(actionData?.toast, navigation.state === "submitting");
  // Each form's one input is its code: a refusal is said under it, as well as in the toast.
  const totpErrors = useFieldErrors(actionData, { intent: "totp", fallback: "code" });
  const recoveryErrors = useFieldErrors(actionData, { intent: "recovery", fallback: "code" });

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface p-6">
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-8 shadow-sm">
        <Logo name={productName} className="text-xl text-brand-900" />
        <h1 className="mt-6 flex items-center gap-2 text-2xl font-bold text-brand-900">
          <ShieldCheck aria-hidden className="h-6 w-6 text-brand-600" /> Verificação em duas etapas
        </h1>
        <p className="mt-1 text-sm text-muted">
          Confirme que é você para entrar como <span className="font-medium text-ink">{email}</span>.
        </p>

        {totp && !recovery ? (
          <Form method="post" className="mt-6 space-y-3" aria-label="Código do aplicativo">
            <input type="hidden" name="intent" value="totp" />
            <input type="hidden" name="factorId" value={totp.id} />
            <FormField
              id="mfa-code"
              label={
                <>
                  <Smartphone aria-hidden className="h-4 w-4" /> Código de 6 dígitos do aplicativo autenticador
                </>
              }
              labelClassName="flex items-center gap-2"
              {...totpErrors.field("code")}
              required
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              className="text-center font-mono text-lg tracking-[0.4em]"
            />
            <BusySubmit busy={busy} busyLabel="Verificando...">
              Verificar
            </BusySubmit>
          </Form>
        ) : null}

        {passkey && !recovery ? <PasskeyButton factorId={passkey.id} name={passkey.name} /> : null}

        {recovery ? (
          <Form method="post" className="mt-6 space-y-3" aria-label="Código de recuperação">
            <input type="hidden" name="intent" value="recovery" />
            <FormField
              id="recovery-code"
              label="Código de recuperação"
              {...recoveryErrors.field("code")}
              required
              autoFocus
              autoComplete="off"
              spellCheck={false}
              maxLength={MFA_LIMITS.recoveryCode}
              placeholder="xxxxx-xxxxx"
              className="font-mono"
              hint="Cada código funciona uma única vez."
            />
            <BusySubmit busy={busy} busyLabel="Verificando...">
              Usar código de recuperação
            </BusySubmit>
          </Form>
        ) : null}

        <div className="mt-6 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-4 text-sm">
          {totp || passkey ? (
            <button
              type="button"
              className="text-brand-700 underline-offset-2 hover:underline"
              onClick={() => setRecovery(!recovery)}
            >
              {recovery ? "Voltar ao segundo fator" : "Perdeu o acesso? Use um código de recuperação"}
            </button>
          ) : (
            <span />
          )}
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className="text-muted underline-offset-2 hover:underline">
              Entrar com outra conta
            </button>
          </Form>
        </div>
      </div>
    </main>
  );
}

/** Asks the server for a challenge, lets the browser sign it with the passkey, and sends the answer back. */
function PasskeyButton({ factorId, name }: { factorId: string; name: string }) {
  const answer = useFetcher<MfaStepResult>();
  const [prompting, setPrompting] = useState(false);
  // Prompt once the options request has settled. The challenge arrives while
  // the fetcher is still "loading" (Remix revalidates the page after the
  // action), so an effect keyed on the data alone saw a busy fetcher and never
  // ran again once it went idle: the passkey was never asked for.
  const options = useFetcherSettled<MfaStepResult>((result) => {
    const challenge = result?.ok ? result.passkey : undefined;
    if (challenge?.webauthn?.type !== "request") return;
    setPrompting(true);
    signWithPasskey(challenge.webauthn.credential_options)
      .then((credential) =>
        answer.submit({ intent: "passkey", factorId, challengeId: challenge.id, credential }, { method: "post" }),
      )
      .catch((error: unknown) =>
        notify({ type: "error", title: "Chave de acesso", description: passkeyErrorMessage(error) }),
      )
      .finally(() => setPrompting(false));
  });
  const busy = options.state !== "idle" || answer.state !== "idle" || prompting;
  const refused = [options.data, answer.data].find((result) => result?.ok === false);
  useAttemptToast(refused?.toast, busy);

  return (
    <div className="mt-4">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={busy}
        onClick={() => options.submit({ intent: "passkey-options", factorId }, { method: "post" })}
      >
        <KeyRound aria-hidden className="h-4 w-4" />{" "}
        {busy ? "Aguardando a chave de acesso..." : `Usar chave de acesso (${name})`}
      </Button>
      {refused && !refused.ok && !busy ? (
        <div className="mt-2">
          <FormAlert message={refused.error} />
        </div>
      ) : null}
    </div>
  );
}
