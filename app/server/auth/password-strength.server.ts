import type { OptionsType, TranslationKeys, ZxcvbnFactory } from "@zxcvbn-ts/core";
import { PASSWORD_DICTIONARIES_PATH } from "~/config/password-dictionaries";

/**
 * Offline strength check of new passwords (sign-up and password change):
 * zxcvbn-ts with the common and Brazilian Portuguese dictionaries, so
 * "corinthians2020" or "brasil2024" are refused like "12345678". The word
 * lists are megabytes: never shipped to the browser nor bundled into the
 * Worker, they are a static asset read through the ASSETS binding on the
 * first check (app/config/password-dictionaries.ts), so neither the bundle nor
 * a cold start pays for requests that never set a password.
 */
export const MIN_PASSWORD_SCORE = 3;

let factory: Promise<ZxcvbnFactory> | null = null;

interface PasswordDictionaries {
  dictionary: NonNullable<OptionsType["dictionary"]>;
  graphs: NonNullable<OptionsType["graphs"]>;
  translations: TranslationKeys;
}

async function dictionaries(assets: Fetcher): Promise<PasswordDictionaries> {
  const response = await assets.fetch(new URL(PASSWORD_DICTIONARIES_PATH, "https://assets.invalid"));
  if (!response.ok) throw new Error(`password dictionaries: ${response.status}`);
  return response.json();
}

function estimator(assets: Fetcher): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([import("@zxcvbn-ts/core"), dictionaries(assets)]).then(
    ([core, lists]) => new core.ZxcvbnFactory({ dictionary: lists.dictionary, graphs: lists.graphs, translations: lists.translations }),
  );
  // A failed import must not be remembered: the next password gets a fresh attempt.
  factory.catch(() => {
    factory = null;
  });
  return factory;
}

/** null when the password is strong enough; otherwise why not, in Portuguese. */
export async function weakPasswordReason(assets: Fetcher, password: string, userInputs: string[] = []): Promise<string | null> {
  const result = await (await estimator(assets)).check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning ?? "Esta senha é fácil de adivinhar.";
  const hint = result.feedback.suggestions[0] ?? "Use uma frase com palavras pouco comuns.";
  return `Senha fraca. ${why} ${hint}`;
}
