import { type LanguageModel, stepCountIs, streamText } from "ai";
import {
  type ChatEvent,
  type ChatMessageView,
  DEFAULT_REPLY,
  HISTORY_LIMIT,
  type MessagePart,
  messageView,
  toolsLine,
} from "~/lib/chat-protocol";
import type { Membership } from "~/server/access/membership.server";
import { modelFor } from "~/server/ai/models.server";
import type { AppEnv } from "~/server/context";
import { database } from "~/server/db/client.server";
import { findReply, insertMessage, listMessages, type MessageRow } from "~/server/db/conversations.server";
import { listDocuments } from "~/server/db/documents.server";
import { SEARCH_UNAVAILABLE_MESSAGE, type SearchDeps, searchProject, type SearchHit } from "~/server/search/hybrid-search";
import { searchServices } from "~/server/search/search-services";
import { publishMessage, tokenPublisher } from "~/server/realtime/rooms.server";
import { buildAgentSystemPrompt } from "./agent-prompt";
import { agentTools } from "./agent-tools.server";

/**
 * One turn of the project chat. The user's message is stored first, so a
 * failing model loses nothing; the agent then answers from the project's
 * documents (hybrid search) and its history as D1 has it, streaming text and
 * events to the sink; the assistant's message is written once, at the end,
 * with its parts (text, tools, cited sources): complete, or stopped with what
 * was produced when the client stopped it, or failed.
 */
export interface TurnInput {
  message: string;
  conversationId: string | null;
  clientMessageId: string | null;
}

export interface TurnSink {
  /** Resolves true once the client took the text, false when it is gone (stopped). */
  text(delta: string): Promise<boolean>;
  event(event: ChatEvent): void;
}

export interface TurnResult {
  userMessage: ChatMessageView;
  assistantMessage: ChatMessageView | null;
  /** The model's own text (the spec's `message`), without the tools line. */
  reply: string;
  toolNames: string[];
  error: string | null;
}

/** The whole turn's budget, retrieval included: a provider that hangs ends the turn with a message, not never. */
export const MODEL_TIMEOUT_MS = 60_000;
const PASSAGES = 5;

export interface TurnOptions {
  signal?: AbortSignal;
  sink?: TurnSink;
  timeoutMs?: number;
  /** Replaces the configured model (tests stand a mock in for the hosted one). */
  model?: LanguageModel;
  /** Replaces retrieval's dependencies (tests stand in a failing or hanging embedder, index or database). */
  search?: Partial<SearchDeps>;
}

export async function runChatTurn(
  env: AppEnv,
  membership: Membership,
  input: TurnInput,
  options: TurnOptions = {},
): Promise<TurnResult> {
  const db = database(env.DB);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? MODEL_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const scope = { projectId: membership.projectId, sessionId: input.conversationId };
  const { row: userRow, created } = await insertMessage(db, {
    ...scope,
    userId: membership.userId,
    role: "user",
    content: input.message,
    clientMessageId: input.clientMessageId,
  });
  const userMessage = messageView(userRow);
  options.sink?.event({ type: "user-message", message: userMessage });
  // A retried send (same clientMessageId) whose first attempt was answered gets that answer again:
  // asking the agent twice would store a second reply and run its tools twice.
  const earlier = created ? undefined : await findReply(db, membership.projectId, userRow.id);
  if (earlier) return replayed(userMessage, earlier, options.sink);
  await publishMessage(env, membership.projectId, input.conversationId, userMessage);
  const tokens = tokenPublisher(env, membership.projectId, input.conversationId, userMessage.id);

  const [history, documents, retrieval] = await Promise.all([
    listMessages(db, {
      projectId: membership.projectId,
      conversationId: input.conversationId,
      limit: HISTORY_LIMIT,
      before: { createdAt: userRow.createdAt, id: userRow.id },
    }),
    listDocuments(db, membership.projectId),
    searchProject({ db, ...searchServices(env), ...options.search }, membership.projectId, input.message, { limit: PASSAGES, signal }).catch(
      (error: unknown) => {
        console.error("retrieval unavailable", error);
        return null;
      },
    ),
  ]);
  // Neither search answered: saying "Não encontrei" would claim the documents lack the answer.
  if (!retrieval) return unanswered(userMessage, SEARCH_UNAVAILABLE_MESSAGE);
  const passages = retrieval.hits;
  const search = { partial: retrieval.partial !== null };
  const found: SearchHit[] = [...passages];
  const system = buildAgentSystemPrompt({
    projectName: membership.projectName,
    documents: documents.slice(0, 100).map((document) => ({ id: document.id, name: document.name })),
    passages: passages.map((hit, i) => ({
      n: i + 1,
      chunkId: hit.chunkId,
      documentId: hit.documentId,
      documentName: hit.documentName,
      location: hit.location,
      text: hit.content,
    })),
  });

  let text = "";
  const parts: MessagePart[] = [];
  const toolNames: string[] = [];
  let error: string | null = null;
  try {
    const result = streamText({
      model: options.model ?? modelFor("project-agent", env),
      system,
      messages: [
        ...history.map((message) => ({ role: message.role, content: message.content })),
        { role: "user" as const, content: input.message },
      ],
      tools: agentTools(env, membership, found, userMessage.id, search),
      stopWhen: stepCountIs(4),
      abortSignal: signal,
      maxRetries: 1,
    });
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        // Only text the client took counts: a stopped answer is stored as it was shown.
        if (!options.sink || (await options.sink.text(part.text))) {
          text += part.text;
          tokens.push(part.text);
        } else break;
      } else if (part.type === "tool-result") {
        toolNames.push(part.toolName);
        parts.push({ type: "tool", toolName: part.toolName, input: part.input, output: part.output });
        options.sink?.event({ type: "tool", name: part.toolName, ok: !isFailure(part.output) });
      } else if (part.type === "tool-error") {
        parts.push({ type: "tool", toolName: part.toolName, input: part.input, output: { ok: false } });
        options.sink?.event({ type: "tool", name: part.toolName, ok: false });
      } else if (part.type === "error") {
        throw part.error;
      }
    }
  } catch (caught) {
    if (!options.signal?.aborted) {
      error = timeout.aborted ? "O agente demorou demais para responder. Tente novamente." : "Erro na resposta do agente";
      console.error("chat turn failed", caught);
    }
  }
  const stopped = options.signal?.aborted === true;
  // An aborted stream may end quietly (an "abort" part) instead of throwing.
  if (!error && !stopped && timeout.aborted) error = "O agente demorou demais para responder. Tente novamente.";

  const sources = citedSources(text, found);
  // A stopped answer keeps its text byte for byte, as it was shown.
  const reply = stopped ? (text.trim() ? text : "") : text.trim() || (error ? "" : DEFAULT_REPLY);
  let assistantMessage: ChatMessageView | null = null;
  if (reply) {
    const content = [reply, toolsLine(toolNames)].filter(Boolean).join("\n\n");
    const { row } = await insertMessage(db, {
      ...scope,
      userId: membership.userId,
      role: "assistant",
      content,
      parts: [
        { type: "text", text: reply },
        { type: "reply-to", messageId: userMessage.id },
        ...parts,
        ...sources,
        ...(search.partial ? [{ type: "partial-search" as const }] : []),
      ],
      status: stopped ? "stopped" : error ? "failed" : "complete",
    });
    assistantMessage = messageView(row);
    if (sources.length > 0 || search.partial) {
      options.sink?.event({ type: "sources", sources: assistantMessage.sources, partialSearch: search.partial });
    }
    options.sink?.event({ type: "assistant-message", message: assistantMessage });
  }
  // Every room sees the stored reply after the last of its tokens.
  await tokens.flush();
  if (assistantMessage) await publishMessage(env, membership.projectId, input.conversationId, assistantMessage, userMessage.id);
  return { userMessage, assistantMessage, reply, toolNames, error };
}

/** A turn that ends before the model: the user's message stays, the error says why. */
function unanswered(userMessage: ChatMessageView, error: string): TurnResult {
  return { userMessage, assistantMessage: null, reply: "", toolNames: [], error };
}

/** The stored answer to a retried send, told to the sink as a live one would be. */
async function replayed(userMessage: ChatMessageView, row: MessageRow, sink?: TurnSink): Promise<TurnResult> {
  const assistantMessage = messageView(row);
  const reply = (row.parts ?? []).flatMap((part) => (part.type === "text" ? [part.text] : [])).join("");
  if (sink && reply) await sink.text(reply);
  if (sink && (assistantMessage.sources.length > 0 || assistantMessage.partialSearch)) {
    sink.event({ type: "sources", sources: assistantMessage.sources, partialSearch: assistantMessage.partialSearch });
  }
  sink?.event({ type: "assistant-message", message: assistantMessage });
  return { userMessage, assistantMessage, reply, toolNames: assistantMessage.tools, error: null };
}

function isFailure(output: unknown): boolean {
  return Boolean(output && typeof output === "object" && "ok" in output && output.ok === false);
}

/** The passages the answer cites by number, as source parts (the first passages when it cites none but quotes them). */
function citedSources(text: string, found: SearchHit[]): MessagePart[] {
  const cited = [...new Set([...text.matchAll(/\[(\d{1,2})\]/g)].map((match) => Number(match[1])))];
  return cited.flatMap((n) => {
    const hit = found[n - 1];
    return hit
      ? [{ type: "source" as const, n, documentId: hit.documentId, documentName: hit.documentName, chunkId: hit.chunkId, location: hit.location, quote: hit.content.slice(0, 280) }]
      : [];
  });
}
