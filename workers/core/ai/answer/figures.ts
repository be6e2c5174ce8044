import type { FigureKind } from "./question-shape.ts";

/**
 * Figures (dates, durations, amounts, percentages, counts) as written in a
 * sentence, so a "quanto/quando/qual o prazo" question gets the figure in its
 * first line. Only text of the sentence is returned, never a computed value.
 */
const MONTHS = "janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro";
const NUMBER_WORDS =
  "um|uma|dois|duas|três|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|catorze|quinze|dezesseis|dezessete|dezoito|dezenove|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa|cem|cento|duzentos|trezentos|quinhentos|mil";
const NUMBER = `(?:\\d[\\d.,]*\\d|\\d|(?:${NUMBER_WORDS})\\b(?:\\s+e\\s+(?:${NUMBER_WORDS})\\b)*)`;
const TIME_UNIT =
  "(?:dias?(?:\\s+(?:corridos|úteis|uteis))?|horas?|minutos?|segundos?|semanas?|quinzenas?|meses|mês|mes|bimestres?|trimestres?|semestres?|anos?|biênios?|décadas?|h\\b|min\\b)";

const PATTERNS: Record<Exclude<FigureKind, "any">, RegExp[]> = {
  date: [
    new RegExp(`\\b\\d{1,2}º?\\s+de\\s+(?:${MONTHS})(?:\\s+de\\s+\\d{4})?`, "iu"),
    /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/u,
    new RegExp(`\\b(?:${MONTHS})\\s+de\\s+\\d{4}`, "iu"),
    /\b(?:século\s+[XVI]+)\b/u,
    // A day and month a schedule writes without its year ("15/12, até 20h").
    /\b\d{1,2}\/\d{1,2}\b(?!\/)/u,
    /\b(?:1[0-9]|20)\d{2}\b/u,
  ],
  duration: [
    /\bdas\s+\d{1,2}h(?:\d{2})?\s+às\s+\d{1,2}h(?:\d{2})?/iu,
    new RegExp(`\\b${NUMBER}\\s*(?:\\([^)]{1,20}\\)\\s*)?${TIME_UNIT}`, "iu"),
    // A time of day ("09h00", "7h30", "14:00"): what "a que horas" asks.
    /\b\d{1,2}h\d{2}\b|\b\d{1,2}:\d{2}\b/u,
  ],
  money: [
    /\b\d+(?:[.,]\d+)?\s?%\s+(?:d[oa]s?\s+)?(?:valor|preço|total)[^,.;]{0,40}/iu,
    /R\$\s?\d[\d.,]*(?:\s?(?:milhões|milhão|bilhões|bilhão|mil|mi|bi))?/iu,
    new RegExp(`\\b${NUMBER}\\s+(?:mil\\s+)?reais\\b`, "iu"),
  ],
  percent: [/\b\d+(?:[.,]\d+)?\s?(?:%|por cento)/iu],
  // A number inside a code ("P-03", "DX-620", "IB-214") counts nothing.
  count: [
    new RegExp(
      `(?<!\\p{L}-?)\\b${NUMBER}(?:\\s+(?:milhões|milhão|bilhões|mil))?(?:\\s+(?:de\\s+)?[\\p{L}-]{3,})?`,
      "iu",
    ),
  ],
};

/** The figure of that kind in the text (the one next to `near`, a word of the question, when several), or null. */
export function findFigure(text: string, kind: FigureKind, near: string[] = []): string | null {
  const kinds: Exclude<FigureKind, "any">[] =
    kind === "any" ? ["date", "money", "percent", "duration", "count"] : [kind];
  for (const k of kinds) {
    const found: string[] = [];
    for (const pattern of PATTERNS[k]) {
      const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
      for (const match of text.matchAll(global)) found.push(match[0].trim());
      if (found.length > 0) break;
    }
    // "um"/"uma" are articles far more often than counts.
    // And four digits with no thousands' dot are a year ("em 2025"): pt-BR writes a count of thousands "2.960".
    const meaningful = found.filter(
      (figure) =>
        (/\d/.test(figure) || !/^(um|uma)\b/i.test(figure)) && !(k === "count" && /^(?:1[5-9]|20)\d{2}\b/.test(figure)),
    );
    if (meaningful.length === 0) continue;
    const folded = near.map((word) => word.toLowerCase());
    return (
      meaningful.find((figure) => folded.some((word) => figure.toLowerCase().includes(word))) ?? meaningful[0] ?? null
    );
  }
  return null;
}
