import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/**
 * "E a folga para o disponível, de quanto é?" answered by a reply that states two figures of one measure ("o
 * requerido foi de 6,2 m; o disponível é de 9,8 m"): the larger less the smaller, in that measure, above the reply.
 * Figures of other measures beside them ("a 420 L/s") are what the two were measured at, not sides. Null unless a
 * margin or a difference is asked (not a share), the reply computes nothing, and one measure has exactly two figures.
 */
export function marginOfTwo(question: string, found: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!MARGIN_ASKED.test(folded) || SHARE_ASKED.test(folded)) return null;
  const reply = found.split(/\n\s*\n/u)[0] ?? "";
  if (/[=×÷]/u.test(reply)) return null;
  const byMeasure = new Map<string, { value: number; written: string }[]>();
  for (const match of reply.replace(/\[\d+\]/gu, " ").matchAll(MEASURED)) {
    const value = parseQuantity(match[1] ?? "")?.value;
    const measure = match[2] ?? "";
    if (value === undefined) continue;
    byMeasure.set(measure, [...(byMeasure.get(measure) ?? []), { value, written: match[0].trim() }]);
  }
  const pairs = [...byMeasure.entries()].filter(([, figures]) => figures.length === 2);
  if (pairs.length !== 1 || !pairs[0]) return null;
  const [measure, [a, b] = []] = pairs[0];
  if (!a || !b || a.value === b.value) return null;
  const [small, large] = a.value < b.value ? [a, b] : [b, a];
  const noun = /\bdiferenca\b/u.test(folded) ? "A diferença" : /\bfolga\b/u.test(folded) ? "A folga" : "A margem";
  const cites = [...new Set(reply.match(/\[\d+\]/gu) ?? [])].join("");
  const difference = `${formatQuantity(large.value - small.value, null)} ${measure}`;
  return `${noun} é de ${difference}: ${large.written} − ${small.written}${cites ? ` ${cites}` : ""}.\n\n${found}`;
}

/** "que margem", "qual a folga", "qual a diferença", "quanto falta", "quanto sobra". */
const MARGIN_ASKED = /\b(?:margem|folga|diferenca|quanto (?:falta|sobra|resta))\b/u;
const SHARE_ASKED = /\b(?:percentual|porcentagem|por cento|proporcao)\b/u;
/** A figure and a measure written after it: lengths, volumes, flows, concentrations, pressures, power. */
const MEASURED =
  /(?<![\p{L}\d.,/-])(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)\s*(m³\/h|m³\/s|m³\/dia|L\/s|L\/h|mg\/L|mca|m³|m²|km|mm|cm|m|kVA|kWh|kW|MW|bar|kgf\/cm²|°C|t|kg|L)(?![\p{L}\d²³/])/gu;
