import { createCookie, redirect } from "@remix-run/cloudflare";
import type { Toast } from "~/lib/toast";

/**
 * One-shot notices that survive a redirect (sign-in → / → /dashboard). The
 * cookie is read and cleared by the root loader.
 */
const toastCookie = createCookie("nexo_toast", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60,
});

export async function toastHeader(toast: Omit<Toast, "id">): Promise<string> {
  return toastCookie.serialize({ ...toast, id: crypto.randomUUID() });
}

export async function redirectWithToast(url: string, toast: Omit<Toast, "id">, headers: HeadersInit = {}) {
  const merged = new Headers(headers);
  merged.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { headers: merged });
}

function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === "string" && typeof record.title === "string" &&
    (record.type === "success" || record.type === "error");
}

export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const value: unknown = await toastCookie.parse(request.headers.get("Cookie"));
  if (!isToast(value)) return { toast: null, clear: null };
  return { toast: value, clear: await toastCookie.serialize("", { maxAge: 0 }) };
}
