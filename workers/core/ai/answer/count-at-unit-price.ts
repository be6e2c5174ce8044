import type { PromptPassage } from "#core/chat/agent-context.ts";
import { formatQuantity, parseQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { replyLead } from "./answered-figure.ts";
import { countWord } from "./number-words.ts";
import { tablesIn, unitsOf } from "./passage-units.ts";

/**
 * "Quanto valem essas válvulas devolvidas?" right after "Item 1 (válvula DN 80): 3 válvulas…", or "quanto custam 6
 * válvulas DN 100?": a count of a row's things at the price of one, from a table with a unit price column ("Preço unitário
 * (R$)"). The count is the question's own ("6 válvulas"), else the first one the last reply's first sentence writes of the
 * thing the question names; the row is the one whose key's words and numbers the question (and that sentence) all
 * write. Null when no amount is asked, no count of the noun is given, or no single row of a priced table is named.
 */
export function countAtUnitPrice(question: string, passages: PromptPassage[], previous?: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!VALUE_ASKED.test(folded)) return null;
  const lead = replyLead(previous ?? "").toLowerCase();
  // Counts are read as written, accents kept for the reply ("6 válvulas").
  const own = countIn(question.toLowerCase());
  // "essas válvulas": the noun the question counts; the count is in the last reply.
  const noun = own?.noun ?? DEMONSTRATIVE_NOUN.exec(folded)?.[1];
  if (!noun) return null;
  const count = own ?? countIn(lead, noun);
  if (!count || count.value <= 0) return null;
  const words = foldAccents(own ? folded : `${folded} ${lead}`);
  for (const rows of tablesIn(unitsOf(passages))) {
    const header = rows[0]?.table?.header ?? [];
    const price = header.findIndex((cell) => UNIT_PRICE.test(foldAccents(cell.toLowerCase())));
    if (price < 0) continue;
    const named = rows.filter((row) => keyWritten(row.table?.cells[0] ?? "", words));
    const [row] = named;
    if (named.length !== 1 || !row?.table) continue;
    // A row that counts its things in another unit ("500 un") does not price the noun counted ("válvulas").
    const cells = row.table.cells.join(" ");
    const stem = analyze(count.noun)[0];
    const measured = [...foldAccents(cells.toLowerCase()).matchAll(/\d\s+(\p{L}+)/gu)].map(
      (m) => analyze(m[1] ?? "")[0],
    );
    if (measured.length > 0 && !measured.includes(stem)) continue;
    const unitPrice = parseQuantity(row.table.cells[price] ?? "")?.value;
    if (unitPrice === undefined || !Number.isFinite(unitPrice)) continue;
    const total = formatQuantity(count.value * unitPrice, "money");
    const each = formatQuantity(unitPrice, "money");
    const key = (row.table.cells[0] ?? "").trim();
    return `São ${total}: ${count.written} × ${each} (${(header[price] ?? "").replace(/\s*\([^)]*\)/gu, "").toLowerCase()} de ${key}) [${row.passage.n}].`;
  }
  return null;
}

/** "quanto valem", "quanto custam", "qual o valor de", "quanto sai": an amount of money asked. */
const VALUE_ASKED =
  /\bquanto (?:vale|valem|valeria|valeriam|custa|custam|custaria|custariam|sai|saem|dao|da)\b|\bqual (?:e |seria )?o valor d[aoe]s?\b/u;
/** "essas válvulas", "estas peças": the thing counted, named without its count. */
const DEMONSTRATIVE_NOUN = /\b(?:ess|est|aquel)[ae]s\s+(\p{L}{3,})/u;
/** A unit price column: "Preço unitário (R$)", "Valor unitário", "Custo unitário", "R$/un". */
const UNIT_PRICE = /\b(?:preco|valor|custo)s? unitari[oa]s?\b|r\$\s*\/\s*(?:un|unid|pc|peca)/u;

interface Count {
  value: number;
  noun: string;
  written: string;
}

/** The first count written before a noun ("6 válvulas", "seis válvulas"), of the noun given if any. */
function countIn(text: string, noun?: string): Count | null {
  const wanted = noun ? analyze(noun)[0] : undefined;
  for (const match of text.matchAll(/(?<![\p{L}\d])(\d{1,5}|\p{L}{2,6})\s+(\p{L}{3,})/gu)) {
    const value = /^\d/.test(match[1] ?? "") ? Number(match[1]) : countWord(foldAccents(match[1] ?? ""));
    const word = match[2] ?? "";
    if (value === null || Number.isNaN(value) || STOP.has(foldAccents(word))) continue;
    if (wanted && analyze(word)[0] !== wanted) continue;
    return { value, noun: word, written: `${match[1]} ${word}` };
  }
  return null;
}

/** Words after a number that count no thing ("2 de", "10 dias" is a span, not goods). */
const STOP = new Set(["de", "do", "da", "dos", "das", "dias", "horas", "meses", "anos", "por", "para"]);

/**
 * Whether the text writes every word and number of a row's key, an item number before a dash aside ("2 — Tubo DN 200"
 * is named by "tubo DN 200").
 */
function keyWritten(key: string, text: string): boolean {
  const tokens = foldAccents(key.toLowerCase())
    .replace(/^\s*\d+\s*[—–-]\s*/u, "")
    .match(/[\p{L}\d]+/gu);
  if (!tokens || tokens.length === 0) return false;
  const written = text.match(/[\p{L}\d]+/gu) ?? [];
  const literal = new Set(written);
  const stems = new Set(analyze(written.join(" ")));
  // Numbers and short words as written ("DN 100" is not "DN 10"; "Tê" is no stopword here); other words by their stem
  // ("válvulas" names "Válvula").
  return tokens.every((token) => {
    const own = /^\d+$/u.test(token) ? [] : analyze(token);
    return own.length === 0 ? literal.has(token) : own.every((stem) => stems.has(stem));
  });
}
