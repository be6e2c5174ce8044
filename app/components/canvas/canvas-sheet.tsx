import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef } from "react";
import type { OverlayProps } from "#app/components/ui/dialog.tsx";

/**
 * The Canvas below 1024 px: a full-height sheet over the chat, opened from the
 * session bar's Documentos button or a citation, closed with Fechar or Esc.
 * It holds the same Canvas as the side panel. Closed, it gives the focus back
 * to what opened it (WAI-ARIA dialog pattern); a citation re-rendered while the
 * sheet was open is found again by its link, and failing both, the chat's box.
 */
export function CanvasSheet({ open, onOpenChange, children }: OverlayProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <DialogPrimitive.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current);
          }}
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

function returnFocus(opener: HTMLElement | null) {
  const href = opener?.getAttribute("href");
  const target =
    (opener?.isConnected && opener !== document.body ? opener : null) ??
    (href ? document.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`) : null) ??
    document.getElementById("chat-composer");
  target?.focus();
}
