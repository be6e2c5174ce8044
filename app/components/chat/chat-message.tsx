import type { Root } from "hast";
import { FileText, type LucideIcon, Users } from "lucide-react";
import { lazy, type ReactNode, useMemo } from "react";
import type { CitationMarkers } from "#app/components/markdown/markdown-components.tsx";
import { PlainProse } from "#app/components/markdown/plain-prose.tsx";
import { isPlainProse } from "#isomorphic/text/plain-prose.ts";
import { Lazily } from "#app/components/ui/lazily.tsx";
import type { SourceView } from "#isomorphic/protocols/chat-protocol.ts";
import { sectionOfLocation } from "#isomorphic/protocols/document-location.ts";
import { cn } from "#app/lib/utils.ts";
import { CitationLink, type CitationTarget, citationLabel } from "./citation-link.tsx";
import { MessageState } from "./message-state.tsx";
import { displayedContent } from "./tool-labels.ts";

// react-markdown is most of a chat's weight; it loads with the first message that needs it (plain prose never does).
const Markdown = lazy(() => import("#app/components/markdown/markdown.tsx").then((m) => ({ default: m.Markdown })));

function PlainText({ text }: { text: string }) {
  return <p className="whitespace-pre-wrap text-sm">{text}</p>;
}

export interface ChatBubble {
  id: string;
  role: "user" | "assistant";
  content: string;
  authorName?: string;
  /** sending / unsent: a message of this window not (yet) confirmed stored by the server. */
  status?: "complete" | "stopped" | "failed" | "streaming" | "sending" | "unsent";
  sources?: SourceView[];
  /** Who wrote it (stored messages); the sender's own id for it; for a reply, the question it answers. */
  userId?: string;
  clientMessageId?: string | null;
  replyTo?: string | null;
  /** The answer rests on one search stage only: the strip says "busca parcial". */
  partialSearch?: boolean;
  /** Its text as the server parsed it (ChatMessageView.tree). */
  tree?: Root;
  /** Questions the answer offers as buttons (after a refusal). */
  suggestions?: string[];
  /** Written to the team: the agent does not answer it. */
  toTeam?: boolean;
}

const NO_SOURCES: SourceView[] = [];

/** An answer's `[n]` markers as links to their sources, when this chat links citations. */
function markerLinksOf(
  sources: SourceView[],
  citations: CitationTarget | undefined,
  answer: string,
): CitationMarkers | undefined {
  if (!citations || sources.length === 0) return undefined;
  const byNumber = new Map(sources.map((source) => [source.n, source]));
  return {
    numbers: sources.map((source) => source.n),
    render: (n: number, label: ReactNode) => {
      const source = byNumber.get(n);
      return source ? (
        <CitationLink
          source={source}
          answer={answer}
          target={citations}
          label={citationLabel(source)}
          className="font-medium text-brand-700 underline decoration-dotted underline-offset-2"
        >
          {label}
        </CitationLink>
      ) : (
        label
      );
    },
  };
}

/** Renders a tree the server parsed (MarkdownTree), for chats whose first messages come with one. */
export type TreeRenderer = (tree: Root, citations: CitationMarkers | undefined) => ReactNode;

/**
 * One message: the user's on the right, the assistant's on the left, both as
 * Markdown (the link allowlist, never raw HTML). An answer's `[n]` markers and
 * its source chips link to the cited passage; `footer` holds the message's
 * state and actions (the project chat's); without one, its state alone.
 */
export function ChatMessage({
  message,
  citations,
  assistantIcon: Icon,
  footer,
  renderTree,
}: {
  message: ChatBubble;
  citations?: CitationTarget;
  assistantIcon?: LucideIcon;
  footer?: ReactNode;
  renderTree?: TreeRenderer;
}) {
  const user = message.role === "user";
  const text = user ? message.content : displayedContent(message.content);
  const sources = message.sources ?? NO_SOURCES;
  // Stable while the message and its citation target are: the Markdown's links keep their elements (and focus)
  // when the page re-renders around them.
  const markerLinks = useMemo(
    () => markerLinksOf(sources, citations, message.content),
    [sources, citations, message.content],
  );
  return (
    <li
      className={cn("group flex gap-2", user ? "justify-end" : "justify-start")}
      data-role={message.role}
      data-status={message.status}
    >
      {!user && Icon ? (
        <span className="mt-1 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
          <Icon aria-hidden className="h-4 w-4" />
        </span>
      ) : null}
      <div className={cn("flex min-w-0 max-w-[85%] flex-col", user ? "items-end" : "items-start")}>
        <div
          className={cn(
            "min-w-0 max-w-full rounded-2xl px-4 py-2",
            user
              ? "rounded-br-sm bg-brand-600 text-white [&_a]:text-white"
              : "rounded-bl-sm border border-line bg-white text-ink",
            message.status === "unsent" && "bg-brand-600/70",
          )}
        >
          {(message.authorName || message.toTeam) && user ? (
            <p className="mb-0.5 flex items-center gap-1 text-xs font-medium opacity-80">
              {message.authorName}
              {message.toTeam ? (
                <span className="inline-flex items-center gap-0.5">
                  {message.authorName ? " · " : null}
                  <Users aria-hidden className="h-3 w-3" /> Para a equipe
                </span>
              ) : null}
            </p>
          ) : null}
          {/* The server's tree marks every cited number as a link: usable when this chat links citations too. */}
          {message.tree && renderTree && (citations || sources.length === 0) ? (
            renderTree(message.tree, markerLinks)
          ) : text && isPlainProse(text) ? (
            <PlainProse text={text} />
          ) : text ? (
            <Lazily fallback={<PlainText text={text} />}>
              <Markdown citations={markerLinks}>{text}</Markdown>
            </Lazily>
          ) : (
            <span className="inline-flex gap-1 py-1">
              <span className="sr-only">Digitando</span>
              <span aria-hidden className="h-2 w-2 animate-bounce rounded-full bg-slate-400" />
              <span aria-hidden className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
              <span aria-hidden className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
            </span>
          )}
          {sources.length > 0 || message.partialSearch ? (
            <ul className="mt-2 flex flex-wrap gap-1.5 max-md:mt-4 max-md:gap-2" aria-label="Fontes">
              {/* On a phone the chips are finger-sized and far enough below the text that a marker's [1] keeps its
                  own 44 px (the marker's hit area is larger than its drawing; see the tap utility). */}
              {message.partialSearch ? (
                <li
                  className="inline-flex items-center rounded-full bg-warning-soft px-2 py-0.5 text-xs text-warning"
                  title="Parte da busca não respondeu a tempo; a resposta usa só o que a outra parte encontrou."
                >
                  busca parcial
                </li>
              ) : null}
              {sources.map((source) => (
                <li key={`${source.n}-${source.documentId}`} className="min-w-0 max-w-full">
                  {/* "documento · seção", wrapping rather than cut; the whole heading path is in the preview that
                      hover and focus open. */}
                  <CitationLink
                    source={source}
                    answer={message.content}
                    target={citations}
                    className="inline-flex max-w-full items-start gap-1 rounded-xl bg-brand-50 px-2 py-0.5 text-left text-xs text-brand-800 hover:bg-brand-100 max-md:min-h-11 max-md:items-center"
                  >
                    <FileText aria-hidden className="mt-0.5 h-3 w-3 shrink-0" />
                    <span className="min-w-0 [overflow-wrap:anywhere]">
                      [{source.n}] {source.documentName}
                      {sectionOfLocation(source.location) ? ` · ${sectionOfLocation(source.location)}` : ""}
                    </span>
                  </CitationLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {footer ?? <MessageState message={message} />}
      </div>
    </li>
  );
}
