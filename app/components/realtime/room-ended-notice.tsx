import { Link } from "@remix-run/react";
import { ShieldOff } from "lucide-react";
import { ROOM_CLOSE, ROOM_CLOSE_NOTICE, type RoomCloseCode } from "#isomorphic/protocols/realtime-protocol.ts";

/**
 * Shown when the room closed for good because our access ended (ROOM_CLOSE): the page no longer updates,
 * and the person is told why and where to go next.
 */
export function RoomEndedNotice({ code }: { code: RoomCloseCode }) {
  const sessionEnded = code === ROOM_CLOSE.sessionEnded;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <ShieldOff aria-hidden className="h-4 w-4 shrink-0" />
      <span className="min-w-0 flex-1">{ROOM_CLOSE_NOTICE[code]}</span>
      <Link
        to={sessionEnded ? "/auth" : "/dashboard"}
        reloadDocument
        className="font-semibold underline underline-offset-2"
      >
        {sessionEnded ? "Entrar novamente" : "Ir para o Dashboard"}
      </Link>
    </div>
  );
}
