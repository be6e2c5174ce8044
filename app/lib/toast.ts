/** The one toast shape, produced by server actions and shown by sonner. */
export interface Toast {
  id: string;
  type: "success" | "error";
  title: string;
  description?: string;
}
