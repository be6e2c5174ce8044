import { Form } from "@remix-run/react";
import { FormAlert, FormField } from "#app/components/ui/form-field.tsx";
import type { ActionResult } from "#isomorphic/action-result.ts";
import { AUTH_LIMITS } from "#isomorphic/schemas/limits.ts";
import { useFieldErrors } from "#app/lib/use-field-errors.ts";
import { useTypedText } from "#app/lib/use-typed-text.ts";
import { EmailField, NewPasswordField } from "./credential-fields.tsx";
import { BusySubmit } from "#app/components/account/auth-card-parts.tsx";

/**
 * The Criar Conta tab: name, e-mail and a new password whose strength shows as it is typed. `email` fills the
 * address (an invitation's link brings the invitee's).
 */
export function SignUpForm({
  result,
  busy,
  email = "",
}: {
  result: ActionResult | undefined;
  busy: boolean;
  email?: string;
}) {
  const { field, formError } = useFieldErrors(result, { intent: "signup" });
  const { typed, listeners } = useTypedText(["fullName", "email", "password"]);
  return (
    // Posted to the tab's own URL, so a reload after a refusal opens this tab again.
    <Form method="post" action="/auth?mode=signup" className="space-y-4" aria-label="Criar Conta" {...listeners}>
      <input type="hidden" name="intent" value="signup" />
      <FormField
        id="signup-name"
        label="Nome Completo"
        {...field("fullName")}
        required
        autoComplete="name"
        maxLength={AUTH_LIMITS.fullName}
      />
      <EmailField id="signup-email" {...field("email")} defaultValue={email} />
      <NewPasswordField
        id="signup-password"
        {...field("password")}
        typed={typed.password}
        context={[typed.email, typed.fullName]}
      />
      <FormAlert message={formError} />
      <BusySubmit busy={busy}>Criar Conta</BusySubmit>
    </Form>
  );
}
