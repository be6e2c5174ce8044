import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The Canvas below 1024 px: a full-height sheet over the chat, opened from the
 * session bar's Documentos button or a citation, closed with Fechar or Esc.
 * It holds the same Canvas as the side panel.
 */
export function CanvasSheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <DialogPrimitive.Content
          aria-label="Canvas"
          className="fixed inset-x-0 bottom-0 top-2 z-50 flex flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl focus:outline-none"
        >
          <DialogPrimitive.Title className="sr-only">Canvas</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">Documentos do projeto</DialogPrimitive.Description>
          <DialogPrimitive.Close className="absolute right-3 top-3 z-10 inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm text-muted hover:bg-slate-100 hover:text-ink">
            <X aria-hidden className="h-4 w-4" /> Fechar
          </DialogPrimitive.Close>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
