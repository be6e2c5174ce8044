import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { MFA_LIMITS } from "~/lib/schemas/limits";

/** The `friendlyName` input every factor form has (enrolling an app or a passkey, renaming). */
export function FactorNameField({
  id,
  label = "Nome do fator",
  required = false,
  value,
  onChange,
}: {
  id: string;
  label?: string;
  /** Renaming needs a name; an enrolment left blank gets the server's default. */
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name="friendlyName" required={required} value={value} maxLength={MFA_LIMITS.friendlyName} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
