import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/**
 * "Que área a faixa vai ocupar?" answered by a sentence that states its two lengths ("faixa de 15 m de largura em
 * 1.200 m de cerca"): the one times the other, in square metres, before the sentence. Null unless an area is asked and
 * the reply's first cited sentence writes exactly two lengths and no area.
 */
export function areaOfLengths(question: string, found: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!AREA_ASKED.test(folded) || /[=×÷]/u.test(found)) return null;
  const sentence = /^([^\n]*?\[\d+\])/u.exec(found)?.[1] ?? "";
  if (/\bm²|\bm2\b|\bhectares?\b|\bha\b|metros? quadrados?/iu.test(sentence)) return null;
  const lengths = [...sentence.matchAll(LENGTH)].map((match) => ({
    written: match[0].trim(),
    metres: (parseQuantity(match[1] ?? "")?.value ?? Number.NaN) * (/^k/iu.test(match[2] ?? "") ? 1000 : 1),
  }));
  if (lengths.length !== 2 || lengths.some((length) => !Number.isFinite(length.metres) || length.metres <= 0))
    return null;
  const [a, b] = lengths as [(typeof lengths)[number], (typeof lengths)[number]];
  const area = a.metres * b.metres;
  const hectares = area >= HECTARE ? ` (${formatQuantity(area / HECTARE, null)} ha)` : "";
  const cite = /\[\d+\]/u.exec(sentence)?.[0] ?? "";
  return `São ${formatQuantity(area, null)} m²${hectares}: ${a.written} × ${b.written} ${cite}.\n\n${found}`.replace(
    /\s+\./u,
    ".",
  );
}

/** "que área", "qual a área", "quantos metros quadrados", "quantos m²". */
const AREA_ASKED = /\b(?:que|qual (?:e |sera |seria )?a) area\b|\bquantos (?:metros quadrados|m²|m2|hectares)\b/u;
/** "15 m", "1.200 metros", "2,5 km": a length, not a rate ("m/s") nor an area or a volume ("m²", "m³"). */
const LENGTH =
  /(?<![\d.,])(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)\s*(m|metros?|km|quil[oô]metros?)(?![\p{L}²³/\d])/giu;
const HECTARE = 10_000;
