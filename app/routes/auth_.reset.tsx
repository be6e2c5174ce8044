import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { KeyRound } from "lucide-react";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { useToastNotice } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { AUTH_LIMITS } from "#isomorphic/schemas/limits.ts";
import { withEnv } from "#core/context.ts";
import { handleResetPassword, loadResetPage } from "#core/email/password-reset-page.ts";
import { AuthCardFooterLink, BusySubmit } from "#app/components/account/auth-card-parts.tsx";
import { actionHeadersThrough } from "#app/lib/action-headers.ts";

export const meta: MetaFunction = () => [{ title: "Nova senha — Nexo" }];

export const loader = withEnv(loadResetPage);

export const headers = actionHeadersThrough;

export const action = withEnv(handleResetPassword);

export default function ResetPassword() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  useToastNotice(result?.toast);

  if (!email) {
    return (
      <AuthCard
        icon={KeyRound}
        title="Link inválido ou expirado"
        intro="O link de redefinição vale por 30 minutos e funciona uma única vez."
      >
        <Button asChild className="mt-6 w-full">
          <Link to="/auth/forgot">Pedir um novo link</Link>
        </Button>
        <AuthCardFooterLink to="/auth">Voltar ao login</AuthCardFooterLink>
      </AuthCard>
    );
  }

  const error = result && !result.ok ? result.error : undefined;
  return (
    <AuthCard
      icon={KeyRound}
      title="Criar uma nova senha"
      intro={
        <>
          Para a conta <span className="font-medium text-ink">{email}</span>. Ao salvar, todas as sessões abertas da
          conta são encerradas.
        </>
      }
    >
      <Form method="post" className="mt-6 space-y-4" aria-label="Criar nova senha">
        <input type="hidden" name="intent" value="reset-password" />
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <div className="space-y-1.5">
          <Label htmlFor="reset-password">Nova senha</Label>
          <Input
            id="reset-password"
            name="password"
            type="password"
            required
            autoComplete="new-password"
            autoFocus
            minLength={AUTH_LIMITS.passwordMin}
            maxLength={AUTH_LIMITS.password}
            aria-describedby={error ? "reset-error" : undefined}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="reset-confirmation">Repita a nova senha</Label>
          <Input
            id="reset-confirmation"
            name="confirmation"
            type="password"
            required
            autoComplete="new-password"
            minLength={AUTH_LIMITS.passwordMin}
            maxLength={AUTH_LIMITS.password}
          />
        </div>
        {error ? (
          <p id="reset-error" role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <BusySubmit busy={busy}>Redefinir senha</BusySubmit>
      </Form>
    </AuthCard>
  );
}
