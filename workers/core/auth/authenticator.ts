import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { signInSchema } from "#isomorphic/schemas/auth.ts";
import { invalidInput } from "#isomorphic/app-error.ts";
import type { AppEnv } from "#core/context.ts";
import { type Credentials, signIn } from "./sign-in.ts";

/**
 * The browser's sign-in as the design card has it: remix-auth's Authenticator
 * with a FormStrategy, whose verify reads the e-mail and password from the
 * form and answers the account's id (or throws the AppError the form shows:
 * `invalid_credentials`, `rate_limited`). remix-auth 4 leaves the session to
 * the app, so the caller starts it (./auth-action.ts). The API's token
 * sign-in (JSON, not a form) calls ./sign-in.ts directly, with the same checks.
 */
export const PASSWORD_STRATEGY = "password";

export function signInAuthenticator(env: AppEnv): Authenticator<string> {
  return new Authenticator<string>().use(
    new FormStrategy<string>(async ({ form, request }) => {
      const credentials = signInSchema.safeParse(Object.fromEntries(form));
      if (!credentials.success) throw invalidInput(credentials.error);
      return signIn(request, env, credentials.data, "form");
    }),
    PASSWORD_STRATEGY,
  );
}

/**
 * Signs in with credentials the action already read from its form (once, with
 * the checks of #core/http/form.ts): the strategy reads them from a copy of
 * the request that carries only them, with the original's headers (the
 * address, the cookies and the agent the limits and the audit read).
 */
export function signInWithForm(request: Request, env: AppEnv, credentials: Credentials): Promise<string> {
  const headers = new Headers(request.headers);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  headers.delete("Content-Length");
  const body = new URLSearchParams({ email: credentials.email, password: credentials.password });
  return signInAuthenticator(env).authenticate(
    PASSWORD_STRATEGY,
    new Request(request.url, { method: "POST", headers, body }),
  );
}
