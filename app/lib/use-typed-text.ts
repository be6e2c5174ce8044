import { type FormEvent, useState } from "react";

/**
 * What is typed in some of a form's fields, for what follows the input (a new
 * password's strength) while the fields themselves stay uncontrolled. Spread
 * `listeners` on the form.
 */
export function useTypedText<K extends string>(names: readonly K[]) {
  const empty = () => Object.fromEntries(names.map((name) => [name, ""])) as Record<K, string>;
  const [typed, setTyped] = useState(empty);
  const listeners = {
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const data = new FormData(event.currentTarget);
      setTyped(Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? "")])) as Record<K, string>);
    },
    onReset: () => setTyped(empty()),
  };
  return { typed, listeners };
}
