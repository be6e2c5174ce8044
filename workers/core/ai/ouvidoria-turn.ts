import { type LanguageModel, streamText } from "ai";
import { buildAgentContext } from "#isomorphic/initiatives/ouvidoria/data.ts";
import type { AgentContext } from "#isomorphic/initiatives/ouvidoria/types.ts";
import { AppError } from "#isomorphic/app-error.ts";
import { encodeTextStreamAsSse } from "#isomorphic/protocols/sse.ts";
import { logger } from "#core/log.ts";
import { createOfflineAnalystModel } from "./offline-model.ts";
import { buildOuvidoriaSystemPrompt } from "./ouvidoria-prompt.ts";
import { SCRIPTED_PROVIDER } from "#core/ai/scripted-model.ts";

/**
 * One question to the ouvidoria analyst. The spec's request carries the
 * dashboard's data with the messages, but the answer comes from the data the
 * server holds itself (the page's own module, #isomorphic/initiatives/ouvidoria/data.ts):
 * the posted context is only checked against it, and nothing the client sent
 * reaches the system prompt. A hosted model that fails before its first word
 * hands the question to the offline analyst, with a note saying so.
 */
export interface AnalystMessage {
  role: "user" | "assistant";
  content: string;
}

/** Shown first when the offline analyst answered for a hosted model that failed. */
export const ANALYST_OFFLINE_NOTE = "_Resposta do modo offline: o modelo não respondeu._";

/** The dashboard data the server answers from (today's, as the page draws it). */
export function serverContext(now = new Date()): AgentContext {
  return buildAgentContext(now);
}

/**
 * Whether the posted data is the page's: the figures must be the server's own (the time it was drawn may differ).
 * A client that sends only the spec's fields (no named cases) matches on those.
 */
export function postedMatches(posted: AgentContext, server: AgentContext): boolean {
  const figures = (context: AgentContext, cases: boolean) =>
    JSON.stringify({
      regionData: context.regionData,
      exploratoryData: context.exploratoryData,
      callCenterMetrics: context.callCenterMetrics,
      criticalCasesCount: context.criticalCasesCount,
      criticalCases: cases ? context.criticalCases : [],
    });
  const withCases = posted.criticalCases.length > 0;
  return figures(posted, withCases) === figures(server, withCases);
}

export function analystStream(
  model: LanguageModel,
  messages: AnalystMessage[],
  context: AgentContext,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const system = buildOuvidoriaSystemPrompt(context);
  const offline = typeof model === "object" && model.provider === SCRIPTED_PROVIDER;
  return encodeTextStreamAsSse(answer(model, offline, system, messages, signal), (error) => {
    logger.error("ai_stream_failed", { agent: "ouvidoria-analyst", error });
    return new AppError("analyst_failed");
  });
}

async function* answer(
  model: LanguageModel,
  offline: boolean,
  system: string,
  messages: AnalystMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  let started = false;
  try {
    for await (const part of streamText({ model, system, messages, abortSignal: signal, maxRetries: 1 }).fullStream) {
      if (part.type === "text-delta") {
        started = true;
        yield part.text;
      } else if (part.type === "error") throw part.error;
      else if (part.type === "finish" && part.finishReason === "error")
        throw new Error("model stream ended with an error");
    }
  } catch (error) {
    if (started || offline || signal.aborted) throw error;
    logger.warn("analyst_fallback", { cause: error instanceof Error ? error.message : String(error) });
    yield `${ANALYST_OFFLINE_NOTE}\n\n`;
    for await (const text of streamText({
      model: createOfflineAnalystModel(),
      system,
      messages,
      abortSignal: signal,
    }).textStream)
      yield text;
  }
}
