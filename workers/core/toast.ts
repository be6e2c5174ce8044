import { redirect } from "@remix-run/cloudflare";
import { isToast, type Toast } from "#isomorphic/toast.ts";
import type { AppEnv } from "./context.ts";
import { appSecrets } from "./security/app-secret.ts";
import { hostCookie } from "./security/host-cookie.ts";

/**
 * One-shot notices that survive a redirect (sign-in → / → /dashboard). The
 * cookie is signed with the app secret, so a cookie planted from elsewhere
 * (a sibling subdomain, a script) cannot make the app show words it never
 * said; the root loader reads and clears it. A host cookie like the session's
 * (./security/host-cookie.ts: one definition of the server's own cookies).
 */
async function toastCookie(env: AppEnv) {
  // The current key signs, previous ones still verify during a rotation.
  return hostCookie(env, "nexo_toast", { maxAge: 60, secrets: await appSecrets(env) });
}

export async function toastHeader(env: AppEnv, toast: Omit<Toast, "id">): Promise<string> {
  return (await toastCookie(env)).serialize({ ...toast, id: crypto.randomUUID() });
}

export async function redirectWithToast(env: AppEnv, url: string, toast: Omit<Toast, "id">, headers: HeadersInit = {}) {
  const merged = new Headers(headers);
  merged.append("Set-Cookie", await toastHeader(env, toast));
  return redirect(url, { headers: merged });
}

/** The toast, if the request carries a validly signed one, and the header that clears it. */
export async function readToast(request: Request, env: AppEnv): Promise<{ toast: Toast | null; clear: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("nexo_toast=")) return { toast: null, clear: null };
  const cookie = await toastCookie(env);
  // An unsigned or tampered value parses as null (Remix checks the signature).
  const value: unknown = await cookie.parse(header).catch(() => null);
  return { toast: isToast(value) ? value : null, clear: await cookie.serialize("", { maxAge: 0 }) };
}
