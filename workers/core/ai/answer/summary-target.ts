import type { PromptDocument, PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { SUMMARY_WORDS } from "./summarize.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * The document a summary request means, when its file name is not what the message says: people name a document
 * by its code ("a NOP-12"), its subject ("a norma de descarte") or its month ("a ata de fevereiro"), all written in
 * its title or its text. Each of the message's topic words (the request's own words aside) counts three times in a
 * document's title or name and once in its passages; the best-scoring document wins, a tie going to a document the
 * conversation is reading (`focus`: the ones the last answer cited), then to the passages' order. Null when no
 * document holds any of them.
 */
export function summaryTarget(
  question: string,
  documents: PromptDocument[],
  passages: PromptPassage[],
  focus: string[] = [],
): string | null {
  // "desse contrato", "este relatório": the document the conversation is reading, whatever others its noun names.
  if (focus[0] && /\b[dn]?(?:ess|est)[ea]s?\s+\p{L}{3,}/iu.test(question)) return focus[0];
  // "em três frases" is a length, not a subject.
  const subject = foldAccents(question).replace(LENGTH, " ");
  const topic = [...new Set(analyze(subject))].filter((stem) => !isFraming(stem) && !SUMMARY_WORDS.has(stem));
  if (topic.length === 0) return null;
  const order = [...new Set(passages.map((passage) => passage.documentId))];
  const read = order.map((id) => {
    const own = passages.filter((passage) => passage.documentId === id);
    const name = documents.find((document) => document.id === id)?.name ?? own[0]?.documentName ?? "";
    const title = new Set(analyze(`${name.replace(/[-_.]/g, " ")} ${titleOf(own)}`));
    const text = new Set(own.flatMap((passage) => analyze(passage.text)));
    return { id, title, text };
  });
  // A word every document writes ("2026" in a project of that year's documents) names none of them: each word weighs
  // by how few documents write it.
  const weight = (stem: string) => {
    const holding = read.filter((document) => document.title.has(stem) || document.text.has(stem)).length;
    return holding === 0 ? 0 : Math.log(1 + read.length / holding);
  };
  let best: { id: string; score: number } | null = null;
  for (const { id, title, text } of read) {
    const score = topic.reduce(
      (sum, stem) => sum + weight(stem) * (title.has(stem) ? TITLE_WEIGHT : text.has(stem) ? 1 : 0),
      0,
    );
    // Of two documents the words name alike ("o plano" of two plans), the one the conversation is reading.
    const ahead =
      best === null || score > best.score || (score === best.score && focus.includes(id) && !focus.includes(best.id));
    if (score > 0 && ahead) best = { id, score };
  }
  return best?.id ?? null;
}

/** A word of the title names the document more surely than one of its text (set by hand, with the tests). */
const TITLE_WEIGHT = 3;
const LENGTH =
  /\b(?:em\s+)?(?:\d{1,2}|uma|um|duas|dois|tres|quatro|cinco|seis|sete|oito|nove|dez)\s+(?:frases?|linhas?|pontos?|topicos?|itens?|paragrafos?)\b/gi;

/** A document's title: the first part of its passages' locations ("Título > Seção"). */
function titleOf(passages: PromptPassage[]): string {
  return passages.find((passage) => passage.location)?.location?.split(" > ")[0] ?? "";
}
