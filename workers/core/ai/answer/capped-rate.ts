import { formatQuantity, parseNumberPtBr, parseQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { countWord } from "./number-words.ts";
import { sameNoun } from "./agreement.ts";
import { isFraming } from "./unit-ranking.ts";
import type { ShareCeiling } from "./rate-of-base.ts";
import { citationMarks } from "./citation-marks.ts";

/**
 * "Qual é o máximo reembolsado?" over "R$ 265,00 por diária, até 18 diárias": an amount per a thing whose count the
 * same clause caps ("até 18 diárias", "durante 6 meses", "limitado a 4 parcelas") adds up, at most, to the amount
 * times the cap. Read in the reply the other readers gave, when the question asks a ceiling or a whole in money and
 * the reply writes exactly one capped amount; the reply stays below the computed figure, as where it is written.
 */
export function cappedRateTotal(question: string, reply: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!CEILING_ASKED.test(folded) || /[=×÷]/.test(reply)) return null;
  const asked = analyze(folded).filter((stem) => !isFraming(stem) && !CEILING_STEMS.has(stem));
  // One capped amount, read where the reply writes it: the line before it names what the question asks about (a row
  // or a sentence on another thing that the readers ranked first, "no máximo" alone, is not the amount asked).
  const read = (
    match: RegExpMatchArray,
    amount: string,
    count: string,
    counted: string,
    thingOf: (line: string) => boolean,
  ) => {
    const line =
      reply
        .slice(0, match.index)
        .split(/\n|[.;!?](?:\s|$)/u)
        .pop() ?? "";
    const named = new Set(analyze(`${line} ${match[0]}`));
    if (!asked.some((stem) => named.has(stem)) || !thingOf(line)) return [];
    const value = parseQuantity(`R$ ${amount}`)?.value;
    const times = parseNumberPtBr(count) ?? countWord(foldAccents(count.toLowerCase()));
    return value === undefined || times === null || times < 2 ? [] : [{ value, times, counted, amount }];
  };
  const before = [...reply.matchAll(CAPPED)].flatMap((match) => {
    const [, amount = "", per = "", count = "", counted = ""] = match;
    return read(match, amount, count, counted, () => sameNoun(per, counted));
  });
  // "A visita extra … é paga como adicional de R$ 180, com limite de 15 visitas": the thing paid for is named
  // before the amount ("a visita", "cada plantão"), the cap of those things after it.
  const capped =
    before.length > 0
      ? before
      : [...reply.matchAll(CAPPED_AFTER)].flatMap((match) => {
          const [, amount = "", count = "", counted = ""] = match;
          return read(match, amount, count, counted, (line) =>
            (line.match(/\p{L}+(?:-\p{L}+)*/gu) ?? []).some((thing) => sameNoun(thing.split("-")[0] ?? thing, counted)),
          );
        });
  const [one] = capped;
  if (!one || capped.length !== 1) return null;
  const total = formatQuantity(one.value * one.times, "money");
  const cites = citationMarks(reply).join("");
  return `No máximo, ${total}: ${one.times} ${one.counted} × R$ ${one.amount} = ${total} ${cites}.\n\n${reply}`;
}

/** The words that ask the ceiling, not what it is of. */
const CEILING_STEMS = new Set(analyze("máximo máxima teto limite total valor quanto reais"));

/** A ceiling or a whole asked in money: "o máximo que reembolsa", "no máximo quanto", "o teto", "quanto ao todo". */
const CEILING_ASKED =
  /\b(?:maximo|teto|no total|ao todo|ate quanto)\b|\b(?:qual|quanto) (?:e |seria |sera |fica |da )?(?:o )?(?:valor )?total\b/;

/** "R$ 265,00 por diária, até 18 diárias": the amount, the thing it is per, the cap's count and its noun. */
const CAPPED =
  /R\$\s*(\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?)\s+(?:por|a cada|cada)\s+(\p{L}+)[^.;\n]{0,30}?\b(?:(?:até|durante|por até)(?:\s+no\s+máximo)?|no máximo|limitad[oa]s? a)\s+(\d{1,3}|\p{L}+)\s+(\p{L}+)/giu;

/** "R$ 180, com limite de 15 visitas": an amount, then the cap of the things it is paid for. */
const CAPPED_AFTER =
  /R\$\s*(\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?)\b[^.;\n]{0,12}?\b(?:com (?:limite|teto|máximo) de|limitad[oa]s? a|até o (?:limite|máximo) de)\s+(\d{1,3}(?:\.\d{3})*|\p{L}+)\s+(\p{L}+)/giu;

/** "em quantos dias … alcança o limite", "quantos meses até o teto": a count of periods until a cap is reached. */
const PERIODS_TO_CAP =
  /\bquant[oa]s\s+(dias?|meses|mes|semanas?|horas?|anos?)\b.*\b(?:limite|teto|maximo|maxima)\b|\b(?:limite|teto)\b.*\bquant[oa]s\s+(dias?|meses|mes|semanas?|horas?|anos?)\b/u;
/** "R$ 750,00 por dia …, limitada a R$ 29.250,00": an amount per a period and its cap, in one sentence. */
const RATE_THEN_CAP =
  /R\$\s*(\d{1,3}(?:\.\d{3})*(?:,\d+)?)\s+(?:por|ao|a cada)\s+(dia|m[eê]s|semana|hora|ano)\b[^.;]*?\b(?:limitad[oa]s?\s+a|at[eé] o (?:limite|teto) de|com (?:limite|teto) de)\s+R\$\s*(\d{1,3}(?:\.\d{3})*(?:,\d+)?)/iu;

/**
 * "Multa de 0,4% do valor mensal por dia de atraso, limitada a 12% desse valor": a share per a period capped at a
 * share of the same base: the periods to the cap are the one over the other, whatever the base is.
 */
const SHARE_THEN_SHARE =
  /(\d+(?:,\d+)?)\s*%[^.;%]*?\b(?:por|ao|a cada)\s+(dia|m[eê]s|semana|hora|ano)\b[^.;%]*?\b(?:limitad[oa]s?\s+a|at[eé] o (?:limite|teto) de|com (?:limite|teto) de)\s+(\d+(?:,\d+)?)\s*%/iu;

/** "R$ 500,00 por dia de atraso, limitada a 10% do preço": an amount per a period, capped at a share of a base. */
const RATE_THEN_SHARE =
  /R\$\s*(\d{1,3}(?:\.\d{3})*(?:,\d+)?)\s+(?:por|ao|a cada)\s+(dia|m[eê]s|semana|hora|ano)\b[^.;]*?\b(?:limitad[oa]s?\s+a|at[eé]|com (?:limite|teto) de)\s+\d+(?:,\d+)?\s*%()/iu;

/**
 * "Em quantos dias a penalidade alcança o teto?" over "multa de R$ 750,00 por dia, … limitada a R$ 29.250,00":
 * the cap over the amount per period, in the period the question counts (rounded up: the cap is reached on that
 * day). Read in the reply the other readers gave; the reply stays below the computed figure. A cap set as a share of
 * a base ("limitada a 10% do preço") is worked out by `ceilingOf` (rate-of-base.ts's shareCeiling).
 */
export function periodsToCap(
  question: string,
  reply: string,
  ceilingOf: (reply: string) => ShareCeiling | null = () => null,
): string | null {
  const folded = foldAccents(question.toLowerCase());
  const asked = PERIODS_TO_CAP.exec(folded);
  const period = asked?.[1] ?? asked?.[2];
  if (!period || /[=×÷]/.test(reply)) return null;
  const shares = SHARE_THEN_SHARE.exec(reply);
  if (shares) return sharesToCap(shares, period, reply);
  const found = RATE_THEN_CAP.exec(reply) ?? RATE_THEN_SHARE.exec(reply);
  if (!found || !sameNoun(foldAccents(found[2] ?? "").toLowerCase(), period.replace(/^mes$/, "mês"))) return null;
  const rate = parseQuantity(`R$ ${found[1]}`)?.value;
  // "limitada a 10% do preço": the ceiling is that share of the price, worked out first.
  const share = found[3] ? null : ceilingOf(reply);
  const cap = found[3] ? parseQuantity(`R$ ${found[3]}`)?.value : share?.value;
  if (!rate || !cap || cap <= rate) return null;
  const periods = Math.ceil(cap / rate - 1e-9);
  const unit = periods === 1 ? (found[2] ?? period) : period.endsWith("s") ? period : `${period}s`;
  const cites = citationMarks(`${reply} ${share?.cites ?? ""}`);
  const ceiling = formatQuantity(cap, "money");
  const worked = share ? ` (${share.step} = ${ceiling})` : "";
  return `Em ${periods} ${unit}: ${ceiling}${worked} ÷ R$ ${found[1]} = ${formatQuantity(cap / rate, "number")} ${cites.join("")}.\n\n${reply}`;
}

/** The periods a share per period takes to reach its cap, a share of the same base: "Em 30 dias: 12% ÷ 0,4% = 30". */
function sharesToCap(found: RegExpExecArray, period: string, reply: string): string | null {
  if (!sameNoun(foldAccents(found[2] ?? "").toLowerCase(), period.replace(/^mes$/, "mês"))) return null;
  const [rate, cap] = [parseQuantity(`${found[1]}%`)?.value, parseQuantity(`${found[3]}%`)?.value];
  if (!rate || !cap || cap <= rate) return null;
  const periods = Math.ceil(cap / rate - 1e-9);
  const unit = periods === 1 ? (found[2] ?? period) : period.endsWith("s") ? period : `${period}s`;
  const worked = `${formatQuantity(cap, "percent")} ÷ ${formatQuantity(rate, "percent")} = ${formatQuantity(cap / rate, "number")}`;
  return `Em ${periods} ${unit}: ${worked} ${citationMarks(reply).join("")}.\n\n${reply}`;
}
