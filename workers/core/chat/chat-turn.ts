import { type LanguageModel, type ModelMessage, stepCountIs, streamText } from "ai";
import {
  type ChatEvent,
  type ChatMessageView,
  DEFAULT_REPLY,
  HISTORY_LIMIT,
  type MessagePart,
  messageView,
} from "#isomorphic/protocols/chat-protocol.ts";
import type { Membership } from "#core/access/membership.ts";
import { suggestedQuestions } from "#core/ai/answer/compose-answer.ts";
import { modelFor } from "#core/ai/models.ts";
import { createOfflineAgentModel } from "#core/ai/offline-agent-model.ts";
import type { AppEnv } from "#core/context.ts";
import { type Database, database } from "#core/db/client.ts";
import { type KeyedLimit, limitSpent, windowStartOf } from "#core/auth/rate-limit.ts";
import {
  admitTurn,
  claimTurn,
  discardFailedReply,
  failTurn,
  findTurn,
  finishTurn,
  markTurnAnswered,
} from "#core/db/chat-turns.ts";
import { findMessage, findReply, listMessages, type MessageRow } from "#core/db/conversations.ts";
import { listDocuments } from "#core/db/documents.ts";
import { memberNamesRead } from "#core/db/projects.ts";
import { mentionsMember } from "#isomorphic/text/mentions.ts";
import { AppError } from "#isomorphic/app-error.ts";
import type { SearchDeps, SearchHit } from "#core/search/hybrid-search.ts";
import { searchWithRetry } from "#core/search/search-retry.ts";
import { searchServices } from "#core/search/search-services.ts";
import { publishMessage, tokenPublisher } from "#core/realtime/rooms.ts";
import { buildAgentSystemPrompt, buildTurnMessage, type PromptPassage } from "./agent-context.ts";
import { agentTools } from "./agent-tools.ts";
import { CitationNumbers } from "./citation-numbers.ts";
import { standaloneForTurn } from "./standalone.ts";
import { actionsReport } from "./tool-report.ts";
import { logger } from "#core/log.ts";
import { SCRIPTED_PROVIDER } from "#core/ai/scripted-model.ts";

/**
 * One turn of the project chat. The user's message is stored first, so a
 * failing model loses nothing; the agent then answers from the project's
 * documents (hybrid search) and its history as D1 has it, streaming text and
 * events to the sink; the assistant's message is written once, at the end,
 * with its parts (text, tools, cited sources): complete, or stopped with what
 * was produced when the client stopped it, or failed.
 *
 * Exactly once: a message sent again with its clientMessageId is
 * the same user message, and only the request that claims its turn in D1
 * (chat_turns, in the batch that stores the question, or later) runs the agent. Any other request for it, at
 * the same time or later, waits for that turn's stored reply and replays it;
 * a turn whose attempt failed runs again for the next request, and one whose
 * worker died is taken over once its lease has run out.
 */
export interface TurnInput {
  message: string;
  conversationId: string | null;
  clientMessageId: string | null;
  /** Written to the project's people ("Para a equipe"): stored and published, never answered by the agent. */
  toTeam?: boolean;
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
  /** Why the turn has no (whole) answer: mapped by each surface (JSON, SSE) as any AppError is. */
  error: AppError | null;
}

/** The whole turn's budget, retrieval included: a provider that hangs ends the turn with a message, not never. */
export const MODEL_TIMEOUT_MS = 60_000;
/** A claimed turn is held for its timeout plus this; past that its worker is taken for dead. */
export const TURN_LEASE_MARGIN_MS = 15_000;
/** How often a duplicate request looks whether the turn it waits for has its reply. */
const FOLLOW_POLL_MS = 150;
const CLIENT_ID_IN_OTHER_PROJECT =
  "Este clientMessageId já identifica uma mensagem sua em outro projeto. Envie a mensagem com um identificador novo.";
const PASSAGES = 5;
/** Retrieval asks for a few more, so passages from the documents a follow-up leans on can come forward. */
const PREFERRED_EXTRA = 3;
const PREFERRED_BOOST = 1.25;
/** How much of a cited passage the message keeps (a chunk is at most ~1,200 characters). */
const QUOTE_LIMIT = 1_500;

export interface TurnOptions {
  signal?: AbortSignal;
  sink?: TurnSink;
  timeoutMs?: number;
  /** Replaces the configured model (tests stand a mock in for the hosted one). */
  model?: LanguageModel;
  /** Replaces retrieval's dependencies (tests stand in a failing or hanging embedder, index or database). */
  search?: Partial<SearchDeps>;
  /** The sender's rate limit, counted in the turn's first write (the API's; tests that call the core go without). */
  limit?: KeyedLimit;
  /**
   * The names of the project's people, when the caller read them in its own round (`memberNamesRead`): an
   * @mention is then judged without a read of its own before the admission.
   */
  memberNames?: readonly string[];
}

/** A turn past its way in: its question stored, and the turn claimed by this request or held by another. */
export interface AdmittedTurn {
  membership: Membership;
  input: TurnInput;
  userRow: MessageRow;
  /** Whether this request stored the question (a retry finds it stored). */
  created: boolean;
  /** The claim this request holds, if it took the turn. */
  claim: TurnClaim | undefined;
}

interface TurnClaim {
  token: string;
  attempts: number;
  replyMessageId: string | null;
}

export async function runChatTurn(
  env: AppEnv,
  membership: Membership,
  input: TurnInput,
  options: TurnOptions = {},
): Promise<TurnResult> {
  return answerAdmittedTurn(env, await admitChatTurn(env, membership, input, options), options);
}

function leaseMsOf(options: TurnOptions): number {
  return (options.timeoutMs ?? MODEL_TIMEOUT_MS) + TURN_LEASE_MARGIN_MS;
}

/**
 * The turn's way in, in one write (one round trip to D1's primary, all or nothing): the sender's rate-limit hit,
 * the question and the turn's claim. Past the limit it throws the 429 and nothing else is written; a client id
 * already used in another project throws the 409 (a refusal spends its try, as any refused request does); a
 * failed write leaves nothing at all, the hit included.
 * A stream starts only after this, so every refusal is an HTTP status.
 */
export async function admitChatTurn(
  env: AppEnv,
  membership: Membership,
  input: TurnInput,
  options: TurnOptions = {},
): Promise<AdmittedTurn> {
  const db = database(env.DB);
  const toTeam =
    input.toTeam === true ||
    mentionsMember(input.message, options.memberNames ?? (await memberNames(db, membership.projectId, input.message)));
  const now = Date.now();
  const limit = options.limit;
  const window = limit
    ? { key: limit.key, windowStart: windowStartOf(limit.rule, now), limit: limit.rule.limit }
    : null;
  const token = crypto.randomUUID();
  const admission = await admitTurn(
    db,
    {
      projectId: membership.projectId,
      userId: membership.userId,
      sessionId: input.conversationId,
      content: input.message,
      clientMessageId: input.clientMessageId,
      parts: toTeam ? [{ type: "to-team" }] : null,
    },
    window,
    { claimToken: token, leaseExpiresAt: now + leaseMsOf(options) },
    now,
  );
  if (limit && admission.hits !== null && admission.hits > limit.rule.limit)
    throw limitSpent(limit.rule, limit.message, now);
  const { message, created, claim } = admission;
  if (!message) throw new Error("message not stored");
  if (message.projectId !== membership.projectId) throw new AppError("conflict", CLIENT_ID_IN_OTHER_PROJECT);
  return { membership, input, userRow: message, created, claim: claim ? { token, ...claim } : undefined };
}

/** An admitted turn, answered: by this request when it holds the claim, else by waiting for the attempt that does. */
export async function answerAdmittedTurn(
  env: AppEnv,
  admitted: AdmittedTurn,
  options: TurnOptions = {},
): Promise<TurnResult> {
  const { membership, input, userRow } = admitted;
  const db = database(env.DB);
  const userMessage = messageView(userRow);
  options.sink?.event({ type: "user-message", message: userMessage });
  // The stored message decides, so a retry of a note to the team is that note again, whatever the retry said.
  if (userMessage.toTeam) {
    await publishMessage(env, membership.projectId, input.conversationId, userMessage);
    return { userMessage, assistantMessage: null, reply: "", toolNames: [], error: null };
  }
  let claim = admitted.claim;
  /** Whether this request has seen another attempt running the turn (and so waits for that attempt's outcome). */
  let following = false;
  for (;;) {
    if (claim)
      return runClaimedTurn({ env, membership, input, userRow, claimToken: claim.token, options }, claim, admitted);
    const turn = await findTurn(db, membership.projectId, userRow.id);
    const reply = turn?.replyMessageId ? await findMessage(db, membership.projectId, turn.replyMessageId) : undefined;
    if (turn?.status === "answered" && reply) return replayed(userMessage, reply, options.sink);
    // The attempt this request waited for failed: that outcome is this request's too (a later send runs it again).
    if (turn?.status === "failed" && following) return failedElsewhere(userMessage, reply, options.sink);
    if (turn?.status === "running") following = true;
    if (!(await pause(FOLLOW_POLL_MS, options.signal)))
      return { userMessage, assistantMessage: null, reply: "", toolNames: [], error: null };
    const token = crypto.randomUUID();
    const now = Date.now();
    const taken = await claimTurn(
      db,
      { id: userRow.id, projectId: membership.projectId, claimToken: token, leaseExpiresAt: now + leaseMsOf(options) },
      now,
    );
    claim = taken ? { token, ...taken } : undefined;
  }
}

/** The names a message may @mention: the project's people, read only when it has an "@". */
export function mentionCandidatesRead(db: Database, projectId: string, message: string) {
  return memberNamesRead(db, projectId, message.includes("@"));
}

async function memberNames(db: Database, projectId: string, message: string): Promise<string[]> {
  if (!message.includes("@")) return [];
  return (await mentionCandidatesRead(db, projectId, message)).map((member) => member.fullName);
}

/** A message as the agent's history holds it: a note to the team says so, so the agent reads it as context only. */
function historyContent(message: MessageRow): string {
  if (!message.parts?.some((part) => part.type === "to-team")) return message.content;
  return `[Mensagem de ${message.authorName} para a equipe, não para o agente; só contexto] ${message.content}`;
}

/** Waits `ms`; false when the client left meanwhile. */
function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

/** A turn this request has claimed: its user message and the token that proves the claim. */
interface ClaimedTurn {
  env: AppEnv;
  membership: Membership;
  input: TurnInput;
  userRow: MessageRow;
  claimToken: string;
  options: TurnOptions;
}

/** This request holds the turn: it runs the agent and stores the one reply. */
async function runClaimedTurn(turn: ClaimedTurn, claim: TurnClaim, admitted: AdmittedTurn): Promise<TurnResult> {
  const db = database(turn.env.DB);
  const { membership, userRow } = turn;
  try {
    // A message answered before turns were recorded has its reply already: this turn is that one.
    const legacy =
      claim.attempts === 1 && !admitted.created ? await findReply(db, membership.projectId, userRow.id) : undefined;
    if (legacy) {
      await markTurnAnswered(db, userRow.id, claim.token, legacy.id);
      return replayed(messageView(userRow), legacy, turn.options.sink);
    }
    if (claim.replyMessageId) await discardFailedReply(db, userRow.id, claim.replyMessageId);
    return await answerTurn(turn);
  } catch (error) {
    // Nothing was stored (the reply and the turn's end are one batch): the next send may run it again.
    await failTurn(db, userRow.id, turn.claimToken).catch((release: unknown) =>
      logger.error("chat_turn_not_released", { error: release }),
    );
    throw error;
  }
}

async function answerTurn({ env, membership, input, userRow, claimToken, options }: ClaimedTurn): Promise<TurnResult> {
  const db = database(env.DB);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? MODEL_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const userMessage = messageView(userRow);
  const tokens = tokenPublisher(env, membership.projectId, input.conversationId, userMessage.id);
  const model = options.model ?? modelFor("project-agent", env);

  // The room hears the question while the turn reads what it needs: neither waits on the other.
  const [, history, documents] = await Promise.all([
    publishMessage(env, membership.projectId, input.conversationId, userMessage),
    listMessages(db, {
      projectId: membership.projectId,
      conversationId: input.conversationId,
      limit: HISTORY_LIMIT,
      before: { createdAt: userRow.createdAt, id: userRow.id },
    }),
    listDocuments(db, membership.projectId),
  ]);
  // Retrieval sees the question as the conversation means it ("E no site?" after a question about a channel).
  const standalone = await standaloneForTurn(input.message, history, isOffline(model) ? null : model);
  const query = standalone.context ? `${standalone.text} ${standalone.context}` : standalone.text;
  const retrieval = await searchWithRetry(
    { db, ...searchServices(env), ...options.search },
    membership.projectId,
    query,
    {
      limit: PASSAGES + PREFERRED_EXTRA,
      signal,
    },
  ).catch((error: unknown) => {
    logger.error("search_unavailable", { tool: "chat_turn", error });
    return null;
  });
  // Neither search answered: saying "Não encontrei" would claim the documents lack the answer.
  if (!retrieval) {
    // Nothing stored for the turn: releasing it lets the next send try again.
    await failTurn(db, userMessage.id, claimToken);
    return unanswered(userMessage, new AppError("search_unavailable"));
  }
  const passages = preferring(retrieval.hits, standalone.documentIds).slice(0, PASSAGES);
  const search = { partial: retrieval.partial !== null };
  const found: SearchHit[] = [...passages];
  const promptDocuments = documents.slice(0, 100).map((document) => ({ id: document.id, name: document.name }));
  // Passages are data: they go in the user's turn, never in the system prompt (./agent-context.ts).
  const system = buildAgentSystemPrompt(membership.projectName);
  const turnMessage = buildTurnMessage({
    documents: promptDocuments,
    passages: passages.map((hit, i) => promptPassage(hit, i + 1)),
    question: input.message,
    // The question as asked (markers off, references resolved) whenever it differs from the message as written.
    ...(standalone.followUp || standalone.text !== input.message.trim()
      ? { standalone: standalone.text, carried: standalone.context }
      : {}),
    // A follow-up leans on the documents the last answer cited (the resolver gives a question that stands alone none:
    // users ask unrelated questions in one conversation too).
    ...(standalone.documentIds.length > 0 ? { focus: standalone.documentIds } : {}),
    // A question that stands alone is told what the conversation was reading, to prefer only where it fits as well.
    ...(standalone.documentIds.length === 0 && standalone.recent?.length ? { recent: standalone.recent } : {}),
  });
  const messages = [
    ...history.map((message) => ({ role: message.role, content: historyContent(message) })),
    { role: "user" as const, content: turnMessage },
  ];
  const numbers = new CitationNumbers(() => found.length);
  const run = (which: LanguageModel, lead = "") =>
    streamAnswer(which, {
      system,
      messages,
      tools: agentTools(env, membership, found, userMessage.id, search),
      signal,
      sink: options.sink,
      tokens,
      numbers,
      lead,
    });
  let outcome = await run(model);
  let fellBack = false;
  if (outcome.failedBeforeText && !isOffline(model) && !options.signal?.aborted && !timeout.aborted) {
    // The hosted model failed before its first word (error, quota, timeout): the offline agent answers instead.
    logger.warn("agent_fallback", {
      projectId: membership.projectId,
      provider: providerOf(model),
      cause: outcome.cause,
    });
    fellBack = true;
    outcome = await run(createOfflineAgentModel(), `${OFFLINE_NOTE}\n\n`);
  }
  const { text, parts, toolNames, clientGone } = outcome;
  let error = outcome.error;
  const stopped = options.signal?.aborted === true || clientGone;
  // An aborted stream may end quietly (an "abort" part) instead of throwing.
  if (!error && !stopped && timeout.aborted) error = new AppError("agent_timeout");

  const sources = citedSources(numbers.order(), found);
  // A stopped answer keeps its text byte for byte, as it was shown.
  const reply = stopped ? (text.trim() ? text : "") : text.trim() || (error ? "" : DEFAULT_REPLY);
  const suggestions =
    !stopped && REFUSAL.test(reply)
      ? suggestedQuestions(
          passages.map((hit, i) => promptPassage(hit, i + 1)),
          promptDocuments,
        )
      : [];
  let assistantMessage: ChatMessageView | null = null;
  if (reply) {
    const replyId = crypto.randomUUID();
    const ours = await finishTurn(db, userMessage.id, claimToken, {
      id: replyId,
      projectId: membership.projectId,
      sessionId: input.conversationId,
      userId: membership.userId,
      content: [reply, actionsReport(parts)].filter(Boolean).join("\n\n"),
      parts: [
        { type: "text", text: reply },
        { type: "reply-to", messageId: userMessage.id },
        { type: "question", text: standalone.text },
        ...parts,
        ...sources,
        ...(search.partial ? [{ type: "partial-search" as const }] : []),
        ...(suggestions.length > 0 ? [{ type: "suggestions" as const, questions: suggestions }] : []),
        ...(fellBack ? [{ type: "offline-fallback" as const }] : []),
      ],
      status: stopped ? "stopped" : error ? "failed" : "complete",
      createdAt: Date.now(),
    });
    // Not ours only when this attempt outlived its lease and another took the turn over: that one answers.
    const row = ours ? await findMessage(db, membership.projectId, replyId) : undefined;
    if (!row) throw new Error("turn taken over before its reply was stored");
    assistantMessage = messageView(row);
    if (sources.length > 0 || search.partial) {
      options.sink?.event({ type: "sources", sources: assistantMessage.sources, partialSearch: search.partial });
    }
    options.sink?.event({ type: "assistant-message", message: assistantMessage });
  } else {
    // Stopped before any text, or failed without any: nothing to keep, and the next send runs the turn again.
    await failTurn(db, userMessage.id, claimToken);
  }
  // Every room sees the stored reply after the last of its tokens.
  await tokens.flush();
  if (assistantMessage)
    await publishMessage(env, membership.projectId, input.conversationId, assistantMessage, userMessage.id);
  return { userMessage, assistantMessage, reply, toolNames, error };
}

/** Shown first when the offline agent answered for a hosted model that failed. */
export const OFFLINE_NOTE = "_Resposta do modo offline: o modelo não respondeu._";
/** How long a hosted model may take to its first word before the offline agent answers instead. */
export const FIRST_TOKEN_TIMEOUT_MS = 20_000;
const REFUSAL = /^(_[^_]*_\s*)?não encontrei\b/i;

function isOffline(model: LanguageModel): boolean {
  return typeof model === "object" && model.provider === SCRIPTED_PROVIDER;
}

function providerOf(model: LanguageModel): string {
  return typeof model === "object" ? model.provider : String(model);
}

/** Passages from the documents the previous answer cited come first, when they are nearly as good. */
function preferring(hits: SearchHit[], documentIds: string[]): SearchHit[] {
  if (documentIds.length === 0) return hits;
  const preferred = new Set(documentIds);
  const boost = (hit: SearchHit) => hit.score * (preferred.has(hit.documentId) ? PREFERRED_BOOST : 1);
  return [...hits].sort((a, b) => boost(b) - boost(a));
}

function promptPassage(hit: SearchHit, n: number): PromptPassage {
  return {
    n,
    chunkId: hit.chunkId,
    documentId: hit.documentId,
    documentName: hit.documentName,
    location: hit.location,
    text: hit.content,
    ...(hit.tables && hit.tables.length > 0 ? { tables: hit.tables } : {}),
  };
}

interface StreamRun {
  system: string;
  messages: ModelMessage[];
  tools: ReturnType<typeof agentTools>;
  signal: AbortSignal;
  sink: TurnSink | undefined;
  tokens: ReturnType<typeof tokenPublisher>;
  numbers: CitationNumbers;
  /** Text shown before the model's (the offline note). */
  lead: string;
}

interface StreamOutcome {
  text: string;
  parts: MessagePart[];
  toolNames: string[];
  error: AppError | null;
  clientGone: boolean;
  /** The model failed (or said nothing in time) before any text or tool result: another may answer instead. */
  failedBeforeText: boolean;
  cause: string;
}

/** One model's answer, streamed to the client as it comes, its citations renumbered on the way. */
async function streamAnswer(model: LanguageModel, run: StreamRun): Promise<StreamOutcome> {
  let text = "";
  const parts: MessagePart[] = [];
  const toolNames: string[] = [];
  let error: AppError | null = null;
  let cause = "";
  let started = false;
  // The client hung up: the sink refused text. Its request's signal may never abort (workerd passes no
  // disconnect to it), so this, not the signal alone, is what makes the answer a stopped one.
  let clientGone = false;
  const firstWord = new AbortController();
  const firstWordTimer = setTimeout(() => firstWord.abort(), FIRST_TOKEN_TIMEOUT_MS);
  const emit = async (delta: string): Promise<boolean> => {
    if (!delta) return true;
    // Only text the client took counts: a stopped answer is stored as it was shown.
    if (run.sink && !(await run.sink.text(delta))) return false;
    text += delta;
    run.tokens.push(delta);
    return true;
  };
  try {
    const result = streamText({
      model,
      system: run.system,
      messages: run.messages,
      tools: run.tools,
      stopWhen: stepCountIs(4),
      abortSignal: AbortSignal.any([run.signal, firstWord.signal]),
      maxRetries: 1,
    });
    for await (const part of result.fullStream) {
      if (part.type === "text-delta") {
        if (!started) {
          started = true;
          clearTimeout(firstWordTimer);
          if (!(await emit(run.lead))) {
            clientGone = true;
            break;
          }
        }
        if (!(await emit(run.numbers.push(part.text)))) {
          clientGone = true;
          break;
        }
      } else if (part.type === "tool-result") {
        started = true;
        clearTimeout(firstWordTimer);
        toolNames.push(part.toolName);
        parts.push({ type: "tool", toolName: part.toolName, input: part.input, output: part.output });
        run.sink?.event({ type: "tool", name: part.toolName, ok: !isFailure(part.output) });
      } else if (part.type === "tool-error") {
        parts.push({
          type: "tool",
          toolName: part.toolName,
          input: part.input,
          output: { ok: false, error: "a ação recebeu dados inválidos ou falhou" },
        });
        run.sink?.event({ type: "tool", name: part.toolName, ok: false });
      } else if (part.type === "error") {
        throw part.error;
      } else if (part.type === "finish" && part.finishReason === "error") {
        // A provider stream cut short (Workers AI's ends without [DONE]) finishes with an error, not an exception.
        throw new Error(`model stream ended with an error (${part.rawFinishReason ?? "unknown"})`);
      } else if (part.type === "abort" && firstWord.signal.aborted && !started) {
        throw new Error("no first token in time");
      }
    }
    if (!clientGone && !(await emit(run.numbers.flush()))) clientGone = true;
  } catch (caught) {
    cause = caught instanceof Error ? caught.message : String(caught);
    // The turn's own timeout and the client's stop are told apart by the caller; anything else is a failure.
    if (!run.signal.aborted) {
      error = new AppError("agent_failed", undefined, { cause: caught });
      logger.error("ai_turn_failed", { error: caught });
    }
  } finally {
    clearTimeout(firstWordTimer);
  }
  const failedBeforeText = !started && !clientGone && (error !== null || firstWord.signal.aborted);
  return { text, parts, toolNames, error, clientGone, failedBeforeText, cause };
}

/** A turn that ends before the model: the user's message stays, the error says why. */
function unanswered(userMessage: ChatMessageView, error: AppError): TurnResult {
  return { userMessage, assistantMessage: null, reply: "", toolNames: [], error };
}

/** The attempt another request ran failed: its partial reply (if it kept one) and its error. */
async function failedElsewhere(
  userMessage: ChatMessageView,
  row: MessageRow | undefined,
  sink?: TurnSink,
): Promise<TurnResult> {
  const replay = row
    ? await replayed(userMessage, row, sink)
    : { userMessage, assistantMessage: null, reply: "", toolNames: [] };
  return { ...replay, error: new AppError("agent_failed") };
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

/** The passages the answer cites, as source parts numbered in the order it cites them (CitationNumbers). */
function citedSources(order: number[], found: SearchHit[]): MessagePart[] {
  return order.flatMap((passage, i) => {
    const hit = found[passage - 1];
    return hit
      ? [
          {
            type: "source" as const,
            n: i + 1,
            documentId: hit.documentId,
            documentName: hit.documentName,
            chunkId: hit.chunkId,
            location: hit.location,
            // The passage as it was when cited: a later edit cannot change what the answer quoted.
            quote: hit.content.slice(0, QUOTE_LIMIT),
          },
        ]
      : [];
  });
}
