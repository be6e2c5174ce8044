import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { figuresIn } from "./calculate.ts";
import { countWord } from "./number-words.ts";
import { type Unit, unitsOf } from "./passage-units.ts";
import {
  isAdditive,
  isNameColumn,
  isTotalLabel,
  isTotalRow,
  joinNames,
  NAME_CELL,
  partsTotalColumn,
  passageTables,
  periodColumns,
  periodPhrase,
  perUnit,
  spanTotalColumn,
} from "./table-answer.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { topicAsked, topicSummary } from "./topic-summary.ts";
import { isFraming, textRank } from "./unit-ranking.ts";

/**
 * An extractive summary over the document's structure. Each section gives one
 * sentence: its most central sentence (TextRank, figures and names weighing
 * in), its list as one sentence of its items, or its table as one sentence of
 * its rows and figures, each cited. "Em N frases" keeps the N sections that
 * matter most (the opening one first), in reading order; a question that names
 * a section ("resumo das decisões") summarises that section whole.
 */
const MAX_SECTIONS = 10;
/** The words of a summary request, whatever the document is: the verb or phrase, and a length asked. */
export const SUMMARY_WORDS = new Set(
  analyze(
    "resuma resumo resumir sintetize síntese breve brevemente todo toda todas todos seções partes frases frase linhas " +
      "pontos principais poucas palavras geral visão panorama faça faz fazer gere escreva prepare",
  ),
);
/**
 * Words for the same part of a document that documents and people word differently ("as decisões" of minutes
 * whose section is "Deliberações"): a section is named by any word of its group.
 */
const SECTION_SYNONYMS = [
  "decisões deliberações resoluções decidido deliberado aprovado",
  "ações encaminhamentos tarefas pendências providências passos",
  "recomendações sugestões propostas",
  "riscos ameaças",
  "objetivo objetivos meta metas finalidade propósito",
  "cronograma prazos calendário marcos etapas",
  "custos orçamento investimento investimentos valores",
  "resultados constatações achados conclusões",
].map((group) => new Set(namingStems(group)));

/**
 * Stems of the words that name a part of a document, a plural in -ões as its singular in -ão: the stemmer reduces
 * "conclusões" and "conclusão" apart, and a question asks "as conclusões" of a section headed "Conclusão".
 */
function namingStems(text: string): string[] {
  return analyze(text.replace(/ões(?![\p{L}])/gu, "ão").replace(/(?<=[\p{L}])oes(?![\p{L}])/gu, "ao"));
}

/** The stems a word stands for in section names: itself and its group's. */
function sectionStems(stem: string): string[] {
  const group = SECTION_SYNONYMS.find((set) => set.has(stem));
  return group ? [...group] : [stem];
}

/** "em três frases", "em 2 linhas", "em cinco pontos": how many sentences the summary may have. */
export function sentencesAsked(question: string): number | null {
  const match =
    /\b(\d{1,2}|uma|um|duas|dois|tres|quatro|cinco|seis|sete|oito|nove|dez)\s+(frases?|linhas?|pontos?|topicos?|itens?|paragrafos?)\b/.exec(
      foldAccents(question),
    );
  if (!match?.[1]) return null;
  const n = countWord(match[1]) ?? Number(match[1]);
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_SECTIONS) : null;
}

interface Section {
  heading: string | null;
  units: Unit[];
  order: number;
}

/** Two stems of one family ("trimestr", "trimestral"): the shorter, of six letters or more, begins the longer. */
function sharesRoot(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= 6 && longer.startsWith(shorter);
}

export function summarize(question: string, passages: PromptPassage[], documentName: string): string {
  // Who was present says nothing of what a document says; a section asked by name still gets it whole.
  const units = unitsOf(passages).filter((unit) => !isRoster(unit));
  if (units.length === 0) return `Não encontrei texto para resumir em **${documentName}**.`;
  const sections: Section[] = [];
  for (const unit of units) {
    const section = sections.find((candidate) => candidate.units[0]?.section === unit.section);
    if (section) section.units.push(unit);
    else sections.push({ heading: unit.heading, units: [unit], order: unit.order });
  }
  // List items are written sentences too (a decision, a finding): they take part in the centrality.
  const scores = textRank(units.filter((unit) => unit.kind !== "row"));
  // The document's own name and title say which document, not which part of it.
  const title = sections[0]?.units[0]?.passage.location?.split(" > ").length === 1 ? (sections[0]?.heading ?? "") : "";
  const naming = new Set(namingStems(`${documentName.replace(/[-_.]/g, " ")} ${title}`));
  // A word of the title's family names it too: "o extrato do trimestre" of the "Extrato trimestral".
  const kin = (stem: string) => [...naming].some((name) => sharesRoot(stem, name));
  // "desse pedido", "deste documento": what the conversation is reading, the document itself, not a part of it.
  const asking = question.replace(/\b[dn]?(?:ess|est|aquel)[ea]s?\s+\p{L}+/giu, " ");
  const topic = namingStems(asking).filter(
    (stem) => !isFraming(stem) && !SUMMARY_WORDS.has(stem) && !naming.has(stem) && !kin(stem),
  );
  const headingHas = (section: Section, stem: string) =>
    sectionStems(stem).some((word) => namingStems(section.heading ?? "").includes(word));
  // A heading the question writes whole names its section though the title writes its words too: "o resultado do
  // trimestre" of a "Apresentação de resultados — 3º trimestre" whose slide is "Resultado do trimestre".
  const all = namingStems(asking).filter((stem) => !isFraming(stem) && !SUMMARY_WORDS.has(stem));
  const byTopic = sections.filter((section) => topic.some((stem) => headingHas(section, stem)));
  const whole =
    all.length >= 2
      ? sections.filter((section) => section.heading !== title && all.every((stem) => headingHas(section, stem)))
      : [];
  const named = byTopic.length > 0 ? byTopic : whole;
  const asked = sentencesAsked(question);
  // "O que o secretário disse sobre as enchentes": a topic no heading names, summarised from the sentences that speak of it.
  const about = named.length === 0 ? topicAsked(asking) : null;
  if (about !== null) {
    const subject = about.map((part) =>
      namingStems(part).filter(
        (stem) => !isFraming(stem) && !SUMMARY_WORDS.has(stem) && !naming.has(stem) && !kin(stem),
      ),
    );
    const focused = topicSummary({ topic: subject, units, scores, asked });
    if (focused !== null) return citedOnce(focused);
  }
  // "Resuma a Parte B" of a part whose text is in its subsections ("Cabimento", "Mérito", "Efeitos"): each
  // subsection digested, as a whole document's sections are, the part's own header lines left out.
  const parts = named.length === 1 && named[0] ? subsectionsOf(named[0], sections) : [];
  if (parts.length > 0 && asked === null) {
    const family = [named[0] as Section, ...parts].filter((section) => !isMetadata(section));
    const lines = family.flatMap((section) => digest(section, scores, TWO_SENTENCES) ?? []);
    if (lines.length > 0) return lines.join("\n\n");
  }
  if (named.length > 0 && asked === null) return named.map((section) => sectionInFull(section, scores)).join("\n\n");
  // "As conclusões em duas frases" of one section of prose: its N best sentences, in reading order.
  const prose = named.length === 1 ? (named[0]?.units.filter((unit) => unit.kind === "sentence") ?? []) : [];
  if (asked !== null && prose.length >= asked) return bestOf(prose, scores, asked);

  // The opening section leads a summary, unless it is only the document's header lines ("Coordenação: …").
  const opening = sections.find((section) => !isMetadata(section));
  // So does a section that says what the document is for ("Objetivo", "Objeto", "Conclusões"): a short summary
  // without it misses the point.
  const weight = (section: Section) =>
    sectionWeight(section, scores) + (section === opening ? 1 : 0) + (PURPOSE.test(section.heading ?? "") ? 1 : 0);
  // A summary in N sentences gives each section one; a whole summary lets a short section keep two.
  const room = asked === null ? TWO_SENTENCES : 0;
  // The N sections that matter most among those that have a sentence to give (a header of fields may have none).
  const candidates =
    asked === null
      ? sections.slice(0, MAX_SECTIONS)
      : named.length > 0
        ? named
        : sections.filter((section) => !isMetadata(section));
  // Each section's sentence, read once: it decides whether the section can be chosen and is what it gives.
  // In a whole summary, the section that says what the document is for keeps its target with its aim: two sentences
  // up to HEADING_PAIR characters ("Reduzir X …" and "A meta é …, até 2028").
  const roomOf = (section: Section) =>
    room > 0 && (section === opening || PURPOSE.test(section.heading ?? "")) ? Math.max(room, HEADING_PAIR) : room;
  // A whole summary of a document of few sections (a letter under its title alone) gives each section more of its
  // sentences: the length follows the document's text, not its number of headings.
  const prosePer = asked === null ? Math.max(1, Math.floor(WHOLE_SENTENCES / Math.max(1, candidates.length))) : 1;
  const digests = new Map(candidates.map((section) => [section, digest(section, scores, roomOf(section), prosePer)]));
  const chosen =
    asked === null
      ? candidates
      : candidates
          .filter((section) => digests.get(section) !== null)
          .sort((a, b) => weight(b) - weight(a))
          .slice(0, asked)
          .sort((a, b) => a.order - b.order);
  const given = chosen.filter((section) => digests.get(section) != null);
  const lines = given.map((section) => digests.get(section) as string);
  if (asked !== null) {
    // Fewer sections than sentences asked (a resolution of articles under one title): the best sentences not yet
    // said fill the length, wherever they are.
    const filled = filledUp(given, lines, candidates, scores, asked);
    return withHeadlineAmount(filled.lines, filled.sections, candidates, opening)
      .map((line) => line.replace(/^\*\*[^*]+\*\*: /, ""))
      .join(" ");
  }
  return lines.join("\n\n");
}

/** The sections under a section's heading, in reading order: those whose path of headings passes through it. */
function subsectionsOf(parent: Section, sections: Section[]): Section[] {
  if (!parent.heading) return [];
  return sections.filter((section) => {
    if (section === parent) return false;
    const path = section.units[0]?.passage.location?.split(" > ") ?? [];
    return path.slice(0, -1).includes(parent.heading as string);
  });
}

/**
 * The chosen sections' lines, and the sentences that fill them up to `asked`: each the most central sentence stating
 * figures among the candidates' written sentences no line says yet, as a section of its own, in reading order.
 */
function filledUp(
  chosen: Section[],
  lines: string[],
  candidates: Section[],
  scores: Map<Unit, number>,
  asked: number,
): { sections: Section[]; lines: string[] } {
  let rest = candidates
    .flatMap((section) => section.units)
    .filter(
      (unit) =>
        unit.kind !== "row" && !isField(unit) && substantive(unit) && !lines.some((line) => line.includes(unit.text)),
    );
  const placed = chosen.map((section, i) => ({ section, line: lines[i] as string }));
  // Central and stating figures; no lead bonus: the document's first sentence left is no section's opening.
  const value = (unit: Unit) => (scores.get(unit) ?? 0) + (figuresIn(unit.text).length > 0 ? FIGURE_BONUS : 0);
  while (placed.length < asked && rest.length > 0) {
    const next = rest.reduce((best, unit) => (value(unit) > value(best) ? unit : best));
    rest = rest.filter((unit) => unit !== next);
    placed.push({ section: { heading: null, units: [next], order: next.order }, line: `${next.text} ${cite(next)}` });
  }
  placed.sort((a, b) => a.section.order - b.section.order);
  return { sections: placed.map(({ section }) => section), lines: placed.map(({ line }) => line) };
}

const cite = (unit: Unit) => `[${unit.passage.n}]`;

/** Headings of what a document is for or concludes: "Objetivo", "Do objeto", "Resumo", "Conclusões", "Escopo". */
const PURPOSE = /\b(?:objetivos?|objeto|finalidade|escopo|resumo|s[uú]mario|conclus(?:ão|ao|ões|oes))\b/iu;

/**
 * A summary in N sentences that does not state the document's largest amount of money (what a contract is worth, what
 * a plan costs): the sentence with that amount takes the place of the last line that is not the opening one. A reader
 * of a short summary asks what it costs first.
 */
function withHeadlineAmount(lines: string[], chosen: Section[], sections: Section[], opening?: Section): string[] {
  if (lines.length < 2) return lines;
  const written = sections.flatMap((section) => section.units.filter((unit) => unit.kind !== "row"));
  const headline = written.reduce<Unit | null>(
    (best, unit) => (largestMoney(unit.text) > (best ? largestMoney(best.text) : 0) ? unit : best),
    null,
  );
  // A table's total in money ("| **Total** | … | **8.810** |" under "(R$ mil)") when no sentence writes as much.
  const fromTable = tableTotal(sections);
  const sentence = headline
    ? { text: `${headline.text} ${cite(headline)}`, value: largestMoney(headline.text), order: headline.order }
    : null;
  const best = fromTable && (!sentence || fromTable.value > sentence.value) ? fromTable : sentence;
  const stated = Math.max(0, ...lines.map(largestMoney));
  if (!best || stated >= best.value) return lines;
  const last = chosen.findLastIndex((section) => section !== opening);
  if (last < 0) return lines;
  const out = [...lines];
  out[last] = best.text;
  // In reading order: the headline's place among the others.
  const order = chosen.map((section, i) => (i === last ? best.order : section.order));
  return out
    .map((line, i) => ({ line, at: order[i] ?? 0 }))
    .sort((a, b) => a.at - b.at)
    .map(({ line }) => line);
}

/**
 * The largest total in money a table of the document gives (its total row, in a money column), as a line: "Orçamento:
 * R$ 8.810 mil no total [5]." Its value in reais, the header's scale ("R$ mil") applied.
 */
function tableTotal(sections: Section[]): { text: string; value: number; order: number } | null {
  let best: { text: string; value: number; order: number } | null = null;
  for (const section of sections) {
    const first = section.units.find((unit) => unit.kind === "row");
    const table = first ? passageTables([first.passage])[0]?.table : undefined;
    if (!first || !table) continue;
    const total = table.rows.findIndex((_, r) => isTotalRow(table, r));
    if (total < 0) continue;
    table.header.forEach((header, c) => {
      const scale = /R\$\s*(mil|milh(?:ões|oes|ão|ao))\b/iu.exec(header)?.[1];
      const value = table.values[total]?.[c];
      if (c === 0 || value == null || !(/R\$/.test(header) || table.units[c] === "money")) return;
      const inReais = value * (scale ? (/^mil$/iu.test(scale) ? 1e3 : 1e6) : 1);
      if (best && best.value >= inReais) return;
      const name = (section.heading ?? "").replace(/^[\d.\s]+/, "").trim() || "Total";
      const written = `R$ ${formatQuantity(value, "number")}${scale ? ` ${scale.toLowerCase()}` : ""}`;
      best = { text: `${name}: ${written} no total ${cite(first)}.`, value: inReais, order: first.order };
    });
  }
  return best;
}

/** The largest amount of money a text writes ("R$ 2,48 milhões", "R$ 850 mil"), or 0. */
function largestMoney(text: string): number {
  return Math.max(0, ...figuresIn(text).flatMap((figure) => (figure.unit === "money" ? [figure.value] : [])));
}

/** A field line ("Responsável: …", "Valor global: R$ …"). */
const isField = (unit: Unit) => /^\p{Lu}[\p{L}\s]{1,40}?:\s/u.test(unit.text);
/** What a reader of a summary needs from a field: an amount of money, a percentage or a duration. */
const KEY_FIGURE = /R\$\s*\d|\d\s*%|\bpor cento\b|\b\d+\s*(?:\(\p{L}+\)\s*)?(?:meses|anos|dias|semanas)\b/u;

/**
 * A field that says when something holds or what period it is of, or the norm it follows ("Vencimento: 21/05/2027",
 * "Competência: outubro de 2026", "Norma: NBR …").
 */
const TERM_FIELD =
  /^[^:]{0,40}\b(?:vencimento|validade|vig[eê]ncia|t[eé]rmino|norma|base legal|compet[eê]ncia|per[ií]odo)\b[^:]{0,40}:/iu;

/** A field naming a party to an agreement ("Contratada: …", "Fornecedor: …"): who a contract binds. */
const PARTY_FIELD = /^(?:contratad[ao]|contratante|fornecedor[a]?|partes?)\s*:/i;

/** A section of header lines that state no key figure ("Responsável: …", "Código: POL-TI-019"): who and what. */
function isMetadata(section: Section): boolean {
  return section.units.every((unit) => isField(unit) && !figureOrParty(unit));
}

/**
 * A field a whole summary keeps: a key figure, a party, a term or a norm. (A term or a norm alone does not make the
 * header a section worth one of the few sentences a summary "em N frases" gives: `isMetadata`.)
 */
function keyField(unit: Unit): boolean {
  return figureOrParty(unit) || TERM_FIELD.test(unit.text);
}

/** A key figure or a party: what makes a section of fields worth a summary's line. */
function figureOrParty(unit: Unit): boolean {
  return KEY_FIGURE.test(unit.text) || PARTY_FIELD.test(unit.text);
}

/** A section written as fields (a document's header lines): its fields with a key figure, or null when none has. */
function fieldsSentence(section: Section): string | null {
  const fields = section.units.filter(isField);
  if (fields.length < section.units.length * 0.6) return null;
  // A term or a norm is key in the document's own header; in a body section of fields ("Dados da obra: Objeto …;
  // Previsão de término …") what the section is about comes first, as before.
  const key = fields.filter((unit) => (section.order === 0 ? keyField(unit) : figureOrParty(unit))).slice(0, 4);
  if (key.length === 0) return "";
  return `${key.map((unit) => unit.text.replace(/[.;]\s*$/, "")).join("; ")} ${[...new Set(key.map(cite))].join("")}.`;
}

/** A name of a person: two to four capitalised words, "de/da/dos" between them ("Ana Paula dos Reis"). */
const PERSON = /\p{Lu}\p{Ll}+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}+){1,3}/gu;

/**
 * A list of people ("Presentes: Ana Lima (gerente), Rui Sá (analista) e …", or one a list item): at least three
 * names (or an item that opens with one), and once the names, their parentheses, a leading label and the joining
 * words are taken out, little text is left.
 */
function isRoster(unit: Unit): boolean {
  const names = unit.text.match(PERSON) ?? [];
  // A list item of one person and their role ("- Ana Lima (gerente de Redes)") is one line of a roster.
  const personItem =
    unit.kind === "item" && names.length >= 1 && unit.text.trimStart().startsWith(names[0] ?? "\u0000");
  if (names.length < 3 && !personItem) return false;
  const rest = unit.text
    .replace(/\([^)]*\)/g, " ")
    .replace(PERSON, " ")
    .replace(/^[\p{L}\s]{2,30}:/u, " ")
    .replace(/\b(?:e|com|como)\b|[,;:.\s]+/gu, "");
  return rest.length <= unit.text.length * 0.1;
}

/** How much a section says: its most central sentence, and the figures and names it holds. */
function sectionWeight(section: Section, scores: Map<Unit, number>): number {
  const central = Math.max(0, ...section.units.map((unit) => scores.get(unit) ?? 0));
  const figures = section.units.reduce((count, unit) => count + figuresIn(unit.text).length, 0);
  const prose = section.units.some((unit) => unit.kind !== "row") ? 0.5 : 0;
  return central + prose + Math.min(1, figures * 0.25);
}

/** One sentence for a section: its table, its list, or its most central sentence (figures preferred). */
function digest(section: Section, scores: Map<Unit, number>, room: number, prosePer = 1): string | null {
  const label = section.heading ? `**${section.heading}**: ` : "";
  const fields = fieldsSentence(section);
  // Label lines that state figures under a heading of the body ("Volume necessário: 900 m³ ÷ 3 = 300 m³") are the
  // section's content, read as its list; only a header's fields without a key figure say nothing worth a summary.
  const figuredBody =
    fields === "" &&
    section.order > 0 &&
    section.units.some((unit) => isField(unit) && figuresIn(unit.text).length > 0);
  if (fields !== null && !figuredBody) return fields === "" ? null : `${label}${fields}`;
  const rows = section.units.filter((unit) => unit.kind === "row");
  const items = section.units.filter((unit) => unit.kind === "item");
  const sentences = section.units.filter((unit) => unit.kind === "sentence");
  const written = section.units.filter((unit) => unit.kind !== "row" && states(unit) && !isField(unit));
  // Its list stays whole (below) unless its items are paragraphs (a letter's numbered ones: each opens with a capital
  // and closes with a full stop, as points after a colon do not), read as its sentences.
  const paragraphs =
    items.length > 0 && items.every((item) => /^\p{Lu}/u.test(item.text.trim()) && /\.\s*$/.test(item.text));
  if (prosePer > 1 && written.length > 1 && (paragraphs || length(sentences) >= length(items))) {
    const table = rows.length > 0 ? ` ${tableSentence(rows)}` : "";
    return `${label}${bestOf(written, scores, prosePer, WHOLE_PROSE_CHARS)}${table}`;
  }
  // A summary in N sentences takes a section's written sentence before its table: a table's line is no sentence.
  // A section says more in its list than in its sentences ("Diante do exposto, recomenda:", a signature, then the
  // conclusions as items) when the list holds more of its text.
  if (sentences.length > 0 && length(sentences) >= length(items) && (rows.length === 0 || room === 0)) {
    return `${label}${bestSentences(sentences, scores, room, section.heading)}`;
  }
  // A table with a sentence that states a figure (the contract's whole value in reais, the grade the rows add up to):
  // the sentence, then the table's line. The sentence reads the table; the line alone leaves out what it concludes.
  const stating = sentences.filter(
    (unit) => KEY_FIGURE.test(unit.text) || (substantive(unit) && figuresIn(unit.text).length > 0),
  );
  // A field line beside the table that states an amount ("Valor líquido da nota: R$ X") is what the table comes to.
  const lead = rows.length > 0 && stating.length > 0 ? bestSentences(stating, scores, 0) : "";
  const amounts = section.units.filter(
    (unit) => isField(unit) && /R\$\s*\d/.test(unit.text) && !lead.includes(unit.text),
  );
  const closing = amounts.map((unit) => ` ${unit.text.replace(/[.;]\s*$/, "")} ${cite(unit)}.`).join("");
  if (lead) return `${label}${lead} ${tableSentence(rows)}${closing}`;
  if (rows.length > 0) return `${label}${tableSentence(rows)}${closing}`;
  if (items.length > 0) return `${label}${listSentence(items)}`;
  return sentences.length > 0 ? `${label}${bestSentences(sentences, scores, room)}` : null;
}

/** The section's best sentence, and its next best too when both fit in `room` characters (in reading order). */
function bestSentences(
  sentences: Unit[],
  scores: Map<Unit, number>,
  room: number,
  heading: string | null = null,
): string {
  const first = bestSentence(sentences, scores);
  const rest = sentences.filter((unit) => unit !== first);
  // A heading that names two things ("Vigência e prêmio") is covered whole: a sentence for what the first one lacks
  // joins it, the two up to HEADING_PAIR characters whatever the room.
  const named = analyze(heading ?? "").filter(
    (stem) => !isFraming(stem) && !STRUCTURE.has(stem) && stem.length >= 3 && !/^\d/.test(stem),
  );
  const own = new Set(analyze(first.text));
  const lacking = named.filter((stem) => !own.has(stem));
  // A formula that only repeats the heading's word ("É o histórico.") covers nothing.
  const covering = rest.filter(
    (unit) => substantive(unit) && analyze(unit.text).some((stem) => lacking.includes(stem)),
  );
  const second =
    covering.length > 0 ? bestSentence(covering, scores) : rest.length > 0 ? bestSentence(rest, scores) : null;
  const limit = covering.length > 0 ? Math.max(room, HEADING_PAIR) : room;
  const chosen =
    second && first.text.length + second.text.length <= limit
      ? [first, second].sort((a, b) => a.order - b.order)
      : [first];
  return citedOnce(chosen);
}

/** How much text units hold, in characters. */
const length = (units: Unit[]) => units.reduce((sum, unit) => sum + unit.text.length, 0);

/** A sentence that says something: a few words of content, not a closing formula ("É o histórico.", "Nada mais havendo."). */
const substantive = (unit: Unit) => analyze(unit.text).length >= MIN_CONTENT_WORDS;
const MIN_CONTENT_WORDS = 4;

/**
 * A sentence that states something in words, not a letter's dateline ("Porto Serrano, 3 de março de 2027.") or its
 * signature ("Teodoro Lins Azevedo Diretor de Operações"): content words written in lower case, months aside.
 */
const states = (unit: Unit) =>
  substantive(unit) &&
  analyze(unit.text.replace(/\p{Lu}[\p{L}-]*/gu, " ").replace(MONTHS, " ")).length >= MIN_CONTENT_WORDS - 1;
const MONTHS =
  /\b(?:janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/giu;

/** Sentences in a row, those of one passage cited once, after the last. */
function citedOnce(chosen: Unit[]): string {
  return chosen
    .map((unit, i) => (chosen[i + 1]?.passage.n === unit.passage.n ? unit.text : `${unit.text} ${cite(unit)}`))
    .join(" ");
}

/**
 * A section's sentence: central (TextRank), stating figures, and, other things equal, its first (a section opens with
 * what it is about: the lead bias extractive summarisers rely on).
 */
function bestSentence(sentences: Unit[], scores: Map<Unit, number>): Unit {
  const lead = sentences.reduce((a, b) => (b.order < a.order ? b : a));
  const value = (unit: Unit) =>
    (scores.get(unit) ?? 0) + (figuresIn(unit.text).length > 0 ? FIGURE_BONUS : 0) + (unit === lead ? LEAD_BONUS : 0);
  return [...sentences].sort((a, b) => value(b) - value(a))[0] as Unit;
}

/** The n best sentences (as bestSentence weighs them), in reading order; past the first, only those that fit `chars`. */
function bestOf(sentences: Unit[], scores: Map<Unit, number>, n: number, chars = Number.POSITIVE_INFINITY): string {
  const chosen: Unit[] = [];
  let rest = sentences;
  while (chosen.length < n && rest.length > 0) {
    const next = bestSentence(rest, scores);
    rest = rest.filter((unit) => unit !== next);
    if (chosen.length > 0 && length(chosen) + next.text.length > chars) continue;
    chosen.push(next);
  }
  return citedOnce(chosen.sort((a, b) => a.order - b.order));
}

/** TextRank scores sit around 1 (0.15 to ~2): these shift a choice between close sentences, not a clear one. */
const FIGURE_BONUS = 0.3;
const LEAD_BONUS = 0.4;
/** How many sentences a whole summary gives at least, shared among its sections' prose. */
const WHOLE_SENTENCES = 6;
/** A section's share of them stays within this many characters (a letter's numbered paragraphs are long). */
const WHOLE_PROSE_CHARS = 900;
/** Two sentences of a section stay in a whole summary when together they are this short. */
const TWO_SENTENCES = 320;
/** Two sentences that together cover what the section's heading names may be this long, whatever the room. */
const HEADING_PAIR = 480;
/** Words a heading numbers its part with ("Cláusula 2", "Seção 3"), which name no topic of it. */
const STRUCTURE = new Set(analyze("cláusula seção capítulo artigo item anexo parte título"));

/** A list as one sentence, every item whole ("Marina Souza, gerente do projeto; Carlos Lima, analista de dados"). */
function listSentence(items: Unit[]): string {
  const whole = items.slice(0, 8).map((item) => item.text.replace(/[.;]\s*$/, "").trim());
  const more = items.length > 8 ? `; e mais ${items.length - 8}` : "";
  const cites = [...new Set(items.map(cite))].join("");
  return `${whole.join("; ")}${more} ${cites}.`;
}

/** The rows a table's line reads. */
const TABLE_ROWS = 8;

/**
 * A table as one sentence: each row by its first cell with its first figure, and the column's total. A table whose
 * columns are periods says each row over its whole span: the column that adds the periods up, else the first and the
 * last period ("de 17,9 em julho para 22,3 em outubro"): the first column alone is one month of several.
 */
/** The most columns a table of text may have for a summary to write every cell of its rows. */
const TEXT_COLUMNS = 4;

function tableSentence(rows: Unit[]): string {
  const first = rows[0] as Unit;
  const header = first.table?.header ?? [];
  // The table these rows are of, its parts in every passage they come from joined: a passage may hold another table
  // before it, and a long table is cut across chunks.
  // (A heading's unit may be written into the table's header: "Julho/2031 (R$ mil)".)
  const hit = passageTables([...new Set(rows.map((row) => row.passage))]).find(
    (candidate) =>
      candidate.table.header.length === header.length &&
      candidate.table.header.every((cell, c) => cell.startsWith(header[c] ?? "")),
  );
  const table = hit?.table;
  // Money says most of what a table of items costs; else its first column of figures.
  const figureColumns = table
    ? table.header
        .map((_, c) => c)
        // A column of figures has them in most rows: "60 dias", "2% do contrato", "laboratório próprio" is a column of text.
        .filter((c) => c > 0 && table.values.filter((row) => row[c] != null).length * 3 >= table.rows.length * 2)
    : [];
  const periods = table ? periodColumns(table) : [];
  const spanTotal = table ? spanTotalColumn(table, periods) : undefined;
  const series = periods.length >= 2 && spanTotal === undefined ? [periods[0], periods.at(-1)] : null;
  const money = (c: number) => table?.units[c] === "money" || /R\$/.test(table?.header[c] ?? "");
  // A price per unit ("Preço unitário (R$)", "R$/m³") adds up to nothing: a whole amount's column first.
  const perThing = (c: number) => perUnit(table?.header[c]);
  // A column per team and their "Total": the total says the row; the first team's column, one part of it.
  const column =
    spanTotal ??
    (table ? partsTotalColumn(table)?.total : undefined) ??
    // The amount itself ("Valor (R$)", "Total (R$)") before what it is computed on ("Base de cálculo (R$)").
    figureColumns.find((c) => money(c) && !perThing(c) && /^\s*(?:valor|total)\b/iu.test(table?.header[c] ?? "")) ??
    figureColumns.find((c) => money(c) && !perThing(c)) ??
    figureColumns.find(money) ??
    figureColumns[0] ??
    -1;
  // A schedule keyed by its dates ("10/03/2027" twice) names each row by what happens: its first column of text,
  // dated ("Resgate em poço de visita, 10/03/2027").
  const dated = rows.every((row) => DATED_KEY.test((row.table?.cells[0] ?? "").trim()));
  const happening = dated
    ? header.findIndex(
        (_, c) =>
          c > 0 &&
          c !== column &&
          rows.every((row) => /^\p{Lu}\p{Ll}/u.test((row.table?.cells[c] ?? "").trim())) &&
          new Set(rows.map((row) => row.table?.cells[c]?.trim())).size === rows.length,
      )
    : -1;
  // A row numbered ("1", "2") is named by its header with the number ("Lote 1") and its first name beside it.
  const named = (cells: string[]) => {
    if (happening > 0) return `${cells[happening]?.trim() ?? ""}, ${cells[0]?.trim() ?? ""}`;
    // A total row may write its label in another column ("| | **Valor bruto** | | 182.670,40 |").
    const key = cells[0]?.trim() ? cells[0] : (cells.find((cell) => /\p{L}/u.test(cell)) ?? "");
    if (!/^\d+$/.test(key.trim())) return key;
    const name = cells.slice(1).find((cell, i) => i + 1 !== column && /^\p{Lu}\p{Ll}/u.test(cell.trim()));
    return `${header[0] ?? ""} ${key}${name ? ` — ${name}` : ""}`.trim();
  };
  // Who each row is with (the company that won the lot, the person responsible): a column of names, read beside
  // the figure. Not a column of states ("Arrematado, com intenção de recurso").
  const cellsOf = rows.map((row) => row.table?.cells ?? []);
  const party = header.findIndex(
    (_, c) =>
      c > 0 &&
      c !== column &&
      isNameColumn(cellsOf.map((cells) => cells[c] ?? "")) &&
      cellsOf.every((cells) => !NAME_CELL.test((cells[c] ?? "").trim()) || !named(cells).includes(cells[c] ?? "")),
  );
  const parts = lineRows(rows).map((row) => {
    const cells = row.table?.cells ?? [];
    if (series) {
      const [from, to] = series.map((c) => ({
        cell: cells[c ?? -1]?.trim() ?? "",
        when: periodPhrase(header[c ?? -1] ?? ""),
      }));
      if (from?.cell && to?.cell) return `${named(cells)}: de ${from.cell} ${from.when} para ${to.cell} ${to.when}`;
    }
    // A table of text alone (a point, what was asked, what was decided, how it stands) says its row in all its
    // columns, when they are few: its first alone would leave out what the row came to.
    const value =
      column > 0
        ? cells[column]
        : header.length <= TEXT_COLUMNS
          ? cells
              .slice(1)
              .map((cell) => cell.trim())
              .filter(Boolean)
              .join("; ")
          : cells[1];
    const who = party > 0 && NAME_CELL.test((cells[party] ?? "").trim()) ? cells[party]?.trim() : undefined;
    const said = [value, who].filter(Boolean).join("; ");
    return said ? `${named(cells)} (${said})` : named(cells);
  });
  if (series) return `${parts.join("; ")} ${cite(first)}.`;
  const unit = table && column > 0 ? table.units[column] : null;
  // A total row already says the whole; the others add up to it.
  const totalRow = table ? table.rows.some((_, r) => isTotalRow(table, r)) : false;
  const values =
    table && column > 0 ? table.values.map((row) => row[column]).filter((v): v is number => v != null) : [];
  // A column of counts or money adds up; percentages do not, nor the bids of ranked rivals ("1ª", "2ª"), nor rows
  // each in its own measure ("Arrecadação (R$ mil)", "Documentos (mil)").
  const ranked = cellsOf.every((cells) => /^\d+\s*[ºª°]$/u.test((cells[0] ?? "").trim()));
  const total =
    (unit === "number" || unit === "money") &&
    values.length > 1 &&
    !perThing(column) &&
    !ranked &&
    !totalRow &&
    table !== undefined &&
    isAdditive(table, column) &&
    !rowsInOwnMeasures(cellsOf)
      ? `, ${formatQuantity(
          values.reduce((sum, v) => sum + v, 0),
          unit,
        )} no total`
      : "";
  // A "Total" column's name says nothing its total row does not ("… e Total (R$ 10.011,70)").
  // Nor does the column of a table of fields ("Campo | Informação"), whose cells are of every kind: only one of figures.
  const figures = values.length * 2 >= rows.length;
  const what =
    column > 0 && figures && !isTotalLabel(header[column] ?? "")
      ? ` de ${(header[column] ?? "").replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase())}${total}`
      : "";
  return `${joinNames(parts)}${what} ${cite(first)}.`;
}

/** A key cell that is a date or a day ("10/03/2027", "10/03", "segunda-feira"). */
const DATED_KEY = /^(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\p{L}+-feira|s[áa]bado|domingo)\b/iu;

/**
 * The rows a table's line reads: the first ones, and, of a longer table, its total rows and its last row (a balance,
 * a result) in place of the rows before them.
 */
function lineRows(rows: Unit[]): Unit[] {
  if (rows.length <= TABLE_ROWS) return rows;
  const closing = rows.filter((row, i) => i === rows.length - 1 || isTotalLabel(row.table?.cells[0] ?? ""));
  // What is left out first: a row that says only a code or a date ("Inscrição: 0045821"), then one of words alone,
  // before one that states a figure ("Salário: R$ 9.860,00", "420 m³"); the later before the earlier.
  const said = (row: Unit) => {
    const rest = (row.table?.cells ?? []).slice(1).join(" ").trim();
    if (/^(?:\d{1,2}\/\d{1,2}\/\d{2,4}|[\d.\-/]{5,})$/u.test(rest)) return 0;
    return /\d/.test(rest) ? 2 : 1;
  };
  const open = rows.filter((row) => !closing.includes(row));
  const room = Math.max(0, TABLE_ROWS - closing.length);
  const opening = open
    .map((row, i) => ({ row, i }))
    .sort((a, b) => said(b.row) - said(a.row) || a.i - b.i)
    .slice(0, room)
    .map((entry) => entry.row);
  const kept = new Set([...opening, ...closing]);
  return rows.filter((row) => kept.has(row));
}

/** A parenthesis that writes a unit ("R$ mil", "%", "m³/mês", "h"), not a description ("lotéricas e correspondentes"). */
const UNIT_WRITTEN = /^(?:r\$(?:\s*mil)?|%|mil|milh\p{L}*|[\p{L}µ²³°/.]{1,8})$/iu;

/** Rows whose names state different units in parentheses: each row a measure of its own, no column's whole. */
function rowsInOwnMeasures(cellsOf: string[][]): boolean {
  const units = new Set(
    cellsOf.flatMap((cells) =>
      (/\(([^)]*)\)\s*$/.exec(cells[0] ?? "")?.slice(1) ?? []).filter((unit) => UNIT_WRITTEN.test(unit.trim())),
    ),
  );
  return units.size >= 2;
}

/** A section asked for by name: all it says, briefly (its sentences' best three, its list, its table). */
function sectionInFull(section: Section, scores: Map<Unit, number>): string {
  const label = section.heading ? `**${section.heading}**: ` : "";
  const rows = section.units.filter((unit) => unit.kind === "row");
  const items = section.units.filter((unit) => unit.kind === "item");
  // The section's first sentence says what it is about ("Pedido deferido em …" under "Decisão"), then the two most
  // central of the others.
  // Not a line that only titles what follows ("2.1 Escopo do serviço.").
  const written = section.units.filter((unit) => unit.kind === "sentence");
  const [first] = written;
  const lead =
    first && substantive(first) && !/^\s*\d+(?:\.\d+)+\s/u.test(first.text) && first.text.split(/\s+/).length >= 6
      ? first
      : undefined;
  const others = written.filter((unit) => unit !== lead);
  const sentences = [
    ...(lead ? [lead] : []),
    ...others.sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0)).slice(0, lead ? 2 : 3),
  ]
    .sort((a, b) => a.order - b.order)
    .map((unit) => `${unit.text} ${cite(unit)}`);
  // A list asked for by name keeps every item, whole, one a line.
  const list = items.map((item, i) =>
    items[i + 1]?.passage.n === item.passage.n ? `- ${item.text}` : `- ${item.text} ${cite(item)}`,
  );
  const parts = [...sentences, ...(rows.length > 0 ? [tableSentence(rows)] : [])];
  return [`${label}${parts.join(" ")}`.trim(), ...list].filter(Boolean).join("\n");
}
