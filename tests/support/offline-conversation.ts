import { type PriorTurn, standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { type AgentDecision, afterTool, decide } from "#core/ai/offline-agent.ts";
import type { PromptPassage, TurnContext } from "#core/chat/agent-context.ts";

/**
 * A conversation with the offline agent, turn by turn, as the chat turn plays it: each message made standalone from
 * the turn before (the rules' resolver), then answered over these passages. A tool the agent calls runs over them too:
 * reading a document gives its passages, a search gives them all. Returns each turn's reply ("" for a tool this
 * helper does not run: annotations, relations, new documents).
 */
export function offlineConversation(passages: PromptPassage[], ...asks: string[]): string[] {
  return offlineTurns(passages, asks);
}

/**
 * The same, with each turn's context and reply handed to `observe` as it is played (a measurement reads what the
 * agent was asked, the standalone question and the reply before, turn by turn).
 */
export function offlineTurns(
  passages: PromptPassage[],
  asks: string[],
  observe?: (context: TurnContext, reply: string) => void,
): string[] {
  const names = [...new Set(passages.map((passage) => passage.documentName))];
  const documents = names.map((name) => ({ id: name, name }));
  let prior: PriorTurn | null = null;
  return asks.map((ask) => {
    const asked = standaloneQuestion(ask, prior);
    const differs = asked.followUp || asked.text !== ask.trim();
    const context: TurnContext = {
      documents,
      passages,
      question: ask,
      ...(differs ? { standalone: asked.text, carried: asked.context } : {}),
      // The documents the last reply cited, for a follow-up, as the chat turn passes them (#core/chat/chat-turn.ts).
      ...(asked.documentIds.length > 0 ? { focus: asked.documentIds } : {}),
      ...(asked.documentIds.length === 0 && asked.recent?.length ? { recent: asked.recent } : {}),
      // The reply before, which the offline model reads from the conversation's history.
      ...(prior ? { previous: prior.answer } : {}),
      ...(prior?.earlier ? { earlier: prior.earlier.answer } : {}),
    };
    const reply = answered(decide(context), context);
    observe?.(context, reply);
    // The documents the reply cites, as the stored turn's sources.
    const cited = [...reply.matchAll(/\[(\d+)\]/g)].flatMap((match) => {
      const passage = passages.find((candidate) => candidate.n === Number(match[1]));
      return passage ? [passage.documentId] : [];
    });
    prior = {
      question: asked.text,
      answer: reply,
      documentIds: [...new Set(cited)],
      earlier: prior && { ...prior, earlier: null },
    };
    return reply;
  });
}

function answered(first: AgentDecision, context: TurnContext): string {
  let decision = first;
  // A summary reads its document; a request to create one searches first: at most a few steps.
  for (let step = 0; step < 3 && decision.kind === "tool"; step++) {
    if (decision.toolName === "read_document") {
      const id = decision.input.documentId;
      const own = context.passages.filter((passage) => passage.documentId === id);
      decision = afterTool(
        "read_document",
        { ok: true, passages: own, documentName: own[0]?.documentName ?? id },
        context,
      );
    } else if (decision.toolName === "search_documents") {
      decision = afterTool("search_documents", { ok: true, passages: context.passages }, context);
    } else return "";
  }
  return decision.kind === "answer" ? decision.text : "";
}
