import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * "Se um raio causar R$ 80.000,00 de danos, quanto a seguradora indeniza?" over a deductible the reply states ("a
 * franquia, 10% dos prejuízos, mínimo de R$ 15.000,00", or "franquia de R$ 5.000,00"): the deductible is the rate
 * of the loss given, never below its minimum, and what is paid is the loss less it; "de quanto fica a franquia?"
 * asks the deductible itself. The reply found is read first, then the last reply. Null unless the question gives one
 * amount in money and asks what is paid or the deductible, and one deductible is stated (of several, the one whose
 * sentence shares most of the question's words).
 */
export function deductibleAnswer(question: string, found: string, previous?: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  const payout = PAYOUT_ASKED.test(folded);
  if (!payout && !DEDUCTIBLE_ASKED.test(folded)) return null;
  const amounts = [...question.matchAll(MONEY)];
  if (amounts.length !== 1) return null;
  const loss = parseQuantity(amounts[0]?.[0] ?? "");
  if (loss?.unit !== "money" || loss.value <= 0) return null;
  const asked = new Set(analyze(folded).filter((stem) => !isFraming(stem)));
  for (const source of [found, previous ?? ""]) {
    const terms = deductiblesIn(source);
    const scored = terms.map((term) => ({ term, score: term.stems.filter((stem) => asked.has(stem)).length }));
    const best = Math.max(-1, ...scored.map((one) => one.score));
    const chosen = scored.filter((one) => one.score === best);
    if (chosen.length !== 1 || !chosen[0]) continue;
    const { term } = chosen[0];
    const byRate = term.percent === null ? null : (loss.value * term.percent) / 100;
    const deductible = Math.min(loss.value, Math.max(byRate ?? 0, term.floor ?? 0));
    const lossWritten = formatQuantity(loss.value, "money");
    const floorWritten = term.floor === null ? "" : formatQuantity(term.floor, "money");
    const how =
      byRate === null
        ? `franquia de ${floorWritten}`
        : term.floor !== null && term.floor > byRate
          ? `franquia de ${floorWritten}, o mínimo (${term.percentWritten} × ${lossWritten} dariam ${formatQuantity(byRate, "money")})`
          : `franquia de ${formatQuantity(deductible, "money")} (${term.percentWritten} × ${lossWritten})`;
    const cite = term.cite ? ` ${term.cite}` : "";
    if (!payout) return `A franquia fica em ${formatQuantity(deductible, "money")}: ${how}${cite}.`;
    return `A indenização é de ${formatQuantity(loss.value - deductible, "money")}: ${lossWritten} de prejuízo menos a ${how}${cite}.`;
  }
  return null;
}

/** What the insurer pays: "quanto a seguradora indeniza", "quanto seria indenizado", "quanto recebe". */
const PAYOUT_ASKED =
  /\bquanto\b.*\b(?:indeniza\p{L}*|indenizad[oa]s?|reembols\p{L}*|receb\p{L}*|ressarcid[oa]s?)\b|\b(?:valor|quanto) (?:da|de) indenizacao\b/u;
/** The deductible of the loss given: "de quanto fica a franquia", "qual seria a franquia". */
const DEDUCTIBLE_ASKED = /\b(?:quanto|qual)\b.*\bfranquia\b/u;
const MONEY =
  /R\$\s*\d{1,3}(?:\.\d{3})*(?:,\d+)?(?:\s*(?:mil|milh(?:ão|ões)))?|R\$\s*\d+(?:,\d+)?(?:\s*(?:mil|milh(?:ão|ões)))?/giu;

interface Deductible {
  percent: number | null;
  percentWritten: string;
  floor: number | null;
  stems: string[];
  cite: string;
}

/** Each "franquia" with its terms, read in its own sentence (a thousands dot does not end it). */
function deductiblesIn(text: string): Deductible[] {
  const terms: Deductible[] = [];
  for (const sentence of text.split(/\n+|(?<=[.!?])\s+(?=\p{Lu})/u)) {
    const at = foldAccents(sentence.toLowerCase()).search(/\bfranquia\b/u);
    if (at < 0) continue;
    const after = sentence.slice(at);
    const percent = /(\d+(?:,\d+)?)\s*%/u.exec(after);
    const floorMatch = /\bm[ií]nim[oa]\s+(?:de\s+)?(R\$\s*[\d.,]+(?:\s*mil)?)/iu.exec(after);
    const fixed = percent ? null : /\bfranquia\s*(?:de|:|,|é de|será de)?\s*(R\$\s*[\d.,]+(?:\s*mil)?)/iu.exec(after);
    const floor = parseQuantity(floorMatch?.[1] ?? fixed?.[1] ?? "");
    if (!percent && floor?.unit !== "money") continue;
    terms.push({
      percent: percent ? Number((percent[1] ?? "").replace(",", ".")) : null,
      percentWritten: percent ? `${percent[1]}%` : "",
      floor: floor?.unit === "money" ? floor.value : null,
      stems: analyze(sentence).filter((stem) => !isFraming(stem)),
      cite: /\[\d+\]/u.exec(sentence)?.[0] ?? "",
    });
  }
  return terms;
}
