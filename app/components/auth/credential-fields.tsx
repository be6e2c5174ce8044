import { FormField, type InputFieldProps } from "#app/components/ui/form-field.tsx";
import { preloadPasswordStrength } from "#isomorphic/password-strength.ts";
import { AUTH_LIMITS } from "#isomorphic/schemas/limits.ts";
import { fromSite, PasswordStrengthHint } from "./password-strength-hint.tsx";

type CredentialFieldProps = Omit<InputFieldProps, "label" | "type"> & { label?: string };

/** An account's e-mail, as every form here asks for it. */
export function EmailField({ label = "E-mail", ...props }: CredentialFieldProps) {
  return (
    <FormField label={label} type="email" required autoComplete="email" maxLength={AUTH_LIMITS.email} {...props} />
  );
}

/** The account's current password: any length an older account may have. */
export function CurrentPasswordField({ label = "Senha", ...props }: CredentialFieldProps) {
  return (
    <FormField
      label={label}
      type="password"
      required
      autoComplete="current-password"
      maxLength={AUTH_LIMITS.signInPassword}
      {...props}
    />
  );
}

/**
 * A new password within the policy's limits, its strength shown as it is typed
 * (`typed`: the field's text now; `context`: the name and e-mail it must not lean on).
 */
export function NewPasswordField({
  label = "Senha",
  typed,
  context,
  ...props
}: CredentialFieldProps & { typed: string; context: string[] }) {
  return (
    <FormField
      label={label}
      type="password"
      required
      autoComplete="new-password"
      minLength={AUTH_LIMITS.passwordMin}
      maxLength={AUTH_LIMITS.password}
      onFocus={() => preloadPasswordStrength(fromSite)}
      hint={<PasswordStrengthHint password={typed} userInputs={context} />}
      {...props}
    />
  );
}
