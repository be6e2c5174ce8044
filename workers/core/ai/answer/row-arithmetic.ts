import { CHANGE_ASKED } from "./change-words.ts";
import { formatQuantity, parseQuantity, type QuantityUnit } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { tablesIn, type Unit } from "./passage-units.ts";
import { capitalised, nounForm, sameNoun, withPreposition } from "./agreement.ts";
import { BEYOND, operationIn, PREMIUM, SHARE_ASKED } from "./question-shape.ts";
import { headerFormat, MONEY_VERB_OR_NOUN, perUnit } from "./table-answer.ts";
import { PERIOD_NAMES, periodAsked } from "./periods.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * Arithmetic within one table row: a row writes two figures of one measure ("estoque: 640; limite: 900") and the
 * question asks how they relate, a share ("que percentual do limite está ocupado?") or what is left between them
 * ("quanto ainda cabe?", "quantos continuarão sem…?"). The row is the one the ranking put first (named in the
 * question, or carried from the turn before); its two columns are those of one kind whose headers the question's
 * words name best (any two, when the row has only two of that kind). A row's own percent column answers a share by
 * itself, so a share is only computed over counts and amounts. And an amount per thing ("quanto por equipe?"): the
 * row's amount over its count of that thing.
 */
export type RowOperation = "share" | "remainder" | "change" | "beyond";

interface Column {
  header: string;
  value: number;
  unit: QuantityUnit;
  /** The measure its header writes after a figure ("(metros lineares)" → " metros lineares"; none for "(R$)", "(nº)"). */
  measure: string;
  score: number;
}

/** A share of "the total", "the whole". */
const OF_TOTAL = /\b(?:d[oa]|n[oa]) (?:total|soma)\b/u;

/** "que percentual do limite está ocupado?": a share asked, or the occupancy that names one. */
const SHARE_OF_ROW = new RegExp(`${SHARE_ASKED.source}|\\bocupacao\\b`);
const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

/** A column of one moment: a year, "situação", "atual", "meta", "previsto", "realizado", "antes", "depois". */
const MOMENT =
  /\b(?:19|20)\d{2}\b|\b(?:situacao|atual|hoje|meta|antes|depois|inicial|final|anterior|previst\p{L}*|realizad\p{L}*|linha de base)\b/u;
/** "quantos continuarão sem…", "permanecem": what is left, in the verbs question-shape's remainder lacks. */
const STILL = /\b(?:continu\p{L}*|permanec\p{L}*)\b/u;

/** The question without each pair of neighbouring words a text cell of the row also writes. */
function withoutCellPairs(folded: string, cells: string[]): string {
  let text = folded;
  for (const cell of cells) {
    if (parseQuantity(cell)) continue;
    const words = foldAccents(cell.toLowerCase())
      .split(/[^\p{L}\d]+/u)
      .filter(Boolean);
    for (let i = 0; i + 1 < words.length; i++)
      text = text.replace(new RegExp(`\\b${words[i]} ${words[i + 1]}\\b`, "gu"), " ");
  }
  return text;
}

/** The row operation a question asks for (folded, names aside), or null. */
export function rowOperationIn(folded: string): RowOperation | null {
  // "Em percentual, quanto o lance ficou acima da avaliação?", "qual foi o ágio?": how far one column passes the other,
  // in percent of the one it is measured against.
  if (SHARE_ASKED.test(folded) && (BEYOND.test(folded) || PREMIUM.test(folded))) return "beyond";
  // "Em quantos por cento quer reduzir X?": the change from the row's earlier figure to its later one, in percent.
  if (SHARE_ASKED.test(folded) && CHANGE_ASKED.test(folded)) return "change";
  const operation = operationIn(folded);
  // "Em quantos por cento caiu?" asks for a change between two times, not a part of a whole.
  if (operation === "difference") return null;
  if (SHARE_OF_ROW.test(folded)) return "share";
  if (/\bquant[oa]s?\b/.test(folded) && (operation === "remainder" || STILL.test(folded))) return "remainder";
  return null;
}

/**
 * The answer computed over the row, or null when the row does not hold two figures of one kind the question can
 * tell apart. `context` is the words the conversation carries (a follow-up's subject), counted at half a word.
 */
export function rowArithmetic(question: string, row: Unit, context = ""): string | null {
  if (row.kind !== "row" || !row.table) return null;
  const folded = foldAccents(question.toLowerCase());
  const asked = weights(question, context);
  const per = perThing(question, row, asked) ?? perSpanColumn(folded, row, asked);
  if (per) return per;
  const product = rateTimesCount(folded, row) ?? percentOfColumn(folded, row);
  if (product) return product;
  const ofGiven = percentOfGiven(question, folded, row);
  if (ofGiven) return ofGiven;
  // A change word in the row's own name ("Redução de perdas") names the row, not a change asked.
  // So does one a text cell of the row writes with its neighbour ("ainda sem" of "Clientes com cadastro e ainda sem fatura por e-mail").
  const key = foldAccents((row.table.cells[0] ?? "").toLowerCase()).trim();
  const operation = rowOperationIn(withoutCellPairs(key ? folded.replace(key, " ") : folded, row.table.cells));
  if (!operation) return null;
  // "Quanto X representa do total?" where no column of the row is a total: the whole is the column's, over the rows
  // (./table-answer.ts), not another figure of this row.
  if (
    operation === "share" &&
    OF_TOTAL.test(folded) &&
    !row.table.header.some((header) => /^\s*total\b/iu.test(header))
  )
    return null;
  const columns = row.table.header.flatMap((header, c): Column[] => {
    const quantity = c === 0 ? null : parseQuantity(row.table?.cells[c] ?? "");
    // The unit a header gives its bare cells: "(%)" makes "50" a percentage, "(R$)" makes "1.800,00" money.
    const format = quantity ? headerFormat(header, quantity.unit) : null;
    const unit: QuantityUnit | null = format?.prefix.startsWith("R$") ? "money" : (format?.unit ?? null);
    if (!quantity || unit === "percent" || /\b(?:ano|exercicio)\b/.test(foldAccents(header.toLowerCase()))) return [];
    const stems = analyze(header);
    const score = stems.reduce((total, stem) => total + (asked.get(stem) ?? 0), 0);
    return [{ header, value: quantity.value, unit: unit ?? quantity.unit, measure: format?.suffix ?? "", score }];
  });
  // A share asked of a row that states a percent of its own is read from that cell, not computed.
  const percentOwn = (cell: string, c: number) =>
    parseQuantity(cell)?.unit === "percent" || headerFormat(row.table?.header[c] ?? "", null).unit === "percent";
  // So is a row whose name gives its unit in percent ("Alarmes confirmados (%)").
  if (operation === "share" && (row.table.cells.some(percentOwn) || /\(%\)\s*$/u.test(row.table.cells[0] ?? "")))
    return null;
  const pair = pairOf(columns) ?? (operation === "share" || operation === "remainder" ? progressPair(columns) : null);
  if (!pair) return null;
  if (operation === "change")
    return pair.every((column) => MOMENT.test(foldAccents(column.header.toLowerCase())))
      ? changeWithinRow(row, pair)
      : null;
  if (operation === "beyond") return beyondWithinRow(folded, row, pair);
  // One row's figure in two years is no part and whole: a share asked of such a pair relates two rows.
  // (Previsto and realizado are: "que percentual foi executado?")
  if (operation === "share" && pair.every((column) => /^\D*(?:19|20)\d{2}\D*$/u.test(column.header))) return null;
  const name = (row.table.cells[0] ?? "").trim();
  // "Qual é o erro do medidor, em porcentagem?": the column the question names against the other, its reference.
  if (operation === "share" && ERROR_ASKED.test(folded)) return errorWithinRow(row, pair, question);
  const [whole, part] = pair[0].value >= pair[1].value ? pair : [pair[1], pair[0]];
  // "Unidade: m": the row's own unit, when its columns' headers give none.
  const rowUnit = unitCell(row.table.header, row.table.cells);
  if (whole.value === 0 || whole.value === part.value) return null;
  const of = name ? ` de ${name}` : "";
  const cite = `[${row.passage.n}]`;
  const shown = (column: Column) => formatQuantity(column.value, column.unit);
  if (operation === "share") {
    const percent = formatQuantity((part.value / whole.value) * 100, "percent");
    return `${capitalised(label(part.header))}${of} (${shown(part)}) é ${percent} de ${label(whole.header)} (${shown(whole)}): ${shown(part)} ÷ ${shown(whole)} = ${percent} ${cite}.`;
  }
  const rest = formatQuantity(whole.value - part.value, whole.unit);
  const measure = whole.measure === part.measure ? whole.measure || rowUnit : "";
  return `A diferença entre ${label(whole.header)} (${shown(whole)}) e ${label(part.header)} (${shown(part)})${of} é ${rest}${measure}: ${shown(whole)} − ${shown(part)} = ${rest} ${cite}.`;
}

/**
 * "Qual foi a média diária em outubro?" over a row that writes an amount and the span it covers in a column of its own
 * ("| 08/2026 | 31 | 1.209 |" under "Dias de consumo", "Consumo (m³)"): the amount over the span. The span's column is
 * the one headed by the period asked, in the plural ("Dias…", "Horas…", "Meses…"); the amount, the row's other figure
 * (of several, the one the question or the conversation names).
 */
function perSpanColumn(folded: string, row: Unit, asked: Map<string, number>): string | null {
  const table = row.table;
  const period = periodAsked(folded);
  if (!table || !period) return null;
  const [each, plural] = PERIOD_NAMES[period];
  const headers = table.header.map((header) => foldAccents(header.toLowerCase()));
  const span = headers.findIndex(
    (header, c) =>
      c > 0 &&
      new RegExp(`^${foldAccents(plural)}\\b`).test(header) &&
      parseQuantity(table.cells[c] ?? "")?.unit === "number",
  );
  const covered = span >= 0 ? parseQuantity(table.cells[span] ?? "") : null;
  if (!covered || covered.value <= 0) return null;
  const amounts = table.header.flatMap((header, c) => {
    const quantity = c === 0 || c === span ? null : parseQuantity(table.cells[c] ?? "");
    if (!quantity || quantity.unit === "percent" || /\b(?:ano|exercicio)\b/.test(headers[c] ?? "")) return [];
    const score = analyze(header).reduce((total, stem) => total + (asked.get(stem) ?? 0), 0);
    return [{ header, quantity, score }];
  });
  const ranked = [...amounts].sort((a, b) => b.score - a.score);
  const [amount, second] = ranked;
  if (!amount || (second && amount.score <= second.score)) return null;
  const format = headerFormat(amount.header, amount.quantity.unit);
  const money = amount.quantity.unit === "money" || format.prefix.startsWith("R$");
  const measure = money ? "" : format.suffix || (amount.quantity.measure ? ` ${amount.quantity.measure}` : "");
  const show = (value: number) => `${formatQuantity(value, money ? "money" : amount.quantity.unit)}${measure}`;
  // "(R$ mil)": the amount in reais, so that a day's share of it is said in reais too.
  const whole = amount.quantity.value * (money ? scaleOf(amount.header) : 1);
  const result = whole / covered.value;
  const name = rowName(table.cells);
  return `São ${show(result)} por ${each}, em média${name ? `, em ${name}` : ""}: ${show(whole)} ÷ ${formatQuantity(covered.value, "number")} ${plural} = ${show(result)} [${row.passage.n}].`;
}

/** The question's content stems at full weight and the carried words' at half; framing words count for nothing. */
function weights(question: string, context: string): Map<string, number> {
  const asked = new Map<string, number>();
  for (const stem of analyze(context)) if (!isFraming(stem)) asked.set(stem, 0.5);
  for (const stem of analyze(question)) if (!isFraming(stem)) asked.set(stem, 1);
  return asked;
}

/**
 * The two columns compared: of one unit and measure, those the question names best. A row with exactly two such
 * columns needs no naming; with more, the two best must both be named, the second strictly ahead of the third.
 */
function pairOf(columns: Column[]): [Column, Column] | null {
  const kinds = new Map<string, Column[]>();
  for (const column of columns) {
    const kind = `${column.unit}:${column.measure}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), column]);
  }
  const candidates = [...kinds.values()]
    .filter((group) => group.length >= 2)
    .map((group) => [...group].sort((a, b) => b.score - a.score))
    .filter(
      (group) => group.length === 2 || ((group[1]?.score ?? 0) > 0 && (group[1]?.score ?? 0) > (group[2]?.score ?? 0)),
    );
  if (candidates.length === 0) return null;
  // Of several kinds, the one the question names most; a tie is not guessed.
  const named = candidates.map((group) => (group[0]?.score ?? 0) + (group[1]?.score ?? 0));
  const best = Math.max(...named);
  if (named.filter((score) => score === best).length > 1) return null;
  const group = candidates[named.indexOf(best)] as Column[];
  return [group[0] as Column, group[1] as Column];
}

/** A column of what is planned in all: "Previsto no contrato", "Contratado", "Meta", "Total previsto". */
const WHOLE_HEADER =
  /\b(?:previst\p{L}*|contratad\p{L}*|planejad\p{L}*|orcad\p{L}*|projetad\p{L}*|programad\p{L}*|meta|total)\b/u;
/** A column of what is done so far: "Acumulado", "Executado", "Realizado", "Concluído", "Medido até hoje". */
const DONE_HEADER =
  /\b(?:acumulad\p{L}*|executad\p{L}*|realizad\p{L}*|conclui\p{L}*|concluid\p{L}*|medid\p{L}*|feit[oa]s?)\b/u;

/**
 * Of a progress table's row ("No dia", "Acumulado", "Previsto no contrato"), the whole planned and the part done so
 * far, when the question names neither: what is left and what share is done are asked between those two, whatever the
 * other columns of that measure hold. One column of each role, of one unit and measure, or null.
 */
function progressPair(columns: Column[]): [Column, Column] | null {
  const role = (pattern: RegExp) => columns.filter((column) => pattern.test(foldAccents(column.header.toLowerCase())));
  const wholes = role(WHOLE_HEADER);
  const done = role(DONE_HEADER).filter((column) => !wholes.includes(column));
  const [whole] = wholes;
  const [part] = done;
  if (wholes.length !== 1 || done.length !== 1 || !whole || !part) return null;
  if (whole.unit !== part.unit || whole.measure !== part.measure || part.value > whole.value) return null;
  return [whole, part];
}

/** The row's cell under "Unidade" ("m", "m³"), as a measure after a figure, or "". */
function unitCell(header: string[], cells: string[]): string {
  const at = header.findIndex((name) => /^\s*(?:unidade|un\.?|unid\.?)\s*$/iu.test(name));
  const unit = at > 0 ? (cells[at] ?? "").trim() : "";
  return /^[\p{L}²³/]{1,6}$/u.test(unit) ? ` ${unit}` : "";
}

/** The header without its measure, in lower case: "Acervo atual (metros lineares)" → "acervo atual". */
function label(header: string): string {
  return (
    header
      .replace(/\s*\([^)]*\)\s*$/, "")
      .trim()
      // An acronym keeps its capitals ("VMG"): lowered, it reads as a word.
      .replace(/\p{L}+/gu, (word) => (/^\p{Lu}{2,}$/u.test(word) ? word : word.toLowerCase()))
  );
}

const PERIODS = new Set(analyze("mês meses mes ano anos dia dias semana semanas hora horas turno turnos vez vezes"));

/** "por apartamento", "de cada conjunto", "para cada equipe": the thing an amount is asked per. */
const PER_ASKED = /\b(?:por|de cada|para cada|a cada|cada)\s+(\p{L}{3,}|um\b)/gu;
/** A column that counts the row's own things, whatever they are: "Quantidade", "Qtde.". */
const QUANTITY_HEADER = /^(?:quantidade|qtde?|quant)\b/iu;

/**
 * "Quanto o plano gasta com cada equipe do distrito X?" over a row that writes the district's monthly budget and its
 * number of crews: the amount over the count, the count's column named by the thing asked per (in its header or
 * its measure: "Unidades (apartamentos)"), the amount the column of money (or of the question's words) besides it.
 */
function perThing(question: string, row: Unit, asked: Map<string, number>, { named = false } = {}): string | null {
  const folded = foldAccents(question.toLowerCase());
  const table = row.table;
  if (!table) return null;
  for (const match of folded.matchAll(PER_ASKED)) {
    const word = match[1] ?? "";
    // "cada uma", "cada um": the things the row itself is of.
    const own = /^(?:um|uma)$/.test(word);
    const thing = own ? word : analyze(word)[0];
    // "por mês", "por ano": the period an amount is of, not a count of things to share it among.
    if (!thing || PERIODS.has(thing)) continue;
    const countable = (c: number) =>
      c > 0 &&
      parseQuantity(table.cells[c] ?? "")?.unit === "number" &&
      !/r\$/iu.test(table.header[c] ?? "") &&
      !/\b(?:por|cada)\s+\p{L}/iu.test(table.header[c] ?? "");
    // A count of the thing: not a column of money ("Limite por despesa (R$)") nor one per the thing ("por despesa").
    const byName = table.header.findIndex(
      (header, c) => countable(c) && (header.match(/\p{L}+/gu) ?? []).some((w) => sameNoun(w, word)),
    );
    // Else the row's "Quantidade", when the thing is the row's own ("cada uma") or one its cells name.
    const rowNames = (table.cells.join(" ").match(/\p{L}+/gu) ?? []).some((w) => sameNoun(w, word));
    const count =
      byName >= 0 || !(own || rowNames)
        ? byName
        : table.header.findIndex((header, c) => countable(c) && QUANTITY_HEADER.test(header.trim()));
    // "Compra de 60 protetores": the row's own name counts the things its amount pays for.
    const divisor = count >= 0 ? parseQuantity(table.cells[count] ?? "") : countInName(table.cells[0] ?? "", word);
    if (!divisor || divisor.value === 0) continue;
    // Money asked ("quanto gasta", "quanto custa") is the column of money; else the one the question's words name.
    const moneyAsked = MONEY_VERB_OR_NOUN.test(folded);
    // A price already per one of the things the row's "Quantidade" counts ("Preço unitário") is no amount to share.
    const perOne = (header: string) => count !== byName && perUnit(header);
    const amounts = table.header.flatMap((header, c) => {
      const quantity = c === 0 || c === count || perOne(header) ? null : parseQuantity(table.cells[c] ?? "");
      if (!quantity || quantity.unit === "percent" || /\b(?:ano|exercicio)\b/.test(foldAccents(header.toLowerCase())))
        return [];
      const words = analyze(header)
        .filter((stem) => !PERIODS.has(stem))
        .reduce((total, stem) => total + (asked.get(stem) ?? 0), 0);
      const money = quantity.unit === "money" || /r\$/iu.test(header);
      const unit: QuantityUnit = money ? "money" : quantity.unit;
      const value = quantity.value * (money ? scaleOf(header) : 1);
      return [
        {
          c,
          quantity: { ...quantity, value, unit },
          named: words,
          score: words + (money ? (moneyAsked ? 2 : 0.5) : 0),
        },
      ];
    });
    const amount = amounts.sort((a, b) => b.score - a.score)[0];
    if (!amount || amount.score <= 0 || (named && amount.named < 1)) continue;
    const result = amount.quantity.value / divisor.value;
    const name = (table.cells[0] ?? "").trim();
    const shown = formatQuantity(result, amount.quantity.unit);
    // A count read in the row's "Quantidade" is shown as its cell writes it ("14 unidades"), per one of them.
    const byQuantity = count >= 0 && count !== byName;
    const counted = "written" in divisor ? divisor.written : label(table.header[count] ?? "");
    const divided = byQuantity
      ? (table.cells[count] ?? "").trim()
      : `${formatQuantity(divisor.value, "number")} ${counted}`;
    // The thing as the question writes it, accents and all ("por estagiário").
    const written = question
      .match(/\p{L}+/gu)
      ?.find((w) => foldAccents(w.toLowerCase()) === word)
      ?.toLowerCase();
    const per = byQuantity ? "unidade" : (written ?? word);
    const whole = formatQuantity(amount.quantity.value, amount.quantity.unit);
    // A count of things ("Alunos atendidos") is said as a colleague says it, the figure before its noun: "São 206 alunos
    // atendidos por escola"; an amount in a unit or money keeps its header as the subject.
    const header = label(table.header[amount.c] ?? "");
    if (amount.quantity.unit === "number" && /^\p{L}+s(?:\s+\p{L}+)?$/iu.test(header))
      return `São ${shown} ${header.toLowerCase()}${name ? ` de ${name}` : ""} por ${per}, em média: ${whole} ÷ ${divided} [${row.passage.n}].`;
    return `${capitalised(header)}${name ? ` de ${name}` : ""} por ${per}: ${shown}, ${whole} ÷ ${divided} [${row.passage.n}].`;
  }
  return null;
}

/** "Compra de 60 protetores auriculares": the count a row's name writes before the thing asked per. */
function countInName(name: string, thing: string) {
  for (const match of name.matchAll(/(\d[\d.]*)\s+(\p{L}+)/gu))
    if (sameNoun(match[2] ?? "", thing)) {
      const quantity = parseQuantity(match[1] ?? "");
      return quantity && { ...quantity, written: match[2] ?? thing };
    }
  return null;
}

/** What a money header's figures are in: "(R$ mil)" thousands, "(R$ milhões)" millions. */
function scaleOf(header: string): number {
  const written = foldAccents((/\(([^)]*)\)\s*$/.exec(header)?.[1] ?? "").toLowerCase());
  if (/\bmil\b/.test(written)) return 1e3;
  if (/\b(?:milhao|milhoes|mi)\b/.test(written)) return 1e6;
  if (/\b(?:bilhao|bilhoes|bi)\b/.test(written)) return 1e9;
  return 1;
}

/** A unit's word in the singular, accents aside: "dias" → "dia", "meses" → "mes", "horas" → "hora". */
const measureWord = (word: string) => foldAccents(word.trim().toLowerCase()).replace(/(?<=[rzs])es$|s$/, "");

/**
 * The measure a header writes per something: "(R$/dia)" → "dia", "(km por mês)" → "mês", "Preço mensal por ponto
 * (R$)" → "ponto"; null for none.
 */
function perMeasure(header: string): string | null {
  const written = /\(([^)]*)\)\s*$/.exec(header)?.[1] ?? "";
  return (
    /(?:\/\s*|\bpor\s+)(\p{L}+)\s*$/u.exec(written)?.[1] ??
    /\bpor\s+(\p{L}+)\s*(?:\([^)]*\))?\s*$/u.exec(header)?.[1] ??
    null
  );
}

/**
 * "Quanto cabe ao todo / no máximo / no mês?": an amount asked; not a count ("quantos dias"), not a duration ("quanto
 * tempo", "até quanto"), not the rate itself.
 */
const AMOUNT_ASKED =
  /(?<!\b(?:em|ate|ha|faz) )\bquanto\b(?! tempo\b)|\bqual (?:e |seria |sera )?(?:o )?(?:valor|total|maximo)\b/;

/**
 * "Qual o teto que um vigia recebe de adicional no mês?" over a row that writes a rate per day ("R$/dia")
 * and a count of days ("Limite mensal (dias)"): the rate times the count, their units cancelling. Not when the
 * question asks the rate itself ("por dia").
 */
function rateTimesCount(folded: string, row: Unit): string | null {
  const table = row.table;
  if (!table || !AMOUNT_ASKED.test(folded)) return null;
  for (const [r, header] of table.header.entries()) {
    const per = perMeasure(header);
    const perStem = per ? measureWord(per) : undefined;
    const rate = parseQuantity(table.cells[r] ?? "");
    if (!per || !perStem || !rate || r === 0) continue;
    if (new RegExp(`\\b(?:por|cada|a cada|ao|num|em um)\\s+${foldAccents(per.toLowerCase())}`).test(folded))
      return null;
    const count = table.header.findIndex((other, c) => {
      if (c === 0 || c === r || parseQuantity(table.cells[c] ?? "")?.unit !== "number") return false;
      // The count's unit in its parenthesis ("Limite (dias)"), or its header the counted noun itself ("Pontos").
      const unit = /\(([^)]*)\)\s*$/.exec(other)?.[1] ?? other;
      return !unit.includes("/") && !/\s/.test(unit.trim()) && measureWord(unit) === perStem;
    });
    const times = parseQuantity(table.cells[count] ?? "");
    if (count < 0 || !times) continue;
    // "Quanto o rebaixamento aumentou?": a question that names another column of the row by its head noun asks
    // about that one.
    const named = new Set(analyze(folded).filter((stem) => !isFraming(stem)));
    const other = table.header.some(
      (name, c) => c !== 0 && c !== r && c !== count && named.has(analyze(label(name))[0] ?? ""),
    );
    if (other) return null;
    const money = rate.unit === "money" || /r\$/iu.test(header);
    const unit: QuantityUnit = money ? "money" : rate.unit;
    const measure = money ? "" : headerFormat(header, rate.unit).suffix.replace(/\s*(?:\/|\bpor\s)\s*\p{L}+$/u, "");
    const total = `${formatQuantity(rate.value * times.value, unit)}${measure}`;
    const counted = /\(([^)]*)\)\s*$/.exec(table.header[count] ?? "")?.[1];
    // "Limite (dias), 22 dias"; a header that is the counted noun itself ("Pontos") reads "9 pontos".
    const countLabel = counted
      ? `${label(table.header[count] ?? "")}, ${(table.cells[count] ?? "").trim()} ${counted}`.trim()
      : `${(table.cells[count] ?? "").trim()} ${label(table.header[count] ?? "")}`;
    return `${capitalised(label(header))}${rowOf(table.header, table.cells)}: ${formatQuantity(rate.value, unit)}${measure} por ${per} × ${countLabel} = ${total} [${row.passage.n}].`;
  }
  return null;
}

/**
 * "Quantas pessoas da Diretoria X podem aderir?" over a row whose column is a percent of another of its columns
 * ("Limite de adesão (% dos elegíveis)" beside "Elegíveis (nº)"): that share of that count, a count the table defines
 * without writing it. Not when the question names a column itself (the count "quantos elegíveis" is read, not
 * computed).
 */
function percentOfColumn(folded: string, row: Unit): string | null {
  const table = row.table;
  if (!table || !/\bquant[oa]s\b/.test(folded)) return null;
  const named = new Set(analyze(folded).filter((stem) => !isFraming(stem)));
  if (table.header.some((name, c) => c > 0 && named.has(analyze(label(name))[0] ?? ""))) return null;
  for (const [p, header] of table.header.entries()) {
    const base = /\(\s*%\s+d[aeo]s?\s+([^)]+)\)/iu.exec(header)?.[1];
    const share = p > 0 && base ? parseQuantity((table.cells[p] ?? "").replace("%", "")) : null;
    const baseStem = base ? analyze(base)[0] : undefined;
    if (!share || !baseStem) continue;
    const of = table.header.findIndex((other, c) => c > 0 && c !== p && analyze(label(other))[0] === baseStem);
    const count = of > 0 ? parseQuantity(table.cells[of] ?? "") : null;
    if (count?.unit !== "number") continue;
    const result = formatQuantity((count.value * share.value) / 100, "number");
    const percent = formatQuantity(share.value, "percent");
    return `${capitalised(label(header))}${rowOf(table.header, table.cells)}: ${percent} de ${(table.cells[of] ?? "").trim()} ${label(table.header[of] ?? "")} = ${result} [${row.passage.n}].`;
  }
  return null;
}

/**
 * "De 212 para 60, quanto por cento a menos?": from the row's earlier figure to its later one, in percent of the
 * earlier. Earlier is the column whose header's year comes first, else the one written first.
 */
function changeWithinRow(row: Unit, pair: [Column, Column]): string | null {
  // A header's moment: its year, and its month within the year ("outubro de 2026" after "setembro de 2026").
  const moment = (column: Column) => {
    const folded = foldAccents(column.header.toLowerCase());
    const year = Number(/\b(?:19|20)\d{2}\b/.exec(folded)?.[0] ?? Number.NaN);
    const month = MONTHS.findIndex((name) => new RegExp(`\\b${name}`).test(folded));
    return year * 12 + Math.max(month, 0);
  };
  const [a, b] = pair;
  const order = (row.table?.header ?? []).indexOf.bind(row.table?.header ?? []);
  const dated = Number.isFinite(moment(a)) && Number.isFinite(moment(b)) && moment(a) !== moment(b);
  const aFirst = dated ? moment(a) < moment(b) : order(a.header) < order(b.header);
  const [before, after] = aFirst ? [a, b] : [b, a];
  if (before.value === 0 || before.value === after.value) return null;
  const change = ((after.value - before.value) / before.value) * 100;
  const percent = formatQuantity(Math.abs(change), "percent");
  const shown = (column: Column) => `${formatQuantity(column.value, column.unit)}${column.measure}`;
  const name = (row.table?.cells[0] ?? "").replace(/\s*\([^)]*\)\s*$/, "").trim();
  const way = change < 0 ? "redução" : "aumento";
  return `${capitalised(way)} de ${percent}${name ? ` em ${name}` : ""}: de ${shown(before)} (${label(before.header)}) para ${shown(after)} (${label(after.header)}), (${formatQuantity(after.value, after.unit)} − ${formatQuantity(before.value, before.unit)}) ÷ ${formatQuantity(before.value, before.unit)} = ${change < 0 ? "−" : ""}${percent} [${row.passage.n}].`;
}

/**
 * "O lance vencedor (R$ 104.750,00) ficou 19,03% acima da avaliação (R$ 88.000,00)": the column named after "acima
 * da" (else, for a premium or a discount, the smaller or the larger figure) is the base; the other's excess over it, in
 * percent of it. Null when the question names neither column as the base.
 */
function beyondWithinRow(folded: string, row: Unit, pair: [Column, Column]): string | null {
  const named = BEYOND.exec(folded)?.[1];
  const premium = PREMIUM.exec(folded)?.[1];
  const base = named
    ? pair.find((column) => analyze(column.header).includes(analyze(named)[0] ?? ""))
    : premium
      ? [...pair].sort((a, b) => (premium === "agio" ? a.value - b.value : b.value - a.value))[0]
      : undefined;
  const other = pair.find((column) => column !== base);
  if (!base || !other || base.value === 0 || base.value === other.value) return null;
  const change = ((other.value - base.value) / base.value) * 100;
  const percent = formatQuantity(Math.abs(change), "percent");
  const shown = (column: Column) => `${formatQuantity(column.value, column.unit)}${column.measure}`;
  const of = rowOf(row.table?.header ?? [], row.table?.cells ?? []);
  const where = change > 0 ? "acima" : "abaixo";
  return `${capitalised(label(other.header))}${of}: ${shown(other)}, ${percent} ${where} ${withPreposition("de", nounForm(label(base.header)))} ${label(base.header)} (${shown(base)}): (${shown(other)} − ${shown(base)}) ÷ ${shown(base)} [${row.passage.n}].`;
}

/** An error or a deviation asked in percent: of one reading against a reference. */
const ERROR_ASKED = /\b(?:erro|desvio)\b/u;

/**
 * The error of the reading the question names against the row's other figure, its reference: (reading − reference) ÷
 * reference, said as above or below. Null when the question names neither column over the other.
 */
function errorWithinRow(row: Unit, pair: [Column, Column], question: string): string | null {
  // Named by the question's own words: the conversation's may name the reference too.
  const asked = new Set(analyze(question).filter((stem) => !isFraming(stem)));
  const [first, second] = pair.map(
    (column) => analyze(label(column.header)).filter((stem) => asked.has(stem)).length,
  ) as [number, number];
  if (first === second) return null;
  const [reading, reference] = first > second ? pair : [pair[1], pair[0]];
  if (reference.value === 0) return null;
  const error = ((reading.value - reference.value) / reference.value) * 100;
  const size = formatQuantity(Math.abs(error), "percent");
  const side = error < 0 ? "abaixo" : "acima";
  const name = (row.table?.cells[0] ?? "").trim();
  const shown = (column: Column) => `${formatQuantity(column.value, column.unit)}${column.measure}`;
  return `O erro é de ${error < 0 ? "−" : "+"}${size} (${size} ${side} da referência)${name ? ` em ${name}` : ""}: ${label(reading.header)} ${shown(reading)} contra ${label(reference.header)} ${shown(reference)}, (${shown(reading)} − ${shown(reference)}) ÷ ${shown(reference)} [${row.passage.n}].`;
}

/** A row's name: its first cell, or the next when the first only numbers it ("4 · Satélite"). */
export function rowName(cells: string[]): string {
  const [first = "", second = ""] = cells.map((cell) => cell.replace(/\s*\([^)]*\)/g, "").trim());
  return /^\d{1,3}$/.test(first) && /\p{L}/u.test(second) ? second : first;
}

/**
 * " de X" for a row named by its first cell; a row the first column only numbers ("4", then "Satélite") is named with
 * that column's header and its name when short: " do item 4 (Satélite)".
 */
function rowOf(header: string[], cells: string[]): string {
  const key = (cells[0] ?? "").replace(/\s*\([^)]*\)\s*$/, "").trim();
  const numbered = label(header[0] ?? "");
  if (!key || !/^\d+$/.test(key) || !numbered) return key ? ` de ${key}` : "";
  const name = rowName(cells);
  const shown = name !== key && name.split(/\s+/).length <= 4 ? ` (${name})` : "";
  return ` ${withPreposition("de", nounForm(numbered))} ${numbered} ${key}${shown}`;
}

/** An amount the message gives, with the noun written before it: "se a anuidade for R$ 2.300". */
const GIVEN_AMOUNT =
  /\b(\p{L}{4,})\s+(?:for|fosse|seja|de|é|e|era|ficar|custar|custasse)\s+(?:de\s+)?(R\$\s*\d[\d.]*(?:,\d+)?)/iu;
/** A header that bounds what the row pays: "Teto mensal", "Limite por pedido", "Valor máximo". */
const CEILING = /\b(?:teto|limite|maxim\p{L}*)\b/u;

/**
 * "Se a anuidade for R$ 2.300, quanto o programa paga?" over a row that writes a percentage of that thing
 * ("Parte paga da anuidade: 40%") and, maybe, a ceiling in money ("Limite anual: R$ 900,00"): the percentage of
 * the amount given, stopped at the ceiling. The percentage's column is the one whose header names the thing the
 * amount is of; an amount must be asked ("quanto").
 */
function percentOfGiven(question: string, folded: string, row: Unit): string | null {
  const table = row.table;
  const given = GIVEN_AMOUNT.exec(question);
  if (!table || !given || !AMOUNT_ASKED.test(folded)) return null;
  const base = analyze(given[1] ?? "")[0];
  const amount = parseQuantity(given[2] ?? "");
  if (!base || !amount || amount.value <= 0) return null;
  const rate = table.header.findIndex(
    (header, c) =>
      c > 0 &&
      (parseQuantity(table.cells[c] ?? "")?.unit === "percent" || headerFormat(header, null).unit === "percent") &&
      analyze(header).includes(base),
  );
  const percent = parseQuantity(table.cells[rate] ?? "");
  if (rate < 0 || !percent) return null;
  const value = (amount.value * percent.value) / 100;
  const ceiling = table.header.findIndex(
    (header, c) =>
      c > 0 &&
      CEILING.test(foldAccents(header.toLowerCase())) &&
      (parseQuantity(table.cells[c] ?? "")?.unit === "money" || /r\$/iu.test(header)),
  );
  const cap = ceiling >= 0 ? parseQuantity(table.cells[ceiling] ?? "") : null;
  const name = (table.cells[0] ?? "").trim();
  const money = (figure: number) => formatQuantity(figure, "money");
  const product = `${formatQuantity(percent.value, "percent")} de ${money(amount.value)} = ${money(value)}`;
  const bound = cap ? label(table.header[ceiling] ?? "") : "";
  const capped =
    cap && value > cap.value ? `, acima do ${bound} (${money(cap.value)}): fica em ${money(cap.value)}` : "";
  const within = cap && value <= cap.value ? `, dentro do ${bound} (${money(cap.value)})` : "";
  return `${capitalised(label(table.header[rate] ?? ""))}${name ? ` de ${name}` : ""}: ${product}${capped}${within} [${row.passage.n}].`;
}

/** A table's row of totals: "Total", "Total geral", "**Total**". */
export const TOTAL_ROW = /^\W*total\b/iu;

/**
 * "No programa inteiro, o custo previsto médio por poço?" naming none of a table's rows, over a table that counts the
 * things asked per in one column and states the amount in another: the amount over the count for the whole table,
 * read in its row of totals (or the columns added up when it has none). The table is the one whose columns the
 * question's words name best; a question that names one of its rows is that row's (`rowArithmetic`).
 */
export function perThingOfTables(question: string, units: Unit[], context = ""): string | null {
  const folded = foldAccents(question.toLowerCase());
  // "Que campo custa mais por poço?" asks which row, "em quantos municípios…?" counts rows: neither is the
  // whole table's figure.
  const operation = operationIn(folded);
  if (operation === "max" || operation === "min" || operation === "count") return null;
  const counted = /\bquant[oa]s\s+(\p{L}{3,})/u.exec(folded)?.[1];
  if (![...folded.matchAll(PER_ASKED)].some((match) => !PERIODS.has(analyze(match[1] ?? "")[0] ?? ""))) return null;
  const asked = weights(question, context);
  let best: { answer: string; score: number } | null = null;
  for (const rows of tablesIn(units)) {
    if (rowsNamed(rows, `${question} ${context}`)) continue;
    // "Em quantos campos o custo por poço passa de X?" counts the rows the key column names.
    if (counted && (rows[0]?.table?.header[0]?.match(/\p{L}+/gu) ?? []).some((word) => sameNoun(word, counted)))
      continue;
    // Money asked ("quanto custou…") is no count of another column: a table that writes no money answers nothing.
    const writesMoney = rows.some((row) =>
      [...(row.table?.header ?? []), ...(row.table?.cells ?? [])].some((text) => /R\$|\breais\b/iu.test(text)),
    );
    if (MONEY_VERB.test(folded) && !writesMoney) continue;
    const whole = wholeRow(rows);
    // The amount's own column named by the question ("o custo"), not a figure of money that merely stands beside.
    const answer = whole && perThing(question, whole, asked, { named: true });
    if (!answer || !whole.table) continue;
    const score = whole.table.header.reduce(
      (total, header) => total + analyze(header).reduce((sum, stem) => sum + (asked.get(stem) ?? 0), 0),
      0,
    );
    if (!best || score > best.score) best = { answer, score };
  }
  return best?.answer ?? null;
}

const MONEY_VERB =
  /\b(?:custa|custam|custou|custaram|custaria|custar|pagou|pagaram|paga|pagam|gastou|gastaram|preco|valor|reais)\b/;

/**
 * Whether the words (a question and what the conversation carries) name one of the rows: a word of its cells of text
 * that not every row writes ("Centro" of "Lote Centro", "3" of "Lote 3"; "lote" names none).
 */
function rowsNamed(rows: Unit[], words: string): boolean {
  const named = new Set(analyze(words));
  // A row's name is its key and its cells of text: "2 · Norte (base Arari) · 48 · …" is named by "2" and "Norte".
  const names = rows
    .filter((row) => !TOTAL_ROW.test(row.table?.cells[0] ?? ""))
    .map(
      (row) =>
        new Set(
          (row.table?.cells ?? [])
            .filter((cell, c) => c === 0 || !parseQuantity(cell))
            .flatMap((cell) => analyze(cell)),
        ),
    );
  const shared = [...(names[0] ?? [])].filter((stem) => names.every((name) => name.has(stem)));
  return names.some((name) => [...name].some((stem) => !shared.includes(stem) && named.has(stem)));
}

/** The table's row of totals, or one whose figures add up every row's (its name empty: the table as a whole). */
function wholeRow(rows: Unit[]): Unit | null {
  const first = rows[0];
  if (!first?.table) return null;
  const stated = rows.find((row) => TOTAL_ROW.test(row.table?.cells[0] ?? ""));
  // The totals' cells without their bold; the name left empty, so the answer speaks of the table as a whole.
  if (stated)
    return {
      ...stated,
      table: {
        header: first.table.header,
        cells: ["", ...(stated.table?.cells ?? []).slice(1).map((c) => c.replace(/\*\*/g, ""))],
      },
    };
  const cells = first.table.header.map((_, c) => {
    if (c === 0) return "";
    const values = rows.map((row) => parseQuantity(row.table?.cells[c] ?? ""));
    if (values.some((value) => !value || value.unit === "percent")) return "";
    return formatQuantity(
      values.reduce((sum, value) => sum + (value?.value ?? 0), 0),
      values[0]?.unit ?? "number",
    );
  });
  return { ...first, table: { header: first.table.header, cells } };
}
