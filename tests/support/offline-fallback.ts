import { expect, vi } from "vitest";
import { OFFLINE_NOTE, type TurnResult } from "#core/chat/chat-turn.ts";

/** The fields of the `agent_fallback` log line the tests read. */
export interface FallbackLine {
  event?: string;
  provider?: string;
  cause?: string;
}

/**
 * Runs a turn whose hosted model fails before its first word, with console.warn captured, and checks that the
 * offline agent answered: no error, the offline note first, `expected` in the reply, the message marked as a
 * fallback. Returns the turn's `agent_fallback` log line (undefined when it logged none).
 */
export async function expectOfflineFallback(
  turn: () => Promise<TurnResult>,
  expected: string,
): Promise<FallbackLine | undefined> {
  const logged: string[] = [];
  const warn = vi.spyOn(console, "warn").mockImplementation((line: unknown) => void logged.push(String(line)));
  try {
    const result = await turn();
    expect(result.error).toBeNull();
    expect(result.reply.startsWith(`${OFFLINE_NOTE}\n\n`)).toBe(true);
    expect(result.reply).toContain(expected);
    expect(result.assistantMessage?.offlineFallback).toBe(true);
  } finally {
    warn.mockRestore();
  }
  return logged.flatMap(logLine).find((line) => line.event === "agent_fallback");
}

/** A warned line as JSON; none when it is not JSON. */
function logLine(line: string): FallbackLine[] {
  try {
    return [JSON.parse(line) as FallbackLine];
  } catch {
    return [];
  }
}
