import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "~/components/toaster";
import { apiFetch, errorFrom, messageOf } from "~/lib/api-client";
import type { ChatEvent, ChatMessageView } from "~/lib/chat-protocol";
import type { ChatBubble } from "./chat-message";
import { readChatStream } from "./read-chat-stream";

const PAGE = 30;

/**
 * The project chat's state: the stored messages (newest page from the
 * loader, older pages on demand), sending a message and streaming the
 * agent's reply into the list, stopping it, and the spec's error toasts.
 */
export function useProjectChat(options: {
  projectId: string;
  conversationId: string | null;
  initial: ChatMessageView[];
  initialHasMore: boolean;
  onToolsRan: () => void;
}) {
  const { projectId, conversationId } = options;
  const [messages, setMessages] = useState<ChatBubble[]>(options.initial);
  const [hasMore, setHasMore] = useState(options.initialHasMore);
  const [busy, setBusy] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    setMessages(options.initial);
    setHasMore(options.initialHasMore);
  }, [options.initial, options.initialHasMore]);
  useEffect(() => () => abort.current?.abort(), [projectId, conversationId]);

  const loadOlder = useCallback(async () => {
    const oldest = messages.find((message) => !message.id.startsWith("pending-"));
    if (!hasMore || loadingOlder || !oldest) return;
    setLoadingOlder(true);
    try {
      const query = new URLSearchParams({ before: oldest.id, limit: String(PAGE) });
      if (conversationId) query.set("conversationId", conversationId);
      const page = await apiFetch<{ messages: ChatMessageView[]; hasMore: boolean }>(`/api/projects/${projectId}/messages?${query}`);
      setMessages((current) => [...page.messages, ...current]);
      setHasMore(page.hasMore);
    } catch (error) {
      notify({ type: "error", title: "Erro ao carregar mensagens", description: messageOf(error) });
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, hasMore, loadingOlder, messages, projectId]);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || busy) return false;
      const pendingUser = `pending-user-${crypto.randomUUID()}`;
      const pendingReply = `pending-reply-${crypto.randomUUID()}`;
      setMessages((current) => [
        ...current,
        { id: pendingUser, role: "user", content: message },
        { id: pendingReply, role: "assistant", content: "", status: "streaming" },
      ]);
      setBusy(true);
      const controller = new AbortController();
      abort.current = controller;
      let ranTools = false;
      const replace = (id: string, next: ChatBubble) => setMessages((current) => current.map((item) => (item.id === id ? next : item)));
      try {
        const response = await fetch("/api/functions/chat-orchestrator", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
          body: JSON.stringify({ message, projectId, sessionId: conversationId, clientMessageId: pendingUser.slice(13) }),
          signal: controller.signal,
        });
        if (!response.ok) throw await errorFrom(response);
        let streamError: string | null = null;
        await readChatStream(response, {
          onDelta: (delta) =>
            setMessages((current) => current.map((item) => (item.id === pendingReply ? { ...item, content: item.content + delta } : item))),
          onError: (error) => (streamError = error),
          onEvent: (raw) => {
            const event = raw as ChatEvent;
            if (event.type === "user-message") replace(pendingUser, event.message);
            if (event.type === "tool") ranTools = true;
            if (event.type === "assistant-message") replace(pendingReply, event.message);
          },
        });
        if (streamError) throw new Error(streamError);
        setMessages((current) => current.filter((item) => item.id !== pendingReply));
        return true;
      } catch (error) {
        if (controller.signal.aborted) {
          // Stopped: the server stores what it had sent; show that stored message.
          await settleStopped(projectId, conversationId, pendingReply, setMessages);
          return true;
        }
        setMessages((current) => current.filter((item) => item.id !== pendingReply));
        notify({ type: "error", title: "Erro ao enviar mensagem", description: messageOf(error) || "Erro na resposta do agente" });
        return false;
      } finally {
        if (abort.current === controller) abort.current = null;
        setBusy(false);
        if (ranTools) options.onToolsRan();
      }
    },
    [busy, conversationId, options, projectId],
  );

  return { messages, hasMore, loadingOlder, loadOlder, send, busy, stop: () => abort.current?.abort() };
}

/** After a stop, the placeholder becomes the stored (stopped) message, once the server has written it. */
async function settleStopped(
  projectId: string,
  conversationId: string | null,
  pendingReply: string,
  setMessages: (update: (current: ChatBubble[]) => ChatBubble[]) => void,
) {
  const query = new URLSearchParams({ limit: "2" });
  if (conversationId) query.set("conversationId", conversationId);
  for (let attempt = 0; attempt < 10; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const page = await apiFetch<{ messages: ChatMessageView[] }>(`/api/projects/${projectId}/messages?${query}`).catch(() => null);
    const last = page?.messages.at(-1);
    if (last?.role === "assistant" && last.status === "stopped") {
      setMessages((current) => current.map((item) => (item.id === pendingReply ? last : item)));
      return;
    }
  }
  setMessages((current) =>
    current.map((item) => (item.id === pendingReply ? { ...item, status: item.content ? "stopped" : "failed" } : item)),
  );
}
