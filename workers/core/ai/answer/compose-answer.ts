import type { PromptDocument, PromptPassage } from "#core/chat/agent-context.ts";
import { analyze, foldAccents, words } from "#core/search/text-analysis.ts";
import { findFigure } from "./figures.ts";
import { type Unit, unitsOf } from "./passage-units.ts";
import { type QuestionShape, questionShape } from "./question-shape.ts";
import { isFraming, queryTerms, type RankedUnit, rankUnits } from "./unit-ranking.ts";

/**
 * The offline agent's answer to a question, from the retrieved passages only:
 * the answer first (the figure, the list, the table, the deciding sentence),
 * then what supports it, each quote with its passage number. It never quotes
 * less than a whole sentence, never answers with a heading alone, answers the
 * part it found and names what it did not, and refuses only when nothing
 * matches, suggesting two questions the documents can answer.
 */
export const NOTHING_FOUND = "Não encontrei nos documentos do projeto informações sobre isso.";

/** Below this share of the question's weight a unit is not an answer. */
const MIN_COVERAGE = 0.15;
/** Below this, the answer is partial: the reply names what was not found. */
const PARTIAL_COVERAGE = 0.5;
/** A second sentence scoring at least this share of the best one is quoted too (measured on FaQuAD: +4 points of hits, +50 characters). */
const RUNNER_UP = 0.8;

export function composeAnswer(question: string, passages: PromptPassage[], documents: PromptDocument[] = []): string {
  const units = unitsOf(passages);
  const shape = questionShape(question);
  const ranked = rankUnits(question, units, { bonus: shapeBonus(shape) });
  const best = ranked[0];
  if (!best || best.coverage < MIN_COVERAGE) return refusal(passages, documents);
  switch (shape.shape) {
    case "compare":
      return compareAnswer(question, shape, units, ranked);
    case "list":
      return listAnswer(question, units, ranked) ?? factAnswer(question, shape, units, ranked);
    case "table":
      return tableAnswer(question, ranked, true) ?? factAnswer(question, shape, units, ranked);
    default:
      return factAnswer(question, shape, units, ranked);
  }
}

const cite = (unit: Unit) => `[${unit.passage.n}]`;

function shapeBonus(shape: QuestionShape): ((unit: Unit) => number) | undefined {
  if (shape.defines) {
    // "X é um…", "X, …, é a…": the sentence that defines X.
    const subject = foldAccents(shape.defines).split(/\s+/).slice(-2).join(" ");
    const defining = new RegExp(
      `${subject.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^.;]{0,60}?\\b(e|sao|foi|consiste|significa|refere-se)\\b`,
    );
    return (unit) => (defining.test(foldAccents(unit.text)) ? 0.3 : 0);
  }
  const kinds = shape.figures ?? [];
  if (shape.shape !== "figure" || kinds.length === 0) return undefined;
  return (unit) => (kinds.some((kind) => findFigure(unit.text, kind)) ? 0.25 : 0);
}

/** One or two sentences (or a table's rows); a heading match brings the section under it. */
function factAnswer(question: string, shape: QuestionShape, units: Unit[], ranked: RankedUnit[]): string {
  const best = ranked[0] as RankedUnit;
  if (best.unit.kind === "row") return tableAnswer(question, ranked, false) ?? "";
  if (best.unit.kind === "item" && best.textCoverage < best.coverage) return sectionList(best.unit, units);
  const chosen = [best.unit];
  // Another unit joins only when it brings part of the question the first one lacks (a two-part question).
  const missing = (ranked: RankedUnit) =>
    [...ranked.matched].filter((stem) => !best.matched.has(stem) && !isFraming(stem));
  const second =
    best.coverage < 0.75
      ? ranked
          .slice(1, 8)
          .find(
            (candidate) =>
              candidate.textCoverage >= 0.2 && missing(candidate).length > 0 && candidate.unit.kind !== "row",
          )
      : undefined;
  // Else a close runner-up: when the question's words cannot tell two sentences apart, both are quoted.
  const runnerUp = second
    ? undefined
    : ranked
        .slice(1, 4)
        .find((candidate) => candidate.score >= best.score * RUNNER_UP && candidate.unit.kind === "sentence");
  const extra = second ?? runnerUp;
  if (extra) chosen.push(extra.unit);
  if (best.textCoverage < best.coverage * 0.5) chosen.push(...sectionFollowers(best.unit, units, chosen));
  const ordered = chosen.sort((a, b) => a.order - b.order);
  const body = joinUnits(ordered);
  const lines: string[] = [];
  if (shape.shape === "figure" && shape.figures) {
    const figures = shape.figures.flatMap(
      (kind) => ordered.map((unit) => findFigure(unit.text, kind, words(question))).find(Boolean) ?? [],
    );
    if (figures.length > 0) lines.push([...new Set(figures)].map((figure) => `**${figure}**`).join(" · "), "");
    lines.push(`> ${body}`);
  } else {
    lines.push(body);
  }
  const gap = missingNote(question, ranked, ordered);
  if (gap) lines.push("", gap);
  return lines.join("\n");
}

/** The units after this one in its section, for a question that matched the section's heading rather than its text. */
function sectionFollowers(unit: Unit, units: Unit[], already: Unit[]): Unit[] {
  return units
    .filter((other) => other.section === unit.section && other.order > unit.order && !already.includes(other))
    .slice(0, 1);
}

function joinUnits(units: Unit[]): string {
  return units
    .map((unit) => `${unit.kind === "item" && !/[.;:!?]$/.test(unit.text) ? `${unit.text};` : unit.text} ${cite(unit)}`)
    .join(" ");
}

/** Names the question's words no passage mentions, when the best answer covers less than half the question. */
function missingNote(question: string, ranked: RankedUnit[], chosen: Unit[]): string | null {
  const coverage = Math.max(...ranked.filter((r) => chosen.includes(r.unit)).map((r) => r.coverage));
  if (coverage >= PARTIAL_COVERAGE) return null;
  const found = new Set(ranked.flatMap((r) => [...r.matched]));
  const absent = [
    ...new Set(
      words(question).filter((word) => {
        const [stem] = analyze(word);
        return stem !== undefined && !isFraming(stem) && !found.has(stem) && word.length > 3;
      }),
    ),
  ];
  if (absent.length === 0) return null;
  return `_Não encontrei nos documentos: ${absent
    .slice(0, 4)
    .map((word) => `“${word}”`)
    .join(", ")}._`;
}

/** A list from the list items of the best-matching section, from its subsections, or from an enumeration inside the best sentence. */
function listAnswer(question: string, units: Unit[], ranked: RankedUnit[]): string | null {
  const bestItem = ranked.find((r) => r.unit.kind === "item" && r.coverage >= MIN_COVERAGE);
  const bestSentence = ranked[0] as RankedUnit;
  if (bestItem && bestItem.score >= bestSentence.score * 0.5) return sectionList(bestItem.unit, units);
  const subsections = subsectionList(question, units);
  if (subsections) return subsections;
  const enumeration = enumerationIn(bestSentence.unit.text);
  if (!enumeration) return null;
  return [
    ...enumeration.map((element) => `- ${element}`),
    "",
    `> ${bestSentence.unit.text} ${cite(bestSentence.unit)}`,
  ].join("\n");
}

/** The list items of a unit's section, under its heading, cited once per passage. */
function sectionList(item: Unit, units: Unit[]): string {
  const items = units.filter((unit) => unit.kind === "item" && unit.section === item.section).slice(0, 15);
  const title = item.heading
    ? `**${item.heading}** (${item.passage.documentName}):`
    : `Segundo ${item.passage.documentName}:`;
  return [
    title,
    "",
    ...items.map((unit, i) => {
      const next = items[i + 1];
      const text = unit.text;
      return next && next.passage.n === unit.passage.n ? `- ${text}` : `- ${text} ${cite(unit)}`;
    }),
  ].join("\n");
}

/** "Liste os requisitos": the sections under the document or heading the question names, each with its first sentence. */
function subsectionList(question: string, units: Unit[]): string | null {
  const stems = analyze(question).filter((stem) => !isFraming(stem));
  if (stems.length === 0) return null;
  const parentOf = (unit: Unit) => {
    const path = (unit.passage.location ?? "").split(" > ");
    return `${unit.passage.documentName.replace(/\.[a-z0-9]+$/i, "")} ${path.slice(0, -1).join(" ")}`;
  };
  const firstBySection = new Map<string, Unit>();
  for (const unit of units) {
    if (!unit.heading || firstBySection.has(unit.section)) continue;
    const parent = new Set(analyze(parentOf(unit)));
    if (stems.every((stem) => parent.has(stem))) firstBySection.set(unit.section, unit);
  }
  const firsts = [...firstBySection.values()];
  if (firsts.length < 2) return null;
  const document = firsts[0]?.passage.documentName ?? "";
  return [
    `Segundo ${document}:`,
    "",
    ...firsts.map((unit) => `- **${unit.heading}**: ${unit.text} ${cite(unit)}`),
  ].join("\n");
}

/** "A, B, C e D" or "A; B; C" inside a sentence (three elements or more, each a few words). */
export function enumerationIn(sentence: string): string[] | null {
  const parts = sentence.replace(/[.!?]$/, "").split(/[:(]/);
  for (const part of parts.reverse()) {
    const body = part.replace(/\)$/, "");
    const elements = body.includes(";") ? body.split(/;\s*/) : body.split(/,\s*|\s+e\s+(?=[^,]*$)/);
    const clean = elements.map((element) => element.replace(/^\s*(e|ou)\s+/, "").trim()).filter(Boolean);
    if (clean.length >= 3 && clean.every((element) => element.split(/\s+/).length <= 8)) return clean;
  }
  return null;
}

/** A markdown table: the header and the rows the question names (all rows when it names none). */
function tableAnswer(question: string, ranked: RankedUnit[], all: boolean): string | null {
  const bestRow = ranked.find((r) => r.unit.kind === "row" && r.unit.table);
  if (!bestRow?.unit.table) return null;
  const group = bestRow.unit.group;
  const header = bestRow.unit.table.header;
  const headerStems = new Set(analyze(header.join(" ")));
  const specific = ranked.filter(
    (r) => r.unit.group === group && [...r.matched].some((stem) => !headerStems.has(stem) && !isFraming(stem)),
  );
  const rows = (
    specific.length > 0 && !(all && specific.length === 1 && questionAsksWholeTable(question))
      ? specific
      : ranked.filter((r) => r.unit.group === group)
  )
    .map((r) => r.unit)
    .sort((a, b) => a.order - b.order)
    .slice(0, 20);
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`;
  return [
    line(header),
    line(header.map(() => "---")),
    ...rows.map((row) => line(row.table?.cells ?? [])),
    "",
    `${bestRow.unit.passage.documentName} ${cite(bestRow.unit)}`,
  ].join("\n");
}

function questionAsksWholeTable(question: string): boolean {
  return /\b(tabela|quadro|todas?|todos?)\b/.test(foldAccents(question));
}

/** Both sides: the best unit for each thing compared, each cited; a side not found is said to be missing. */
function compareAnswer(question: string, shape: QuestionShape, units: Unit[], ranked: RankedUnit[]): string {
  const sides = shape.sides;
  if (!sides) {
    const first = ranked[0] as RankedUnit;
    const other = ranked.find((r) => r.unit.section !== first.unit.section);
    return [first, other]
      .filter(Boolean)
      .map((r) => `**${r?.unit.heading ?? r?.unit.passage.documentName}**: ${r?.unit.text} ${cite(r?.unit as Unit)}`)
      .join("\n\n");
  }
  const rest = question.replace(sides[0], " ").replace(sides[1], " ");
  const used = new Set<Unit>();
  const lines = sides.map((side) => {
    const sideStems = analyze(side).filter((stem) => !isFraming(stem));
    const candidates = rankUnits(`${side} ${side} ${rest}`, units).filter(
      (r) => !used.has(r.unit) && sideStems.some((stem) => r.matched.has(stem)),
    );
    const pick = candidates[0];
    if (!pick) return `**${side}**: não encontrei nos documentos.`;
    used.add(pick.unit);
    const followers = pick.textCoverage === 0 ? sectionFollowers(pick.unit, units, [pick.unit]) : [];
    return `**${side}**: ${joinUnits([pick.unit, ...followers])}`;
  });
  return lines.join("\n\n");
}

/** Nothing relevant: say so, and offer two questions the documents can answer. */
export function refusal(passages: PromptPassage[], documents: PromptDocument[]): string {
  const suggestions = suggestedQuestions(passages, documents);
  if (suggestions.length === 0)
    return `${NOTHING_FOUND} Envie um documento pelo clipe para que eu possa responder sobre ele.`;
  return `${NOTHING_FOUND} Você pode perguntar, por exemplo:\n\n${suggestions.map((question) => `- ${question}`).join("\n")}`;
}

/** Questions built from what exists: a heading of a retrieved passage, and a summary of a document. */
export function suggestedQuestions(passages: PromptPassage[], documents: PromptDocument[]): string[] {
  const headings = [
    ...new Set(
      unitsOf(passages)
        .map((unit) => unit.heading)
        .filter((heading): heading is string => Boolean(heading)),
    ),
  ];
  const names = [
    ...new Set([...passages.map((passage) => passage.documentName), ...documents.map((document) => document.name)]),
  ];
  const out: string[] = [];
  const heading = headings[0];
  if (heading) out.push(`O que os documentos dizem sobre “${heading}”?`);
  for (const name of names) {
    if (out.length >= 2) break;
    out.push(`Resuma o documento ${name.replace(/\.[a-z0-9]+$/i, "")}.`);
  }
  return out.slice(0, 2);
}

export { queryTerms };
