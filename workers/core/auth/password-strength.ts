import { PASSWORD_DICTIONARIES_PATH } from "#isomorphic/config/password-dictionaries.ts";
import { weakPasswordReason as weakReason } from "#isomorphic/password-strength.ts";

/**
 * The server's password check: the shared estimator (isomorphic/password-strength.ts)
 * with its dictionaries read through the ASSETS binding, so the Worker's bundle
 * carries none of them and only a request that sets a password reads them.
 */
export function weakPasswordReason(
  assets: Fetcher,
  password: string,
  userInputs: string[] = [],
): Promise<string | null> {
  return weakReason(
    () => assets.fetch(new URL(PASSWORD_DICTIONARIES_PATH, "https://assets.invalid")),
    password,
    userInputs,
  );
}
