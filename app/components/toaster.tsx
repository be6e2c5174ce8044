import { useEffect } from "react";
import { toast as sonner, Toaster as SonnerToaster } from "sonner";
import type { Toast } from "~/lib/toast";

export function Toaster() {
  return <SonnerToaster position="top-right" richColors closeButton />;
}

/** Shows a toast once per id (actions and the flash cookie both produce these). */
export function useToastNotice(toast: Toast | null | undefined) {
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === "error" ? sonner.error : sonner.success;
    show(toast.title, { id: toast.id, description: toast.description });
  }, [toast]);
}

export function notify(toast: Omit<Toast, "id">) {
  const show = toast.type === "error" ? sonner.error : sonner.success;
  show(toast.title, { description: toast.description });
}
