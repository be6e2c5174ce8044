import { and, eq, lte, or, sql } from "drizzle-orm";
import type { MessagePart } from "#isomorphic/protocols/chat-protocol.ts";
import type { Database } from "./client.ts";
import { findOwned } from "./owned-rows.ts";
import { type ChatMessage, chatMessages, chatToolCalls, chatTurns } from "./schema.ts";

/** Queries of the chat turns (one per user message) and the tool calls recorded within them. */

export type Turn = typeof chatTurns.$inferSelect;

/**
 * Claims the turn of a user message in one statement: inserts it as `running`, or takes it over when its
 * last attempt failed or its lease ran out (the worker died). Returns the claim, or undefined when another
 * attempt holds a live lease or the turn is answered.
 */
export function claimTurn(
  db: Database,
  turn: { id: string; projectId: string; claimToken: string; leaseExpiresAt: number },
  now: number,
): Promise<Pick<Turn, "attempts" | "replyMessageId"> | undefined> {
  return db
    .insert(chatTurns)
    .values({ ...turn, status: "running", createdAt: now })
    .onConflictDoUpdate({
      target: chatTurns.id,
      set: {
        status: "running",
        claimToken: turn.claimToken,
        leaseExpiresAt: turn.leaseExpiresAt,
        attempts: sql`${chatTurns.attempts} + 1`,
      },
      setWhere: or(
        eq(chatTurns.status, "failed"),
        and(eq(chatTurns.status, "running"), lte(chatTurns.leaseExpiresAt, now)),
      ),
    })
    .returning({ attempts: chatTurns.attempts, replyMessageId: chatTurns.replyMessageId })
    .get();
}

export function findTurn(db: Database, projectId: string, id: string): Promise<Turn | undefined> {
  return findOwned(db, chatTurns, chatTurns.projectId, projectId, id);
}

/** A failed attempt's partial reply goes when the turn runs again, so a turn never has two replies. */
export async function discardFailedReply(db: Database, turnId: string, replyMessageId: string): Promise<void> {
  await db.batch([
    db.delete(chatMessages).where(and(eq(chatMessages.id, replyMessageId), eq(chatMessages.status, "failed"))),
    db.update(chatTurns).set({ replyMessageId: null }).where(eq(chatTurns.id, turnId)),
  ]);
}

export type ReplyRow = Pick<ChatMessage, "projectId" | "userId" | "sessionId" | "content" | "status"> & {
  id: string;
  parts: MessagePart[];
  createdAt: number;
};

/**
 * Stores the reply and ends the turn, both or neither, and only while `claimToken` still holds the turn:
 * an attempt whose lease was taken over stores nothing. A failed reply leaves the turn `failed`, so it can
 * run again. Returns whether this attempt's reply was stored.
 */
export async function finishTurn(db: Database, turnId: string, claimToken: string, reply: ReplyRow): Promise<boolean> {
  const status = reply.status === "failed" ? "failed" : "answered";
  const [ended] = await db.batch([
    db
      .update(chatTurns)
      .set({ status, replyMessageId: reply.id })
      .where(and(eq(chatTurns.id, turnId), eq(chatTurns.claimToken, claimToken), eq(chatTurns.status, "running")))
      .returning({ id: chatTurns.id }),
    // The row goes in only if the update above found the turn still ours (it now names this reply). The
    // selected values follow chat_messages' columns in schema order.
    db.insert(chatMessages).select(sql`
      SELECT ${reply.id}, ${reply.projectId}, ${reply.userId}, ${reply.sessionId}, ${reply.content}, 'assistant',
             ${JSON.stringify(reply.parts)}, ${reply.status}, NULL, ${reply.createdAt}
      WHERE EXISTS (SELECT 1 FROM ${chatTurns} WHERE ${chatTurns.id} = ${turnId} AND ${chatTurns.replyMessageId} = ${reply.id})`),
  ]);
  return ended.length > 0;
}

/** Ends an attempt that stored nothing (it threw): the turn may run again at once. */
export async function failTurn(db: Database, turnId: string, claimToken: string): Promise<void> {
  await db
    .update(chatTurns)
    .set({ status: "failed" })
    .where(and(eq(chatTurns.id, turnId), eq(chatTurns.claimToken, claimToken), eq(chatTurns.status, "running")))
    .run();
}

/** A turn for a message answered before turns were recorded: it is answered, by that reply. */
export async function markTurnAnswered(
  db: Database,
  turnId: string,
  claimToken: string,
  replyMessageId: string,
): Promise<void> {
  await db
    .update(chatTurns)
    .set({ status: "answered", replyMessageId })
    .where(and(eq(chatTurns.id, turnId), eq(chatTurns.claimToken, claimToken)))
    .run();
}

export type ToolCall = typeof chatToolCalls.$inferSelect;

/**
 * Records a tool call before it acts. Returns the call as recorded: `started` now (or by an attempt that
 * died mid-action), or `done` with the output of an attempt that finished it.
 */
export async function beginToolCall(db: Database, turnId: string, callKey: string, now: number): Promise<ToolCall> {
  const inserted = await db
    .insert(chatToolCalls)
    .values({ turnId, callKey, status: "started", createdAt: now })
    .onConflictDoNothing()
    .returning()
    .get();
  if (inserted) return inserted;
  const recorded = await db
    .select()
    .from(chatToolCalls)
    .where(and(eq(chatToolCalls.turnId, turnId), eq(chatToolCalls.callKey, callKey)))
    .get();
  if (!recorded) throw new Error("tool call not recorded");
  return recorded;
}

export async function finishToolCall(db: Database, turnId: string, callKey: string, output: unknown): Promise<void> {
  await db
    .update(chatToolCalls)
    .set({ status: "done", output })
    .where(and(eq(chatToolCalls.turnId, turnId), eq(chatToolCalls.callKey, callKey)))
    .run();
}
