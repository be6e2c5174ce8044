import { FormField } from "#app/components/ui/form-field.tsx";
import { MFA_LIMITS } from "#isomorphic/schemas/limits.ts";

/**
 * The `friendlyName` field every factor form has (enrolling an app or a
 * passkey, renaming). Uncontrolled: a dialog's content mounts afresh on each
 * opening, so `defaultValue` is where every opening starts.
 */
export function FactorNameField({
  id,
  label = "Nome do fator",
  required = false,
  defaultValue,
  error,
}: {
  id: string;
  label?: string;
  /** Renaming needs a name; an enrolment left blank gets the server's default. */
  required?: boolean;
  defaultValue: string;
  error?: string;
}) {
  return (
    <FormField
      id={id}
      label={label}
      name="friendlyName"
      required={required}
      defaultValue={defaultValue}
      maxLength={MFA_LIMITS.friendlyName}
      error={error}
    />
  );
}
