import type { PromptPassage } from "#core/chat/agent-context.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { type Unit, unitsOf } from "./passage-units.ts";

/**
 * "A elevatória ficou desligada quantas horas?" over the moment a sentence stops it ("A elevatória foi desligada às
 * 22:15 de 03/05/2031") and the moment another restarts it ("voltou a operar às 09:45 de 04/05/2031"): the span between them, in
 * hours and minutes. The two sentences are of one document and name one thing by the same code or name ("EEB-12");
 * of several such pairs, the one whose restart comes first after its stop. Null when the question asks no length of a
 * stopped state, or no such pair is written.
 */
export function stateSpan(question: string, passages: PromptPassage[]): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!LENGTH_ASKED.test(folded) || !STOPPED_STATE.test(folded)) return null;
  const timed = unitsOf(passages).flatMap((unit) => {
    if (unit.kind === "row") return [];
    const moments = momentsIn(unit.text);
    if (moments.length !== 1 || !moments[0]) return [];
    const text = foldAccents(unit.text.toLowerCase());
    const side = STOP.test(text) && !RESTART.test(text) ? "stop" : RESTART.test(text) ? "restart" : null;
    return side ? [{ unit, side, moment: moments[0], names: namesIn(unit.text) }] : [];
  });
  let best: { from: Timed; to: Timed; span: number } | null = null;
  for (const from of timed.filter((entry) => entry.side === "stop")) {
    for (const to of timed.filter((entry) => entry.side === "restart")) {
      if (from.unit.passage.documentId !== to.unit.passage.documentId) continue;
      if (![...from.names].some((name) => to.names.has(name))) continue;
      const span = to.moment.minutes - from.moment.minutes;
      if (span > 0 && (!best || span < best.span)) best = { from, to, span };
    }
  }
  if (!best) return null;
  const hours = Math.floor(best.span / 60);
  const minutes = best.span % 60;
  const length = minutes > 0 ? `${hours} h ${String(minutes).padStart(2, "0")} min` : `${hours} h`;
  const inHours = minutes > 0 ? ` (${String(Math.round((best.span / 60) * 100) / 100).replace(".", ",")} h)` : "";
  const cites = [...new Set([best.from.unit.passage.n, best.to.unit.passage.n])].map((n) => `[${n}]`).join("");
  return `São ${length}${inHours}: de ${best.from.moment.written} a ${best.to.moment.written} ${cites}.\n\n> ${best.from.unit.text} ${best.to.unit.text}`;
}

interface Moment {
  minutes: number;
  written: string;
}

interface Timed {
  unit: Unit;
  side: string;
  moment: Moment;
  names: Set<string>;
}

/** A length asked: "quanto tempo", "quantas horas", "durou". */
const LENGTH_ASKED = /\b(?:quanto tempo|quantas horas|durou|duracao)\b/u;
/** A stopped state asked: "ficou parada", "esteve desligada", "sem água", "fora de operação". */
const STOPPED_STATE =
  /\b(?:parad[oa]s?|desligad[oa]s?|paralisad[oa]s?|interrompid[oa]s?|fechad[oa]s?|suspens[oa]s?|desativad[oa]s?|fora de (?:operacao|servico)|sem (?:agua|abastecimento|energia|operar))\b/u;
/** The stop: "foi desligada", "parou", "interrompeu", "fechado". */
const STOP =
  /\b(?:desligad[oa]s?|desligou|parad[oa]s?|parou|pararam|paralisad[oa]s?|paralisou|interrompid[oa]s?|interrompeu|fechad[oa]s?|fechou|desativad[oa]s?)\b/u;
/** The restart: "voltou a operar", "religada", "retomada", "restabelecido", "normalizado". */
const RESTART =
  /\b(?:volt(?:ou|aram) a (?:operar|funcionar|bombear|abastecer)|religad[oa]s?|religou|retomad[oa]s?|retomou|restabelecid[oa]s?|normalizad[oa]s?|reabert[oa]s?|reabriu|reiniciad[oa]s?|reativad[oa]s?)\b/u;

/** "às 05:00 de 24/11/2031", "24/11/2031, às 5h00": a clock time with its day. */
const MOMENT =
  /(?:(\d{1,2})[:h](\d{2})\s+(?:de|do dia)\s+(\d{1,2})\/(\d{1,2})\/(\d{4}))|(?:(\d{1,2})\/(\d{1,2})\/(\d{4}),?\s+(?:(?:as|às)\s+)?(\d{1,2})[:h](\d{2}))/gu;

function momentsIn(text: string): Moment[] {
  return [...text.matchAll(MOMENT)].map((match) => {
    const [hour, minute, day, month, year] = match[1]
      ? [match[1], match[2], match[3], match[4], match[5]]
      : [match[9], match[10], match[6], match[7], match[8]];
    const at = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
    return { minutes: at / 60_000, written: match[0].trim() };
  });
}

/** The codes and capitalised names a sentence writes ("EAB-01", "Cajá-Mirim"), its first word aside. */
function namesIn(text: string): Set<string> {
  const codes = text.match(/\b(?=[\p{L}-]*\d)\p{Lu}[\p{L}\d]*(?:-[\p{L}\d]+)+\b/gu) ?? [];
  const names = (text.match(/(?<!^)(?<![.!?]\s)\b\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)*/gu) ?? []).filter(
    (name) => name.length > 3,
  );
  return new Set([...codes, ...names]);
}
