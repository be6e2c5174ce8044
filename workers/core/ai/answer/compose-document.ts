import type { PromptPassage } from "#core/chat/agent-context.ts";
import { type Unit, unitsOf } from "./passage-units.ts";
import { rankUnits } from "./unit-ranking.ts";

/**
 * "Crie um documento sobre X": a Markdown document made of what the project's
 * documents say about X, quoted whole, grouped by document and section in
 * reading order, with a sources section naming where each part came from.
 * Null when nothing in the passages is about X: an empty document is not made.
 */
const MAX_UNITS = 14;

export function composeDocument(
  title: string,
  topic: string,
  passages: PromptPassage[],
): { content: string; sources: string[] } | null {
  const units = unitsOf(passages);
  const ranked = rankUnits(topic, units);
  const best = ranked[0];
  if (!best || best.coverage < 0.3) return null;
  const relevant = ranked
    .filter((r) => r.coverage >= best.coverage * 0.4)
    .slice(0, MAX_UNITS)
    .map((r) => r.unit);
  const groups = new Map<string, Unit[]>();
  for (const unit of [...relevant].sort((a, b) => a.passage.n - b.passage.n || a.order - b.order)) {
    const key = `${unit.passage.documentName}\u0000${unit.heading ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), unit]);
  }
  const lines = [`# ${title}`, "", `Reúne o que os documentos do projeto dizem sobre ${topic}.`];
  const sources: string[] = [];
  for (const members of groups.values()) {
    const first = members[0] as Unit;
    const where = first.heading ? `${first.passage.documentName} — ${first.heading}` : first.passage.documentName;
    sources.push(where);
    lines.push("", `## ${first.heading ?? first.passage.documentName.replace(/\.[a-z0-9]+$/i, "")}`, "");
    for (const unit of members.sort((a, b) => a.order - b.order))
      lines.push(unit.kind === "sentence" ? unit.text : `- ${unit.text}`);
  }
  lines.push("", "## Fontes", "", ...[...new Set(sources)].map((source) => `- ${source}`), "");
  return {
    content: lines.join("\n"),
    sources: [...new Set(sources.map((source) => source.split(" — ")[0] ?? source))],
  };
}
