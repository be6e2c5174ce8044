import { Loader2, Send, Square } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Button } from "~/components/ui/button";

/**
 * The message box both chats use: Enter sends, Shift+Enter adds a line, an
 * empty or blank message cannot be sent, and everything is disabled with a
 * spinner while a request is in flight; a stop button ends a streaming reply.
 */
export function ChatComposer({
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
}: {
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
}) {
  const box = useRef<HTMLTextAreaElement>(null);
  const canSend = !busy && value.trim().length > 0;
  const send = () => {
    if (canSend) onSend(value);
  };
  return (
    <form
      className="flex items-end gap-2 border-t border-line bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
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
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
        className="max-h-40 min-h-10 min-w-0 flex-1 resize-none rounded-md border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-slate-500 focus-visible:border-brand-500 disabled:opacity-60"
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
    </form>
  );
}
