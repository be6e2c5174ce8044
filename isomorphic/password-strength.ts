import type { OptionsType, TranslationKeys, ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * The one strength check of new passwords, run by the server (sign-up,
 * password change, reset) and by the sign-up form as the person types:
 * zxcvbn-ts with the common and Brazilian Portuguese dictionaries, so
 * "corinthians2020" or "brasil2024" are refused like "12345678". The word
 * lists are megabytes, so they are neither in a page's scripts nor in the
 * Worker's bundle: they are one static asset (isomorphic/config/password-dictionaries.ts,
 * written by the client build), fetched on first use — by the browser when
 * someone starts typing a new password, by the Worker through its ASSETS
 * binding for a request that sets one (workers/core/auth/password-strength.ts).
 */
export const MIN_PASSWORD_SCORE = 3;

/** zxcvbn's 0-4, in words, for the live hint under the field. */
export const SCORE_LABELS = ["muito fraca", "fraca", "razoável", "boa", "forte"] as const;

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  /** Why the password would be refused, in Portuguese; null when it is strong enough. */
  weakReason: string | null;
}

/** Fetches the dictionaries' asset: `fetch` in the browser, the ASSETS binding in the Worker. */
export type DictionarySource = () => Promise<Response>;

interface PasswordDictionaries {
  dictionary: NonNullable<OptionsType["dictionary"]>;
  graphs: NonNullable<OptionsType["graphs"]>;
  translations: TranslationKeys;
}

async function dictionaries(source: DictionarySource): Promise<PasswordDictionaries> {
  const response = await source();
  if (!response.ok) throw new Error(`password dictionaries: ${response.status}`);
  return response.json();
}

let factory: Promise<ZxcvbnFactory> | null = null;

function estimator(source: DictionarySource): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import("@zxcvbn-ts/core"), dictionaries(source)]).then(
    ([core, lists]) =>
      new core.ZxcvbnFactory({ dictionary: lists.dictionary, graphs: lists.graphs, translations: lists.translations }),
  );
  // A failed import must not be remembered: the next password gets a fresh attempt.
  factory.catch(() => {
    factory = null;
  });
  return factory;
}

/** Starts fetching the dictionaries (a focused new-password field), so the first keystroke's answer comes sooner. */
export function preloadPasswordStrength(source: DictionarySource): void {
  estimator(source).catch(() => undefined);
}

/** How strong `password` is, given what else the person typed (their name, e-mail), which it must not lean on. */
export async function passwordStrength(
  source: DictionarySource,
  password: string,
  userInputs: string[] = [],
): Promise<PasswordStrength> {
  const result = await (await estimator(source)).check(password, userInputs.filter(Boolean));
  if (result.score >= MIN_PASSWORD_SCORE) return { score: result.score, weakReason: null };
  const why = result.feedback.warning ?? "Esta senha é fácil de adivinhar.";
  const hint = result.feedback.suggestions[0] ?? "Use uma frase com palavras pouco comuns.";
  return { score: result.score, weakReason: `Senha fraca. ${why} ${hint}` };
}

/** null when the password is strong enough; otherwise why not, in Portuguese. */
export async function weakPasswordReason(
  source: DictionarySource,
  password: string,
  userInputs: string[] = [],
): Promise<string | null> {
  return (await passwordStrength(source, password, userInputs)).weakReason;
}
