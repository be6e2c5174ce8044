import { Form } from "@remix-run/react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormAlert, FormField } from "~/components/ui/form-field";
import type { ActionResult } from "~/lib/action-result";
import { preloadPasswordStrength } from "~/lib/password-strength";
import { AUTH_LIMITS } from "~/lib/schemas/limits";
import { useFieldErrors } from "~/lib/use-field-errors";
import { PasswordStrengthHint } from "./password-strength-hint";

/** The Criar Conta tab: name, e-mail and a new password whose strength shows as it is typed. */
export function SignUpForm({ result, busy }: { result: ActionResult | undefined; busy: boolean }) {
  const { field, formError } = useFieldErrors(result, { intent: "signup" });
  const [fullName, setFullName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  return (
    // Posted to the tab's own URL, so a reload after a refusal opens this tab again.
    <Form method="post" action="/auth?mode=signup" className="space-y-4" aria-label="Criar Conta">
      <input type="hidden" name="intent" value="signup" />
      <FormField
        id="signup-name"
        label="Nome Completo"
        {...field("fullName")}
        required
        autoComplete="name"
        maxLength={AUTH_LIMITS.fullName}
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
      />
      <FormField
        id="signup-email"
        label="E-mail"
        {...field("email")}
        type="email"
        required
        autoComplete="email"
        maxLength={AUTH_LIMITS.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormField
        id="signup-password"
        label="Senha"
        {...field("password")}
        type="password"
        required
        autoComplete="new-password"
        minLength={AUTH_LIMITS.passwordMin}
        maxLength={AUTH_LIMITS.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onFocus={preloadPasswordStrength}
        hint={<PasswordStrengthHint password={password} userInputs={[email, fullName]} />}
      />
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Processando..." : "Criar Conta"}
      </Button>
    </Form>
  );
}
