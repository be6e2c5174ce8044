import type { Root as MarkdownRoot } from "hast";
/**
 * What the project chat sends and shows, shared by the server and the
 * browser. A turn streams over SSE in the ouvidoria's wire format (text as
 * `choices[0].delta.content`, `[DONE]` at the end), with the chat's own
 * events in `data: {"nexo": …}` lines that the ouvidoria reader ignores.
 */
import { pageOfLocation } from "./document-location.ts";

/** A stored message's parts beyond its text: what the agent did and what it cited. */
export type MessagePart =
  | { type: "text"; text: string }
  /** An assistant message answers the user message `messageId` (the turn's id). */
  | { type: "reply-to"; messageId: string }
  | { type: "tool"; toolName: string; input: unknown; output: unknown }
  | {
      type: "source";
      /** The number the answer cites it by. */
      n: number;
      documentId: string;
      documentName: string;
      chunkId: number;
      location: string | null;
      quote: string;
    }
  /** The answer was made from one search stage only (the other failed or was late): "busca parcial". */
  | { type: "partial-search" }
  /** The question the reply answered, made standalone from the conversation (what the next follow-up builds on). */
  | { type: "question"; text: string }
  /** Questions the documents can answer, offered as buttons (after a refusal). */
  | { type: "suggestions"; questions: string[] }
  /** The hosted model failed before its first word and the offline agent answered instead. */
  | { type: "offline-fallback" }
  /** A user message written to the project's people, not the agent: it gets no reply (still context for later ones). */
  | { type: "to-team" };

export interface ChatMessageView {
  id: string;
  role: "user" | "assistant";
  content: string;
  /** The member who wrote it (for a reply: who asked), so their window can offer to edit and resend it. */
  userId: string;
  authorName: string;
  createdAt: number;
  status: "complete" | "stopped" | "failed";
  sources: SourceView[];
  /** The sources come from a partial search (see the "partial-search" part). */
  partialSearch: boolean;
  /** Questions to offer as buttons under the message. */
  suggestions: string[];
  /** Answered by the offline agent because the hosted model did not answer. */
  offlineFallback: boolean;
  /** Written to the people of the project ("Para a equipe" or an @mention): the agent does not answer it. */
  toTeam: boolean;
  tools: string[];
  /** The sender's own id for the message, so its window can match it to what it showed while sending. */
  clientMessageId: string | null;
  /** For a reply: the user message (turn) it answers. */
  replyTo: string | null;
  /**
   * The text already parsed into the tree it renders from, when the server sent one (the project page's first
   * messages; app/components/markdown/markdown-tree.server.ts). Absent for plain prose and fenced code.
   */
  tree?: MarkdownRoot;
}

export interface SourceView {
  /** The number the answer cites it by: [1], [2]… */
  n: number;
  /** The answer that cites it (its stored quote outlives an edit of the document). */
  messageId: string;
  documentId: string;
  documentName: string;
  /** The cited passage (a retrieval chunk): the Canvas opens the document there. */
  chunkId: number;
  location: string | null;
  /** A PDF passage's page, for the viewer's `#page=`. */
  page: number | null;
  quote: string;
}

export type ChatEvent =
  | { type: "user-message"; message: ChatMessageView }
  | { type: "tool"; name: string; ok: boolean }
  | { type: "sources"; sources: SourceView[]; partialSearch?: boolean }
  | { type: "assistant-message"; message: ChatMessageView }
  /**
   * The stream's last event: D1's bookmark after the turn's writes (the reply), which went after the response's
   * headers; the browser hands it back (POST /api/d1-bookmark) so its next request reads them.
   */
  | { type: "bookmark"; bookmark: string };

export const MESSAGE_MAX_CHARS = 4000;
/** The spec: the agent gets the last five messages. */
export const HISTORY_LIMIT = 5;
export const DEFAULT_REPLY = "Entendi sua mensagem.";

/** A stored row as the chat shows it: sources and executed tools come from its parts. */
export function messageView(
  row: Pick<ChatMessageView, "id" | "role" | "content" | "userId" | "authorName" | "createdAt" | "status"> & {
    parts: MessagePart[] | null;
    clientMessageId?: string | null;
  },
): ChatMessageView {
  const parts = row.parts ?? [];
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    userId: row.userId,
    authorName: row.authorName,
    createdAt: row.createdAt,
    status: row.status,
    sources: parts.flatMap((part) =>
      part.type === "source"
        ? [
            {
              n: part.n,
              messageId: row.id,
              documentId: part.documentId,
              documentName: part.documentName,
              chunkId: part.chunkId,
              location: part.location,
              page: pageOfLocation(part.location),
              quote: part.quote,
            },
          ]
        : [],
    ),
    partialSearch: parts.some((part) => part.type === "partial-search"),
    suggestions: parts.flatMap((part) => (part.type === "suggestions" ? part.questions : [])),
    offlineFallback: parts.some((part) => part.type === "offline-fallback"),
    toTeam: parts.some((part) => part.type === "to-team"),
    tools: parts.flatMap((part) => (part.type === "tool" ? [part.toolName] : [])),
    clientMessageId: row.clientMessageId ?? null,
    replyTo: parts.find((part) => part.type === "reply-to")?.messageId ?? null,
  };
}
