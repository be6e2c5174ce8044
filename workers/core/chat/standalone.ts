import { generateText, type LanguageModel } from "ai";
import { type PriorTurn, type StandaloneQuestion, standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import type { MessageRow } from "#core/db/conversations.ts";

/**
 * The question a turn retrieves and answers with, as asked (greetings, courtesy and asides off) and made standalone
 * from the conversation it belongs to. With a hosted model, the model writes it: a short call, within
 * CONDENSE_BUDGET_MS, whenever the conversation has a turn before this one or the message carries more than its
 * question. Offline, or when the model is late or fails, the resolver's version stands
 * (#core/ai/answer/follow-up.ts): the fallback, not the production path.
 */
/** A hosted model's short rewrite takes 0.5-2 s; past this the resolver's version answers. */
export const CONDENSE_BUDGET_MS = 2_500;

/**
 * The turn before this one, as the conversation stored it: the question it answered, its reply and sources; with the
 * turn before that as its `earlier` (one turn deep).
 */
export function priorTurn(history: MessageRow[], depth = 1): PriorTurn | null {
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
    const asking = user ? history.indexOf(user) : i;
    const earlier = depth > 0 ? priorTurn(history.slice(0, asking), depth - 1) : null;
    return { question, answer: reply.content, documentIds, earlier };
  }
  return null;
}

const CONDENSE_SYSTEM = [
  "Reescreva a pergunta da última mensagem do usuário para que ela possa ser entendida sozinha:",
  'troque pronomes, demonstrativos e elipses ("esse canal", "dela", "E no site?") pelo que eles indicam na conversa,',
  "e deixe de fora cumprimentos, cortesias, motivos e observações que não fazem parte da pergunta.",
  "Responda só com a pergunta reescrita, numa linha, em português, sem responder a ela.",
].join(" ");

export async function standaloneForTurn(
  question: string,
  history: MessageRow[],
  hosted: LanguageModel | null,
): Promise<StandaloneQuestion> {
  const prior = priorTurn(history);
  const byRules = standaloneQuestion(question, prior);
  if (!hosted || (!prior && byRules.text === question.trim())) return byRules;
  const before = prior
    ? `Pergunta anterior: ${prior.question}\nResposta anterior: ${prior.answer.slice(0, 600)}\n`
    : "";
  try {
    const { text } = await generateText({
      model: hosted,
      system: CONDENSE_SYSTEM,
      prompt: `${before}Última mensagem: ${question}`,
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
