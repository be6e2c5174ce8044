import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { Room } from "#app/components/realtime/use-room.ts";
import { notify } from "#app/components/toaster.tsx";
import { ApiClientError, apiFetch, errorFrom, messageOf } from "#app/lib/api-client.ts";
import { handBackBookmark } from "#app/lib/d1-bookmark.ts";
import { APP_ERRORS } from "#isomorphic/app-error.ts";
import type { ChatEvent, ChatMessageView } from "#isomorphic/protocols/chat-protocol.ts";
import type { ChatBubble } from "./chat-message.tsx";
import { readChatStream } from "./read-chat-stream.ts";
import { forgetUnsent, keepUnsent, readUnsent, type UnsentMessage, type UnsentScope } from "./unsent-messages.ts";

const PAGE = 30;
/** While the room's socket is down, the chat asks the API for what it missed this often. */
const FALLBACK_POLL_MS = 5000;
/** The spec's text when the server gave no message of its own. */
const AGENT_ERROR = "Erro na resposta do agente";
/** How long the room's socket may stay down before the chat says the connection is lost. */
const ROOM_LOST_MS = 3000;

/** A message of this window, shown before the server confirms it. */
export interface LocalBubble extends ChatBubble {
  clientMessageId: string;
}

const userPlaceholder = (clientMessageId: string) => `pending-user-${clientMessageId}`;
const replyPlaceholder = (clientMessageId: string) => `pending-reply-${clientMessageId}`;
/** A reply being written for the stored user message `turnId` (this window's, or another's over the room). */
const liveReply = (turnId: string) => `live-${turnId}`;
const isPlaceholder = (id: string) => id.startsWith("pending-") || id.startsWith("live-");

/**
 * Puts a stored message in the list exactly once: in place of the sender's
 * placeholder or a reply being streamed, in place of an older copy, or at the end.
 */
export function placeMessage(current: ChatBubble[], message: ChatMessageView, extra: string[] = []): ChatBubble[] {
  const placeholders = [
    ...extra,
    ...(message.clientMessageId ? [userPlaceholder(message.clientMessageId)] : []),
    ...(message.replyTo ? [liveReply(message.replyTo)] : []),
  ];
  if (current.some((item) => item.id === message.id)) {
    return current
      .filter((item) => !placeholders.includes(item.id))
      .map((item) => (item.id === message.id ? message : item));
  }
  const index = current.findIndex((item) => placeholders.includes(item.id));
  if (index < 0) return [...current, message];
  const next = current.filter((item, i) => i === index || !placeholders.includes(item.id));
  return next.map((item) => (item.id === current[index]?.id ? message : item));
}

function unsentBubble(message: UnsentMessage, status: "sending" | "unsent"): LocalBubble {
  return {
    id: userPlaceholder(message.clientMessageId),
    role: "user",
    content: message.content,
    status,
    clientMessageId: message.clientMessageId,
    ...(message.toTeam ? { toTeam: true } : {}),
  };
}

/** The stored page plus what this browser still holds unsent (minus any the server has stored meanwhile). */
function withUnsent(initial: ChatMessageView[], scope: UnsentScope): ChatBubble[] {
  if (typeof window === "undefined") return initial;
  const stored = new Set(initial.flatMap((message) => (message.clientMessageId ? [message.clientMessageId] : [])));
  const pending = readUnsent(scope);
  for (const message of pending) if (stored.has(message.clientMessageId)) forgetUnsent(scope, message.clientMessageId);
  const unsent = pending.filter((message) => !stored.has(message.clientMessageId));
  // Nothing held back (the usual case): the very same list, so the state does not change and nothing re-renders.
  if (unsent.length === 0) return initial;
  return [...initial, ...unsent.map((message) => unsentBubble(message, "unsent"))];
}

/**
 * The project chat's state: the stored messages (newest page from the
 * loader, older pages on demand), this window's unconfirmed ones (sending,
 * or unsent and kept in localStorage), sending with the stream of the agent's
 * reply, stopping it, retrying with the same clientMessageId (by hand, or by
 * itself when the connection returns), and the spec's error toasts.
 */
export function useProjectChat(options: {
  projectId: string;
  conversationId: string | null;
  currentUserId: string;
  initial: ChatMessageView[];
  initialHasMore: boolean;
  onToolsRan: () => void;
  room?: Room;
}) {
  const { projectId, conversationId, currentUserId } = options;
  const scope = useRef<UnsentScope>({ userId: currentUserId, projectId, conversationId });
  scope.current = { userId: currentUserId, projectId, conversationId };
  const [messages, setMessages] = useState<ChatBubble[]>(options.initial);
  const [hasMore, setHasMore] = useState(options.initialHasMore);
  const [busy, setBusy] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  /** clientMessageIds of this window's questions that are stored but got no answer (stopped early, or the answer broke off). */
  const [unanswered, setUnanswered] = useState<string[]>([]);
  const abort = useRef<AbortController | null>(null);
  const onToolsRan = useRef(options.onToolsRan);
  onToolsRan.current = options.onToolsRan;

  // localStorage exists only in the browser: unsent messages join after hydration. As a transition, so an
  // answer whose Markdown is still loading keeps its server HTML (an urgent update would make React discard it).
  useEffect(() => {
    startTransition(() => {
      setMessages(withUnsent(options.initial, scope.current));
      setHasMore(options.initialHasMore);
    });
  }, [options.initial, options.initialHasMore]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a stream of another project or conversation is aborted when the chat moves on
  useEffect(() => () => abort.current?.abort(), [projectId, conversationId]);

  const busyRef = useRef(false);
  busyRef.current = busy;
  const latest = useRef(messages);
  latest.current = messages;

  // Live: other members' messages and the agent's replies as they are written.
  const room = options.room;
  useEffect(() => {
    if (!room) return;
    return room.subscribe((event) => {
      if (event.type === "message") {
        setMessages((current) => placeMessage(current, event.message, event.turnId ? [liveReply(event.turnId)] : []));
        if (event.message.clientMessageId && event.message.userId === scope.current.userId) {
          forgetUnsent(scope.current, event.message.clientMessageId);
        }
      } else if (event.type === "token" && !busyRef.current) {
        // This window's own reply streams over its request; the room's tokens are for the others.
        const id = liveReply(event.turnId);
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
    const last = [...latest.current].reverse().find((item) => !isPlaceholder(item.id));
    if (!last) return;
    const query = new URLSearchParams({ after: last.id, limit: "100" });
    if (conversationId) query.set("conversationId", conversationId);
    const page = await apiFetch<{ messages: ChatMessageView[] }>(`/api/projects/${projectId}/messages?${query}`).catch(
      () => null,
    );
    for (const message of page?.messages ?? []) setMessages((current) => placeMessage(current, message));
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
    const oldest = messages.find((message) => !isPlaceholder(message.id));
    if (!hasMore || loadingOlder || !oldest) return;
    setLoadingOlder(true);
    try {
      const query = new URLSearchParams({ before: oldest.id, limit: String(PAGE) });
      if (conversationId) query.set("conversationId", conversationId);
      const page = await apiFetch<{ messages: ChatMessageView[]; hasMore: boolean }>(
        `/api/projects/${projectId}/messages?${query}`,
      );
      setMessages((current) => [...page.messages, ...current]);
      setHasMore(page.hasMore);
    } catch (error) {
      notify({ type: "error", title: "Erro ao carregar mensagens", description: messageOf(error) });
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, hasMore, loadingOlder, messages, projectId]);

  /**
   * One attempt at a message; the same clientMessageId on every attempt, so the server stores it once. A message
   * to the team waits for no reply: the server stores it, the room shows it to the others, the agent stays quiet.
   */
  const deliver = useCallback(
    async (content: string, clientMessageId: string, toTeam = false): Promise<boolean> => {
      const pending: UnsentMessage = {
        clientMessageId,
        content,
        createdAt: Date.now(),
        failure: "network",
        ...(toTeam ? { toTeam } : {}),
      };
      // Kept before the request leaves: a reload in the middle still has it.
      keepUnsent(scope.current, pending);
      let replyId = replyPlaceholder(clientMessageId);
      const userId = userPlaceholder(clientMessageId);
      // Asked again after it was stored unanswered: the stored question stays, only the reply is awaited.
      const storedQuestion = latest.current.some(
        (item) => item.clientMessageId === clientMessageId && !isPlaceholder(item.id),
      );
      setUnanswered((current) => current.filter((id) => id !== clientMessageId));
      setMessages((current) => [
        ...current.filter((item) => item.id !== userId && item.id !== replyId),
        ...(storedQuestion ? [] : [unsentBubble(pending, "sending")]),
        ...(toTeam ? [] : [{ id: replyId, role: "assistant" as const, content: "", status: "streaming" as const }]),
      ]);
      setBusy(true);
      busyRef.current = true;
      const controller = new AbortController();
      abort.current = controller;
      let ranTools = false;
      let stored = false;
      let serverError: ApiClientError | null = null;
      let bookmark: string | null = null;
      try {
        const response = await fetch("/api/functions/chat-orchestrator", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
          body: JSON.stringify({
            message: content,
            projectId,
            sessionId: conversationId,
            clientMessageId,
            audience: toTeam ? "team" : "agent",
          }),
          signal: controller.signal,
        });
        if (!response.ok) throw await errorFrom(response);
        await readChatStream(response, {
          onDelta: (delta) =>
            setMessages((current) =>
              current.map((item) => (item.id === replyId ? { ...item, content: item.content + delta } : item)),
            ),
          // The turn's error, as the JSON answer would carry it: its code's status (502 without one: the upstream failed).
          onError: (message, code) =>
            (serverError = new ApiClientError(message, code ? APP_ERRORS[code].status : 502, code)),
          onEvent: (raw) => {
            const event = raw as ChatEvent;
            if (event.type === "user-message") {
              stored = true;
              forgetUnsent(scope.current, clientMessageId);
              // From here the reply is the turn's: the room and a catch-up know it by the stored message's id.
              const turnReply = liveReply(event.message.id);
              const previous = replyId;
              replyId = turnReply;
              setMessages((current) => {
                const placed = placeMessage(current, event.message, [userId]);
                // Stored as a note to the team (chosen, or a member @mentioned): no reply is coming.
                if (event.message.toTeam) return placed.filter((item) => item.id !== previous);
                return placed.map((item) => (item.id === previous ? { ...item, id: turnReply } : item));
              });
            }
            if (event.type === "tool") ranTools = true;
            if (event.type === "bookmark") bookmark = event.bookmark;
            if (event.type === "assistant-message")
              setMessages((current) => placeMessage(current, event.message, [replyId]));
          },
        });
        // Before the turn counts as done: a page opened next reads the reply the stream wrote.
        if (bookmark) await handBackBookmark(bookmark);
        if (serverError) throw serverError;
        setMessages((current) => current.filter((item) => item.id !== replyId));
        return true;
      } catch (error) {
        if (controller.signal.aborted) {
          // Stopped: the server stores what it had sent; show what it stored.
          const outcome = await settleStopped(projectId, conversationId, clientMessageId, replyId, setMessages);
          if (outcome === "unanswered") setUnanswered((current) => [...current, clientMessageId]);
          if (outcome === "not-stored") {
            keepUnsent(scope.current, { ...pending, failure: "server" });
            setMessages((current) =>
              current.map((item) => (item.id === userId ? { ...item, status: "unsent" } : item)),
            );
          } else forgetUnsent(scope.current, clientMessageId);
          return true;
        }
        const refused = error instanceof ApiClientError && error.status > 0;
        if (!stored) {
          const failure = refused ? "server" : "network";
          keepUnsent(scope.current, { ...pending, failure });
          setMessages((current) =>
            current
              .filter((item) => item.id !== replyId)
              .map((item) => (item.id === userId ? { ...item, status: "unsent" } : item)),
          );
        } else {
          // Stored, but the answer broke off: what arrived stays, marked; the stored reply replaces it when it comes.
          setMessages((current) =>
            current.flatMap((item) =>
              item.id !== replyId ? [item] : item.content ? [{ ...item, status: "failed" as const }] : [],
            ),
          );
          setUnanswered((current) => [...current, clientMessageId]);
        }
        notify({
          type: "error",
          title: "Erro ao enviar mensagem",
          description: refused ? messageOf(error) : AGENT_ERROR,
        });
        return false;
      } finally {
        if (abort.current === controller) abort.current = null;
        setBusy(false);
        busyRef.current = false;
        if (ranTools) onToolsRan.current();
      }
    },
    [conversationId, projectId],
  );

  const send = useCallback(
    async (text: string, options: { toTeam?: boolean } = {}) => {
      const content = text.trim();
      if (!content || busyRef.current) return false;
      return deliver(content, crypto.randomUUID(), options.toTeam === true);
    },
    [deliver],
  );

  /** Sends a message again as the same message (unsent, or stored without an answer): the server stores it once. */
  const retry = useCallback(
    async (clientMessageId: string) => {
      const bubble = latest.current.find((item) => item.clientMessageId === clientMessageId && item.role === "user");
      if (!bubble || busyRef.current) return false;
      return deliver(bubble.content, clientMessageId, bubble.toTeam === true);
    },
    [deliver],
  );

  // Back online (the browser says so, or the room reconnected after a drop): what failed for want of a
  // network goes out by itself, oldest first. Not on page load: a message kept from before a reload waits
  // for the member's Tentar novamente.
  const online = useOnline();
  const roomStatus = room?.status;
  // A socket that stays down (not one reconnecting at once) also means no connection.
  const [roomLost, setRoomLost] = useState(false);
  useEffect(() => {
    if (roomStatus !== "closed") return setRoomLost(false);
    const timer = setTimeout(() => setRoomLost(true), ROOM_LOST_MS);
    return () => clearTimeout(timer);
  }, [roomStatus]);
  const seen = useRef({ online, roomDropped: false });
  useEffect(() => {
    const before = seen.current;
    // A room that was open and closed, now open again: the socket came back (not a first connection).
    const reconnected = before.roomDropped && roomStatus === "open";
    seen.current = { online, roomDropped: roomStatus === "closed" || (before.roomDropped && roomStatus !== "open") };
    if (!((online && !before.online) || reconnected)) return;
    void (async () => {
      for (const message of readUnsent(scope.current)) {
        if (message.failure !== "network" || busyRef.current || !navigator.onLine) return;
        const shown = latest.current.find((item) => item.id === userPlaceholder(message.clientMessageId));
        if (shown?.status !== "unsent") continue;
        if (!(await deliver(message.content, message.clientMessageId, message.toTeam === true))) return;
      }
    })();
  }, [online, roomStatus, deliver]);

  return {
    messages,
    hasMore,
    loadingOlder,
    loadOlder,
    send,
    retry,
    unanswered,
    busy,
    online: online && !roomLost,
    stop: () => abort.current?.abort(),
  };
}

/**
 * After a stop: what did the server keep? The question (found by its
 * clientMessageId) and, once written, the reply to it (stopped, or whole if it
 * was done) take the placeholders' places. No reply after a while: the
 * question is unanswered; no question: it never reached the server.
 */
async function settleStopped(
  projectId: string,
  conversationId: string | null,
  clientMessageId: string,
  replyId: string,
  setMessages: (update: (current: ChatBubble[]) => ChatBubble[]) => void,
): Promise<"answered" | "unanswered" | "not-stored"> {
  const query = new URLSearchParams({ limit: "10" });
  if (conversationId) query.set("conversationId", conversationId);
  let question: ChatMessageView | undefined;
  for (let attempt = 0; attempt < 10; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const page = await apiFetch<{ messages: ChatMessageView[] }>(`/api/projects/${projectId}/messages?${query}`).catch(
      () => null,
    );
    question =
      page?.messages.find((message) => message.role === "user" && message.clientMessageId === clientMessageId) ??
      question;
    const reply = question && page?.messages.find((message) => message.replyTo === question?.id);
    if (question && reply) {
      const asked = question;
      setMessages((current) => placeMessage(placeMessage(current, asked), reply, [replyId]));
      return "answered";
    }
  }
  const asked = question;
  setMessages((current) => (asked ? placeMessage(current, asked) : current).filter((item) => item.id !== replyId));
  return asked ? "unanswered" : "not-stored";
}

function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}
