/**
 * Messages this browser has not yet seen stored, kept in localStorage until
 * the server confirms them, so a failed send (or a page closed mid-send)
 * survives a reload and is retried with the same clientMessageId, which the
 * server stores once however often it is sent.
 */
export interface UnsentMessage {
  clientMessageId: string;
  content: string;
  createdAt: number;
  /** network: resent by itself when the connection returns; server: the server refused it, only the member retries. */
  failure: "network" | "server";
  /** Written to the team ("Para a equipe"): sent again as such. */
  toTeam?: boolean;
}

export interface UnsentScope {
  userId: string;
  projectId: string;
  conversationId: string | null;
}

function key(scope: UnsentScope): string {
  return `nexo:unsent:v1:${scope.userId}:${scope.projectId}:${scope.conversationId ?? "consolidada"}`;
}

function isUnsent(value: unknown): value is UnsentMessage {
  if (!value || typeof value !== "object") return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.clientMessageId === "string" &&
    typeof item.content === "string" &&
    typeof item.createdAt === "number" &&
    (item.failure === "network" || item.failure === "server")
  );
}

export function readUnsent(scope: UnsentScope): UnsentMessage[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key(scope)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isUnsent) : [];
  } catch {
    return [];
  }
}

function write(scope: UnsentScope, list: UnsentMessage[]) {
  try {
    if (list.length === 0) window.localStorage.removeItem(key(scope));
    else window.localStorage.setItem(key(scope), JSON.stringify(list));
  } catch {
    // Storage full or disabled: the message still shows as unsent until this page closes.
  }
}

export function keepUnsent(scope: UnsentScope, message: UnsentMessage) {
  write(scope, [...readUnsent(scope).filter((item) => item.clientMessageId !== message.clientMessageId), message]);
}

export function forgetUnsent(scope: UnsentScope, clientMessageId: string) {
  write(
    scope,
    readUnsent(scope).filter((item) => item.clientMessageId !== clientMessageId),
  );
}
