import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { figureLedTo } from "./figure-led-to.ts";
import { passageTables } from "./table-answer.ts";
import { isFraming } from "./unit-ranking.ts";
import { citationMarks } from "./citation-marks.ts";

/**
 * An amount asked in money that an answer gives as a rate: "multa de 8% do preço mensal desse posto", "acréscimo
 * de 4%". Whatever document or table the answer came from, the rate is read in the answer itself, beside the words of
 * what the question asks about; its base is the amount the message gives ("uma taxa de R$ 320,00 paga atrasada"), else
 * the documents' own answer to "Qual é o <base>?" for the row the question names ("o posto Garagem Central"). The
 * answer stays below the computed amount: it is where the rate is written.
 * The replies are tried in turn, each only when the one before gives no rate (see offline-agent.ts: the answer to the
 * question, then to it with what the message sets out, then to it without the table row it names, which otherwise
 * answers with that row's own cells).
 */
export function rateOfBase(
  question: string,
  replies: (() => string)[],
  ask: Ask,
  rows: () => NamedRow[] = () => [],
  carried: number | null = null,
  previous?: string,
): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!MONEY_ASKED.test(folded) || OTHER_ASKED.test(folded)) return null;
  const asked = analyze(folded).filter((stem) => !isFraming(stem) && !MONEY_STEMS.has(stem));
  for (const next of replies) {
    const reply = next();
    // Already computed, or no rate to compute from.
    if (/[=×÷]/.test(reply) || !/\d\s*%/.test(reply)) continue;
    const rate = rateFor(asked, stripped(reply), question);
    if (!rate) continue;
    const given =
      givenAmount(question, reply, rate.base) ?? (carried === null ? null : { value: carried, label: "", answer: "" });
    // A question that names the base and gives no amount of it asks the base ("a quanto chega o valor anual?").
    if (!given && rate.base && namesAll(asked, rate.base)) continue;
    const base =
      given ??
      (rate.base
        ? (answeredBase(rate.base, previous) ??
          ownBase(rate.base, reply) ??
          statedBase(rate.base, question, rows(), ask, reply))
        : null);
    if (!base || base.value <= 0) continue;
    const computed = (base.value * rate.percent) / 100;
    // "5% do lucro líquido, limitado a R$ 11,5 milhões": the rate's own clause caps what it gives.
    const cap = parseQuantity(CEILING.exec(rate.clause)?.[1] ?? "");
    const capped = cap?.unit === "money" && cap.value < computed;
    const result = capped ? cap.value : computed;
    const amount = formatQuantity(result, "money");
    const cites = citationMarks(`${reply} ${base.answer}`).join("");
    const of = base.label ? ` (${base.label})` : "";
    const step = `${rate.written} × ${formatQuantity(base.value, "money")}${of} = ${formatQuantity(computed, "money")}`;
    const limit = capped ? `, acima do limite de ${formatQuantity(result, "money")}` : "";
    return `São ${amount}: ${step}${limit} ${cites}.\n\n${reply}`;
  }
  return null;
}

/**
 * The documents' answer to a question of their own ("Qual é o preço?"), or null. `from` is the reply the rate was read
 * in: the base a rate names is first looked for in the documents that reply cites (the price of the deed its fine is
 * of, not a price another document states).
 */
export type Ask = (sub: string, from?: string) => string | null;

/** What a share of a base comes to, as `shareCeiling` reads it. */
export interface ShareCeiling {
  value: number;
  /** "10% × R$ 684.000,00 (preço)". */
  step: string;
  /** The citations of the reply and of the base's answer. */
  cites: string;
}

/** "São R$ 68.400,00: 10% × R$ 684.000,00 (preço) = …": a share applied to a base, as rateOfBase writes it. */
const WORKED_SHARE = /^São R\$\s?[\d.,]+: (\d+(?:,\d+)?)% × (R\$\s?[\d.,]+)(?: \(([^)]*)\))?/u;

/** "limitada a 10% do preço", "até 5% do valor do contrato": a ceiling set as a share of a base. */
const SHARE_CEILING = /\b(?:limitad[oa]s?\s+a|at[eé]|no m[aá]ximo|com (?:limite|teto) de)\s+(\d+(?:,\d+)?)\s*%/iu;

/**
 * The ceiling a reply's clause sets as a share of a base ("R$ 500,00 por dia de atraso, limitada a 10% do preço"), in
 * reais: the share times the base, read as rateOfBase reads it (the last answer's, else the documents' answer to "Qual
 * é <base>?"). Null when the reply sets no such ceiling or the base is not found.
 */
export function shareCeiling(
  reply: string,
  question: string,
  ask: Ask,
  rows: () => NamedRow[] = () => [],
  previous?: string,
): ShareCeiling | null {
  const text = stripped(reply);
  const found = SHARE_CEILING.exec(text);
  if (!found?.[1]) return null;
  const after = BASE_AFTER.exec(text.slice((found.index ?? 0) + found[0].length));
  if (!after) return null;
  const base = `${after[2] ?? ARTICLE_OF[after[1]?.toLowerCase() ?? ""] ?? "o"} ${after[3]}`;
  const percent = Number(found[1].replace(",", "."));
  // The last reply worked this ceiling out ("São R$ 68.400,00: 10% × R$ 684.000,00 (preço) = …"): its base. A reply
  // that worked out something else gives no base, however many of the base's words it writes.
  const worked = previous && /[=×÷]/.test(previous) ? WORKED_SHARE.exec(previous) : null;
  const workedBase =
    worked?.[1] && Number(worked[1].replace(",", ".")) === percent ? parseQuantity(worked[2] ?? "") : null;
  const of =
    workedBase?.unit === "money"
      ? { value: workedBase.value, label: (worked?.[3] ?? "").trim(), answer: previous ?? "" }
      : previous && /[=×÷]/.test(previous)
        ? statedBase(base, question, rows(), ask, reply)
        : (answeredBase(base, previous) ?? statedBase(base, question, rows(), ask, reply));
  if (!of || of.value <= 0) return null;
  const cites = citationMarks(`${reply} ${of.answer}`).join("");
  const label = of.label ? ` (${of.label})` : "";
  return {
    value: (of.value * percent) / 100,
    step: `${found[1]}% × ${formatQuantity(of.value, "money")}${label}`,
    cites,
  };
}

/**
 * "E se fosse de 1 ano?" (a case changed, no amount given) right after a reply that applied a rate to an amount
 * ("São R$ 1.390,00: 50% × R$ 2.780,00 = …"): that amount, for the rate the changed case meets. Null otherwise.
 */
export function whatIfBase(message: string, previous: string | undefined): number | null {
  if (!previous || !/^e se\b/u.test(foldAccents(message.trim().toLowerCase()))) return null;
  if (MONEY_GIVEN.test(message)) return null;
  const base = /^São R\$\s?[\d.,]+: [\d,]+%(?: × \d+)? × (R\$\s?[\d.,]+)/u.exec(previous)?.[1];
  const quantity = base ? parseQuantity(base) : null;
  return quantity?.unit === "money" ? quantity.value : null;
}

/** An amount in reais written in a message (it gives its own base). */
const MONEY_GIVEN = /R\$\s*\d/u;

/** A table row a question names by its first cell ("o posto Garagem Central"), with that column's header. */
export interface NamedRow {
  key: string;
  header: string;
}

/** The table rows a question names by their first cell: not a bare number. */
export function rowKeysNamed(question: string, passages: PromptPassage[]): NamedRow[] {
  const rows = passageTables(passages).flatMap(({ table }) =>
    table.rows.map((row) => ({
      key: (row[0] ?? "").replace(/\s*\([^)]*\)/g, "").trim(),
      header: table.header[0] ?? "",
    })),
  );
  return rows.filter(
    (row, i) =>
      row.key.length >= 3 &&
      !/^\d+$/.test(row.key) &&
      rows.findIndex((other) => other.key === row.key) === i &&
      keyPattern(row.key).test(question),
  );
}

/**
 * The question without the rows it names: what the rate is of is asked of the documents without the row, whose own
 * cells would otherwise answer; the row then picks the base.
 */
export function withoutRowKeys(question: string, rows: NamedRow[]): string {
  return rows
    .reduce((rest, row) => rest.replace(keyPattern(row.key), " "), question)
    .replace(/\s{2,}/g, " ")
    .replace(/\s+([,?])/g, "$1");
}

const keyPattern = (key: string) => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(key)}(?![\\p{L}\\d])`, "giu");

/**
 * An amount in money asked: "quanto", "em reais", "qual o valor". Not a share, a count, a time or a date asked (a
 * deadline the question only mentions, "se passar desse prazo", asks none).
 */
const MONEY_ASKED = /\bquanto\b|\bem reais\b|\bem dinheiro\b|\bqual (?:e |seria |sera |fica )?o (?:valor|montante)\b/;
const OTHER_ASKED =
  /\bquantos por cento\b|\bem (?:percentual|porcentagem)\b|\b(?:qual|que) (?:e |seria |sera )?(?:o )?(?:percentual|porcentagem)\b|\bquanto tempo\b|\bate quando\b|\b(?:qual (?:e |seria |sera )?o|em que) prazo\b|\bquantos\b|\bquantas\b/;
const MONEY_STEMS = new Set(analyze("real reais valor quanto dinheiro seria daria fica custa paga"));

/** The answer as read: citations and emphasis off. */
const stripped = (reply: string) => reply.replace(/\[\d+\]/g, " ").replace(/\*\*/g, "");

/** A rate and what it is of: "8% do preço mensal desse posto" (the base), "4%" alone (none). */
interface Rate {
  percent: number;
  written: string;
  /** What the rate is of, with its article: "o preço mensal desse posto". */
  base: string | null;
  /** The rate's clause after it: where a ceiling on what it gives is written. */
  clause: string;
}

/** How many words on either side of a rate name what it is the rate of ("sujeita a vigilante a multa de 8%"). */
const LABEL_WORDS = 8;

/**
 * The rate of what the question asks about: of the answer's percentages, the one whose words around it (back to the
 * percentage before it and on to the next one, within its clause) hold most of the question's: "acréscimo de 4% e
 * juros de 0,5%", "pago em 60% pela União e em 40% pelo estado". A bound ("≥ 98,5%", "até 30%") is a target,
 * not a rate to apply. A rate per period ("0,2% do preço mensal por hora") is applied as many times as the message
 * counts that period ("3 horas"), and not at all when it counts none.
 */
/** "Sobre o preço de cada parcela incide", "sobre a fatura aplica-se": a base before the rate it bears. */
const BASE_BEFORE =
  /\bsobre\s+(o|a|os|as)\s+([^,;:]{3,60}?)\s+(?:incide|incidem|aplica-se|aplicam-se|se aplica|se aplicam)\b/iu;

function rateFor(asked: string[], text: string, question: string): Rate | null {
  const matches = [...text.matchAll(/(\d+(?:,\d+)?)\s*%/g)];
  // "limitada a 6% do valor mensal" bounds another rate, unless the bound is what is asked ("o limite das glosas").
  const boundAsked = CEILING_ASKED.test(foldAccents(question.toLowerCase()));
  let best: (Rate & { score: number }) | null = null;
  const bare = asked.every((stem) => REFERRING.has(stem));
  matches.forEach((match, i) => {
    const at = match.index ?? 0;
    const previous = matches[i - 1];
    const next = matches[i + 1];
    const before = text.slice(previous ? (previous.index ?? 0) + previous[0].length : 0, at);
    const after = text.slice(at + match[0].length, next?.index ?? text.length);
    if (BOUND_BEFORE.test(before) && !boundAsked) return;
    const clauseBefore = before.split(/[.;\n]/).pop() ?? "";
    const clauseAfter = after.split(/[.;\n]/)[0] ?? "";
    const times = periodsCounted(clauseAfter, question);
    const words = new Set(
      analyze(
        `${clauseBefore.split(/\s+/).slice(-LABEL_WORDS).join(" ")} ${clauseAfter.split(/\s+/).slice(0, LABEL_WORDS).join(" ")}`,
      ),
    );
    // "para bombas com mais de 3 anos, 50%": a case the message gives in that measure ("há 7 anos") meets the
    // condition or rules the rate out.
    const met = conditionMet(clauseBefore, question);
    if (met === false) return;
    const score = asked.filter((stem) => words.has(stem)).length + (met ? CONDITION_MET : 0);
    const base = BASE_AFTER.exec(clauseAfter);
    // "Sobre o preço de cada medição incide uma retenção de 10%": the base written before the rate.
    const baseBefore = base ? null : BASE_BEFORE.exec(clauseBefore);
    // A rate per period the message counts none of is still the rate asked about: no other rate stands in for it.
    const percent = times === null ? Number.NaN : Number((match[1] ?? "").replace(",", ".")) * times;
    // "E em dinheiro, isso corresponde a quanto?" names nothing: the one rate the reply writes is the one it points at.
    const alone = bare && matches.length === 1;
    if ((score > 0 || alone) && score >= (best?.score ?? 0) && (score > 0 ? score > (best?.score ?? 0) : !best))
      best = {
        percent,
        written: times === 1 || times === null ? `${match[1]}%` : `${match[1]}% × ${times}`,
        base: base
          ? `${base[2] ?? ARTICLE_OF[base[1]?.toLowerCase() ?? ""] ?? "o"} ${base[3]}`
          : baseBefore
            ? `${baseBefore[1]?.toLowerCase()} ${baseBefore[2]}`
            : null,
        // Cut at a sentence's end, not at a thousands dot ("R$ 11.500.000,00").
        clause: after.split(/[;\n]|\.(?!\d)/)[0] ?? "",
        score,
      };
  });
  const found = best as (Rate & { score: number }) | null;
  return found && Number.isFinite(found.percent)
    ? { percent: found.percent, written: found.written, base: found.base, clause: found.clause }
    : null;
}

/** Verbs that say what a figure amounts to, and name nothing: "a quanto isso corresponde", "quanto dá". */
const REFERRING = new Set(analyze("representa representam corresponde correspondem equivale equivalem significa dá"));

/** What a rate whose condition the message's case meets weighs, over one word of the question beside it. */
const CONDITION_MET = 2;

/** A condition on a measure, as written before a rate: "com até 3 anos", "acima de 50 m³", "a partir de 10 dias". */
const CONDITION =
  /\b(ate|no maximo|mais de|acima de|superior a|a partir de|no minimo|menos de|abaixo de|inferior a)\s+(\d+(?:,\d+)?)\s+(\p{L}+)/gu;

/**
 * Whether the case the question gives meets the last condition of the words before a rate: true or false when the
 * question writes a figure of the condition's measure ("há 7 anos", "com 2 anos de uso"), null when it writes none
 * or the words set no condition.
 */
function conditionMet(before: string, question: string): boolean | null {
  const condition = [...foldAccents(before.toLowerCase()).matchAll(CONDITION)].pop();
  if (!condition?.[2] || !condition[3]) return null;
  const limit = Number(condition[2].replace(",", "."));
  const measure = condition[3].replace(/e?s$/, "");
  const given = [...foldAccents(question.toLowerCase()).matchAll(/\b(\d+(?:,\d+)?)\s+(\p{L}+)/gu)].filter(
    (match) => (match[2] ?? "").replace(/e?s$/, "") === measure,
  );
  if (given.length !== 1 || !given[0]?.[1]) return null;
  const value = Number(given[0][1].replace(",", "."));
  switch (condition[1]) {
    case "ate":
    case "no maximo":
      return value <= limit;
    case "a partir de":
    case "no minimo":
      return value >= limit;
    case "mais de":
    case "acima de":
    case "superior a":
      return value > limit;
    default:
      return value < limit;
  }
}

/** Whether the question's words hold every word of the base but those of money ("valor", "reais"). */
function namesAll(asked: string[], base: string): boolean {
  const stems = contentWords(base).filter((stem) => !MONEY_STEMS.has(stem));
  return stems.length > 0 && stems.every((stem) => asked.includes(stem));
}

/** "ao mês", "por hora de atraso", "a cada dia": a rate per period, after the rate or its base. */
const PER_PERIOD = /\b(?:a[oa]|por|a cada)\s+(hora|dia|semana|m[eê]s|ano)\b|\ba\.[dm]\./iu;
const PERIOD_STEMS: Record<string, string> = { hora: "hora", dia: "dia", semana: "semana", mes: "mes", ano: "ano" };

/** 1 for a rate of no period; for a rate per period, the number of them the message counts ("3 horas"), else null. */
function periodsCounted(after: string, question: string): number | null {
  const period = PER_PERIOD.exec(after);
  if (!period) return 1;
  const unit = PERIOD_STEMS[foldAccents((period[1] ?? "").toLowerCase())];
  if (!unit) return null;
  const counted = new RegExp(`\\b(\\d+)\\s+${unit}s?\\b`, "u").exec(foldAccents(question.toLowerCase()));
  return counted ? Number(counted[1]) : null;
}

/** "do valor anual do contrato", "sobre o preço da ligação": the base, up to the clause's end. */
const BASE_AFTER =
  /^\s*(?:(d[oa]s?)|sobre\s+(?:(o|a|os|as)\s+)?)\s*((?:\p{L}+)(?:\s+(?!(?:em|por|para|sem|com|ou|e|que|at[eé]|ap[oó]s)\b)[\p{L}\d]+){0,5})/iu;
const ARTICLE_OF: Record<string, string> = { do: "o", da: "a", dos: "os", das: "as" };

interface Base {
  value: number;
  label: string;
  /** The answer it was read in (its citations go with the computed amount). */
  answer: string;
}

/**
 * An amount the message gives ("uma taxa de R$ 320,00") that the answer does not write: the base, when the rate
 * names none or names what the message says the amount is ("5% do valor do imóvel", "o imóvel vale R$ …").
 */
function givenAmount(question: string, reply: string, base: string | null): Base | null {
  // The message and the question the resolver wrote from it may both write it.
  const written = [
    ...new Set([...question.matchAll(MONEY_WRITTEN)].map((match) => match[0]).filter((text) => !reply.includes(text))),
  ];
  const text = written[0];
  if (written.length !== 1 || !text) return null;
  const quantity = parseQuantity(text);
  if (quantity?.unit !== "money") return null;
  if (base) {
    const at = question.indexOf(text);
    const around = `${
      question
        .slice(0, at)
        .split(/[.?!;]/)
        .pop() ?? ""
    } ${question.slice(at + text.length).split(/[.?!;]/)[0] ?? ""}`;
    const described = new Set(contentWords(around));
    // "custa R$ X para repor" describes "o valor de reposição": a verb and its noun share their root, not their stem.
    const describes = (stem: string) =>
      described.has(stem) || [...described].some((word) => sameRoot(word, stem) && !MONEY_STEMS.has(word));
    if (!contentWords(base).some((stem) => describes(stem) && !MONEY_STEMS.has(stem))) return null;
  }
  return { value: quantity.value, label: "", answer: "" };
}

/** A bound written right before a figure: "≥", "até", "no máximo", "limitado a", "teto de", "mínimo de". */
/** A question that asks a ceiling: its cap ("teto"), limit ("limite") or maximum ("máximo", "até quanto"). */
const CEILING_ASKED = /\b(?:teto|limite|maximo|no maximo|ate quanto)\b/;
const BOUND_BEFORE = /(?:[≥≤<>]|\bat[eé]|\bno m[aá]ximo|\blimitad[oa]s?\s+a|\bteto de|\bm[ií]nim[oa] de)\s*$/iu;
/** The ceiling a clause sets on what a rate gives: "limitado a R$ 11.500.000,00", "com teto de R$ 2 mil". */
const CEILING =
  /\b(?:limitad[oa]s?\s+a|teto de|no m[aá]ximo)\s+(R\$\s*\d{1,3}(?:\.\d{3})*(?:,\d+)?(?:\s*(?:milhões|milhão|mil)\b)?)/iu;

const MONEY_WRITTEN = /R\$\s*\d{1,3}(?:\.\d{3})*(?:,\d+)?(?:\s*(?:milhões|milhão|mil)\b)?|R\$\s*\d+(?:,\d+)?/giu;

/**
 * The base the documents state: their answer to "Quanto vale por mês o posto Almoxarifado?", the row being the one
 * the question names with the base's last noun ("posto Almoxarifado", "setor 4") in place of "desse posto" or a bare
 * "do posto". Its amount is the one the base's words lead to (amountOf), so that a sentence stating two ("o valor
 * mensal …, e o valor anual …") gives the one asked.
 */
/**
 * The base the last answer gave: "sobre o preço de cada medição incide uma retenção de 10%" right after "O preço da
 * medição é R$ 306.700,00". Every word of the base is the last answer's, and its amount is the one they lead to.
 */
function answeredBase(base: string, previous: string | undefined): Base | null {
  if (!previous || /^Não encontrei/u.test(previous)) return null;
  const text = withoutBaseNamed(stripped(previous), base);
  const said = new Set(analyze(text));
  const words = contentWords(base).filter((stem) => !EACH.has(stem));
  if (words.length === 0 || !words.every((stem) => said.has(stem))) return null;
  const figure = amountOf(base, text);
  return figure ? { value: figure, label: base.replace(/^(?:o|a|os|as)\s+/u, ""), answer: previous } : null;
}

const EACH = new Set(analyze("cada"));

/**
 * A text without the rates' own mentions of the base ("… 5% do preço do contrato"): they name the base, they do not
 * state it ("R$ 350,00 por vala, limitada a 5% do preço do contrato" states no price of the contract).
 */
function withoutBaseNamed(text: string, base: string): string {
  const phrase = escapeRegExp(base.replace(/^(?:o|a|os|as)\s+/u, ""));
  return text.replace(new RegExp(`%\\s*(?:d[oa]s?|sobre (?:[oa]s?\\s+)?)\\s*${phrase}`, "giu"), "% ");
}

/**
 * The base the rate's own reply states: "débito vencido elegível: R$ 5.780 mil; …; meta de recuperação: 20 % do
 * débito" (a table's row read whole). Its amount is the one the base's words lead to, as in answeredBase.
 */
function ownBase(base: string, reply: string): Base | null {
  const words = contentWords(base).filter((stem) => !EACH.has(stem));
  const text = withoutBaseNamed(stripped(reply), base);
  const said = new Set(analyze(text));
  if (words.length === 0 || !words.every((stem) => said.has(stem))) return null;
  const figure = amountOf(base, text);
  return figure ? { value: figure, label: base.replace(/^(?:o|a|os|as)\s+/u, ""), answer: reply } : null;
}

function statedBase(base: string, question: string, rows: NamedRow[], ask: Ask, reply: string): Base | null {
  const named = namedInstance(base, question, rows);
  // With no row named, "desse posto" is the one post there is to ask about: "do posto".
  const phrase =
    named ??
    base.replace(/\bd(?:ess|est)(e|a|es|as)\b/giu, (_, ending: string) => `d${DEMONSTRATIVE_ENDING[ending] ?? ending}`);
  const answer = ask(`Qual é ${phrase}?`, reply);
  if (!answer) return null;
  const figure = amountOf(phrase, stripped(answer));
  if (!figure) return null;
  return { value: figure, label: phrase.replace(/^(?:o|a|os|as)\s+/u, ""), answer };
}

/** The amount in reais an answer gives for a base: the one the base's words lead to (./figure-led-to.ts). */
function amountOf(phrase: string, text: string): number | null {
  // A bound ("limitado a R$ X", "até R$ X") caps what the base gives; it is no amount of the base.
  const amounts = [...text.matchAll(MONEY_WRITTEN)]
    .filter((match) => !BOUND_BEFORE.test(text.slice(0, match.index ?? 0)))
    .map((match) => ({
      index: match.index ?? 0,
      length: match[0].length,
      quantity: parseQuantity(match[0]),
    }));
  return figureLedTo(phrase, text, amounts, (amount) => amount.quantity?.unit === "money")?.quantity?.value ?? null;
}

/** A phrase's stems in order, without its small words ("do", "o", "e"). */
const contentWords = (text: string) => analyze(text).filter((stem) => !isFraming(stem));

/** Two stems of five letters or more that open with the same four ("repor", "reposica"). */
const sameRoot = (a: string, b: string) => a.length >= 5 && b.length >= 5 && a.slice(0, 4) === b.slice(0, 4);

const DEMONSTRATIVE_ENDING: Record<string, string> = { e: "o", es: "os" };

/**
 * The base with the row the question names: "o preço mensal do setor" and "…no setor 4…" give "o preço mensal do setor
 * 4"; "desse posto" and "…o posto da Vila Nova…" give "o preço mensal do posto da Vila Nova".
 */
function namedInstance(base: string, question: string, rows: NamedRow[]): string | null {
  const head = /\b(?:d[oa]s?|d[ea]ss[ea]s?|d[ea]st[ea]s?)\s+(\p{L}+)$/iu.exec(base);
  const noun = head?.[1];
  if (!head || !noun) return null;
  const instance = new RegExp(
    `\\b${noun}\\s+((?:n[º°o.]\\s*)?\\d[\\w.-]*|\\p{Lu}[\\w-]*|d[aeo]s?\\s+\\p{Lu}\\p{L}*(?:\\s+(?:d[aeo]s?\\s+)?\\p{Lu}\\p{L}*)*)`,
    "u",
  ).exec(question);
  // Else a row the question names by its first cell alone ("da Portaria Sul") in a column headed by the base's noun.
  const stem = analyze(noun)[0];
  const row = rows.filter((candidate) => stem && analyze(candidate.header).includes(stem));
  const named = instance?.[1] ?? (row.length === 1 ? row[0]?.key : undefined);
  if (!named) return null;
  return `${base.slice(0, head.index)} do ${noun} ${named}`.replace(/\s{2,}/g, " ");
}
