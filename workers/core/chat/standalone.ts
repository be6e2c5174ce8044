import { generateText, type LanguageModel } from "ai";
import { type PriorTurn, type StandaloneQuestion, standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import type { MessageRow } from "#core/db/conversations.ts";

/**
 * The question a turn retrieves and answers with, made standalone from the
 * conversation it belongs to. Offline: the previous turn's subject carried in
 * by rules (#core/ai/answer/follow-up.ts). With a hosted model, a short
 * condensing call rewrites the question, only when it leans on the
 * conversation and within CONDENSE_BUDGET_MS; later, or failing, the rules'
 * version stands.
 */
export const CONDENSE_BUDGET_MS = 300;

/** The turn before this one, as the conversation stored it: the question it answered, its reply and sources. */
export function priorTurn(history: MessageRow[]): PriorTurn | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const reply = history[i];
    if (reply?.role !== "assistant") continue;
    const parts = reply.parts ?? [];
    const replyTo = parts.find((part) => part.type === "reply-to")?.messageId;
    const asked = parts.find((part) => part.type === "question")?.text;
    const user = history.slice(0, i).findLast((row) => row.role === "user" && (!replyTo || row.id === replyTo));
    const question = asked ?? user?.content;
    if (!question) return null;
    const documentIds = [...new Set(parts.flatMap((part) => (part.type === "source" ? [part.documentId] : [])))];
    return { question, answer: reply.content, documentIds };
  }
  return null;
}

const CONDENSE_SYSTEM = [
  "Reescreva a última pergunta do usuário para que ela possa ser entendida sem a conversa anterior:",
  'troque pronomes, demonstrativos e elipses ("esse canal", "dela", "E no site?") pelo que eles indicam na conversa.',
  "Responda só com a pergunta reescrita, numa linha, em português, sem responder a ela.",
].join(" ");

export async function standaloneForTurn(
  question: string,
  history: MessageRow[],
  hosted: LanguageModel | null,
): Promise<StandaloneQuestion> {
  const prior = priorTurn(history);
  const byRules = standaloneQuestion(question, prior);
  if (!hosted || !byRules.followUp || !prior) return byRules;
  try {
    const { text } = await generateText({
      model: hosted,
      system: CONDENSE_SYSTEM,
      prompt: `Pergunta anterior: ${prior.question}\nResposta anterior: ${prior.answer.slice(0, 600)}\nÚltima pergunta: ${question}`,
      abortSignal: AbortSignal.timeout(CONDENSE_BUDGET_MS),
      maxRetries: 0,
    });
    const line = text.trim().split("\n")[0]?.trim() ?? "";
    if (line.length >= 3 && line.length <= 500) return { ...byRules, text: line, context: "" };
  } catch {
    // Too slow or failing: the rules' version answers, as it does offline.
  }
  return byRules;
}
