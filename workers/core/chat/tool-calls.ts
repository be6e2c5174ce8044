import type { AppEnv } from "#core/context.ts";
import { beginToolCall, finishToolCall } from "#core/db/chat-turns.ts";
import { database } from "#core/db/client.ts";
import { logger } from "#core/log.ts";

/**
 * Runs a side-effecting tool call at most once per turn: the call is recorded with the turn's id before it
 * acts, and a turn run again (its first attempt failed, or its worker died) gets the recorded result of a
 * call that finished instead of acting twice. A call that failed, or whose attempt died mid-action, may run
 * again; what the tools write is named after the turn (turnScopedId), so that second run finds the first
 * run's effect rather than repeating it.
 */
export async function onceInTurn<T extends { ok: boolean }>(
  env: Pick<AppEnv, "DB">,
  turnId: string,
  callKey: string,
  act: () => Promise<T>,
): Promise<T> {
  const db = database(env.DB);
  const recorded = await beginToolCall(db, turnId, callKey, Date.now());
  if (recorded.status === "done") return recorded.output as T;
  const output = await act();
  // The action happened: say so even if recording it fails (a rerun finds its turn-named effect anyway).
  if (output.ok)
    await finishToolCall(db, turnId, callKey, output).catch((error: unknown) =>
      logger.error("tool_call_not_recorded", { turnId, callKey, error }),
    );
  return output;
}
