import { Hono } from "hono";
import type { ChatEvent } from "#isomorphic/protocols/chat-protocol.ts";
import { chatOrchestratorBody } from "#isomorphic/schemas/api.ts";
import { deltaEvent, errorEvent, SSE_DONE, sseEvent } from "#isomorphic/protocols/sse.ts";
import { admitChatTurn, answerAdmittedTurn, mentionCandidatesRead, type TurnSink } from "#core/chat/chat-turn.ts";
import { rowsOf } from "#core/access/one-round.ts";
import { conversationRead } from "#core/db/conversations.ts";
import type { WorkerEnv } from "#workers/web/http/types.ts";
import { AppError, apiErrorResponse } from "./errors.ts";
import { jsonBody } from "./middleware/body.ts";
import { readAsMember } from "./middleware/project-member.ts";
import { perUserLimitAtAdmission } from "./middleware/rate-limit.ts";
import { claimNowSessionInRound } from "./middleware/require-user.ts";
import { logger } from "#core/log.ts";

/**
 * POST /api/functions/chat-orchestrator — the spec's contract: message,
 * projectId, userId, sessionId (or null) and conversationHistory in; JSON
 * `{ message, tool_calls: [{ function: { name } }] }` out, or `{ error, code }` on
 * failure. A client that accepts text/event-stream (the chat panel) gets the
 * same turn as a stream. The history sent is only a hint: the server reads
 * the conversation from D1. Before its admission a turn waits on one round of reads: the session, the
 * membership, the conversation and the people one may @mention, in one D1 batch (readAsMember). The sender's
 * limit (CHAT_RATE_LIMIT) is counted in the one write that stores the question and claims its turn; a request
 * refused before that spends a try all the same.
 */
export const CHAT_RATE_LIMIT = { limit: 20, windowMs: 60_000 };

export const chatOrchestrator = new Hono<WorkerEnv>().post(
  "/",
  perUserLimitAtAdmission("chat", CHAT_RATE_LIMIT, "Muitas mensagens seguidas."),
  claimNowSessionInRound,
  ...jsonBody(chatOrchestratorBody, 64 * 1024),
  async (c) => {
    const body = c.req.valid("json");
    const conversationId = body.sessionId ?? null;
    // The session, the membership, the conversation and (for an "@") the people one may mention: one round.
    const { membership, data } = await readAsMember(
      c,
      body.projectId,
      ({ db, projectId }) =>
        [conversationRead(db, projectId, conversationId), mentionCandidatesRead(db, projectId, body.message)] as const,
    );
    const user = c.var.user;
    if (body.userId && body.userId !== user.id)
      throw new AppError("forbidden", "O usuário informado não é o da sessão.");
    if (conversationId && rowsOf(data[0]).length === 0) {
      throw new AppError("validation", "Conversa inválida para este projeto.");
    }
    const input = {
      message: body.message,
      conversationId,
      clientMessageId: body.clientMessageId ?? null,
      toTeam: body.audience === "team",
    };
    // The rate limit, the question and the turn's claim are one write, before any answer: a refusal is a status.
    c.set("admissionCounted", true);
    const admitted = await admitChatTurn(c.env, membership, input, {
      limit: c.var.admissionLimit(user),
      memberNames: rowsOf(data[1]).map((member) => member.fullName),
    });

    if (!(c.req.header("Accept") ?? "").includes("text/event-stream")) {
      const result = await answerAdmittedTurn(c.env, admitted, { signal: c.req.raw.signal });
      if (result.error) return apiErrorResponse(c, result.error, { message_id: result.userMessage.id });
      return c.json({
        message: result.reply,
        tool_calls: result.toolNames.map((name) => ({ function: { name } })),
        sources: result.assistantMessage?.sources ?? [],
        suggestions: result.assistantMessage?.suggestions ?? [],
        message_id: result.assistantMessage?.id ?? null,
        // Written to the team: stored and shown to the members, and not answered.
        to_team: result.userMessage.toTeam,
      });
    }

    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const encoder = new TextEncoder();
    // Once the client is gone, writes fail; the turn still finishes and is stored.
    const write = (chunk: string) =>
      writer.write(encoder.encode(chunk)).then(
        () => true,
        () => false,
      );
    const sink: TurnSink = {
      // Waiting for `ready` paces the model to the reader, so what is stored is what was read.
      text: async (delta) =>
        !c.req.raw.signal.aborted &&
        (await writer.ready.then(
          () => write(deltaEvent(delta)),
          () => false,
        )),
      event: (event) => void write(sseEvent(JSON.stringify({ nexo: event }))),
    };
    const turn = answerAdmittedTurn(c.env, admitted, { signal: c.req.raw.signal, sink })
      .then(async (result) => {
        if (result.error) await write(errorEvent(result.error));
      })
      .catch(async (error: unknown) => {
        // A refusal says why; anything else is our failure.
        const refused = error instanceof AppError && error.status < 500;
        if (!refused) logger.error("chat_turn_crashed", { error });
        await write(errorEvent(refused ? error : new AppError("send_failed")));
      })
      .finally(async () => {
        // The reply was written after the headers (and their bookmark) left: the client hands this one back.
        const bookmark = c.var.d1Session?.bookmark();
        if (bookmark)
          await write(sseEvent(JSON.stringify({ nexo: { type: "bookmark", bookmark } satisfies ChatEvent })));
        await write(sseEvent(SSE_DONE));
        await writer.close().catch(() => {});
      });
    c.executionCtx.waitUntil(turn);
    return new Response(readable, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  },
);
