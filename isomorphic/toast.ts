/**
 * The one toast shape, produced by server actions and shown by sonner: success,
 * error (the catalogue's destructive notices) or info (neutral notes such as
 * "Em breve", which report no outcome).
 */
export const TOAST_TYPES = ["success", "error", "info"] as const;

export interface Toast {
  id: string;
  type: (typeof TOAST_TYPES)[number];
  title: string;
  description?: string;
}

export function makeToast(type: Toast["type"], title: string, description?: string): Toast {
  return { id: crypto.randomUUID(), type, title, description };
}

export function isToast(value: unknown): value is Toast {
  if (!value || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === "string" &&
    typeof record.title === "string" &&
    (record.description === undefined || typeof record.description === "string") &&
    (TOAST_TYPES as readonly unknown[]).includes(record.type)
  );
}
