import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "~/components/toaster";
import { apiFetch, errorFrom, messageOf } from "~/lib/api-client";
import type { ChatEvent, ChatMessageView } from "~/lib/chat-protocol";
import type { Room } from "~/components/realtime/use-room";
import type { ChatBubble } from "./chat-message";
import { readChatStream } from "./read-chat-stream";

const PAGE = 30;
/** While the room's socket is down, the chat asks the API for what it missed this often. */
const FALLBACK_POLL_MS = 5000;

/**
 * Puts a stored message in the list exactly once: in place of the sender's
 * placeholder or a reply being streamed, in place of an older copy, or at the end.
 */
export function placeMessage(current: ChatBubble[], message: ChatMessageView, extra: string[] = []): ChatBubble[] {
  const placeholders = [
    ...extra,
    ...(message.clientMessageId ? [`pending-user-${message.clientMessageId}`] : []),
    ...(message.replyTo ? [`live-${message.replyTo}`] : []),
  ];
  if (current.some((item) => item.id === message.id)) {
    return current.filter((item) => !placeholders.includes(item.id)).map((item) => (item.id === message.id ? message : item));
  }
  const index = current.findIndex((item) => placeholders.includes(item.id));
  if (index < 0) return [...current, message];
  const next = current.filter((item, i) => i === index || !placeholders.includes(item.id));
  return next.map((item) => (item.id === current[index]?.id ? message : item));
}

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
  room?: Room;
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

  const busyRef = useRef(false);
  busyRef.current = busy;
  const latest = useRef(messages);
  latest.current = messages;
  /** This window's own turns: stored user message id → the placeholder its streamed reply fills. */
  const ownReplies = useRef(new Map<string, string>());

  // Live: other members' messages and the agent's replies as they are written.
  const room = options.room;
  useEffect(() => {
    if (!room) return;
    return room.subscribe((event) => {
      if (event.type === "message") {
        // The room can deliver our own stored reply before our stream's last event: it takes the placeholder's place.
        const ownReply = event.message.replyTo ? ownReplies.current.get(event.message.replyTo) : undefined;
        const placeholders = [
          ...(event.message.clientMessageId ? [`pending-user-${event.message.clientMessageId}`] : []),
          ...(event.turnId ? [`live-${event.turnId}`] : []),
          ...(ownReply ? [ownReply] : []),
        ];
        setMessages((current) => placeMessage(current, event.message, placeholders));
      } else if (event.type === "token" && !busyRef.current) {
        // This window's own reply streams over its request; the room's tokens are for the others.
        const id = `live-${event.turnId}`;
        setMessages((current) =>
          current.some((item) => item.id === id)
            ? current.map((item) => (item.id === id ? { ...item, content: item.content + event.delta } : item))
            : [...current, { id, role: "assistant", content: event.delta, status: "streaming" }],
        );
      }
    });
  }, [room]);

  // After every (re)connection, and while disconnected, fetch what was missed since the last stored message.
  const catchUp = useCallback(async () => {
    const last = [...latest.current].reverse().find((item) => !item.id.startsWith("pending-") && !item.id.startsWith("live-"));
    if (!last) return;
    const query = new URLSearchParams({ after: last.id, limit: "100" });
    if (conversationId) query.set("conversationId", conversationId);
    const page = await apiFetch<{ messages: ChatMessageView[] }>(`/api/projects/${projectId}/messages?${query}`).catch(() => null);
    for (const message of page?.messages ?? []) {
      setMessages((current) =>
        placeMessage(current, message, message.clientMessageId ? [`pending-user-${message.clientMessageId}`] : []),
      );
    }
  }, [conversationId, projectId]);
  const openings = room?.openings ?? 0;
  useEffect(() => {
    if (openings > 0) void catchUp();
  }, [openings, catchUp]);
  const roomDown = room !== undefined && room.status !== "open";
  useEffect(() => {
    if (!roomDown) return;
    const timer = setInterval(() => void catchUp(), FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [roomDown, catchUp]);

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
            if (event.type === "user-message") {
              ownReplies.current.set(event.message.id, pendingReply);
              setMessages((current) => placeMessage(current, event.message, [pendingUser]));
            }
            if (event.type === "tool") ranTools = true;
            if (event.type === "assistant-message") setMessages((current) => placeMessage(current, event.message, [pendingReply]));
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
      setMessages((current) => placeMessage(current, last, [pendingReply]));
      return;
    }
  }
  setMessages((current) =>
    current.map((item) => (item.id === pendingReply ? { ...item, status: item.content ? "stopped" : "failed" } : item)),
  );
}
