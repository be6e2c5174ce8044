import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { OverlayProps } from "#app/components/ui/dialog.tsx";
import { SIDEBAR_WIDTH_MOBILE } from "#isomorphic/sidebar-state.ts";

/** The sidebar as an 18rem slide-in drawer below 768 px (loaded on first open). */
export default function MobileDrawer({ open, onOpenChange, children }: OverlayProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50 md:hidden" />
        <DialogPrimitive.Content
          aria-label="Menu"
          style={{ width: SIDEBAR_WIDTH_MOBILE }}
          className="fixed inset-y-0 left-0 z-50 flex flex-col bg-white shadow-xl focus:outline-none md:hidden"
        >
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            Projetos, conversas e iniciativas
          </DialogPrimitive.Description>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
