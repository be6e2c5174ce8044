import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { type Unit, unitsOf } from "./passage-units.ts";
import { isFraming, textRank, unitStems } from "./unit-ranking.ts";

/**
 * An extractive summary with headings: the document's (or the asked
 * section's) units ranked by TextRank, the best one or two of each section
 * kept in reading order under the section's heading, each cited. Sections
 * the question names (by a word of their heading or text) are preferred;
 * otherwise every section, up to MAX_SECTIONS of the highest-ranked.
 */
const MAX_SECTIONS = 8;
const SUMMARY_WORDS = new Set(
  analyze("resuma resumo resumir sintetize síntese documento documentos todas todos cláusulas seções partes"),
);

export function summarize(question: string, passages: PromptPassage[], documentName: string): string {
  const units = unitsOf(passages).filter((unit) => unit.kind !== "row");
  if (units.length === 0) return `Não encontrei texto para resumir em **${documentName}**.`;
  const scores = textRank(units);
  const sections = new Map<string, Unit[]>();
  for (const unit of units) sections.set(unit.section, [...(sections.get(unit.section) ?? []), unit]);
  const topic = analyze(question).filter(
    (stem) => !isFraming(stem) && !SUMMARY_WORDS.has(stem) && !analyze(documentName).includes(stem),
  );
  const about = (members: Unit[]) =>
    topic.length > 0 &&
    members.some((unit) =>
      topic.some((stem) => analyze(unit.heading ?? "").includes(stem) || unitStems(unit).includes(stem)),
    );
  let chosen = [...sections.values()].filter(about);
  if (chosen.length === 0) chosen = [...sections.values()];
  const best = (members: Unit[]) => Math.max(...members.map((unit) => scores.get(unit) ?? 0));
  chosen = chosen
    .sort((a, b) => best(b) - best(a))
    .slice(0, MAX_SECTIONS)
    .sort((a, b) => (a[0]?.order ?? 0) - (b[0]?.order ?? 0));
  const lines = [`**Resumo de ${documentName}**`];
  for (const members of chosen) {
    const keep = members.length >= 6 ? 2 : 1;
    const picked = [...members]
      .sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0))
      .slice(0, keep)
      .sort((a, b) => a.order - b.order);
    const heading = members[0]?.heading;
    const text = picked.map((unit) => `${unit.text} [${unit.passage.n}]`).join(" ");
    lines.push("", heading ? `**${heading}**: ${text}` : text);
  }
  return lines.join("\n");
}
