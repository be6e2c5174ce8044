/**
 * The one toast shape, produced by server actions and shown by sonner: success,
 * error (the catalogue's destructive notices) or info (neutral notes such as
 * "Em breve", which report no outcome).
 */
export interface Toast {
  id: string;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
}

export function makeToast(type: Toast["type"], title: string, description?: string): Toast {
  return { id: crypto.randomUUID(), type, title, description };
}
