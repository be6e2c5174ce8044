import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/**
 * "Pela vazão de projeto, a elevatória deixou de bombear quantos m³ nesse período?" right after a reply that gave a span
 * ("São 11 h 30 min…"), over a reply found that states a flow ("A vazão de projeto é de 150 L/s."): the volume the flow
 * carries in that span, in the unit asked (m³ or litres), its units converted. Null when no volume is asked, the
 * question points at no span of the last reply, or the reply found states no single flow.
 */
export function flowOverSpan(question: string, found: string, previous?: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  const asked = VOLUME_ASKED.exec(folded)?.[1];
  if (!asked || !previous || !SPAN_POINTED.test(folded)) return null;
  const span = spanOf(previous.split(/\n/u)[0] ?? "");
  if (!span) return null;
  const flows = [...found.matchAll(FLOW)];
  const [flow] = flows;
  if (flows.length !== 1 || !flow?.[1] || !flow[2]) return null;
  const rate = parseQuantity(flow[1]);
  const per = PER_SECOND[flow[2].toLowerCase().replace("3", "³")];
  if (!rate || !per) return null;
  const litres = (rate.value * per.litres * (span.minutes * 60)) / per.seconds;
  const inCubic = /^m/u.test(asked);
  const volume = inCubic ? `${formatQuantity(litres / 1000, null)} m³` : `${formatQuantity(litres, null)} L`;
  const cites = [
    ...new Set([/\[\d+\]/u.exec(found.slice(flow.index ?? 0))?.[0], /\[\d+\]/u.exec(previous)?.[0]].filter(Boolean)),
  ].join("");
  return `São ${volume}: ${flow[1]} ${flow[2]} × ${span.written} ${cites}.`;
}

/** "quantos metros cúbicos", "quantos m³", "quantos litros": a volume asked. */
const VOLUME_ASKED = /\bquant[oa]s\s+(metros cubicos|m³|m3|litros)(?![\p{L}\d])/u;
/** "nesse período", "nesse tempo", "durante a parada", "nessas horas": the span the conversation just gave. */
const SPAN_POINTED =
  /\b(?:ness[ea]s?|dess[ea]s?|naquel[ea]s?)\s+(?:periodo|tempo|intervalo|horas|dias|paralisacao|parada|interrupcao)\b|\bdurante\s+(?:a|o|essa|esse)\s+(?:parada|paralisacao|interrupcao|periodo)\b/u;
/** "420 L/s", "1.250 m³/h", "3.600 m³/dia". */
const FLOW = /(\d[\d.]*(?:,\d+)?)\s*(L\/s|l\/s|m³\/h|m3\/h|m³\/s|m3\/s|m³\/dia|m3\/dia|L\/h|l\/h)(?![\p{L}])/gu;
const PER_SECOND: Record<string, { litres: number; seconds: number }> = {
  "l/s": { litres: 1, seconds: 1 },
  "l/h": { litres: 1, seconds: 3600 },
  "m³/s": { litres: 1000, seconds: 1 },
  "m³/h": { litres: 1000, seconds: 3600 },
  "m³/dia": { litres: 1000, seconds: 86_400 },
};

/** The span a reply opens with: "São 21 h 30 min", "São 10 horas", "durou 2 dias e 4h". */
function spanOf(text: string): { minutes: number; written: string } | null {
  const clock = /\b(\d{1,4})\s*h\s*(?:(\d{1,2})\s*(?:min)?)?(?![\p{L}\d])/u.exec(text);
  if (clock?.[1]) {
    const minutes = Number(clock[1]) * 60 + Number(clock[2] ?? 0);
    return { minutes, written: `${formatQuantity(minutes / 60, null)} h` };
  }
  const words = /\b(\d{1,4}(?:,\d+)?)\s+(horas|dias|minutos)\b/u.exec(text);
  if (!words?.[1] || !words[2]) return null;
  const value = parseQuantity(words[1])?.value ?? Number.NaN;
  const factor = words[2] === "dias" ? 1440 : words[2] === "horas" ? 60 : 1;
  return Number.isFinite(value) ? { minutes: value * factor, written: `${words[1]} ${words[2]}` } : null;
}
