/**
 * A new conversation's stored title: the trimmed name, " - ", and the moment
 * of creation in pt-BR (2-digit day, month, hour, minute) in the user's time
 * zone, which the browser sends; unknown zones fall back to Brasília.
 */
export const DEFAULT_TIME_ZONE = "America/Sao_Paulo";

export function resolveTimeZone(candidate: string | null | undefined): string {
  if (!candidate) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("pt-BR", { timeZone: candidate });
    return candidate;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

export function formatConversationTitle(name: string, at: Date, timeZone: string): string {
  const stamp = new Intl.DateTimeFormat("pt-BR", {
    day: "2-digit",
    month: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: resolveTimeZone(timeZone),
  }).format(at);
  return `${name.trim()} - ${stamp}`;
}
