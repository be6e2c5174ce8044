import { Check, Copy, Pencil, RefreshCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { cn } from "#app/lib/utils.ts";
import type { ChatBubble } from "./chat-message.tsx";
import { stateOf } from "./message-state.tsx";
import { displayedContent } from "./tool-labels.ts";

export interface MessageActionHandlers {
  /** Tentar novamente: the same message again (same clientMessageId). */
  retry: (clientMessageId: string) => void;
  /** Gerar novamente: ask the question of this reply again. */
  regenerate: (reply: ChatBubble) => void;
  /** Put this message back in the box to edit and send again. */
  edit: (message: ChatBubble) => void;
}

/**
 * Under a message: its state when it is not simply there (sending, not sent,
 * interrupted) and what can be done with it: copy it as Markdown, send it
 * again, regenerate the last reply, edit and resend the member's last message.
 * The icon buttons show on hover or keyboard focus where there is a pointer,
 * always on touch screens and on the last message.
 */
export function MessageActions({
  message,
  isLast,
  isLastOwn,
  unanswered,
  busy,
  handlers,
}: {
  message: ChatBubble;
  isLast: boolean;
  /** A question of this window stored without an answer (stopped before one, or cut off). */
  unanswered: boolean;
  /** The member's own last message: it can be edited and sent again. */
  isLastOwn: boolean;
  busy: boolean;
  handlers: MessageActionHandlers;
}) {
  const user = message.role === "user";
  const state = unanswered ? <span className="text-muted">Sem resposta</span> : stateOf(message);
  const stored = !message.id.startsWith("pending-") && !message.id.startsWith("live-");
  const interrupted = message.status === "stopped" || message.status === "failed";
  const tools: ReactNode[] = [];
  if ((message.status === "unsent" || unanswered) && message.clientMessageId) {
    const clientMessageId = message.clientMessageId;
    tools.push(
      <TextAction key="retry" onClick={() => handlers.retry(clientMessageId)} disabled={busy}>
        <RefreshCw aria-hidden className="h-3.5 w-3.5" /> Tentar novamente
      </TextAction>,
    );
  }
  if (!user && interrupted && isLast) {
    tools.push(
      <TextAction key="regenerate" onClick={() => handlers.regenerate(message)} disabled={busy}>
        <RefreshCw aria-hidden className="h-3.5 w-3.5" /> Gerar novamente
      </TextAction>,
    );
  }
  const icons: ReactNode[] = [];
  if (stored && message.content)
    icons.push(<CopyAction key="copy" text={user ? message.content : displayedContent(message.content)} />);
  if (user && stored && isLastOwn) {
    icons.push(
      <IconAction key="edit" label="Editar mensagem" onClick={() => handlers.edit(message)} disabled={busy}>
        <Pencil aria-hidden className="h-3.5 w-3.5" />
      </IconAction>,
    );
  }
  if (!user && stored && isLast && !interrupted) {
    icons.push(
      <IconAction key="regenerate" label="Gerar novamente" onClick={() => handlers.regenerate(message)} disabled={busy}>
        <RefreshCw aria-hidden className="h-3.5 w-3.5" />
      </IconAction>,
    );
  }
  if (!state && tools.length === 0 && icons.length === 0) return null;
  return (
    <div className={cn("mt-1 flex flex-wrap items-center gap-1 text-xs", user ? "justify-end" : "justify-start")}>
      {state}
      {tools}
      {icons.length > 0 ? (
        <span
          className={cn(
            "flex gap-0.5 transition-opacity",
            !isLast &&
              "[@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:group-focus-within:opacity-100",
          )}
        >
          {icons}
        </span>
      ) : null}
    </div>
  );
}

function TextAction({ onClick, disabled, children }: { onClick: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="inline-flex h-7 items-center gap-1 rounded-md border border-line bg-white px-2 font-medium text-ink hover:bg-brand-50 disabled:opacity-60 max-md:h-11"
    >
      {children}
    </button>
  );
}

function IconAction({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className="inline-flex h-7 w-7 items-center justify-center rounded-md text-muted hover:bg-slate-100 hover:text-ink disabled:opacity-60 max-md:h-11 max-md:w-11"
    >
      {children}
    </button>
  );
}

function CopyAction({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <IconAction
      label={copied ? "Mensagem copiada" : "Copiar mensagem"}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        } catch {
          // No clipboard permission: the text stays selectable by hand.
        }
      }}
    >
      {copied ? (
        <Check aria-hidden className="h-3.5 w-3.5 text-success" />
      ) : (
        <Copy aria-hidden className="h-3.5 w-3.5" />
      )}
    </IconAction>
  );
}
