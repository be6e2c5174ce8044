/**
 * Where the password strength check's word lists are served from: a static
 * asset the client build writes (vite.config.ts), read by the web Worker
 * through its ASSETS binding on the first password check. As modules they
 * were ~0.5 MiB gzip of the Worker's bundle, half its size; as an asset they
 * cost nothing until a password is set. They are public word lists.
 */
export const PASSWORD_DICTIONARIES_PATH = "/_nexo/password-dictionaries.json";
