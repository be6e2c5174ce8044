import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { Input, Textarea } from "./input.tsx";
import { Label } from "./label.tsx";
import { cn } from "#app/lib/utils.ts";

interface FieldOwnProps {
  id: string;
  label: ReactNode;
  /** The server's (or the form's) message about this field, shown under it and tied to it for assistive technology. */
  error?: string;
  /** Help under the field (a rule, a live hint such as password strength); read out with the field too. */
  hint?: ReactNode;
  labelClassName?: string;
}

export type InputFieldProps = FieldOwnProps & { multiline?: false } & InputHTMLAttributes<HTMLInputElement>;
type TextareaFieldProps = FieldOwnProps & { multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>;

/**
 * One labelled field of a form: label, control, hint and error. Every form in
 * the app builds its fields with this, so each error sits under its field with
 * `aria-invalid` and `aria-describedby` pointing at it.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  labelClassName,
  ...control
}: InputFieldProps | TextareaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const aria = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
  };
  const invalid = cn(error && "border-danger", control.className);
  let field: ReactNode;
  if (control.multiline) {
    const { multiline, ...textarea } = control;
    field = <Textarea id={id} {...textarea} {...aria} className={invalid} />;
  } else {
    const { multiline, ...input } = control;
    field = <Input id={id} {...input} {...aria} className={invalid} />;
  }
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {field}
      {hint ? (
        <div id={hintId} className="text-xs text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form's message that belongs to no one field, at the end of the form. */
export function FormAlert({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm text-danger">
      {message}
    </p>
  ) : null;
}
