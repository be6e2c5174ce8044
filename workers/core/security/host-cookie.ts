import { type CookieOptions, createCookie } from "@remix-run/cloudflare";
import { type AppEnv, isDevelopment } from "#core/context.ts";

/**
 * A first-party cookie only this site's server reads: HttpOnly, SameSite=Lax, the whole site's path. Outside
 * development it is Secure and named with the __Host- prefix, which pins it to this origin (browsers only
 * accept the prefix on a Secure cookie, so plain-HTTP development goes without both).
 */
export function hostCookie(env: AppEnv, name: string, options: Pick<CookieOptions, "maxAge" | "secrets">) {
  const secure = !isDevelopment(env);
  return createCookie(secure ? `__Host-${name}` : name, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    ...options,
  });
}
