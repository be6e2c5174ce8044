import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/**
 * Questions made of two: "quantas vistorias houve ao todo, e quantas delas foram noturnas?" asks two things, each
 * answered on its own; "a função da encarregada da tarefa X" asks an attribute of someone the documents name
 * only through the action, so the person is found first and their attribute then.
 */
const SECOND =
  /^(.+?),?\s+e\s+((?:quant[oa]s?|qual|quais|quem|ate quando|quando|onde|como|por que|em que)\s+\S+(?:\s+\S+){1,}\??)$/iu;

/** The two questions of one message, the second's pronoun standing for the first's noun; null for a single one. */
export function questionParts(question: string): [string, string] | null {
  const match = SECOND.exec(question.trim());
  if (!match?.[1] || !match[2]) return null;
  const first = `${match[1].replace(/[,;]\s*$/, "").trim()}?`;
  // "quantas delas": the noun the first part counted or asked ("quantas reclamações").
  const noun = /\b(?:quant[oa]s|quais|qual)\s+(\p{L}[\p{L}-]+(?:\s+de\s+\p{L}+)?)/iu.exec(first)?.[1];
  const second = noun
    ? match[2].replace(
        /\b(quant[oa]s|quais|qual)\s+(?:del[ae]s?|dess[ae]s)\b/iu,
        (_, head: string) => `${head} ${noun}`,
      )
    : match[2];
  const words = foldAccents(second.toLowerCase()).split(/\s+/);
  if (words.length < 3) return null;
  return [withSharedSubject(first, second), `${second.charAt(0).toUpperCase()}${second.slice(1)}`.replace(/\?*$/, "?")];
}

const ASKING = String.raw`(?:quant[oa]s?|qual|quais|quem|at[ée] quando|quando|onde|como|por que|em que)`;

/**
 * "Onde fica e quanto custa o reservatório X?": a first part of an interrogative and its verb alone shares the
 * second's subject, what follows the second's own interrogative and verb ("Onde fica o reservatório X?").
 */
function withSharedSubject(first: string, second: string): string {
  if (!new RegExp(`^${ASKING}\\s+\\p{L}+\\?$`, "iu").test(first.trim())) return first;
  const subject = new RegExp(`^${ASKING}\\s+\\p{L}+\\s+(.+?)\\?*$`, "iu").exec(second.trim())?.[1];
  return subject ? `${first.trim().replace(/\?$/, "")} ${subject}?` : first;
}

const HOLDER =
  /\b(?:o|a)?\s*(responsavel|gestor|gestora|autor|autora|coordenador|coordenadora|fiscal|relator|relatora|dono|dona)\s+((?:por|pel[oa]s?|de|d[oa]s?)\s+.+?)\s*(?:ocupa|exerce|tem)?\s*\??$/u;
const ROLE = /\b(cargo|funcao|papel|ocupacao|profissao)\b/;

/** "Qual a função do gestor da tarefa X?" → "Quem é o gestor da tarefa X?"; null when not so nested. */
export function holderQuestion(question: string): string | null {
  const folded = foldAccents(question.toLowerCase());
  if (!ROLE.test(folded)) return null;
  const holder = HOLDER.exec(folded);
  if (!holder?.[1] || !holder[2]) return null;
  // The words as the user wrote them: the folded match's place in the question.
  const at = folded.indexOf(holder[2]);
  const rest = question.slice(at, at + holder[2].length);
  return `Quem é o ${holder[1]} ${rest}?`;
}
