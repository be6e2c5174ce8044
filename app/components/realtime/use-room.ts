import ReconnectingWebSocket from "partysocket/ws";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  isRoomCloseCode,
  KEEP_ALIVE,
  parseRoomEvent,
  type PresenceMember,
  type RoomCloseCode,
  type RoomEvent,
} from "#isomorphic/protocols/realtime-protocol.ts";

/** `ended`: the server closed the room to us because our access ended; there is no reconnecting. */
export type RoomStatus = "connecting" | "open" | "closed" | "ended";

/**
 * The page's live connection to its room (the conversation's, or the
 * project's for the consolidated view). partysocket reconnects with backoff;
 * every (re)opening calls `onOpen`, where the page catches up from the API on
 * what it missed. Components subscribe to the room's events.
 */
export function useRoom(options: { projectId: string; conversationId: string | null; onOpen?: () => void }) {
  const { projectId, conversationId } = options;
  const [status, setStatus] = useState<RoomStatus>("connecting");
  const [presence, setPresence] = useState<PresenceMember[]>([]);
  /** Why the room closed for good (ROOM_CLOSE), once it has. */
  const [endedBy, setEndedBy] = useState<RoomCloseCode | null>(null);
  /** Counts openings, so subscribers can catch up after each (re)connection. */
  const [openings, setOpenings] = useState(0);
  const listeners = useRef(new Set<(event: RoomEvent) => void>());
  const onOpen = useRef(options.onOpen);
  onOpen.current = options.onOpen;

  useEffect(() => {
    const path = `/api/realtime/projects/${projectId}${conversationId ? `/conversations/${conversationId}` : ""}`;
    const socket = new ReconnectingWebSocket(
      () => `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}${path}`,
      [],
      {
        minReconnectionDelay: 500,
        maxReconnectionDelay: 10_000,
        reconnectionDelayGrowFactor: 1.6,
        connectionTimeout: 8_000,
        // The server closes with these codes when our session or membership ended: reconnecting would only
        // be refused again.
        shouldReconnectOnClose: (event) => !isRoomCloseCode(event.code),
      },
    );
    setStatus("connecting");
    setEndedBy(null);
    const opened = () => {
      setStatus("open");
      setOpenings((count) => count + 1);
      onOpen.current?.();
    };
    const closed = (event: CloseEvent) => {
      if (isRoomCloseCode(event.code)) {
        setStatus("ended");
        setEndedBy(event.code);
        setPresence([]);
      } else {
        setStatus("closed");
      }
    };
    const received = (message: MessageEvent) => {
      const event = parseRoomEvent(message.data);
      if (!event) return;
      if (event.type === "presence") setPresence(event.members);
      for (const listener of listeners.current) listener(event);
    };
    socket.addEventListener("open", opened);
    socket.addEventListener("close", closed);
    socket.addEventListener("message", received);
    const ping = setInterval(
      () => socket.readyState === socket.OPEN && socket.send(KEEP_ALIVE.request),
      KEEP_ALIVE.everyMs,
    );
    return () => {
      clearInterval(ping);
      socket.removeEventListener("open", opened);
      socket.removeEventListener("close", closed);
      socket.removeEventListener("message", received);
      socket.close();
      setPresence([]);
    };
  }, [projectId, conversationId]);

  const subscribe = useCallback((listener: (event: RoomEvent) => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);

  return { status, presence, subscribe, openings, endedBy };
}

export type Room = ReturnType<typeof useRoom>;
