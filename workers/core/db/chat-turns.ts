import { and, eq, lte, or, sql } from "drizzle-orm";
import type { MessagePart } from "#isomorphic/protocols/chat-protocol.ts";
import type { Database } from "./client.ts";
import { messageFields, type MessageRow } from "./conversations.ts";
import { findOwned } from "./owned-rows.ts";
import { countHitQuery, withinLimit } from "./rate-limits.ts";
import { type ChatMessage, chatMessages, chatToolCalls, chatTurns, users } from "./schema.ts";

/** Queries of the chat turns (one per user message) and the tool calls recorded within them. */

export type Turn = typeof chatTurns.$inferSelect;

type Claim = Pick<Turn, "attempts" | "replyMessageId">;

/** A claim's upsert: a new turn goes in `running`; an existing one is taken over only when its attempt failed or its lease ran out. */
function claimUpsert(turn: { claimToken: string; leaseExpiresAt: number }, now: number) {
  return {
    target: chatTurns.id,
    set: {
      status: "running" as const,
      claimToken: turn.claimToken,
      leaseExpiresAt: turn.leaseExpiresAt,
      attempts: sql`${chatTurns.attempts} + 1`,
    },
    setWhere: or(
      eq(chatTurns.status, "failed"),
      and(eq(chatTurns.status, "running"), lte(chatTurns.leaseExpiresAt, now)),
    ),
  };
}

const claimed = { attempts: chatTurns.attempts, replyMessageId: chatTurns.replyMessageId };

/**
 * Claims the turn of a user message in one statement: inserts it as `running`, or takes it over when its
 * last attempt failed or its lease ran out (the worker died). Returns the claim, or undefined when another
 * attempt holds a live lease or the turn is answered.
 */
export function claimTurn(
  db: Database,
  turn: { id: string; projectId: string; claimToken: string; leaseExpiresAt: number },
  now: number,
): Promise<Claim | undefined> {
  return db
    .insert(chatTurns)
    .values({ ...turn, status: "running", createdAt: now })
    .onConflictDoUpdate(claimUpsert(turn, now))
    .returning(claimed)
    .get();
}

/** A question as the turn stores it: with its client's id, a retried send is the message already stored. */
export interface Question {
  projectId: string;
  userId: string;
  sessionId: string | null;
  content: string;
  clientMessageId: string | null;
  parts: MessagePart[] | null;
}

/** The rate-limit window a question is counted in: a hit past `limit` stores nothing. */
export interface QuestionLimit {
  key: string;
  windowStart: number;
  limit: number;
}

export interface Admission {
  /** The window's count with this hit (null: no limit was asked); past the limit, nothing else was written. */
  hits: number | null;
  /** The user's message with this client id (the one just stored, or a retry's), in whichever project it is. */
  message: (MessageRow & { projectId: string }) | undefined;
  /** Whether this request stored the message. */
  created: boolean;
  /**
   * The turn, when this request claimed it; undefined when another attempt holds it or it is answered, or
   * when no turn is due (a note to the team, a message of another project, a spent limit).
   */
  claim: Claim | undefined;
}

/**
 * A chat turn's way in, in one D1 batch (one round trip to the primary, all or nothing): the sender's
 * rate-limit hit, the question (unless the client's id already names one), and the turn's claim. The question
 * and the claim are written only within the limit, and the claim only for a question of this project that
 * the agent answers (not a note to the team), whatever the retry says: so a refused or failed admission
 * leaves nothing written but, past the limit, the hit itself.
 */
export async function admitTurn(
  db: Database,
  question: Question,
  limit: QuestionLimit | null,
  turn: { claimToken: string; leaseExpiresAt: number },
  now: number,
): Promise<Admission> {
  const id = crypto.randomUUID();
  const within = limit ? withinLimit(limit.key, limit.windowStart, limit.limit) : sql`1`;
  const theMessage = or(
    eq(chatMessages.id, id),
    question.clientMessageId === null
      ? undefined
      : and(eq(chatMessages.userId, question.userId), eq(chatMessages.clientMessageId, question.clientMessageId)),
  );
  // The selected values follow each table's columns in schema order.
  const store = db
    .insert(chatMessages)
    .select(sql`
      SELECT ${id}, ${question.projectId}, ${question.userId}, ${question.sessionId}, ${question.content}, 'user',
             ${question.parts === null ? null : JSON.stringify(question.parts)}, 'complete', ${question.clientMessageId}, ${now}
      WHERE ${within}`)
    .onConflictDoNothing({ target: [chatMessages.userId, chatMessages.clientMessageId] });
  const claim = db
    .insert(chatTurns)
    .select(sql`
      SELECT ${chatMessages.id}, ${chatMessages.projectId}, 'running', ${turn.claimToken}, 1, ${turn.leaseExpiresAt}, NULL, ${now}
      FROM ${chatMessages}
      WHERE ${theMessage} AND ${chatMessages.projectId} = ${question.projectId}
        AND NOT EXISTS (SELECT 1 FROM json_each(${chatMessages.parts}) WHERE json_extract(value, '$.type') = 'to-team')
        AND ${within}`)
    .onConflictDoUpdate(claimUpsert(turn, now))
    .returning(claimed);
  const read = db
    .select({ ...messageFields, projectId: chatMessages.projectId })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.userId))
    .where(theMessage);
  let hits: number | null = null;
  let claims: Claim[];
  let rows: Admission["message"][];
  if (limit) {
    const [counted, , claiming, found] = await db.batch([
      countHitQuery(db, limit.key, limit.windowStart, now),
      store,
      claim,
      read,
    ]);
    hits = counted[0]?.count ?? 1;
    claims = claiming;
    rows = found;
  } else {
    [, claims, rows] = await db.batch([store, claim, read]);
  }
  const message = rows[0];
  return { hits, message, created: message?.id === id, claim: claims[0] };
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
