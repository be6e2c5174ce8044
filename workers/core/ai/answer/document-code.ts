import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * A norm's code or a contract's number asked by the document's subject: an identifier, which its
 * title writes ("# Norma NOR-FIN-027 — Suprimento de Fundos…", "# Contrato nº 57/2031 — …") and no sentence repeats.
 * Titles are no units (./passage-units.ts): they are read here from the passages' locations. The document is the one
 * whose title shares the most of the question's words; null when no title writes a code or none is named.
 */
export function documentCode(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  const word = CODE_ASKED.exec(folded)?.[1];
  if (!word || !DOCUMENT_KIND.test(folded)) return null;
  // "o número previsto de ligações no plano" counts: a number is a document's only as "o número do contrato".
  if (word !== "codigo" && word !== "sigla" && !OWN_NUMBER.test(folded)) return null;
  const asked = new Set(analyze(question.replace(CODE_WORDS, " ")).filter((stem) => !isFraming(stem)));
  let best: { title: string; code: string; n: number; shared: number } | null = null;
  for (const passage of passages) {
    const title = (passage.location ?? "").split(" > ")[0]?.trim() ?? "";
    const code = CODE.exec(title)?.[0];
    if (!code) continue;
    const shared = analyze(title).filter((stem) => asked.has(stem)).length;
    if (shared > 0 && (!best || shared > best.shared)) best = { title, code, n: passage.n, shared };
  }
  const noun = WRITTEN[word] ?? "O código";
  return best ? `${noun} é ${best.code}: ${best.title} [${best.n}].` : null;
}

/** A code, a number or an acronym asked of a document, folded. */
const CODE_ASKED = /\b(?:qual|que)\b.*?\b(codigo|numero|n[º°]|identificacao|sigla)(?![\p{L}\d])(?!\s+de\s+\p{L}+s\b)/u;
/** The kinds of document a code names (folded). */
const KINDS =
  "norma|contrato|relatorio|ata|plano|edital|termo|boletim|portaria|resolucao|instrucao|procedimento|politica|aditivo|parecer|laudo|oficio|memorando";
const OWN_NUMBER = new RegExp(
  `\\b(?:numero|n[º°]|identificacao)\\s+(?:d[aeo]\\s+(?:${KINDS})\\b|(?:tem|e)\\s+(?:o|a)\\s)`,
  "u",
);
/** The kinds of document a code names: the question must ask of one. */
const DOCUMENT_KIND = new RegExp(`\\b(?:${KINDS})\\b`, "u");
const WRITTEN: Record<string, string> = {
  codigo: "O código",
  numero: "O número",
  nº: "O número",
  "n°": "O número",
  identificacao: "A identificação",
  sigla: "A sigla",
};
const CODE_WORDS = /\b(?:código|codigo|número|numero|identificação|identificacao|sigla)\b/giu;
/** A code as titles write it: capitals and digits joined by dashes or slashes ("NOR-FIN-027", "RT-ELE-09/2026"), or "nº 57/2031". */
const CODE =
  /(?<![\p{L}\d])(?:\p{Lu}{2,}[\p{Lu}\d]*(?:[-/.][\p{Lu}\d]+)+|n[º°o]\.?\s*\d[\d./-]*\d|\d{1,5}\/\d{4})(?![\p{L}\d])/u;
