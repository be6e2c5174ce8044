/** The one toast shape, produced by server actions and shown by sonner. */
export interface Toast {
  id: string;
  type: "success" | "error";
  title: string;
  description?: string;
}

export function makeToast(type: Toast["type"], title: string, description?: string): Toast {
  return { id: crypto.randomUUID(), type, title, description };
}
