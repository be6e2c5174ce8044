import { useLayoutEffect } from "@radix-ui/react-use-layout-effect";
import { Loader2, type LucideIcon, MessageSquareDashed } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { type ChatBubble, ChatMessage, type TreeRenderer } from "./chat-message.tsx";
import type { CitationTarget } from "./citation-link.tsx";

/**
 * The scrolling list both chats use: oldest at the top, newest at the
 * bottom, kept scrolled to the bottom as messages arrive; with `onLoadOlder`,
 * reaching the top loads the previous page without moving what is on screen.
 */
export function MessageList({
  messages,
  citations,
  renderFooter,
  onLoadOlder,
  hasMore = false,
  loadingOlder = false,
  empty,
  assistantIcon,
  footer,
  label = "Mensagens",
  busy = false,
  renderTree,
}: {
  messages: ChatBubble[];
  citations?: CitationTarget;
  /** A message's state and actions, under it. */
  renderFooter?: (message: ChatBubble, index: number) => ReactNode;
  onLoadOlder?: () => void;
  hasMore?: boolean;
  loadingOlder?: boolean;
  empty?: ReactNode;
  assistantIcon?: LucideIcon;
  footer?: ReactNode;
  label?: string;
  busy?: boolean;
  /** How to render messages the server sent already parsed (see ChatMessage). */
  renderTree?: TreeRenderer;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const firstId = messages[0]?.id;
  const lastContent = `${messages.at(-1)?.id}:${messages.at(-1)?.content.length}`;
  const previousHeight = useRef<number | null>(null);
  const previousFirst = useRef(firstId);

  // Older messages were put on top: keep the view where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (previousFirst.current !== firstId && previousHeight.current !== null) {
      element.scrollTop += element.scrollHeight - previousHeight.current;
    }
    previousFirst.current = firstId;
    previousHeight.current = element.scrollHeight;
  }, [firstId]);

  // New or growing last message: follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the last message's id and length are what move the list
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    if (element) previousHeight.current = element.scrollHeight;
  }, [lastContent]);

  useEffect(() => {
    const target = sentinel.current;
    const root = scroller.current;
    if (!target || !root || !onLoadOlder || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && onLoadOlder(),
      {
        root,
        rootMargin: "120px 0px 0px 0px",
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, onLoadOlder]);

  return (
    <div
      ref={scroller}
      className="relative min-h-0 flex-1 overflow-y-auto p-4 md:p-6"
      data-testid="message-list"
      data-scroll-pane
    >
      <div ref={sentinel} aria-hidden />
      {loadingOlder ? (
        <p className="mb-3 flex items-center justify-center gap-2 text-xs text-muted">
          <Loader2 aria-hidden className="h-3 w-3 animate-spin" /> Carregando mensagens anteriores…
        </p>
      ) : null}
      {messages.length === 0 ? (
        (empty ?? (
          <div className="flex h-full flex-col items-center justify-center gap-2 py-16 text-center text-muted">
            <MessageSquareDashed aria-hidden className="h-8 w-8" />
            Nenhuma mensagem nesta conversa ainda.
          </div>
        ))
      ) : (
        <ol className="space-y-4" aria-label={label} aria-busy={busy}>
          {messages.map((message, index) => (
            <ChatMessage
              key={message.id}
              message={message}
              citations={citations}
              assistantIcon={assistantIcon}
              footer={renderFooter?.(message, index)}
              renderTree={renderTree}
            />
          ))}
        </ol>
      )}
      {footer}
    </div>
  );
}
