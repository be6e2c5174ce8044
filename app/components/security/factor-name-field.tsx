import { FormField } from "~/components/ui/form-field";
import { MFA_LIMITS } from "~/lib/schemas/limits";

/** The `friendlyName` field every factor form has (enrolling an app or a passkey, renaming). */
export function FactorNameField({
  id,
  label = "Nome do fator",
  required = false,
  value,
  onChange,
  error,
}: {
  id: string;
  label?: string;
  /** Renaming needs a name; an enrolment left blank gets the server's default. */
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <FormField
      id={id}
      label={label}
      name="friendlyName"
      required={required}
      value={value}
      maxLength={MFA_LIMITS.friendlyName}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
