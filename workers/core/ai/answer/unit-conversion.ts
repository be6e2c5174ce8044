import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/**
 * "E isso corresponde a quantos m³ por dia?" right after a reply that gave a flow ("200,5 L/s"): the same quantity in
 * the unit asked, for flows, volumes, masses and lengths. The figure is the last reply's first in a unit of the
 * asked unit's kind (the reply found is not read: the question asks of what the conversation just said). Null unless
 * the question asks a conversion ("em <unidade>", "quantos <unidade>") with a pointer back ("isso", "esse valor") or
 * nothing else to convert.
 */
export function unitConversion(question: string, previous?: string): string | null {
  if (!previous) return null;
  const folded = foldAccents(question.toLowerCase());
  if (!POINTS_BACK.test(folded)) return null;
  const target = UNITS.find((unit) => unit.asked.test(folded));
  if (!target) return null;
  const reply = previous.split(/\n\s*\n/u)[0] ?? "";
  for (const match of reply.replace(/\[\d+\]/gu, " ").matchAll(FIGURE_WITH_UNIT)) {
    const source = UNITS.find((unit) => unit.written.test(match[2] ?? ""));
    if (!source || source.kind !== target.kind || source === target) continue;
    const value = parseQuantity(match[1] ?? "")?.value;
    if (value === undefined) continue;
    const converted = (value * source.base) / target.base;
    const cite = /\[\d+\]/u.exec(previous)?.[0] ?? "";
    const factor = source.base / target.base;
    const how = factor >= 1 ? `× ${formatQuantity(factor, null)}` : `÷ ${formatQuantity(1 / factor, null)}`;
    return `São ${formatQuantity(converted, null)} ${target.symbol}: ${match[0].trim()} ${how}${cite ? ` ${cite}` : ""}.`;
  }
  return null;
}

/** "isso", "esse valor", "essa vazão", "dá quanto em": what the conversation just said is converted. */
const POINTS_BACK = /\b(?:isso|isto|ess[ea]s?|est[ea]s?|dariam?|daria|equivale|corresponde)\b/u;

interface Unit {
  kind: "flow" | "volume" | "mass" | "length";
  symbol: string;
  /** How many of the kind's base unit one of it is (flows in L/s, volumes in L, masses in kg, lengths in m). */
  base: number;
  /** How a question asks it. */
  asked: RegExp;
  /** How a figure's unit is written. */
  written: RegExp;
}

const UNITS: Unit[] = [
  {
    kind: "flow",
    symbol: "m³/dia",
    base: 1000 / 86_400,
    asked: /\b(?:em|quantos) (?:metros cubicos|m³|m3) por dia\b|\bm³\/dia\b|\bm3\/dia\b/u,
    written: /^m³\/dia$/u,
  },
  {
    kind: "flow",
    symbol: "m³/h",
    base: 1000 / 3600,
    asked: /\b(?:em|quantos) (?:metros cubicos|m³|m3) por hora\b|\bm³\/h\b|\bm3\/h\b/u,
    written: /^m³\/h$/u,
  },
  {
    kind: "flow",
    symbol: "m³/s",
    base: 1000,
    asked: /\b(?:em|quantos) (?:metros cubicos|m³|m3) por segundo\b|\bm³\/s\b|\bm3\/s\b/u,
    written: /^m³\/s$/u,
  },
  {
    kind: "flow",
    symbol: "L/s",
    base: 1,
    asked: /\b(?:em|quantos) litros por segundo\b|\bl\/s\b/u,
    written: /^L\/s$/u,
  },
  {
    kind: "flow",
    symbol: "L/h",
    base: 1 / 3600,
    asked: /\b(?:em|quantos) litros por hora\b|\bl\/h\b/u,
    written: /^L\/h$/u,
  },
  { kind: "volume", symbol: "m³", base: 1000, asked: /\bem (?:metros cubicos|m³|m3)(?! por)\b/u, written: /^m³$/u },
  { kind: "volume", symbol: "L", base: 1, asked: /\bem litros(?! por)\b/u, written: /^(?:L|litros)$/u },
  { kind: "mass", symbol: "t", base: 1000, asked: /\bem toneladas\b/u, written: /^(?:t|toneladas)$/u },
  { kind: "mass", symbol: "kg", base: 1, asked: /\bem (?:quilos|quilogramas|kg)\b/u, written: /^kg$/u },
  { kind: "length", symbol: "km", base: 1000, asked: /\bem (?:quilometros|km)\b/u, written: /^km$/u },
  { kind: "length", symbol: "m", base: 1, asked: /\bem metros(?! cubicos| quadrados)\b/u, written: /^m$/u },
];

const FIGURE_WITH_UNIT =
  /(?<![\p{L}\d.,/-])(\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?)\s*(m³\/dia|m³\/h|m³\/s|L\/s|L\/h|m³|L|litros|toneladas|t|kg|km|m)(?![\p{L}\d²³/])/gu;
