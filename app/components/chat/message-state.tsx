import { AlertCircle, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import type { ChatBubble } from "./chat-message.tsx";

/**
 * A message's state in words, the same in every chat: the project chat shows
 * it beside its actions (message-actions.tsx), the ouvidoria analyst alone.
 */
export function stateOf(message: ChatBubble): ReactNode {
  switch (message.status) {
    case "sending":
      return (
        <span className="inline-flex items-center gap-1 text-muted">
          <Loader2 aria-hidden className="h-3 w-3 animate-spin" /> Enviando…
        </span>
      );
    case "unsent":
      return (
        <span className="inline-flex items-center gap-1 font-medium text-danger" role="status">
          <AlertCircle aria-hidden className="h-3.5 w-3.5" /> Não enviada
        </span>
      );
    case "stopped":
      return <span className="text-muted">Resposta interrompida</span>;
    case "failed":
      return <span className="text-danger">A resposta não terminou</span>;
    default:
      return null;
  }
}

/** The state alone, under a message that has no actions. */
export function MessageState({ message }: { message: ChatBubble }) {
  const state = stateOf(message);
  return state ? <p className="mt-1 text-xs">{state}</p> : null;
}
