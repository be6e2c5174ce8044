import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity, parseQuantity, type Quantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { addMonths, dayNumber, WRITTEN_DATE, writtenDay } from "./calendar-days.ts";
import { countWord } from "./number-words.ts";
import { type Unit, unitsOf } from "./passage-units.ts";

/**
 * "Quanto vale cada parcela?" and the last one's due date over "R$ 84.000,00 em seis parcelas trimestrais e iguais, a
 * primeira em 31/03/2027": an amount paid in equal instalments is the amount over their count, and the last falls
 * as many periods after the first as there are instalments after it. The sentence is the one the reply quotes, or
 * else the one sentence of the passages that splits an amount so.
 */
export function installmentAnswer(question: string, found: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  const each = EACH_ASKED.test(folded);
  const last = LAST_ASKED.test(folded) && DATE_ASKED.test(folded);
  if (!each && !last) return null;
  const units = unitsOf(passages);
  const named = (subject: string) => amountNamed(subject, units);
  // An amount named rather than written is looked up only for the sentence the reply quotes: any sentence of the
  // passages that splits a named amount would otherwise answer a question about another.
  const split = splitIn(found, named) ?? onlySplit(units);
  if (!split) return null;
  const cite = split.cited === undefined ? "" : ` [${split.cited}]`;
  if (each) {
    if (!split.equal || !split.amount) return null;
    const share = formatQuantity(split.amount.value / split.count, "money");
    const whole = formatQuantity(split.amount.value, "money");
    return `Cada parcela é de ${share}: ${whole} ÷ ${split.count}${cite}.`;
  }
  // "com vencimentos em 30/11, 30/12, 29/01 e 26/02": the dates listed, one per instalment, the last being the last.
  const listedLast = split.listed[split.count - 1];
  if (listedLast !== undefined)
    return `A última parcela, a ${split.count}ª, vence em ${writtenDay(listedLast)}${cite}.`;
  if (split.first === null || split.months === null) return null;
  const due = addMonths(split.first, split.months * (split.count - 1));
  return `A última parcela, a ${split.count}ª, vence em ${writtenDay(due)}: a primeira vence em ${writtenDay(split.first)} e as demais a cada ${MONTHS_WORD[split.months] ?? `${split.months} meses`}${cite}.`;
}

/** One instalment's value: "cada parcela", "o valor da parcela", "quanto é a parcela". */
const EACH_ASKED = /\b(?:cada|valor d[ae]|quanto \p{L}+ a) (?:parcela|prestacao)\b/u;
/** "a última parcela", "a última delas". */
const LAST_ASKED = /\bultim[ao]s?\b/u;
const DATE_ASKED = /\b(?:quando|que data|qual data|qual (?:e|sera) a data|vence|vencimento|data)\b/u;

/** How many months apart the instalments fall, by the word the sentence writes. */
const PERIOD_MONTHS: Record<string, number> = {
  mensais: 1,
  bimestrais: 2,
  trimestrais: 3,
  semestrais: 6,
  anuais: 12,
};
const MONTHS_WORD: Record<number, string> = {
  1: "mês",
  2: "dois meses",
  3: "três meses",
  6: "seis meses",
  12: "ano",
};

interface Split {
  amount: { value: number } | null;
  count: number;
  equal: boolean;
  /** Every due date, as day numbers, when the sentence lists one per instalment; else empty. */
  listed: number[];
  /** The first due date, as a day number, when the sentence dates it. */
  first: number | null;
  months: number | null;
  cited: number | undefined;
}

/** "em cinco parcelas mensais e iguais", "em 12 parcelas iguais", "em 4 prestações trimestrais". */
const SPLIT =
  /\bem\s+(\d{1,2}|\p{L}+)\s+(?:parcelas|presta[cç][oõ]es)((?:\s+(?:e\s+)?(?:mensais|bimestrais|trimestrais|semestrais|anuais|iguais|sucessivas|consecutivas|id[eê]nticas))*)/iu;
const MONEY = /R\$\s*\d{1,3}(?:\.\d{3})*(?:,\d{2})?(?:\s*(?:mil|milh(?:ão|ões)))?/gu;

function splitOf(
  sentence: string,
  cited: number | undefined,
  namedAmount?: (subject: string) => Quantity | null,
): Split | null {
  const match = SPLIT.exec(sentence);
  if (!match) return null;
  const count = /^\d+$/.test(match[1] ?? "")
    ? Number(match[1])
    : countWord(foldAccents((match[1] ?? "").toLowerCase()));
  if (!count || count < 2) return null;
  const words = foldAccents((match[2] ?? "").toLowerCase());
  const period = Object.keys(PERIOD_MONTHS).find((word) => words.includes(word));
  // The amount split is the one figure in money before the split: a second one is another story.
  const amounts = [...sentence.slice(0, match.index).matchAll(MONEY)];
  const amount =
    amounts.length === 1
      ? parseQuantity(amounts[0]?.[0] ?? "")
      : amounts.length === 0
        ? (namedAmount?.(subjectOf(sentence.slice(0, match.index))) ?? null)
        : null;
  // The first due date: a date after the split ("a primeira com vencimento em 15/01/2027").
  const after = sentence.slice((match.index ?? 0) + match[0].length);
  const dates = [...after.matchAll(WRITTEN_DATE)];
  const firstNamed = /\bprimeir[ao]\b/iu.test(after);
  return {
    amount: amount?.unit === "money" ? amount : null,
    count,
    equal: /\biguais|id[eê]nticas\b/iu.test(match[2] ?? ""),
    listed: dates.length === count ? dates.map((date) => dayNumber(date)) : [],
    first: firstNamed && dates[0] ? dayNumber(dates[0]) : null,
    months: period ? (PERIOD_MONTHS[period] ?? null) : null,
    cited,
  };
}

/** The split the reply quotes: the sentence before its citation. */
function splitIn(found: string, named: (subject: string) => Quantity | null): Split | null {
  for (const match of found.matchAll(/([^\n]*?)\s*\[(\d+)\]/gu)) {
    const split = splitOf(match[1] ?? "", Number(match[2]), named);
    if (split) return split;
  }
  return null;
}

/** The one sentence of the passages that splits an amount in instalments; null when none or several do. */
function onlySplit(units: Unit[]): Split | null {
  const splits = units.flatMap((unit) => {
    const split = splitOf(unit.text, unit.passage.n);
    return split ? [split] : [];
  });
  return splits.length === 1 ? (splits[0] ?? null) : null;
}

/** "O prêmio total será pago": what the sentence splits, named before its verb ("prêmio total"). */
function subjectOf(before: string): string {
  return before
    .replace(/[*_]/g, "")
    .replace(
      /[\s,]+(?:que\s+)?(?:(?:ser[aá]|serão|é|foi|sao|são|pode ser|poderá ser)\s+)?(?:pag[oa]s?|dividid[oa]s?|parcelad[oa]s?|quitad[oa]s?|cobrad[oa]s?)\s*$/iu,
      "",
    )
    .replace(/^.*?\b(?:o|a|os|as)\s+(?=\p{L})/iu, "")
    .trim();
}

/**
 * The amount a row or a sentence states for what the split names: a row so named with one figure in money
 * ("| Prêmio total | R$ 443,00 |"), else a sentence that writes the name and then its figure ("o preço global é de
 * R$ 80.000,00"). Null when the name is not found with a single amount.
 */
function amountNamed(subject: string, units: Unit[]): Quantity | null {
  const name = foldAccents(subject.toLowerCase());
  if (name.split(/\s+/).length > 5 || !/\p{L}{3,}/u.test(name)) return null;
  const amounts = units.flatMap((unit) => {
    if (unit.kind === "row") {
      const cells = unit.table?.cells ?? [];
      if (foldAccents((cells[0] ?? "").replace(/[*_]/g, "").trim().toLowerCase()) !== name) return [];
      const money = cells.slice(1).flatMap((cell) => {
        const quantity = parseQuantity(cell);
        return quantity?.unit === "money" ? [quantity] : [];
      });
      return money.length === 1 ? money : [];
    }
    const text = foldAccents(unit.text.toLowerCase());
    const at = text.indexOf(name);
    if (at < 0) return [];
    const after =
      /^\s*(?:(?:e|foi|sera|fica)\s+)?(?:de\s+|:\s*|em\s+)?(r\$\s*[\d.,]+(?:\s*(?:mil|milh(?:ao|oes)))?)/u.exec(
        text.slice(at + name.length),
      );
    const quantity = after ? parseQuantity(after[1]?.replace("r$", "R$") ?? "") : null;
    return quantity?.unit === "money" ? [quantity] : [];
  });
  const values = [...new Set(amounts.map((amount) => amount.value))];
  return values.length === 1 ? (amounts[0] ?? null) : null;
}

/**
 * "E quanto resta pagar depois dessa?" over a line that numbers the instalment it is of ("parcela 7 de 36") and
 * writes its amount ("R$ 612,35"): the instalments after it, at that amount. The line is the one the last reply read,
 * else the one line of the passages so numbered that shares a word with the question. Null when the question asks
 * no rest, or no such line is found.
 */
export function instalmentsLeft(question: string, passages: PromptPassage[], previous?: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!REST_ASKED.test(folded) || !/\bquant[oa]\b|\bvalor\b|\breais\b/u.test(folded)) return null;
  const read = previous ? numberedIn(previous.replace(/\[\d+\]/g, " ")) : null;
  const cited = previous ? /\[(\d+)\]/u.exec(previous)?.[1] : undefined;
  const asked = new Set(foldAccents(question.toLowerCase()).match(/\p{L}{4,}/gu) ?? []);
  const found =
    read !== null
      ? { ...read, cited: cited === undefined ? undefined : Number(cited) }
      : onlyNumbered(
          unitsOf(passages).filter((unit) =>
            (foldAccents(unit.text.toLowerCase()).match(/\p{L}{4,}/gu) ?? []).some((word) => asked.has(word)),
          ),
        );
  if (!found || found.of <= found.at) return null;
  const left = found.of - found.at;
  const total = formatQuantity(left * found.amount.value, "money");
  const each = formatQuantity(found.amount.value, "money");
  const cite = found.cited === undefined ? "" : ` [${found.cited}]`;
  return `Faltam ${left} parcelas de ${each}, ${total}: (${found.of} − ${found.at}) × ${each} = ${total}${cite}.`;
}

/** What remains asked: "falta pagar", "resta", "o saldo devedor" (rows-after and columns-added read it too). */
export const REST_ASKED = /\b(?:falta|faltam|faltaria|resta|restam|restaria|saldo|restante)\b/u;
/** "parcela 7 de 36", "prestação 3/12": the instalment's number and their count. */
const NUMBERED = /\b(?:parcela|presta[cç][aã]o)\s+(\d{1,3})\s*(?:de|\/)\s*(\d{1,3})\b/iu;

interface Numbered {
  at: number;
  of: number;
  amount: Quantity;
  cited?: number | undefined;
}

/** A text's numbered instalment and the one amount in reais it writes, or null. */
function numberedIn(text: string): Numbered | null {
  const found = NUMBERED.exec(text);
  const amounts = [...text.matchAll(/R\$\s*\d[\d.]*(?:,\d+)?/gu)].map((match) => parseQuantity(match[0]));
  const [amount] = amounts;
  if (!found?.[1] || !found[2] || amounts.length !== 1 || amount?.unit !== "money") return null;
  return { at: Number(found[1]), of: Number(found[2]), amount };
}

/** The one unit among these that numbers an instalment and writes its amount, or null when none or several do. */
function onlyNumbered(units: Unit[]): Numbered | null {
  const found = units.flatMap((unit) => {
    const numbered = numberedIn(unit.text);
    return numbered ? [{ ...numbered, cited: unit.passage.n }] : [];
  });
  return found.length === 1 ? (found[0] ?? null) : null;
}
