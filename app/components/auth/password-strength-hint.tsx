import { useEffect, useState } from "react";
import { AUTH_LIMITS } from "#isomorphic/schemas/limits.ts";
import { PASSWORD_DICTIONARIES_PATH } from "#isomorphic/config/password-dictionaries.ts";
import {
  MIN_PASSWORD_SCORE,
  type PasswordStrength,
  passwordStrength,
  SCORE_LABELS,
} from "#isomorphic/password-strength.ts";
import { cn } from "#app/lib/utils.ts";

/**
 * Live strength of a new password, under its field: the same estimator and
 * the same reason the server gives when it refuses one. The estimator's
 * dictionaries load on the first keystroke, not with the page.
 */
/** The dictionaries' static asset, from the page's own origin. */
export const fromSite = () => fetch(PASSWORD_DICTIONARIES_PATH);

export function PasswordStrengthHint({ password, userInputs }: { password: string; userInputs: string[] }) {
  const [strength, setStrength] = useState<{ for: string; result: PasswordStrength } | null>(null);
  const inputs = userInputs.join("\n");
  useEffect(() => {
    if (password.length < AUTH_LIMITS.passwordMin) return;
    let current = true;
    passwordStrength(fromSite, password, inputs.split("\n"))
      .then((result) => current && setStrength({ for: password, result }))
      // Offline, or the chunk failed: the server still checks on submit.
      .catch(() => current && setStrength(null));
    return () => {
      current = false;
    };
  }, [password, inputs]);

  if (!password) return null;
  if (password.length < AUTH_LIMITS.passwordMin) {
    return <p aria-live="polite">Senha curta: use pelo menos {AUTH_LIMITS.passwordMin} caracteres.</p>;
  }
  const result = strength?.for === password ? strength.result : null;
  if (!result) return <p aria-live="polite">Verificando a força da senha...</p>;
  const strong = result.score >= MIN_PASSWORD_SCORE;
  return (
    <div data-password-score={result.score} className="space-y-1">
      <div aria-hidden className="flex gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              "h-1 flex-1 rounded-full",
              step <= result.score ? (strong ? "bg-success" : "bg-danger") : "bg-line",
            )}
          />
        ))}
      </div>
      <p aria-live="polite" className={strong ? "text-success" : "text-danger"}>
        Força da senha: {SCORE_LABELS[result.score]}.{result.weakReason ? ` ${result.weakReason}` : ""}
      </p>
    </div>
  );
}
