import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * The one strength check of new passwords, run by the server (sign-up,
 * password change) and by the sign-up form as the person types: zxcvbn-ts
 * with the common and Brazilian Portuguese dictionaries, so "corinthians2020"
 * or "brasil2024" are refused like "12345678". The dictionaries are large, so
 * they are imported on first use, never with a page or a Worker's start: the
 * browser fetches them when someone starts typing a new password, and a
 * Worker decompresses them (~90 ms) only for a request that sets one.
 */
export const MIN_PASSWORD_SCORE = 3;

/** zxcvbn's 0-4, in words, for the live hint under the field. */
export const SCORE_LABELS = ["muito fraca", "fraca", "razoável", "boa", "forte"] as const;

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  /** Why the password would be refused, in Portuguese; null when it is strong enough. */
  weakReason: string | null;
}

let factory: Promise<ZxcvbnFactory> | null = null;

function estimator(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-pt-br"),
  ]).then(
    ([core, common, ptBr]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...ptBr.dictionary },
        graphs: common.adjacencyGraphs,
        translations: ptBr.translations,
      }),
  );
  // A failed import must not be remembered: the next password gets a fresh attempt.
  factory.catch(() => {
    factory = null;
  });
  return factory;
}

/** Starts fetching the dictionaries (a focused new-password field), so the first keystroke's answer comes sooner. */
export function preloadPasswordStrength(): void {
  estimator().catch(() => undefined);
}

/** How strong `password` is, given what else the person typed (their name, e-mail), which it must not lean on. */
export async function passwordStrength(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
  const result = await (await estimator()).check(password, userInputs.filter(Boolean));
  if (result.score >= MIN_PASSWORD_SCORE) return { score: result.score, weakReason: null };
  const why = result.feedback.warning ?? "Esta senha é fácil de adivinhar.";
  const hint = result.feedback.suggestions[0] ?? "Use uma frase com palavras pouco comuns.";
  return { score: result.score, weakReason: `Senha fraca. ${why} ${hint}` };
}

/** null when the password is strong enough; otherwise why not, in Portuguese. */
export async function weakPasswordReason(password: string, userInputs: string[] = []): Promise<string | null> {
  return (await passwordStrength(password, userInputs)).weakReason;
}
