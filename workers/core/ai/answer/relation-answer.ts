import { analyze } from "#core/search/text-analysis.ts";
import { findFigure } from "./figures.ts";
import type { Unit } from "./passage-units.ts";
import type { FigureKind } from "./question-shape.ts";
import { rankUnits } from "./unit-ranking.ts";

/**
 * "Por qual motivo?", "Até que data?", "E o responsável?" after a turn about something: a relation asked of what
 * the conversation is about, which the answering sentence rarely names in the question's word ("por causa das chuvas"
 * states a reason without "motivo"). The sentences are ranked by the carried words alone, and the first of the best
 * few that holds the form the relation is written in answers: a cause's connective, a date, a person's name, an
 * amount, a span of time, a norm's code, a purpose's "para". Null for a relation with no such form, or when none of
 * the sentences about the subject holds it.
 */
type Form = (text: string) => boolean;
const written =
  (pattern: RegExp): Form =>
  (text) =>
    pattern.test(text);
/** A figure of that kind as figures.ts finds it in a sentence (a date, an amount, a span of time). */
const figure =
  (kind: FigureKind): Form =>
  (text) =>
    findFigure(text, kind) !== null;

const CAUSE: Form = written(
  /\b(?:por causa d|por (?:ser|ter|estar) |já que|uma vez que|devido|em razão d|em virtude d|por conta d|em decorrência d|em função d|motivad|causad|provocad|porque|pois|graças a|decorr(?:eu|e|em|eram)\s+d|result(?:ou|a|aram)\s+d|deveu-se|se dev(?:e|em|eu)\s+a|atribuíd[oa]s?\s+(?:a|à|ao|às|aos)(?=\s)|explicad[oa]s?\s+pel|, o que (?:elevou|aumentou|reduziu|explica|levou|exigiu|obrigou|forçou|motivou|causou|provocou|gerou|tornou necessári|fez com que))\p{L}*/iu,
);
/** The nouns a cause is named by, in a question or a table's header ("Motivo", "Causa principal"). */
const CAUSE_NOUNS = "motivo motivos causa causas razão razões justificativa";
const CAUSE_KIN = new Set(analyze(CAUSE_NOUNS));

/** Whether a table's header names causes: its column answers a cause asked. */
export function namesCause(header: string): boolean {
  return analyze(header).some((stem) => CAUSE_KIN.has(stem));
}

const FORMS: [string, Form][] = [
  [CAUSE_NOUNS, CAUSE],
  ["prazo data dia dias", figure("date")],
  ["responsável responsáveis", written(/\p{Lu}\p{Ll}+\s+(?:(?:d[aeo]s?)\s+)?\p{Lu}\p{Ll}+/u)],
  ["custo valor preço", figure("money")],
  ["duração", figure("duration")],
  ["norma lei critério", written(/\b(?:NBR|ISO|ABNT|Lei|Resolução|Portaria|Decreto|Norma|NR)\b/u)],
  ["objetivo finalidade propósito", written(/\b(?:para|a fim de|com o objetivo de|visando)\s+\p{L}/iu)],
];
const FORM_OF = new Map<string, { form: Form; kin: Set<string> }>();
for (const [words, form] of FORMS) {
  const kin = new Set(analyze(words));
  for (const stem of kin) FORM_OF.set(stem, { form, kin });
}

/** How many of the subject's best sentences are looked through for the relation's form. */
const REACH = 4;

export function relationAnswer(question: string, units: Unit[], context: string): string | null {
  const relations = [...new Set(analyze(question).flatMap((stem) => FORM_OF.get(stem) ?? []))];
  if (relations.length !== 1 || !context.trim()) return null;
  const { form, kin } = relations[0] as { form: Form; kin: Set<string> };
  // The subject must be found: units that share at least half of what the conversation carried.
  const about = rankUnits(context, units)
    .slice(0, REACH)
    .filter((ranked) => ranked.coverage >= SUBJECT_FOUND);
  for (const { unit } of about) {
    // A table row answers in the column its header names the relation by ("Causa principal", "Prazo").
    if (unit.kind === "row" && unit.table) {
      const c = unit.table.header.findIndex((header, i) => i > 0 && analyze(header).some((stem) => kin.has(stem)));
      const cell = unit.table.cells[c]?.trim();
      if (c > 0 && cell && !/^[—–-]$/.test(cell))
        return `${unit.table.header[c]} de ${unit.table.cells[0]}: ${cell} [${unit.passage.n}].`;
      continue;
    }
    if (form(unit.text)) return `${unit.text} [${unit.passage.n}]`;
  }
  return null;
}

/** The share of the carried words' weight a unit must hold to be about the conversation's subject. */
const SUBJECT_FOUND = 0.5;

/**
 * "Por que…?", "o que causou…?", "qual o motivo de…?": a cause asked, of a subject the question names. Not the noun
 * "causa" alone: "a causa mais citada nas reclamações" is as often a table's column, read by the table readers.
 */
const CAUSE_ASKED =
  /\bpor\s*qu[eê](?!\p{L})|\bo que (?:causou|provocou|motivou|levou|explica)\b|\ba que se dev|\bmotivo(?!\p{L})|\b(?:qual|quais) (?:foi |foram |é |são )?(?:a |as )?(?:razão(?! entre)|razões|causa|causas)\b/iu; // "a razão entre A e B" is a ratio

/**
 * Whether the question is a cause asked, opening with it ("Por que X?", "E o que causou isso?"), not one that asks a
 * row first and its cause after ("E a de menor custo, por que foi descartada?").
 */
export function opensWithCause(question: string): boolean {
  return CAUSE_ASKED.exec(question.replace(/^\s*(?:e|mas|então)\s+/iu, ""))?.index === 0;
}

/**
 * A cause asked of a subject the question names ("Por que a vazão caiu em março?") when the sentence ranked first
 * states none: among the sentences about the subject (the question's own words and the conversation's), the first
 * that writes a cause's connective. Null when the question asks no cause, the best sentence already gives one, or a
 * row among the best answers (`near`, the best first) has a column of causes.
 */
export function causeAnswer(question: string, near: Unit[], units: Unit[], context = ""): string | null {
  if (!CAUSE_ASKED.test(question)) return null;
  const [best] = near;
  if (best && CAUSE(best.text)) return null;
  // A row among the best answers with a column of causes ("Causa apurada") states its own: the table answers.
  const statesCause = (unit: Unit) =>
    unit.kind === "row" &&
    unit.table?.header.some((header, c) => namesCause(header) && /\p{L}/u.test(unit.table?.cells[c] ?? "")) === true;
  if (near.some(statesCause)) return null;
  const subject = `${question.replace(CAUSE_ASKED, " ")} ${context}`;
  // Of the sentences that state a cause, the one most about the subject (weighed over all the units).
  const found = rankUnits(subject, units).find(
    (ranked) => ranked.unit.kind !== "row" && CAUSE(ranked.unit.text) && ranked.coverage >= CAUSE_SUBJECT,
  );
  if (found) return `${found.unit.text} [${found.unit.passage.n}]`;
  return reasonsBefore(best, units);
}

/**
 * "Por que o lote foi declarado fracassado?" over "… ficou acima do valor estimado; a segunda foi desclassificada…
 * O lote foi declarado fracassado.": a sentence that states the outcome after the facts that led to it, with no
 * causal word. Those facts are the sentences just before it in its paragraph's section, read with it.
 */
function reasonsBefore(best: Unit | undefined, units: Unit[]): string | null {
  if (best?.kind !== "sentence") return null;
  const before = units.filter(
    (unit) =>
      unit.kind === "sentence" &&
      unit.passage === best.passage &&
      unit.section === best.section &&
      unit.order < best.order &&
      unit.order >= best.order - REASONS_BEFORE,
  );
  if (before.length === 0) return null;
  return `${[...before, best].map((unit) => unit.text).join(" ")} [${best.passage.n}]`;
}

/** How many sentences before an outcome may give its reasons. */
const REASONS_BEFORE = 2;

/** The share of the subject's weight a sentence stating a cause must hold (set by hand on the tuning dialogues). */
const CAUSE_SUBJECT = 0.2;
