import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useRef } from "react";
import { Button, type ButtonProps } from "./button.tsx";
import { cn } from "#app/lib/utils.ts";

export const Dialog = DialogPrimitive.Root;

/** What a full-screen overlay (a sheet, a drawer) takes from the parent that opens and closes it. */
export interface OverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Where the focus goes when a dialog closes and what opened it is gone: the chat's box, else the page's heading. */
const FOCUS_FALLBACKS = ["#chat-composer:not(:disabled)", "main h1"];

/**
 * The last element focused outside any dialog: what opened the next dialog. Read when the dialog opens, it is
 * still the opener even where a field with autoFocus took the focus first (Radix's own record is taken after that).
 */
let focusedOutside: HTMLElement | null = null;
let tracking = false;
function trackFocusOutsideDialogs() {
  if (tracking) return;
  tracking = true;
  document.addEventListener(
    "focusin",
    (event) => {
      if (event.target instanceof HTMLElement && !event.target.closest("[role='dialog'], [role='alertdialog']"))
        focusedOutside = event.target;
    },
    true,
  );
  if (document.activeElement instanceof HTMLElement) focusedOutside = document.activeElement;
}

/**
 * A dialog's frame. Closed, it gives the focus back as the WAI-ARIA dialog
 * pattern says: to `returnFocus()`'s element when the dialog led somewhere new
 * (a created conversation's box), else to the control that opened it, and
 * when that control is gone or disabled (a menu item, a button busy with what
 * the dialog started) to the chat's box or the page's heading, never to the
 * page's body.
 */
export function DialogContent({
  className,
  children,
  returnFocus,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { returnFocus?: () => HTMLElement | null }) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(trackFocusOutsideDialogs, []);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
      <DialogPrimitive.Content
        // Each opening mounts the content anew: whatever was focused outside dialogs then is what opened it (Radix
        // skips its open-focus event when a field's autoFocus already took the focus).
        ref={(node) => {
          if (node) opener.current = focusedOutside;
        }}
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          const target = returnFocus?.() ?? focusable(opener.current) ?? firstOf(FOCUS_FALLBACKS);
          if (target?.matches("h1")) target.tabIndex = -1;
          target?.focus();
        }}
        className={cn(
          "fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2",
          // A tall dialog on a phone scrolls inside the screen instead of running off it.
          "max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-xl border border-line bg-white p-4 shadow-xl focus:outline-none sm:p-6",
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute right-4 top-4 rounded-sm p-1 text-muted hover:text-ink"
          aria-label="Fechar"
        >
          <X aria-hidden className="h-4 w-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function focusable(element: HTMLElement | null): HTMLElement | null {
  if (!element?.isConnected || element === document.body) return null;
  return element.matches(":disabled") || element.closest("[hidden], [inert]") ? null : element;
}

function firstOf(selectors: string[]): HTMLElement | null {
  for (const selector of selectors) {
    const element = document.querySelector<HTMLElement>(selector);
    if (element) return element;
  }
  return null;
}

export function DialogHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="mb-4 space-y-1.5 pr-6">
      <DialogPrimitive.Title className="text-lg font-semibold text-ink">{title}</DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className="text-sm text-muted">{description}</DialogPrimitive.Description>
      ) : (
        <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
      )}
    </div>
  );
}

/**
 * A dialog the parent opens, with its title (and description) first: closed
 * by its X, Escape or the overlay, it calls `onClose`.
 */
export function TitledDialog({
  open,
  onClose,
  title,
  description,
  returnFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  returnFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent returnFocus={returnFocus}>
        <DialogHeader title={title} description={description} />
        {children}
      </DialogContent>
    </Dialog>
  );
}

export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/**
 * The footer of a dialog that holds a form: Cancelar beside the submit button,
 * which shows `pendingLabel` while the form is on its way.
 */
export function FormDialogFooter({
  onCancel,
  submitLabel,
  pendingLabel = submitLabel,
  pending = false,
  disabled = pending,
  variant,
}: {
  onCancel: () => void;
  submitLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  /** Defaults to `pending`; pass it when the form can also be incomplete. */
  disabled?: boolean;
  variant?: ButtonProps["variant"];
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" variant={variant} disabled={disabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
