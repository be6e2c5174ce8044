import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { synonymsOf } from "./kindred-words.ts";
import type { Unit } from "./passage-units.ts";
import { monthsInFigures } from "./periods.ts";
import { stillLeans } from "./reference-words.ts";

/**
 * Which units answer a question. Each question stem is weighted by how rare
 * it is among the units (a word every passage has decides nothing), and
 * words that only frame a question ("nome", "principal", "documento") count
 * little. A unit scores for the stems it contains, for those of its heading and
 * document name (a section titled "Vigência" answers "qual a vigência?"), for
 * question word pairs it repeats in order, and a little for its passage's
 * retrieval rank. Coverage is the share of the question's weight it matches.
 */
export interface RankedUnit {
  unit: Unit;
  score: number;
  /** Share of the question's (non-framing) weight matched by the unit's text, heading or document. */
  coverage: number;
  /** Weight matched by the unit's own text, as a share of the question's. */
  textCoverage: number;
  /** Coverage with the words carried from the conversation counted too (at their weight). */
  carriedCoverage: number;
  matched: Set<string>;
}

const FRAMING = new Set(
  analyze(
    "quais onde quanto quantos quantas sobre pode podem ser é são foi nome nomes principal principais documento documentos " +
      "projeto segundo diz dizem fala existe existem informe informar explique descreva cite liste mostre qual tipo forma " +
      "chamado chamada chama significa faz fazer acontece ocorre hoje atualmente agora atual " +
      // "Quando foi feita a inspeção?": the participle of "fazer" says that a thing was done, not which.
      "feito feita feitos feitas fez fizeram " +
      // Function words the stopword list lacks: the future's auxiliary ("vai ser") and demonstratives with a
      // preposition ("deste", "nessa"), which say when or which, never what.
      "vai vão vou ia iam irá irão deste desta destes destas neste nesta nestes nestas desse dessa desses dessas " +
      "nesse nessa nesses nessas " +
      // "Preciso saber…", "precisamos de": the asker's need, which says nothing of what is asked (and would
      // otherwise begin "preço").
      "preciso precisa precisamos precisam",
  ),
);

/**
 * "em média", and an average per a period ("a média diária", "o consumo médio mensal"): how to compute, not what
 * about. "diária" there is no per diem.
 */
const AVERAGE_ADVERB =
  /(?<![\p{L}])(?:em\s+m[ée]dia|m[ée]di[ao]s?\s+(?:di[áa]ri[oa]s?|mensa(?:l|is)|anua(?:l|is)|semana(?:l|is)))(?![\p{L}])/giu;

/** "quanto fica", "quanto ficou", "quanto ficaria": how much something comes to. */
const HOW_MUCH_IS = /(?<![\p{L}])(quant[oa]s?)\s+fic(?:a|am|ou|aram|aria|ariam)(?![\p{L}])/giu;

/**
 * A unit of measure the question writes in words ("quantos metros cúbicos", "em quilômetros") is the unit documents
 * write as a symbol ("1.140 m³", "Extensão (km)"): it weighs as the symbol does, a word of what kind of figure, not
 * two rare words of what about.
 */
const UNIT_WORDS: [RegExp, string][] = [
  [/(?<![\p{L}])metros?\s+c[úu]bicos?(?![\p{L}])/giu, "m³"],
  [/(?<![\p{L}])metros?\s+quadrados?(?![\p{L}])/giu, "m²"],
  [/(?<![\p{L}])quil[ôo]metros?(?![\p{L}])/giu, "km"],
  [/(?<![\p{L}])quilogramas?(?![\p{L}])/giu, "kg"],
  [/(?<![\p{L}])litros\s+por\s+segundo(?![\p{L}])/giu, "L/s"],
  [/(?<![\p{L}])quilowatts?[-\s]hora(?![\p{L}])/giu, "kWh"],
];
export const withUnitSymbols = (question: string) =>
  UNIT_WORDS.reduce((text, [words, symbol]) => text.replace(words, symbol), question);

/** "que horas", "a que horas", "até que horas": a time of day asked. */
const CLOCK_ASKED = /(?<![\p{L}])(?:(?:a|at[ée])\s+)?que\s+horas(?![\p{L}])/giu;

export interface QueryTerm {
  stem: string;
  weight: number;
}

export function unitStems(unit: Unit): readonly string[] {
  const known = STEMS.get(unit);
  if (known) return known;
  // "em outubro" over a row of the reference "10/2027": the month a text writes in figures, by its name.
  const months = monthsInFigures(unit.text);
  const stems = months.length > 0 ? [...analyze(unit.text), ...analyze(months.join(" "))] : analyze(unit.text);
  STEMS.set(unit, stems);
  return stems;
}

/** A unit's stems, read once: a turn ranks the same units several times (its terms' weights, each ranking). */
const STEMS = new WeakMap<Unit, readonly string[]>();

/** What a unit stands under: its heading, its document's name and, for a table row, the table's header. */
function contextStems(unit: Unit): Set<string> {
  const header = unit.table?.header.join(" ") ?? "";
  return new Set(
    analyze(
      `${unit.heading ?? ""} ${unit.lead ?? ""} ${unit.passage.documentName.replace(/\.[a-z0-9]+$/i, "")} ${header}`,
    ),
  );
}

/** The question's stems with their weights over these units (framing words weigh a fifth). */
export function queryTerms(question: string, units: Unit[]): QueryTerm[] {
  // "em média" asks how to compute, not what about: its stem is also "medida"'s and "medido"'s.
  // "A que horas…?" asks a time of day, which documents write as a "horário", not a count of hours ("48 horas").
  // "Quanto fica…?" asks how much something comes to: "fica" there is a copula, no word of what is asked.
  const stems = [
    ...new Set(
      analyze(
        withUnitSymbols(question)
          .replace(AVERAGE_ADVERB, " ")
          .replace(CLOCK_ASKED, " horário ")
          .replace(HOW_MUCH_IS, "$1"),
      ),
    ),
  ];
  const deictic = deicticStems(question);
  const sets = units.map((unit) => new Set([...unitStems(unit), ...contextStems(unit)]));
  const terms = stems.map((stem) => {
    const df = sets.filter((set) => set.has(stem)).length;
    const idf = Math.log(1 + (units.length + 1) / (df + 0.5));
    return { stem, weight: FRAMING.has(stem) || deictic.has(stem) ? idf * FRAMING_WEIGHT : idf };
  });
  return nameWeighted(question, terms);
}

/**
 * The words of one name ("REL-05 Sítio dos Arcos", "Fase 3 — Distritos e elevatórias") weigh together as much as its
 * rarest word: a name says which thing once, however many words it has, so a line that only repeats the whole name
 * does not outweigh one that names the thing shortly ("o REL-05") and holds what is asked of it.
 */
function nameWeighted(question: string, terms: QueryTerm[]): QueryTerm[] {
  const byStem = new Map(terms.map((term) => [term.stem, term]));
  for (const name of question.matchAll(NAME)) {
    // The sentence's first word is capitalised as every first word is ("Qual", "Quem"): not part of a name.
    const written = name.index === 0 ? name[0].replace(/^\S+\s+/, "") : name[0];
    const group = [...new Set(analyze(written))].flatMap((stem) => byStem.get(stem) ?? []);
    if (group.length < 2) continue;
    const sum = group.reduce((total, term) => total + term.weight, 0);
    const max = Math.max(...group.map((term) => term.weight));
    for (const term of group) byStem.set(term.stem, { ...term, weight: (term.weight * max) / sum });
  }
  return terms.map((term) => byStem.get(term.stem) ?? term);
}

/** A name as written: capitalised words or codes, joined by "de/da/do(s)" or a dash ("Sítio dos Arcos", "REL-05"). */
const NAME = /\p{Lu}[\p{L}\d-]*(?:\s+(?:(?:d[aeo]s?|e|—|–|-)\s+)?(?:\p{Lu}[\p{L}\d-]*|\d+))+/gu;

/** "deste ano", "neste mês", "essa semana": a time the reader's calendar fixes, which no document writes so. */
const DEICTIC_TIME = /\b[dn]?(?:est|ess)[ea]s?\s+(ano|mes|semestre|trimestre|bimestre|semana|ciclo)\b/g;

/**
 * "Em que dia…?", "até que data…?", "qual a data…?": the day asked for as a date, like "quando"; the word says which
 * figure, not what about ("Ordem do dia" is no answer to when a meeting was).
 */
const DATE_ASKED = /\b(?:que|qual(?:\s+[ao])?)\s+(dia|data)\b/g;

function deicticStems(question: string): Set<string> {
  const folded = foldAccents(question.toLowerCase());
  const nouns = [...folded.matchAll(DEICTIC_TIME), ...folded.matchAll(DATE_ASKED)].map((match) => match[1] ?? "");
  return new Set(nouns.length > 0 ? analyze(nouns.join(" ")) : []);
}

export function isFraming(stem: string): boolean {
  return FRAMING.has(stem);
}

export interface RankOptions {
  /** Extra score for units the caller prefers (e.g. ones holding the figure asked for), as a share of the question's weight. */
  bonus?: (unit: Unit) => number;
  /**
   * Words the conversation carries into this question (the subject of the turn before a follow-up): they help
   * choose between units at a fraction of a question word's weight and count for no unit's coverage.
   */
  context?: string;
}

/*
 * How a unit's match is weighed, against a question word in the unit's own text (1). Set by hand; on FaQuAD's tuning
 * articles (519 questions, the composer over BM25 passages) halving any of them or raising it by half moved the hits
 * by at most a point (0.852–0.863 around 0.857), so they are kept as they are rather than fitted:
 * - FRAMING_WEIGHT: a word that frames a question ("quais", "nome", "documento");
 * - EXTENDED_WORD: a unit word that extends the question's stem ("assinatura" for "assinado");
 * - HEADING_WEIGHT: a question word in the unit's heading or document name rather than its text;
 * - PAIR_WEIGHT: two question words next to each other in the unit, in order (of the lighter word's weight);
 * - RETRIEVAL_PRIOR: the passage's retrieval rank, as a share of the question's weight, over √rank;
 * - LENGTH_NORM: how much a longer-than-average unit is discounted (0: not at all, 1: in proportion).
 * CONTEXT_WEIGHT, a word carried from the conversation, was set with the tuning dialogues: enough to choose between
 * two units that match the question alike, never enough to outweigh a question word.
 */
const FRAMING_WEIGHT = 0.2;
const EXTENDED_WORD = 0.7;
const HEADING_WEIGHT = 0.6;
const PAIR_WEIGHT = 0.5;
const RETRIEVAL_PRIOR = 0.12;
const LENGTH_NORM = 0.2;
const CONTEXT_WEIGHT = 0.35;
/*
 * Measured with an in-process run of the composer over BM25 passages (FaQuAD's 519 tuning questions, hits, and the
 * 318 held-out ones in brackets), each against the value kept:
 * - EXTENDED_STEM_MIN: a question stem this long or longer also matches unit words it starts ("assin" in
 *   "assinatura"); a shorter one starts too many unrelated words. 3: 0.867 (0.852), 4: 0.867 (0.852), 5: 0.869
 *   (0.858), never: 0.865 (0.855). Insensitive; kept.
 * - PAIR_REACH: two question words count as a pair when the second follows the first within this many words. 1:
 *   0.867 (0.855), 2: 0.867 (0.852), 3: 0.865 (0.852). Insensitive; kept.
 */
const EXTENDED_STEM_MIN = 4;
const PAIR_REACH = 2;
/*
 * TextRank as its paper runs it: PageRank's damping, 0.85, and enough iterations to converge. Over the first eight
 * paragraphs of each FaQuAD article, 30 iterations leave every score within 5e-9 of 500 iterations' (20: 1.4e-6,
 * 10: 5.5e-4), and no article's top five changes.
 */
const TEXTRANK_DAMPING = 0.85;
const TEXTRANK_ITERATIONS = 30;

/**
 * An infinitive the stemmer leaves whole ("recompor") without its "r", so the noun made from it ("recomposição",
 * stemmed "recomposica") extends it; short stems keep their "r" ("ler" is not "le…").
 */
const infinitiveBase = (stem: string) => (stem.length >= 6 && /[aeiou]r$/.test(stem) ? stem.slice(0, -1) : stem);

/**
 * The stem the plural of an "-al" word gets: the stemmer keeps "arterial", "regional" whole but cuts "arteriais",
 * "regionais" to "arteri", "region". A unit that writes the plural holds the singular the question wrote.
 */
const pluralRoot = (stem: string) => (stem.length >= 5 && stem.endsWith("al") ? stem.slice(0, -2) : stem);

/**
 * A physical quantity a sentence states by its unit alone: "a planta definitiva de 40 L/s" gives a flow though it never
 * writes "vazão". The quantity's noun as the stemmer leaves it, and its units written after a figure. Counted as a word
 * that extends the question's (EXTENDED_WORD): the unit is the quantity's, not its name.
 */
const QUANTITY_UNITS: [RegExp, RegExp][] = [
  [/^(?:vaza|vazo)$/, /\d\s*(?:l\/s|l\/h|m[³3]\/(?:h|s|dia|mes|mês))(?![\p{L}])/iu],
  [/^(?:extensa|extenso|compriment)$/, /\d\s*(?:km|m)(?![\p{L}\d²³/])/u],
  [/^(?:are|areas)$/, /\d\s*(?:m[²2]|km[²2]|ha|hectares?)(?![\p{L}])/iu],
  [/^(?:potenc)$/, /\d\s*(?:kw|kva|mw|mva|kwp|mwp|cv)(?![\p{L}])/iu],
  [/^(?:pressa|presso)$/, /\d\s*(?:mca|bar|kpa|psi|kgf\/cm[²2])(?![\p{L}])/iu],
  [/^veloc$/, /\d\s*(?:m\/s|m\/min|km\/h)(?![\p{L}])/iu],
  [/^(?:temperatur)$/, /\d\s*°\s*c(?![\p{L}])/iu],
  [/^(?:diametr)$/, /\bdn\s*\d|\d\s*mm(?![\p{L}])/iu],
  [/^(?:concentr)$/, /\d\s*(?:mg\/l|µg\/l|ppm|ppb)(?![\p{L}])/iu],
  // A count of cells or colonies is written per volume: "células/mL", "UFC/100 mL", "NMP/100 mL".
  [/^contag(?:ens)?$/, /\d\s*(?:c[ée]lulas|ufc|nmp)\s*\/\s*(?:\d+\s*)?m?l\b/iu],
  // "Com base em que índice?": a price index is written by its acronym, never as "índice".
  [/^indic$/, /\b(?:IPCA(?:-E)?|INPC|IGP-?M|IGP-?DI|INCC(?:-M)?|IPC-?Fipe|Selic)\b/u],
];

export const quantityUnit = (stem: string): RegExp | undefined => QUANTITY_UNITS.find(([noun]) => noun.test(stem))?.[1];

export function rankUnits(question: string, units: Unit[], options: RankOptions = {}): RankedUnit[] {
  const own = queryTerms(question, units);
  const total = own.reduce((sum, term) => sum + term.weight, 0);
  // A question made only of an interrogative and framing words (no noun, no name) is asked of what the conversation
  // talks about.
  const contentless = own.every((term) => FRAMING.has(term.stem));
  if (total === 0 || (contentless && options.context)) return byContext(question, units, options, contentless);
  const asked = new Set(own.map((term) => term.stem));
  const carried = options.context
    ? queryTerms(options.context, units)
        .filter((term) => !asked.has(term.stem) && !isFraming(term.stem))
        .map((term) => ({ ...term, weight: term.weight * CONTEXT_WEIGHT, carried: true }))
    : [];
  // Each term's other written forms, read once for all the units: its plural root and its infinitive's base.
  const terms: (QueryTerm & { carried?: boolean; root: string; base: string; unit?: RegExp; kin: string[] })[] = [
    ...own,
    ...carried,
  ].map((term) => ({
    ...term,
    root: pluralRoot(term.stem),
    base: infinitiveBase(term.stem),
    unit: quantityUnit(term.stem),
    kin: synonymsOf(term.stem),
  }));
  const questionStems = analyze(question);
  const labels = labelledFigures(question);
  const averageLength = units.reduce((sum, unit) => sum + unit.text.length, 0) / Math.max(1, units.length);
  const ranked = units
    .map((unit) => {
      const sequence = unitStems(unit);
      const unitSet = new Set(sequence);
      const context = contextStems(unit);
      let textWeight = 0;
      let contextWeight = 0;
      const matched = new Set<string>();
      let carriedWeight = 0;
      for (const term of terms) {
        let weight = 0;
        let inContext = false;
        if (unitSet.has(term.stem) || unitSet.has(term.root)) weight = term.weight;
        else if (context.has(term.stem)) {
          weight = term.weight;
          inContext = true;
        } else if (term.stem.length >= EXTENDED_STEM_MIN && sequence.some((stem) => stem.startsWith(term.base))) {
          // "assinado" and "assinatura" stem apart (assin, assinatur): a word that extends the question's stem
          // still counts, a little less. Not the other way round: "funcionários" is not "funciona".
          weight = EXTENDED_WORD * term.weight;
        } else if (
          term.stem.length >= EXTENDED_STEM_MIN + 3 &&
          sequence.some((stem) => stem.length >= term.stem.length - 2 && stem.length >= 6 && term.stem.startsWith(stem))
        ) {
          // And the other way, by a letter or two: "secretariou" (secretari) is what "secretária" (secretar) does.
          weight = EXTENDED_WORD * term.weight;
        } else if (term.unit?.test(unit.text)) weight = EXTENDED_WORD * term.weight;
        // "corrigidos" where the document writes "reajustados": a word of the same sense (kindred-words.ts).
        else if (term.kin.some((kin) => unitSet.has(kin))) weight = EXTENDED_WORD * term.weight;
        if (weight === 0) continue;
        // "grau 5" asked of a table with a Grau column: the 5 is that cell's, not "5 anos" in another one.
        if (!term.carried && labelledElsewhere(term.stem, labels, unit)) continue;
        // A carried word in the heading is discounted as a question word there is.
        if (term.carried) carriedWeight += inContext ? HEADING_WEIGHT * weight : weight;
        else {
          if (inContext) contextWeight += weight;
          else textWeight += weight;
          matched.add(term.stem);
        }
      }
      const pairs = pairBonus(questionStems, sequence, terms);
      const prior = RETRIEVAL_PRIOR / Math.sqrt(unit.passage.n);
      const raw =
        textWeight +
        HEADING_WEIGHT * contextWeight +
        carriedWeight +
        pairs +
        total * (prior + (options.bonus?.(unit) ?? 0));
      const lengthNorm = 1 - LENGTH_NORM + LENGTH_NORM * (unit.text.length / Math.max(1, averageLength));
      return {
        unit,
        score: textWeight + contextWeight > 0 ? raw / lengthNorm : 0,
        coverage: (textWeight + contextWeight) / total,
        textCoverage: textWeight / total,
        carriedCoverage: (textWeight + contextWeight + carriedWeight) / total,
        matched,
      };
    })
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score || a.unit.order - b.unit.order);
  return ranked.length > 0 ? ranked : byContext(question, units, options, contentless);
}

/** A figure written right after a noun ("grau 5", "lote 2", "fase nº 3"): the noun's stem and the figure. */
function labelledFigures(question: string): { stem: string; figure: string }[] {
  return [...question.matchAll(/(\p{L}{3,})\s+(?:(?:n[º°]|no?\.)\s*)?(\d+)(?![\d.,]*\d|\s*%|[\p{L}])/gu)].flatMap(
    ([, noun = "", figure = ""]) => analyze(noun).map((stem) => ({ stem, figure })),
  );
}

/**
 * A labelled figure matched in a table row whose column of that label does not hold it: the row is another
 * label's ("1 · … · nova inspeção em 5 anos" for "grau 5"), so the figure matched there counts for nothing.
 */
function labelledElsewhere(stem: string, labels: { stem: string; figure: string }[], unit: Unit): boolean {
  if (!unit.table) return false;
  const { header, cells } = unit.table;
  return labels.some((label) => {
    if (label.figure !== stem) return false;
    const column = header.findIndex((name) => analyze(name).includes(label.stem));
    if (column < 0) return false;
    // The cell may write the label whole ("Fase 3 — Distritos"): what counts is that it holds the figure.
    return !new RegExp(`(?<![\\d.,])${label.figure}(?![\\d.,]*\\d)`).test(cells[column] ?? "");
  });
}

/**
 * "E cada uma custa quanto?": a question no unit matches a word of, that points back at the conversation ("cada uma",
 * "ela", "isso"), is ranked by what the conversation carried, as its own words would be. A question that names a
 * thing of its own these units do not hold ("E a escala de férias?") is not about the last turn's subject.
 */
function byContext(question: string, units: Unit[], options: RankOptions, contentless: boolean): RankedUnit[] {
  const context = options.context?.trim();
  return context && (contentless || stillLeans(question))
    ? rankUnits(context, units, { ...options, context: undefined })
    : [];
}

/** Question word pairs that appear next to each other (or one apart) in the unit, in order. */
function pairBonus(questionStems: string[], sequence: readonly string[], terms: QueryTerm[]): number {
  const weight = new Map(terms.map((term) => [term.stem, term.weight]));
  const positions = new Map<string, number[]>();
  sequence.forEach((stem, i) => {
    positions.set(stem, [...(positions.get(stem) ?? []), i]);
  });
  let bonus = 0;
  for (let i = 0; i + 1 < questionStems.length; i++) {
    const a = questionStems[i] ?? "";
    const b = questionStems[i + 1] ?? "";
    const near = (positions.get(a) ?? []).some((p) =>
      (positions.get(b) ?? []).some((q) => q > p && q - p <= PAIR_REACH),
    );
    if (near) bonus += PAIR_WEIGHT * Math.min(weight.get(a) ?? 0, weight.get(b) ?? 0);
  }
  return bonus;
}

/**
 * TextRank (Mihalcea & Tarau, 2004): units are nodes, shared stems the edges
 * (normalised by the units' lengths), and PageRank finds the units the others
 * most agree with: the ones a summary keeps.
 */
export function textRank(
  units: Unit[],
  iterations = TEXTRANK_ITERATIONS,
  damping = TEXTRANK_DAMPING,
): Map<Unit, number> {
  const sets = units.map((unit) => new Set(unitStems(unit)));
  const n = units.length;
  const weights = sets.map((a, i) =>
    sets.map((b, j) => {
      if (i === j || a.size < 2 || b.size < 2) return 0;
      let shared = 0;
      for (const stem of a) if (b.has(stem)) shared++;
      return shared / (Math.log(a.size) + Math.log(b.size));
    }),
  );
  const outSums = weights.map((row) => row.reduce((sum, w) => sum + w, 0));
  let scores = new Array<number>(n).fill(1);
  for (let k = 0; k < iterations; k++) {
    scores = scores.map((_, i) => {
      let incoming = 0;
      for (let j = 0; j < n; j++) {
        const w = weights[j]?.[i] ?? 0;
        const out = outSums[j] ?? 0;
        if (w > 0 && out > 0) incoming += (w / out) * (scores[j] ?? 0);
      }
      return 1 - damping + damping * incoming;
    });
  }
  return new Map(units.map((unit, i) => [unit, scores[i] ?? 0]));
}
