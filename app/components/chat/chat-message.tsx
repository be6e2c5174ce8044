import { FileText, type LucideIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import type { SourceView } from "~/lib/chat-protocol";
import { cn } from "~/lib/utils";

// react-markdown is most of a chat's weight; it loads with the first message that needs it.
const Markdown = lazy(() => import("~/components/markdown").then((m) => ({ default: m.Markdown })));

function PlainText({ text }: { text: string }) {
  return <p className="whitespace-pre-wrap text-sm">{text}</p>;
}

export interface ChatBubble {
  id: string;
  role: "user" | "assistant";
  content: string;
  authorName?: string;
  status?: "complete" | "stopped" | "failed" | "streaming";
  sources?: SourceView[];
  /** The answer rests on one search stage only: the strip says "busca parcial". */
  partialSearch?: boolean;
}

/**
 * One message: the user's on the right, the assistant's on the left, both as
 * Markdown (the link allowlist, never raw HTML). Sources are listed under an
 * answer and open the cited document.
 */
export function ChatMessage({
  message,
  onOpenSource,
  assistantIcon: Icon,
}: {
  message: ChatBubble;
  onOpenSource?: (source: SourceView) => void;
  assistantIcon?: LucideIcon;
}) {
  const user = message.role === "user";
  return (
    <li className={cn("flex gap-2", user ? "justify-end" : "justify-start")} data-role={message.role}>
      {!user && Icon ? (
        <span className="mt-1 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
          <Icon aria-hidden className="h-4 w-4" />
        </span>
      ) : null}
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-4 py-2",
          user ? "rounded-br-sm bg-brand-600 text-white [&_a]:text-white" : "rounded-bl-sm border border-line bg-white text-ink",
        )}
      >
        {message.authorName && user ? <p className="mb-0.5 text-xs font-medium opacity-80">{message.authorName}</p> : null}
        {message.content ? (
          <Suspense fallback={<PlainText text={message.content} />}>
            <Markdown>{message.content}</Markdown>
          </Suspense>
        ) : (
          <span className="inline-flex gap-1 py-1" aria-label="Digitando">
            <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
          </span>
        )}
        {message.status === "stopped" ? <p className="mt-1 text-xs text-muted">Resposta interrompida.</p> : null}
        {message.status === "failed" ? <p className="mt-1 text-xs text-danger">A resposta não terminou.</p> : null}
        {(message.sources && message.sources.length > 0) || message.partialSearch ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Fontes">
            {message.partialSearch ? (
              <li
                className="inline-flex items-center rounded-full bg-warning-soft px-2 py-0.5 text-xs text-warning"
                title="Parte da busca não respondeu a tempo; a resposta usa só o que a outra parte encontrou."
              >
                busca parcial
              </li>
            ) : null}
            {(message.sources ?? []).map((source) => (
              <li key={`${source.n}-${source.documentId}`}>
                <button
                  type="button"
                  onClick={() => onOpenSource?.(source)}
                  title={source.quote}
                  className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800 hover:bg-brand-100"
                >
                  <FileText aria-hidden className="h-3 w-3 shrink-0" />
                  <span className="truncate">
                    [{source.n}] {source.documentName}
                    {source.location ? ` — ${source.location}` : ""}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
