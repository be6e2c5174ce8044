import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * Offline strength check of new passwords (sign-up and password change):
 * zxcvbn-ts with the common and Brazilian Portuguese dictionaries, so
 * "corinthians2020" or "brasil2024" are refused like "12345678". Server-only:
 * the dictionaries are megabytes, never shipped to the browser, and imported
 * on first use: decompressing them costs ~90 ms, which a Worker's cold start
 * should not pay for requests that never set a password.
 */
export const MIN_PASSWORD_SCORE = 3;

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

/** null when the password is strong enough; otherwise why not, in Portuguese. */
export async function weakPasswordReason(password: string, userInputs: string[] = []): Promise<string | null> {
  const result = await (await estimator()).check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning ?? "Esta senha é fácil de adivinhar.";
  const hint = result.feedback.suggestions[0] ?? "Use uma frase com palavras pouco comuns.";
  return `Senha fraca. ${why} ${hint}`;
}
