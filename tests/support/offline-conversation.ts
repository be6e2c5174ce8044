import { type PriorTurn, standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { decide } from "#core/ai/offline-agent.ts";
import type { PromptPassage } from "#core/chat/agent-context.ts";

/**
 * A conversation with the offline agent, turn by turn, as the chat turn plays it: each message made standalone from
 * the turn before (the rules' resolver), then answered over these passages. Returns each turn's reply; a turn the
 * agent would answer with a tool call reads as "".
 */
export function offlineConversation(passages: PromptPassage[], ...asks: string[]): string[] {
  const names = [...new Set(passages.map((passage) => passage.documentName))];
  const documents = names.map((name) => ({ id: name, name }));
  let prior: PriorTurn | null = null;
  return asks.map((ask) => {
    const asked = standaloneQuestion(ask, prior);
    const decision = decide({ documents, passages, question: ask, standalone: asked.text, carried: asked.context });
    const reply = decision.kind === "answer" ? decision.text : "";
    prior = { question: asked.text, answer: reply, documentIds: names };
    return reply;
  });
}
