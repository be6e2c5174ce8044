import { useLayoutEffect } from "@radix-ui/react-use-layout-effect";
import { Loader2, Pencil, Send, Square, X } from "lucide-react";
import { forwardRef, type ReactNode, useEffect, useImperativeHandle, useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";

/**
 * The message box both chats use: Enter sends, Shift+Enter adds a line, an
 * empty or blank message cannot be sent, and everything is disabled with a
 * spinner while a request is in flight; a stop button ends a streaming reply.
 * The box grows with its text up to about eight lines, then scrolls; after a
 * send it takes the focus back, so a follow-up needs no click. With
 * `onEditLast`, ↑ in the empty box edits the member's last message.
 */
export const ChatComposer = forwardRef<
  HTMLTextAreaElement,
  {
    value: string;
    onChange: (value: string) => void;
    onSend: (text: string) => void;
    busy: boolean;
    /** Shown instead of Enviar while a reply streams. */
    onStop?: () => void;
    placeholder?: string;
    leading?: ReactNode;
    maxLength?: number;
    multiline?: boolean;
    label?: string;
    /** The send button's accessible name. */
    sendLabel?: string;
    id?: string;
    /** ↑ in the empty box: edit the last message sent. */
    onEditLast?: () => void;
    /** Set while the box holds an earlier message being edited to send again. */
    editing?: { onCancel: () => void };
    /** A line above the box about where the message goes (the project chat's "Para a equipe"). */
    note?: ReactNode;
  }
>(function ChatComposer(
  {
    value,
    onChange,
    onSend,
    busy,
    onStop,
    placeholder = "Digite sua mensagem...",
    leading,
    maxLength,
    multiline = true,
    label = "Mensagem",
    sendLabel = "Enviar",
    id = "chat-composer",
    onEditLast,
    editing,
    note,
  },
  ref,
) {
  const box = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => box.current as HTMLTextAreaElement);
  const canSend = !busy && value.trim().length > 0;
  // The box is disabled while a reply streams, which drops its focus; a send from here brings it back after.
  const refocus = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const send = () => {
    if (!canSend) return;
    refocus.current = form.current?.contains(document.activeElement) ?? false;
    onSend(value);
  };
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    box.current?.focus();
  }, [busy]);

  // The box fits its text. An empty box at its first render already has its CSS height: measuring it there
  // would force a layout of the page inside hydration.
  const measured = useRef(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || (!measured.current && value === "")) return;
    measured.current = true;
    element.style.height = "auto";
    const limit = Number.parseFloat(getComputedStyle(element).maxHeight) || Number.POSITIVE_INFINITY;
    element.style.height = `${Math.min(element.scrollHeight + 2, limit)}px`;
    element.style.overflowY = element.scrollHeight + 2 > limit ? "auto" : "hidden";
  }, [value]);

  return (
    <form
      ref={form}
      className="@container border-t border-line bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {editing ? (
        <div className="mb-2 flex items-center gap-2 text-xs text-muted">
          <Pencil aria-hidden className="h-3.5 w-3.5" />
          <span className="flex-1">Editando sua última mensagem: ela será enviada de novo.</span>
          <Button type="button" size="sm" variant="ghost" onClick={editing.onCancel} className="h-7 px-2">
            <X aria-hidden className="h-3.5 w-3.5" /> Cancelar edição
          </Button>
        </div>
      ) : null}
      {note}
      <div className="flex items-end gap-2">
        {leading}
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <textarea
          id={id}
          ref={box}
          value={value}
          rows={multiline ? 2 : 1}
          maxLength={maxLength}
          disabled={busy}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.nativeEvent.isComposing) return;
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              send();
            } else if (
              event.key === "ArrowUp" &&
              onEditLast &&
              value === "" &&
              !event.shiftKey &&
              !event.altKey &&
              !event.metaKey &&
              !event.ctrlKey
            ) {
              event.preventDefault();
              onEditLast();
            } else if (event.key === "Escape" && editing) {
              event.preventDefault();
              editing.onCancel();
            }
          }}
          className="max-h-44 min-h-10 min-w-0 flex-1 resize-none rounded-md border border-line bg-white px-3 py-2 text-sm leading-5 text-ink placeholder:text-slate-500 focus-visible:border-brand-500 disabled:opacity-60"
        />
        {busy && onStop ? (
          <Button type="button" variant="outline" onClick={onStop} aria-label="Parar resposta">
            <Square aria-hidden className="h-4 w-4" /> Parar
          </Button>
        ) : (
          <Button type="submit" disabled={!canSend} aria-label={sendLabel}>
            {busy ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Send aria-hidden className="h-4 w-4" />}
            Enviar
          </Button>
        )}
      </div>
    </form>
  );
});
