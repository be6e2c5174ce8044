import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { GREETING, questionShape } from "./question-shape.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * A follow-up made standalone from the turn before it, without a model:
 * "E qual a satisfação mínima para esse canal?" after a question about the
 * canal Telefone becomes "… para o canal Telefone?"; "E no site?" asks the
 * previous question again about the site; "E o prazo dela?" carries the person
 * the previous answer named. What cannot be placed in the sentence travels as
 * context: the previous question's words, which rank passages at a fraction of
 * the weight of the question's own (RankOptions.context) and widen retrieval.
 */
export interface PriorTurn {
  /** The question the previous turn answered, made standalone (or the user's words when none was recorded). */
  question: string;
  answer: string;
  /** The documents the previous answer cited. */
  documentIds: string[];
}

export interface StandaloneQuestion {
  text: string;
  /** Words carried from the previous turn that the sentence could not hold ("" when none). */
  context: string;
  /** Whether the question leaned on the previous turn. */
  followUp: boolean;
  /** The documents the previous answer cited, to prefer among the passages. */
  documentIds: string[];
}

const QUESTION_WORD =
  /\b(qual|quais|quando|onde|aonde|quem|como|quanto|quantos|quantas|quanta|por que|porque|o que|que|liste|resuma|explique|descreva|compare|mostre|existe|existem|ha|pode|podem|deve|devem)\b/;
const DEMONSTRATIVE =
  /(?<![\p{L}])(ess[ea]s?|est[ea]s?|aquel[ea]s?|dess[ea]s?|dest[ea]s?|daquel[ea]s?|ness[ea]s?|nest[ea]s?|naquel[ea]s?)(?![\p{L}])/u;
const NEUTRAL = /\b(isso|isto|aquilo|disso|disto|daquilo|nisso|nisto|naquilo)\b/;
const PERSONAL = /\b(ele|ela|eles|elas|dele|dela|deles|delas|nele|nela|neles|nelas|o mesmo|a mesma)\b/;
/** Opening words of an elliptical follow-up: "E no site?", "E quanto ao app?", "E se …?". */
const ELLIPTICAL_START = /^(e|e quanto a[os]?|e quanto as?|e sobre|e no caso d[aoe]s?|e para|e com|mas e)\b/;

/** Whether a question needs the conversation to be understood. */
export function leansOnContext(question: string): boolean {
  const plain = foldAccents(question)
    .replace(/[?!.]+\s*$/, "")
    .trim();
  // A greeting or "o que você faz?" stands on its own.
  if (GREETING.test(plain) || questionShape(question).shape === "capabilities") return false;
  // Demonstratives are matched before folding: "está" (is) is not "esta" (this).
  const demonstrative = DEMONSTRATIVE.test(question.toLowerCase());
  if (ELLIPTICAL_START.test(plain) || demonstrative || NEUTRAL.test(plain) || PERSONAL.test(plain)) return true;
  // Two words or fewer and no question word: "no site?", "a meta?".
  return !QUESTION_WORD.test(plain) && analyze(plain).length <= 2;
}

export function standaloneQuestion(question: string, prior: PriorTurn | null): StandaloneQuestion {
  const alone: StandaloneQuestion = { text: question, context: "", followUp: false, documentIds: [] };
  if (!prior || !leansOnContext(question)) return alone;
  let text = question.trim();
  const entities = entitiesOf(prior);
  let resolved = false;

  // "esse canal" → "o canal Telefone": the noun with the entity that followed it in the previous question.
  text = text.replace(
    /\b(ess[ea]s?|est[ea]s?|aquel[ea]s?|dess[ea]s?|dest[ea]s?|daquel[ea]s?|ness[ea]s?|nest[ea]s?|naquel[ea]s?)\s+(\p{L}[\p{L}-]*)/giu,
    (whole, demonstrative: string, noun: string) => {
      const named = nounWithEntity(prior.question, noun) ?? (entities[0] ? `${noun} ${entities[0]}` : null);
      if (!named) return whole;
      resolved = true;
      return `${articleFor(demonstrative)} ${named}`;
    },
  );
  // "dela", "nele", "ela" → the person or thing the previous turn was about.
  const person = entities[0];
  if (person) {
    text = text.replace(/\b(dele|dela|nele|nela|ele|ela)\b/giu, (pronoun: string) => {
      resolved = true;
      const lower = pronoun.toLowerCase();
      return lower.startsWith("d") ? `de ${person}` : lower.startsWith("n") ? `em ${person}` : person;
    });
  }

  const plain = foldAccents(text)
    .replace(/[?!.]+\s*$/, "")
    .trim();
  const priorWords = contentOf(prior.question);
  if (!QUESTION_WORD.test(plain) && (ELLIPTICAL_START.test(plain) || analyze(plain).length <= 3)) {
    const core = stripOpening(text);
    if (/^se\b/i.test(core)) {
      text = `O que acontece ${core}?`;
    } else if (resolved) {
      // "E a produção média de Serra Azul?": a new attribute of the same entity.
      text = `Qual ${core}?`;
    } else {
      const slot = entities.find((entity) => foldAccents(prior.question).includes(foldAccents(entity)));
      text = slot ? replaceFolded(prior.question, slot, core) : withNewSubject(prior.question, core);
      resolved = true;
      const removed = new Set(slot ? analyze(slot) : []);
      return {
        text,
        context: priorWords.filter((word) => !removed.has(analyze(word)[0] ?? "")).join(" "),
        followUp: true,
        documentIds: prior.documentIds,
      };
    }
  }
  const carried = new Set(analyze(text));
  return {
    text,
    context: priorWords.filter((word) => !carried.has(analyze(word)[0] ?? "")).join(" "),
    followUp: true,
    documentIds: prior.documentIds,
  };
}

/** The previous question's content words (its subject and what it asked about), as written. */
function contentOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? []).filter((word) => {
    const [stem] = analyze(word);
    return stem !== undefined && !isFraming(stem);
  });
}

const CONNECTOR = /^(de|da|do|das|dos|e|di|du)$/i;
const NOT_ENTITIES = new Set(["r", "o", "a", "os", "as", "e", "em", "no", "na", "um", "uma", "art", "§"]);

/** Capitalised names in a text ("Luciana Prado", "Serra Azul", "ANPD"), sentence-initial words left out. */
function capitalised(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:])\s+|\n+/)) {
    const tokens = sentence.match(/[\p{L}\p{N}$][\p{L}\p{N}$-]*/gu) ?? [];
    let current: string[] = [];
    const flush = () => {
      while (current.length > 0 && CONNECTOR.test(current.at(-1) ?? "")) current.pop();
      if (current.length > 0) out.push(current.join(" "));
      current = [];
    };
    tokens.forEach((token, i) => {
      const upper = /^\p{Lu}/u.test(token) && !NOT_ENTITIES.has(token.toLowerCase()) && !token.includes("$");
      if (upper && i > 0) current.push(token);
      else if (current.length > 0 && CONNECTOR.test(token)) current.push(token);
      else flush();
    });
    flush();
  }
  return out;
}

/**
 * What the previous turn was about, most specific first: names its answer brought that its question did not
 * (the person who answers "quem…?"), then the names its question used.
 */
function entitiesOf(prior: PriorTurn): string[] {
  const askedIn = foldAccents(prior.question);
  const fromAnswer = capitalised(prior.answer.replace(/\[\d+\]/g, " ").replace(/\*\*/g, "")).filter(
    (name) => !askedIn.includes(foldAccents(name)),
  );
  const fromQuestion = capitalised(prior.question);
  // A name the question wrote in lower case ("auxílio internet") is found through the answer's capitals.
  const echoed = capitalised(prior.answer).filter((name) => askedIn.includes(foldAccents(name)));
  return [...new Set([...fromQuestion, ...echoed, ...fromAnswer])].sort((a, b) => {
    const rank = (name: string) => (fromAnswer.includes(name) ? 0 : 1);
    return rank(a) - rank(b);
  });
}

/** "canal Telefone" when the previous question said "o canal Telefone". */
function nounWithEntity(previous: string, noun: string): string | null {
  const stem = analyze(noun)[0];
  if (!stem) return null;
  const tokens = previous.match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? [];
  const at = tokens.findIndex((token) => analyze(token)[0] === stem);
  if (at < 0) return null;
  const name: string[] = [];
  for (const token of tokens.slice(at + 1)) {
    if (/^\p{Lu}/u.test(token) || (name.length > 0 && CONNECTOR.test(token))) name.push(token);
    else break;
  }
  while (name.length > 0 && CONNECTOR.test(name.at(-1) ?? "")) name.pop();
  return name.length > 0 ? `${noun} ${name.join(" ")}` : null;
}

/** The article a demonstrative stands for: "esse" → "o", "dessas" → "das", "nesta" → "na". */
function articleFor(demonstrative: string): string {
  const folded = foldAccents(demonstrative);
  const plural = folded.endsWith("s");
  const feminine = (plural ? folded.slice(0, -1) : folded).endsWith("a");
  const article = `${feminine ? "a" : "o"}${plural ? "s" : ""}`;
  if (folded.startsWith("d")) return `d${article}`;
  if (folded.startsWith("n")) return `n${article}`;
  return article;
}

/** "E no site?" → "site"; "E o de energia elétrica?" → "energia elétrica"; "E da Vale Verde?" → "Vale Verde". */
function stripOpening(text: string): string {
  return text
    .replace(/[?!.]+\s*$/, "")
    .replace(/^\s*(mas\s+)?e\s+(quanto\s+(a|ao|aos|as|à|às)\s+|sobre\s+|no caso d[aoe]s?\s+|para\s+|com\s+)?/i, "")
    .replace(/^(o|a|os|as)\s+de\s+/i, "")
    .replace(/^(no|na|nos|nas|do|da|dos|das|o|a|os|as|ao|aos|à|às|pelo|pela|em)\s+/i, "")
    .trim();
}

function replaceFolded(text: string, find: string, replacement: string): string {
  const folded = foldAccents(text);
  const at = folded.indexOf(foldAccents(find));
  if (at < 0) return `${text} ${replacement}`;
  return `${text.slice(0, at)}${replacement}${text.slice(at + find.length)}`;
}

const FRAME =
  /^(.*?\b(?:por quanto tempo|em quanto tempo|quanto tempo|quant[oa]s?|qual(?:\s+(?:é|e|era|foi|será|sera))?|quais(?:\s+(?:são|sao|foram))?|quem(?:\s+(?:é|e|foi|são|sao))?|quando|onde|como|o que|por que))\s+(.*)$/i;
const VERB =
  /\s(é|e|são|sao|foi|foram|será|sera|serão|serao|está|esta|estão|estao|fica|ficam|tem|têm|deve|devem|pode|podem|precisa|precisam|recebe|recebem)\s/i;

/**
 * The previous question asked about a new subject: its opening ("Por quanto tempo", "Quem é") and what follows
 * the subject ("são guardados") kept, the subject replaced by the follow-up's.
 */
function withNewSubject(previous: string, subject: string): string {
  const frame = FRAME.exec(previous.replace(/[?!.]+\s*$/, ""));
  if (!frame) return `${previous} ${subject}`;
  const [, opening = "", rest = ""] = frame;
  const verb = VERB.exec(` ${rest} `);
  const tail = verb ? ` ${` ${rest}`.slice(verb.index).trim()}` : "";
  const article = /^(os|as|o|a)\s/i.test(rest) ? `${rest.split(/\s/)[0]} ` : "";
  return `${opening} ${article}${subject}${tail}?`.replace(/\s+/g, " ");
}
