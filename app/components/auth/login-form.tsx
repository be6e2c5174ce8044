import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { FormAlert, FormField } from "~/components/ui/form-field";
import type { ActionResult } from "~/lib/action-result";
import { AUTH_LIMITS } from "~/lib/schemas/limits";
import { useFieldErrors } from "~/lib/use-field-errors";

/** The Login tab: e-mail and password; a refusal shows under its field (or under the form) as well as in the toast. */
export function LoginForm({
  result,
  busy,
  email,
  onEmailChange,
}: {
  result: ActionResult | undefined;
  busy: boolean;
  /** Prefilled after a sign-up with the new account's e-mail. */
  email: string;
  onEmailChange: (email: string) => void;
}) {
  const { field, formError } = useFieldErrors(result, { intent: "login" });
  return (
    <Form method="post" action="/auth" className="space-y-4" aria-label="Login">
      <input type="hidden" name="intent" value="login" />
      <FormField
        id="login-email"
        label="E-mail"
        {...field("email")}
        type="email"
        required
        autoComplete="email"
        maxLength={AUTH_LIMITS.email}
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <FormField
        id="login-password"
        label="Senha"
        {...field("password")}
        type="password"
        required
        autoComplete="current-password"
        maxLength={AUTH_LIMITS.signInPassword}
      />
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Processando..." : "Entrar"}
      </Button>
    </Form>
  );
}
