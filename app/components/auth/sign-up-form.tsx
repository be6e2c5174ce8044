import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { FormAlert, FormField } from "~/components/ui/form-field";
import type { ActionResult } from "~/lib/action-result";
import { AUTH_LIMITS } from "~/lib/schemas/limits";
import { useFieldErrors } from "~/lib/use-field-errors";
import { useTypedText } from "~/lib/use-typed-text";
import { EmailField, NewPasswordField } from "./credential-fields";

/** The Criar Conta tab: name, e-mail and a new password whose strength shows as it is typed. */
export function SignUpForm({ result, busy }: { result: ActionResult | undefined; busy: boolean }) {
  const { field, formError } = useFieldErrors(result, { intent: "signup" });
  const { typed, listeners } = useTypedText(["fullName", "email", "password"]);
  return (
    // Posted to the tab's own URL, so a reload after a refusal opens this tab again.
    <Form method="post" action="/auth?mode=signup" className="space-y-4" aria-label="Criar Conta" {...listeners}>
      <input type="hidden" name="intent" value="signup" />
      <FormField id="signup-name" label="Nome Completo" {...field("fullName")}
        required autoComplete="name" maxLength={AUTH_LIMITS.fullName} />
      <EmailField id="signup-email" {...field("email")} />
      <NewPasswordField id="signup-password" {...field("password")} typed={typed.password} context={[typed.email, typed.fullName]} />
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Processando..." : "Criar Conta"}
      </Button>
    </Form>
  );
}
