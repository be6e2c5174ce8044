import { and, asc, desc, eq, gt, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { newestFirst } from "./newest-first.ts";
import { ownedRow, updateOwned } from "./owned-rows.ts";
import {
  type ChatMessage,
  chatMessages,
  type Conversation,
  conversationSessions,
  projectMembers,
  projects,
  users,
} from "./schema.ts";

/** Queries of conversations (table conversation_sessions) and their chat messages. */

export type ConversationSummary = Pick<Conversation, "id" | "title" | "createdAt">;

const summary = {
  id: conversationSessions.id,
  title: conversationSessions.title,
  createdAt: conversationSessions.createdAt,
};

/** Conversations as the sidebar and the pages list them; each caller narrows them with its own filter. */
function summaries(db: Database) {
  return db.select(summary).from(conversationSessions);
}

/** The project's conversations, newest first: a query to await or batch (access/one-round.ts). */
export function listConversations(db: Database, projectId: string) {
  return summaries(db)
    .where(eq(conversationSessions.projectId, projectId))
    .orderBy(...newestFirst(conversationSessions));
}

/**
 * The sidebar's conversations: those of `projectId` when the user is its member, else those of the user's
 * newest project. The project is chosen inside the query, so the list is read beside the projects'
 * (listProjectsForUser, whose order the choice follows) instead of after it.
 */
export function listConversationsOfSelectedProject(db: Database, userId: string | SQL, projectId: string | undefined) {
  const named = sql`(SELECT ${projectMembers.projectId} FROM ${projectMembers} WHERE ${projectMembers.userId} = ${userId} AND ${projectMembers.projectId} = ${projectId ?? null})`;
  const newest = sql`(SELECT ${projects.id} FROM ${projects} INNER JOIN ${projectMembers} ON ${projectMembers.projectId} = ${projects.id} WHERE ${projectMembers.userId} = ${userId} ORDER BY ${projects.createdAt} DESC, ${projects}.rowid DESC LIMIT 1)`;
  return summaries(db)
    .where(eq(conversationSessions.projectId, sql`coalesce(${named}, ${newest})`))
    .orderBy(...newestFirst(conversationSessions));
}

/** A conversation of this project, or undefined: an id from another project finds nothing. */
export function findConversation(
  db: Database,
  projectId: string,
  conversationId: string,
): Promise<ConversationSummary | undefined> {
  return conversationRead(db, projectId, conversationId).get();
}

/** The same as a query to batch (access/one-round.ts): no rows, or the one; no id reads nothing (`WHERE 0`). */
export function conversationRead(db: Database, projectId: string, conversationId: string | null) {
  return summaries(db)
    .where(
      conversationId === null
        ? sql`0`
        : ownedRow(conversationSessions, conversationSessions.projectId, projectId, conversationId),
    )
    .limit(1);
}

export async function insertConversation(db: Database, row: typeof conversationSessions.$inferInsert): Promise<void> {
  await db.insert(conversationSessions).values(row).run();
}

/** Scoped by project as well as id: a conversation id from another project changes nothing. */
export async function renameConversation(
  db: Database,
  projectId: string,
  conversationId: string,
  title: string,
): Promise<boolean> {
  return updateOwned(db, conversationSessions, conversationSessions.projectId, projectId, conversationId, { title });
}

export type MessageRow = Pick<
  ChatMessage,
  "id" | "role" | "content" | "createdAt" | "userId" | "sessionId" | "parts" | "status" | "clientMessageId"
> & {
  authorName: string;
};

/** A message row's columns as MessageRow has them (its author's name joined from users). */
export const messageFields = {
  id: chatMessages.id,
  role: chatMessages.role,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  userId: chatMessages.userId,
  sessionId: chatMessages.sessionId,
  parts: chatMessages.parts,
  status: chatMessages.status,
  clientMessageId: chatMessages.clientMessageId,
  authorName: users.fullName,
};

/** Which messages a page of them holds. */
interface MessagePage {
  projectId: string;
  /**
   * One conversation's messages; null: every message of the project (the consolidated view);
   * "newest": the newest conversation's, or every message when the project has none (the page's default).
   */
  conversationId: string | null | typeof NEWEST_CONVERSATION;
  limit: number;
  before?: MessageAnchor;
}

/**
 * A message a page is cut at. Its time may be SQL (`anchorOf`): a page batched with the session's read
 * (access/one-round.ts) names the message before anyone has read it.
 */
export interface MessageAnchor {
  createdAt: number | SQL;
  id: string;
}

/** A message of the project as an anchor, in SQL: a message of another project (or none) cuts every row off. */
export function anchorOf(projectId: string, id: string): MessageAnchor {
  const createdAt = sql`(SELECT ${chatMessages.createdAt} FROM ${chatMessages} WHERE ${ownedRow(chatMessages, chatMessages.projectId, projectId, id)})`;
  return { createdAt, id };
}

/**
 * The newest `limit` messages of the conversation (or of the whole project
 * when `conversationId` is null), older than `before` when given, returned
 * oldest first. Ties on created_at are broken by rowid, the insertion order.
 */
export async function listMessages(
  db: Database,
  options: MessagePage & {
    /** Only messages newer than this one, oldest first (a reconnecting client catching up). */
    after?: MessageAnchor;
  },
): Promise<MessageRow[]> {
  if (options.after) return newerMessages(db, { ...options, after: options.after });
  return (await newestMessages(db, options)).reverse();
}

/** `listMessages` with `after`, not yet run (a query to batch): the messages newer than it, oldest first. */
export function newerMessages(db: Database, options: MessagePage & { after: MessageAnchor }) {
  const scope = and(eq(chatMessages.projectId, options.projectId), conversationScope(options));
  const newer = or(
    gt(chatMessages.createdAt, options.after.createdAt),
    and(
      eq(chatMessages.createdAt, options.after.createdAt),
      sql`${chatMessages}.rowid > (SELECT rowid FROM ${chatMessages} WHERE ${chatMessages.id} = ${options.after.id})`,
    ),
  );
  return messagesInOrder(db, and(scope, newer), asc, options.limit);
}

/**
 * `listMessages` without `after`, newest first and not yet run: a page batches it with its other reads
 * (access/one-round.ts) and puts the rows in order itself.
 */
export function newestMessages(db: Database, options: MessagePage) {
  const scope = and(eq(chatMessages.projectId, options.projectId), conversationScope(options));
  const older = options.before
    ? or(
        lt(chatMessages.createdAt, options.before.createdAt),
        and(
          eq(chatMessages.createdAt, options.before.createdAt),
          sql`${chatMessages}.rowid < (SELECT rowid FROM ${chatMessages} WHERE ${chatMessages.id} = ${options.before.id})`,
        ),
      )
    : undefined;
  return messagesInOrder(db, and(scope, older), desc, options.limit);
}

/** Not a string, so no id from a request can ever mean it. */
export const NEWEST_CONVERSATION: unique symbol = Symbol("newest conversation");

function conversationScope(options: {
  projectId: string;
  conversationId: string | null | typeof NEWEST_CONVERSATION;
}): SQL | undefined {
  if (options.conversationId === null) return undefined;
  if (typeof options.conversationId === "string") return eq(chatMessages.sessionId, options.conversationId);
  // Chosen in the same query, so the page needs no read (nor redirect) to learn which conversation is newest.
  const newest = sql`(SELECT ${conversationSessions.id} FROM ${conversationSessions} WHERE ${conversationSessions.projectId} = ${options.projectId} ORDER BY ${conversationSessions.createdAt} DESC, ${conversationSessions}.rowid DESC LIMIT 1)`;
  return or(sql`${newest} IS NULL`, eq(chatMessages.sessionId, newest));
}

/** Chat messages with their authors' names, as every message read returns them. */
function messagesWithAuthors(db: Database) {
  return db.select(messageFields).from(chatMessages).innerJoin(users, eq(users.id, chatMessages.userId));
}

/** Up to `limit` messages with their authors, in creation order (`asc`) or newest first; rowid breaks a tie. */
function messagesInOrder(db: Database, where: SQL | undefined, direction: typeof asc | typeof desc, limit: number) {
  return messagesWithAuthors(db)
    .where(where)
    .orderBy(direction(chatMessages.createdAt), direction(sql`${chatMessages}.rowid`))
    .limit(limit);
}

/** The assistant's stored answer to the user message `messageId` (its reply-to part), if there is one. */
export function findReply(db: Database, projectId: string, messageId: string): Promise<MessageRow | undefined> {
  return messagesWithAuthors(db)
    .where(
      and(
        eq(chatMessages.projectId, projectId),
        eq(chatMessages.role, "assistant"),
        sql`EXISTS (SELECT 1 FROM json_each(${chatMessages.parts}) WHERE json_extract(value, '$.type') = 'reply-to' AND json_extract(value, '$.messageId') = ${messageId})`,
      ),
    )
    .get();
}

export function findMessage(db: Database, projectId: string, messageId: string): Promise<MessageRow | undefined> {
  return messagesWithAuthors(db)
    .where(ownedRow(chatMessages, chatMessages.projectId, projectId, messageId))
    .get();
}

/** Whether a message of the project has this id, as a query to batch; no id reads nothing (`WHERE 0`). */
export function messageIdRead(db: Database, projectId: string, messageId: string | null) {
  return db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(messageId === null ? sql`0` : ownedRow(chatMessages, chatMessages.projectId, projectId, messageId));
}
