import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { KeyRound } from "lucide-react";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { useToastNotice } from "#app/components/toaster.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { AUTH_LIMITS } from "#isomorphic/schemas/limits.ts";
import { envOf } from "#core/context.ts";
import { handleForgotPassword } from "#core/email/password-reset-page.ts";
import { AuthCardFooterLink, BusySubmit } from "#app/components/account/auth-card-parts.tsx";
import { actionHeadersThrough } from "#app/lib/action-headers.ts";

export const meta: MetaFunction = () => [{ title: "Esqueci minha senha — Nexo" }];

export const headers = actionHeadersThrough;

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForgotPassword(request, envOf(context), context.cloudflare.ctx);
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  useToastNotice(result?.toast);

  return (
    <AuthCard
      icon={KeyRound}
      title="Esqueci minha senha"
      intro="Digite o e-mail da sua conta. Enviaremos um link para você criar uma nova senha."
    >
      <Form method="post" className="mt-6 space-y-4" aria-label="Esqueci minha senha">
        <input type="hidden" name="intent" value="forgot-password" />
        <div className="space-y-1.5">
          <Label htmlFor="forgot-email">E-mail</Label>
          <Input
            id="forgot-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            autoFocus
            maxLength={AUTH_LIMITS.email}
          />
        </div>
        <BusySubmit busy={busy}>Enviar link</BusySubmit>
      </Form>
      {result?.ok ? (
        <p role="status" className="mt-4 rounded-lg bg-info-soft p-3 text-sm text-ink">
          {result.toast?.description}
        </p>
      ) : null}
      <AuthCardFooterLink to="/auth">Voltar ao login</AuthCardFooterLink>
    </AuthCard>
  );
}
