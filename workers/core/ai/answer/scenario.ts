import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { singularEndings } from "./kindred-words.ts";
import { countWord } from "./number-words.ts";
import { figuresIn, type FoundFigure, unitAfter } from "./calculate.ts";
import { type Unit, unitsOf } from "./passage-units.ts";
import { passageTables } from "./table-answer.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * A scenario the message sets out, computed with the rates the documents state:
 * - counts of things ("entregou 4 hidrantes sem teste e atrasou o relatório em 3 dias"), each times the price the
 *   documents give per that thing ("R$ 2.300,00 por hidrante", "R$ 450,00 por dia de atraso"), added up;
 * - a part of a whole the message gives in reais ("quanto dos R$ 10.500 mil sai de Y", the total a previous answer
 *   added up), times the percentage the documents give that part.
 * Only a thing the documents price counts: a count of anything else leaves the question to the other readers.
 * An amount asked in money that the answer states as a percentage of a base, with the base given in the message or
 * stated in the documents, is ./rate-of-base.ts's, over whatever answer the readers give.
 */
export function scenarioAnswer(message: string, passages: PromptPassage[], carried = ""): string | null {
  const folded = foldAccents(message.toLowerCase());
  const part = shareOfGivenAmount(folded, passages);
  if (part) return part;
  const share = givenShareOfStated(message, passages);
  if (share) return share;
  const beyond = givenAgainstStated(message, passages);
  if (beyond) return beyond;
  if (!MONEY_ASKED.test(folded)) return null;
  return (
    ratePerCountOfBase(folded, passages, foldAccents(carried.toLowerCase())) ?? countsTimesPrices(folded, passages)
  );
}

/** An amount of money asked: "quanto ela paga", "quanto custaria", "quanto seria a multa", "qual o valor total". */
const MONEY_ASKED =
  /\bquanto (?:(?:[a-z]+ ){0,3})(?:paga|pagam|pagaria|pagariam|pagara|custa|custam|custar|custaria|custariam|custara|custarao|seria|sera|da|daria|sai|sairia|fica|ficaria|ficara|gasta|gastaria|gasto|recebe|recebo|receberia|receberei|ganha|ganho)\b|\bqual (?:e |seria |sera |foi )?(?:o |a )?(?:valor|total|multa|custo|desconto)\b/;

interface Given {
  count: number;
  /** The counted thing's stems, its head first ("hidrant", "test", "vaza"). */
  stems: string[];
}

/** Words that end what a count counts: a conjunction, a verb of the scenario, a clause. */
const CLAUSE_END = /^(?:e|ou|mas|que|quanto|quantos|quantas|qual|se|foi|foram|fez|teve|tiveram|houve)$/;

/** "4 hidrantes sem teste", "em 3 dias": counts (not years, money, percentages or ordinals) and what they count. */
function givensIn(folded: string): Given[] {
  const out: Given[] = [];
  const words = folded.split(/[\s,;:.?!()]+/).filter(Boolean);
  words.forEach((word, i) => {
    // Not "um"/"uma" in words, as often an article ("uma caçamba cheia") as a count.
    const count = /^\d{1,4}$/.test(word) ? Number(word) : /^uma?$/.test(word) ? null : countWord(word);
    if (count === null || (/^\d{4}$/.test(word) && /^(?:19|20)/.test(word))) return;
    if (/^r\$$/.test(words[i - 1] ?? "") || /^(?:%|o|a|º|ª)$/.test(words[i + 1] ?? "")) return;
    const thing: string[] = [];
    for (const next of words.slice(i + 1, i + 6)) {
      if (CLAUSE_END.test(next) || /\d/.test(next)) break;
      thing.push(next);
    }
    const stems = analyze(singularEndings(thing.join(" ")));
    if (stems.length > 0) out.push({ count, stems });
  });
  return out;
}

interface Rate {
  price: number;
  /** The priced thing's head stem ("por dia de atraso": "dia"; a column "(R$/dia)": "dia"). */
  head: string;
  /** The words it is written with: its sentence, or its row's first cell and its column's header. */
  context: Set<string>;
  written: string;
  /** The passage that states it, to cite. */
  n: number;
}

const PRICE_PER =
  /R\$\s*(\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?)\s*(?:por|\/|a cada|cada)\s+((?:\p{L}+\s*){1,4})/giu;

/** Every "R$ X por <coisa>" the passages state, with the words of the unit it is written in. */
function ratesIn(passages: PromptPassage[]): Rate[] {
  return unitsOf(passages).flatMap((unit) =>
    [...unit.text.matchAll(PRICE_PER)].flatMap((match) => {
      const price = parseQuantity(`R$ ${match[1] ?? ""}`)?.value;
      const head = analyze(singularEndings(match[2] ?? ""))[0];
      if (price === undefined || !head) return [];
      const context = new Set(analyze(singularEndings(unit.text)));
      return [{ price, head, context, written: match[0].trim(), n: unit.passage.n }];
    }),
  );
}

/** A column priced per thing in its header: "Adicional (R$/dia)", "Preço unitário (R$ por t)". */
const PRICED_COLUMN = /\(\s*R\$\s*(?:\/|por)\s*([\p{L}³²]+)\s*\)/iu;
/** A column in reais that names the thing it prices in its words: "Valor por km (R$)", "Tarifa por m³ (R$)". */
const PRICED_IN_WORDS = /\b(?:valor|pre[çc]o|custo|tarifa|taxa)\s+(?:por|\/)\s*([\p{L}³²]+)[^(]*\(\s*R\$\s*\)/iu;
/** A unit price whose thing is its row's own unit ("Preço unitário (R$)" beside a column "Unidade"). */
const UNIT_PRICE = /\b(?:pre[çc]o|valor|custo)\s+unit[áa]rio\b[^(]*\(\s*R\$\s*\)/iu;
const UNIT_COLUMN = /^unid(?:ade)?\.?(?:\s+de\s+medida)?$/iu;

/**
 * Every cell of a column priced per thing, with its row's first cell and its header as the words it goes with: the
 * thing is written in the header ("(R$/dia)", "Valor por km (R$)"), or, for a unit price, in the row's unit column.
 */
function tableRatesIn(passages: PromptPassage[]): Rate[] {
  return passageTables(passages).flatMap(({ table, passage }) => {
    const unitColumn = table.header.findIndex((header) => UNIT_COLUMN.test(header.trim()));
    return table.header.flatMap((header, column) => {
      const named = PRICED_COLUMN.exec(header)?.[1] ?? PRICED_IN_WORDS.exec(header)?.[1];
      const perRow = !named && unitColumn > 0 && UNIT_PRICE.test(header);
      if ((!named && !perRow) || column === 0) return [];
      const label = header
        .replace(PRICED_COLUMN, "")
        .replace(/\(\s*R\$\s*\)/u, "")
        .trim();
      return table.rows.flatMap((row, r) => {
        const price = table.values[r]?.[column];
        const per = named ?? row[unitColumn]?.trim() ?? "";
        const head = per ? analyze(singularEndings(per))[0] : undefined;
        if (price == null || !head) return [];
        const key = row[0] ?? "";
        const context = new Set(analyze(singularEndings(`${key} ${header} ${per}`)));
        return [
          {
            price,
            head,
            context,
            written: `${key}: ${label}, ${formatQuantity(price, "money")}/${per}`,
            n: passage.n,
          },
        ];
      });
    });
  });
}

/** Payments named by their period: a "diária" is paid per day, a "mensalidade" per month. */
const PER_PERIOD = new Map(
  [
    ["diária", "dia"],
    ["mensalidade", "mês"],
    ["anuidade", "ano"],
  ].map(([payment, period]) => [analyze(payment ?? "")[0] ?? "", analyze(period ?? "")[0] ?? ""]),
);

/** The stemmer keeps some plurals apart ("dias"/"dia", "viagens"/"viag"): one is the other's plural. */
const sameHead = (a: string, b: string): boolean =>
  a === b ||
  (PER_PERIOD.has(a) && sameHead(PER_PERIOD.get(a) ?? a, b)) ||
  (PER_PERIOD.has(b) && sameHead(a, PER_PERIOD.get(b) ?? b)) ||
  (a.length > 2 && a.replace(/s$/, "") === b.replace(/s$/, "")) ||
  (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** A stem among the words, or a plural the stemmer keeps apart ("capitais" beside "capital"). */
const holds = (words: Set<string>, stem: string) =>
  words.has(stem) ||
  (stem.length >= 5 && [...words].some((word) => word.length >= 5 && (word.startsWith(stem) || stem.startsWith(word))));

function countsTimesPrices(folded: string, passages: PromptPassage[]): string | null {
  const rates = [...ratesIn(passages), ...tableRatesIn(passages)];
  if (rates.length === 0) return null;
  const asked = analyze(singularEndings(folded));
  const terms: { given: Given; rate: Rate }[] = [];
  for (const given of givensIn(folded)) {
    // The thing's head is priced; of several such prices, the one whose line shares most of the count's words, then
    // of the question's ("um empregado" picks the column of employees).
    const shared = (rate: Rate) =>
      given.stems.filter((stem) => holds(rate.context, stem)).length +
      asked.filter((stem) => holds(rate.context, stem)).length / (asked.length + 1);
    const rate = rates
      .filter((candidate) => sameHead(candidate.head, given.stems[0] ?? ""))
      .map((candidate) => ({ candidate, score: shared(candidate) }))
      .sort((a, b) => b.score - a.score)[0]?.candidate;
    if (rate && !terms.some((term) => term.rate === rate)) terms.push({ given, rate });
  }
  if (terms.length === 0) return null;
  const total = terms.reduce((sum, { given, rate }) => sum + given.count * rate.price, 0);
  const expression = terms
    .map(({ given, rate }) => `${given.count} × ${formatQuantity(rate.price, "money")}`)
    .join(" + ");
  const cites = [...new Set(terms.map(({ rate }) => `[${rate.n}]`))].join("");
  const quotes = terms.map(({ rate }) => rate.written.replace(/\s+$/, "")).join("; ");
  return `O total seria ${formatQuantity(total, "money")}: ${expression} = ${formatQuantity(total, "money")} (${quotes}) ${cites}.`;
}

/** "Quanto dos R$ 10.500 mil …": an amount the message gives as the whole a part is asked of. */
const WHOLE_GIVEN = /\bquanto\s+d[oa]s?\s+(r\$\s*\d[\d.]*(?:,\d+)?(?:\s*(?:milhoes|milhao|mil))?)/u;
/** The verb after which the question names the part ("sai do empréstimo", "vai para obras"). */
const PART_VERB = /\b(?:vem|vao|vai|sai|saem|cabe|cabem|fica|ficam|corresponde|correspondem|e|sao)\s+(.+)$/u;

/**
 * "Quanto dos R$ 10.500 mil sai do empréstimo?" (the whole a previous answer added up, carried by the resolver):
 * that whole times the percentage a sentence gives the part ("pago em 40% por empréstimo …"), the
 * percentage whose next words hold most of the part's.
 */
function shareOfGivenAmount(folded: string, passages: PromptPassage[]): string | null {
  const whole = WHOLE_GIVEN.exec(folded);
  const written = whole?.[1];
  const amount = written ? parseQuantity(written.replace(/^r\$/, "R$").replace(/milhoes|milhao/, "milhões")) : null;
  const after = whole ? PART_VERB.exec(folded.slice((whole.index ?? 0) + whole[0].length)) : null;
  if (!amount || !after?.[1]) return null;
  const part = analyze(after[1]).filter((stem) => !isFraming(stem) && !MONEY_WORDS.has(stem));
  if (part.length === 0) return null;
  let best: { percent: number; share: number; n: number; written: string } | null = null;
  for (const passage of passages) {
    const text = foldAccents(passage.text.toLowerCase());
    for (const found of text.matchAll(/(\d+(?:,\d+)?)\s*%/gu)) {
      const next = text.slice((found.index ?? 0) + found[0].length).split(/[;.]/)[0] ?? "";
      const words = new Set(analyze(next.split(/\s+/).slice(0, 10).join(" ")));
      const share = part.filter((stem) => words.has(stem)).length / part.length;
      const percent = Number((found[1] ?? "").replace(",", "."));
      if (share > (best?.share ?? 0)) best = { percent, share, n: passage.n, written: `${found[1]}%` };
    }
  }
  if (!best || best.share < PART_NAMED) return null;
  const result = (amount.value * best.percent) / 100;
  // In the scale the whole was written in ("R$ 10.500 mil"): the part reads beside it.
  const thousands = /\bmil$/.test(written ?? "");
  const shown = (value: number) =>
    thousands ? `R$ ${formatQuantity(value / 1000, "number")} mil` : formatQuantity(value, "money");
  return `São ${shown(result)}: ${best.written} × ${shown(amount.value)} = ${shown(result)} [${best.n}].`;
}

/** The share of the part's words the percentage's next words must hold (set by hand). */
const PART_NAMED = 0.6;

/** Words of money and amount, which any such question has: not what it asks the amount of. */
const MONEY_WORDS = new Set(analyze("real reais valor custo preço montante quantia dinheiro total"));

/** "… equivale a quantos por cento do valor contratado?": the base a percentage is asked of. */
const SHARE_OF_BASE =
  /\b(?:percentua(?:l|is)|por cento|porcentagem|que parte|qual parte)\s+(?:d[aeo]s?|em relacao a[os]?)\s+(.+?)[?!.]*$/u;
/** The share of the base's words the stating sentence must hold (set by hand, as PART_NAMED). */
const BASE_NAMED = 0.6;

/** The first word of the unit written after a figure ("mm" of "2,9 mm"), folded, or "". */
const wordAfter = (text: string, figure: FoundFigure) =>
  foldAccents((unitAfter(text, figure).split(/\s/)[0] ?? "").toLowerCase());

/** Where the first of these stems is written in a text, or -1. */
function firstStemAt(text: string, stems: string[]): number {
  for (const word of text.matchAll(/[\p{L}\d-]+/gu)) {
    const stem = analyze(singularEndings(word[0]))[0];
    if (stem && stems.some((wanted) => holds(new Set([stem]), wanted))) return word.index ?? -1;
  }
  return -1;
}

/**
 * "1,4 km equivale a quantos por cento da extensão prevista?" (the last answer's figure, which the resolver put in
 * place of "isso"): that figure over the one of the same unit the documents state for the base the question names
 * ("A extensão prevista da rede é de 6,2 km"), in percent.
 */
function givenShareOfStated(message: string, passages: PromptPassage[]): string | null {
  for (const sentence of message.split(/(?<=[?!.])\s+/)) {
    const asked = SHARE_OF_BASE.exec(foldAccents(sentence.toLowerCase()));
    const base = asked?.[1];
    if (!asked || !base) continue;
    // The part is given before the percentage is asked ("1,4 km equivale a…"); "fica com o lote 3" names a row.
    const given = figuresIn(sentence)[0];
    if (!given || given.value === 0 || given.index > asked.index) continue;
    const givenWord = wordAfter(sentence, given);
    const baseStems = analyze(base).filter((stem) => !isFraming(stem));
    if (baseStems.length === 0) continue;
    let best: { figure: FoundFigure; unit: Unit; held: number } | null = null;
    for (const unit of unitsOf(passages)) {
      const stems = new Set(analyze(singularEndings(`${unit.heading ?? ""} ${unit.text}`)));
      const held = baseStems.filter((stem) => holds(stems, stem)).length;
      if (held < Math.max(1, BASE_NAMED * baseStems.length) || held <= (best?.held ?? 0)) continue;
      // The base's figure is written after its name ("a extensão prevista … é de 6,2 km"), not a heading's number.
      const named = firstStemAt(unit.text, baseStems);
      if (named < 0) continue;
      const figure = figuresIn(unit.text).find((candidate) => {
        if (candidate.index < named) return false;
        if (candidate.unit !== given.unit || candidate.value === given.value || candidate.value === 0) return false;
        const word = wordAfter(unit.text, candidate);
        return given.unit !== "number" || !givenWord || !word || word === givenWord;
      });
      if (figure) best = { figure, unit, held };
    }
    if (!best) continue;
    const share = (given.value / best.figure.value) * 100;
    const show = (figure: FoundFigure, text: string) => {
      const word = figure.unit === "number" ? wordAfter(text, figure) : "";
      return `${formatQuantity(figure.value, figure.unit)}${word && /^[\p{L}³²/]{1,4}$/u.test(word) ? ` ${word}` : ""}`;
    };
    return `São ${formatQuantity(share, "percent")}: ${show(given, sentence)} ÷ ${show(best.figure, best.unit.text)} (${base}) [${best.unit.passage.n}].\n\n> ${best.unit.text}`;
  }
  return null;
}

/** "412 são quantos a mais que em maio?": the figure given, then what it is set against. */
const AGAINST_BASE = /\bquant[oa]s?\s+(a mais|a menos)\s+que\s+(.+?)[?!.]*$/u;

/**
 * "412 são quantos a mais que em maio?" (the last answer's figure, which the resolver put first): that figure
 * against the count the documents state for what follows "que" ("Em maio foram feitas 380 vistorias"), their
 * difference. The stating unit must hold every word of the base and a count other than the one given.
 */
function givenAgainstStated(message: string, passages: PromptPassage[]): string | null {
  for (const sentence of message.split(/(?<=[?!.])\s+/)) {
    const asked = AGAINST_BASE.exec(foldAccents(sentence.toLowerCase()));
    if (!asked?.[2]) continue;
    const given = figuresIn(sentence)[0];
    if (!given || given.index > asked.index || given.unit !== "number") continue;
    const baseStems = analyze(asked[2]).filter((stem) => !isFraming(stem));
    if (baseStems.length === 0) continue;
    // What the given figure counts ("412 vistorias"), which the stating unit must count too.
    const counted = analyze(
      singularEndings(/^\s*(\p{L}{3,})/u.exec(sentence.slice(given.index + given.text.length))?.[1] ?? ""),
    )[0];
    for (const unit of unitsOf(passages)) {
      const stems = new Set(analyze(singularEndings(unit.text)));
      if (!baseStems.every((stem) => holds(stems, stem))) continue;
      if (counted && !/^(?:sao|são)$/.test(counted) && !holds(stems, counted)) continue;
      const named = firstStemAt(unit.text, baseStems);
      const figure = figuresIn(unit.text)
        .filter((candidate) => candidate.unit === "number" && candidate.value !== given.value && candidate.value > 0)
        .sort((a, b) => Math.abs(a.index - named) - Math.abs(b.index - named))[0];
      if (!figure) continue;
      const difference = given.value - figure.value;
      const more = asked[1] === "a mais";
      const shown = formatQuantity(Math.abs(difference), "number");
      const word = difference >= 0 === more ? asked[1] : more ? "a menos" : "a mais";
      return `São ${shown} ${word}: ${formatQuantity(given.value, "number")} − ${formatQuantity(figure.value, "number")} [${unit.passage.n}].\n\n> ${unit.text}`;
    }
  }
  return null;
}

/** "2% do valor da etapa por semana de atraso", "0,4% do valor mensal por pessoa e por dia": a rate per thing. */
const RATE_PER =
  /(\d+(?:,\d+)?)\s*%\s+d[oa]s?\s+((?:\p{L}+\s+){0,4}?\p{L}+)\s+por\s+(\p{L}+)((?:\s+(?:e\s+)?por\s+\p{L}+)*)/u;
/** "limitada a 10% do valor da etapa": the ceiling a rate's total stops at. */
const CAP = /limitad[oa]s?\s+a\s+(\d+(?:,\d+)?)\s*%/iu;

/**
 * "E com 8 semanas de atraso na etapa IM-2, a multa fica em quanto?" over "multa de 2% do valor da etapa por semana
 * de atraso, limitada a 10% do valor da etapa" and a table that values each etapa: the rate times the count the message gives of
 * what it is per (one, when it writes "um faxineiro", "numa estação"), times the base the documents value for the row the
 * message names (a money column whose header holds the base's words), stopped at the ceiling. The rate's sentence must
 * share a word with the message besides what it is per.
 */
function ratePerCountOfBase(folded: string, passages: PromptPassage[], carried: string): string | null {
  const asked = new Set(analyze(singularEndings(folded)).filter((stem) => !isFraming(stem) && !MONEY_WORDS.has(stem)));
  const givens = givensIn(folded);
  for (const unit of unitsOf(passages)) {
    const match = RATE_PER.exec(unit.text);
    if (!match) continue;
    const perWords = [match[3] ?? "", ...[...(match[4] ?? "").matchAll(/por\s+(\p{L}+)/gu)].map((m) => m[1] ?? "")];
    const heads = perWords.map((word) => analyze(singularEndings(word.toLowerCase()))[0] ?? "").filter(Boolean);
    // Each thing the rate is per, counted by the message: "3 dias", "8 semanas", or one ("um faxineiro").
    const counts = heads.map((head) => {
      const given = givens.find((candidate) => sameHead(candidate.stems[0] ?? "", head));
      if (given) return given.count;
      const one = /\b(?:um|uma|num|numa)\s+(\p{L}+)/gu;
      return [...folded.matchAll(one)].some((m) => sameHead(analyze(singularEndings(m[1] ?? ""))[0] ?? "", head))
        ? 1
        : null;
    });
    if (heads.length === 0 || counts.some((count) => count === null)) continue;
    const own = new Set(analyze(singularEndings(unit.text)));
    if (![...asked].some((stem) => !heads.includes(stem) && holds(own, stem))) continue;
    const baseStems = analyze(singularEndings(match[2] ?? ""));
    // The row the message names, else the one the conversation carries ("essa etapa" after a turn about IM-2).
    const base = baseValue(baseStems, folded, passages) ?? (carried ? baseValue(baseStems, carried, passages) : null);
    const percent = Number((match[1] ?? "").replace(",", "."));
    if (!base || !Number.isFinite(percent)) continue;
    const count = (counts as number[]).reduce((product, value) => product * value, 1);
    const uncapped = (percent / 100) * base.value * count;
    const cap = CAP.exec(unit.text.slice((match.index ?? 0) + match[0].length));
    const ceiling = cap ? (Number((cap[1] ?? "").replace(",", ".")) / 100) * base.value : Number.POSITIVE_INFINITY;
    const capped = uncapped > ceiling;
    const result = Math.min(uncapped, ceiling);
    const times = perWords.map((word, i) => `${counts[i]} (por ${word})`).join(" × ");
    const shown = formatQuantity(result, "money");
    const expression = `${formatQuantity(percent, "number")}% × ${formatQuantity(base.value, "money")} (${base.label}) × ${times}`;
    const limit = capped && cap ? `, limitada a ${cap[1]}% (${shown})` : ` = ${shown}`;
    return `São ${shown}: ${expression}${limit} [${unit.passage.n}][${base.n}].`;
  }
  return null;
}

/**
 * The money the documents give the base of a rate for the row the message names: in a table, a money column whose
 * header holds the base's words (the rest named by the first column's header: "valor mensal da estação" is the
 * "Valor mensal" of a table of stations), in the row one of whose cells the message writes.
 */
function baseValue(
  baseStems: string[],
  folded: string,
  passages: PromptPassage[],
): { value: number; label: string; n: number } | null {
  for (const { table, passage } of passageTables(passages)) {
    const rowNoun = new Set(analyze(singularEndings(table.header[0] ?? "")));
    const column = table.header.findIndex((header, c) => {
      if (c === 0 || (table.units[c] !== "money" && !/r\$/iu.test(header))) return false;
      const words = new Set(analyze(singularEndings(header)));
      return baseStems.every((stem) => holds(words, stem) || holds(rowNoun, stem));
    });
    if (column < 0) continue;
    const row = table.rows.findIndex((cells) =>
      cells.some((cell) => {
        const written = foldAccents(cell.toLowerCase())
          .replace(/\s*\([^)]*\)/g, "")
          .trim();
        if (!written || written.length > 40) return false;
        // A number alone ("3") is a row's only when the message writes it after the row's noun ("frente 3").
        if (/^\d+$/.test(written))
          return new RegExp(`\\b${foldAccents((table.header[0] ?? "").toLowerCase())}s?\\s+${written}\\b`).test(folded);
        return new RegExp(`(?<![\\p{L}\\d])${written.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\d])`, "u").test(
          folded,
        );
      }),
    );
    const value = table.values[row]?.[column];
    if (row < 0 || value == null) continue;
    const key = (table.rows[row]?.[0] ?? "").trim();
    const name = /^\d+$/.test(key) ? `${table.header[0]} ${key}` : key;
    const measure = (table.header[column] ?? "").replace(/\s*\([^)]*\)/g, "").toLowerCase();
    return { value, label: `${measure}, ${name}`, n: passage.n };
  }
  return null;
}
