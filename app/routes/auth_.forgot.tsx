import type { ActionFunctionArgs, HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { KeyRound } from "lucide-react";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { useToastNotice } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { AUTH_LIMITS } from "#app/lib/schemas/limits.ts";
import { envOf } from "#core/context.ts";
import { handleForgotPassword } from "#core/email/password-reset-page.ts";

export const meta: MetaFunction = () => [{ title: "Esqueci minha senha — Nexo" }];

/** Lets Retry-After from a rate-limited request reach the browser. */
export const headers: HeadersFunction = ({ actionHeaders }) => actionHeaders;

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
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Processando..." : "Enviar link"}
        </Button>
      </Form>
      {result?.ok ? (
        <p role="status" className="mt-4 rounded-lg bg-info-soft p-3 text-sm text-ink">
          {result.toast?.description}
        </p>
      ) : null}
      <p className="mt-6 border-t border-line pt-4 text-sm">
        <Link to="/auth" className="text-brand-700 underline-offset-2 hover:underline">
          Voltar ao login
        </Link>
      </p>
    </AuthCard>
  );
}
