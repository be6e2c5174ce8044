import { Form, Link } from "@remix-run/react";
import { FormAlert } from "#app/components/ui/form-field.tsx";
import type { ActionResult } from "#isomorphic/action-result.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";
import { CurrentPasswordField, EmailField } from "./credential-fields.tsx";
import { BusySubmit } from "#app/components/account/auth-card-parts.tsx";

/** The Login tab: e-mail and password; a refusal shows under its field (or under the form) as well as in the toast. */
export function LoginForm({ result, busy, email }: { result: ActionResult | undefined; busy: boolean; email: string }) {
  const { field, formError } = useFieldErrors(result, { intent: "login" });
  return (
    <Form method="post" action="/auth" className="space-y-4" aria-label="Login">
      <input type="hidden" name="intent" value="login" />
      {/* `email` is the account just created: a new one fills the field afresh. */}
      <EmailField key={email} id="login-email" {...field("email")} defaultValue={email} />
      <CurrentPasswordField id="login-password" {...field("password")} />
      <FormAlert message={formError} />
      <BusySubmit busy={busy}>Entrar</BusySubmit>
      <p className="text-center text-sm">
        <Link to="/auth/forgot" className="text-brand-700 underline-offset-2 hover:underline">
          Esqueci minha senha
        </Link>
      </p>
    </Form>
  );
}
