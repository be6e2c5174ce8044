import { AppError, type AppErrorCode } from "#isomorphic/app-error.ts";
import { logger } from "#core/log.ts";

/**
 * What a tool answers the model when it cannot act, in the one error model's
 * terms: the catalogue code and the Portuguese message, which the model (or
 * the offline agent, or the tools line under the answer) may repeat to the
 * person. Anything but an AppError is internal: logged, and told as
 * `internal`, so no internal message (a D1 error, a stack) reaches a reply.
 */
export interface ToolFailure {
  ok: false;
  code: AppErrorCode;
  error: string;
}

export function toolFailure(error: unknown, tool: string): ToolFailure {
  const known = error instanceof AppError ? error : new AppError("internal");
  if (known !== error) logger.error("tool_failed", { tool, error });
  return { ok: false, code: known.code, error: known.message };
}
