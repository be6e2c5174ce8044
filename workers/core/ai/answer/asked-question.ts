import { sentencesOf } from "#core/documents/sentences.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { INTERROGATIVES, REQUEST_VERBS, wordsPattern, YES_NO_OPENERS } from "#isomorphic/text/question-words.ts";
import { capitalised } from "./agreement.ts";

/**
 * What a message asks, as people write messages: a greeting before the question, "por favor" inside it, a
 * reason after it ("Preciso disso para a reunião."), a note in parentheses. Only the asked part decides what is
 * retrieved and whether the documents answer it; a courteous word is no word of the question, and counting it
 * pushed known answers towards "não encontrei".
 *
 * The operation is general: the message's sentences (the one sentence splitter) are read as discourse, each
 * one a question, a request or something else (a greeting, a reason, thanks); the questions and requests are
 * kept, in order, with their discourse markers taken off (greetings and vocatives at the start, courtesy
 * anywhere, a request frame such as "você poderia me dizer"), and the rest goes to `aside`. The lexicons below
 * name Portuguese discourse markers, not the wording of any question.
 */
export interface AskedQuestion {
  /** The question(s) the message asks, as a standalone sentence; the whole message when nothing was taken off. */
  text: string;
  /** What was taken off and is not part of the question (a reason, a note): context, never query words. */
  aside: string;
  /**
   * The sentences of the aside written before the first question ("Penso em fazer um doutorado. Quanto pagam
   * nesse curso?"): what a reference in the question can stand for, as the turn before a follow-up is.
   */
  setup: string;
  /**
   * Of the setup, the sentences that give a figure and open with no purpose or cause ("Vacinei o cão, R$ 80. Quanto
   * fica a minha parte?"): what the question is about. "Para a meta de 2031, …" is a reason; one with no figure, a
   * reason or a greeting.
   */
  premise: string;
}

/**
 * Greetings and forms of address that open a message, and the acknowledgements of a previous answer ("Certo.",
 * "Entendi,", "Ok!"): those only with their punctuation, since "certo que…" or "legal" may begin what is asked.
 */
const OPENERS =
  /^(?:(?:oi+|ol[aá]|opa|e a[ií]|hey|hello|hi|bom dia|boa tarde|boa noite|tudo bem|tudo bom|tudo certo|como vai|prezad[oa]s?|car[oa]s?|pessoal|gente|agente|nexo)(?:\s+(?:pessoal|gente|agente|nexo|a todos|a todas|tudo bem|tudo bom))?[\s,!.;:?-]*|(?:certo|certinho|entendi|entendido|ok|okay|beleza|blz|perfeito|[oó]timo|legal|show|t[aá] bom|t[aá] certo|est[aá] bem|combinado|maravilha|excelente|ah|a+h+|hum+|hm+)\s*[,!.;]+\s*)+/iu;

/** Courtesy and hedges that carry no content, wherever they are. */
const COURTESY =
  /(?:^|[\s,;])(?:por favor|por gentileza|se poss[ií]vel|se puder|se n[aã]o for inc[oô]modo|desde j[aá]|obrigad[oa]s?|muito obrigad[oa]|agrade[cç]o(?: desde j[aá])?|valeu|rapidinho|s[oó] uma d[uú]vida|uma d[uú]vida|uma pergunta|pergunta r[aá]pida)(?=$|[\s,;.!?:])/giu;

/**
 * A request frame: what asks the agent to tell rather than the content asked. "Você poderia me dizer qual é…",
 * "gostaria de saber se…", "me diga…". What follows it is the question.
 */
const REQUEST_FRAME =
  /^(?:(?:voc[eê]|vc|tu)\s+)?(?:(?:pode|poderia|podia|consegue|conseguiria|saberia|sabe)\s+(?:me\s+)?(?:dizer|informar|falar|contar|confirmar|responder|explicar|indicar|passar|mostrar|esclarecer)|(?:gostaria|queria|quero|preciso|precisava|necessito)\s+(?:de\s+)?(?:saber|entender|descobrir)|(?:me\s+)(?:diga|diz|fala|fale|informe|informa|conta|conte|explica|explique|confirma|confirme|passa|passe|mostra|mostre|d[aáeê]|manda|mande|envia|envie|traz|traga|faz|fa[cç]a)|(?:ser[aá] que|sabe(?:ria)? me dizer|voc[eê] sabe(?: me dizer)?|tem como (?:me\s+)?(?:dizer|informar|saber)))(?:\s+(?:para mim|pra mim|a mim))?[\s,:]*/iu;

/** How a question or a request opens once its frame is off (matched on the folded sentence). */
const ASKING_START = wordsPattern([...INTERROGATIVES, ...REQUEST_VERBS, ...YES_NO_OPENERS, "e", "resumo"], "start");

/** How a request opens: an imperative, which asks without a question mark. */
const REQUEST_START = wordsPattern([...REQUEST_VERBS, "resumo"], "start");

/** Sentences that only thank, greet or close. */
const CLOSING = /^(?:obrigad[oa]s?|valeu|abra[cç]os?|at[eé] mais|grat[oa]|agrade[cç]o)\b/iu;

export function askedQuestion(message: string): AskedQuestion {
  const original = message.trim();
  const notes: string[] = [];
  // A note in parentheses is an aside, unless the parentheses are all there is. A qualifier of what is asked ("(somando
  // os dois turnos)", "(em dias úteis)") is part of the question: it is kept, before the question mark it follows.
  const withoutNotes = original
    .replace(/(\?)?\s*\(([^()]{2,})\)/g, (_, mark: string | undefined, note: string) => {
      if (isQualifier(note)) return `, ${note.trim()}${mark ?? ""}`;
      notes.push(note.trim());
      return mark ?? "";
    })
    .trim()
    // "Resuma o plano — é para o informativo.": a tail after a dash that speaks of the asker or their reason is a note.
    .replace(/\s+[—–]\s+([^—–?]{3,}?)([.!]?)\s*$/u, (whole: string, note: string) => {
      if (isQualifier(note) || !PERSONAL.test(foldAccents(note.toLowerCase())) || /\?/.test(note)) return whole;
      notes.push(note.trim());
      return "";
    })
    .trim();
  const body = hasContent(withoutNotes) ? withoutNotes : original;
  if (body === original) notes.length = 0;

  const kept: string[] = [];
  const aside: string[] = [...notes];
  const setup: string[] = [];
  const sentences = sentencesOf(body).flatMap(leadInApart).flatMap(clausesApart).map(stripMarkers);
  // Once a sentence of the message is marked as a question, a sentence without the mark asks only as a request
  // ("Liste…"): "É para a reunião." after a question opens like one ("é", "e") and is its reason.
  const marked = sentences.some((sentence) => /\?\s*$/.test(sentence));
  for (const bare of sentences) {
    if (!hasContent(bare) || CLOSING.test(bare)) continue;
    const framed = REQUEST_FRAME.exec(bare);
    // "Quero saber porque vou à obra amanhã.": what follows the frame is a purpose or a cause, no content asked.
    if (framed && /^(?:isso|disso|para|pra|porque|pois|por causa)\b/iu.test(bare.slice(framed[0].length))) {
      aside.push(bare);
      continue;
    }
    if (framed) {
      kept.push(askedAfterFrame(bare.slice(framed[0].length)));
      continue;
    }
    const folded = foldAccents(bare.toLowerCase());
    const opens = marked ? REQUEST_START.test(folded) : ASKING_START.test(folded);
    if (/\?\s*$/.test(bare) || opens) kept.push(bare);
    else {
      aside.push(bare);
      if (kept.length === 0) setup.push(bare);
    }
  }
  if (kept.length === 0) {
    // No question or request in it (a statement, a bare noun phrase): asked as it is, markers off.
    const whole = stripMarkers(body);
    return hasContent(whole)
      ? { text: capitalised(whole), aside: notes.join(" "), setup: "", premise: "" }
      : { text: original, aside: "", setup: "", premise: "" };
  }
  const premise = setup.filter(
    (sentence) => /\d/.test(sentence) && !/^\s*(?:para|pra|porque|pois|como)\b/iu.test(sentence),
  );
  return {
    text: capitalised(kept.map(interrogativeFirst).join(" ")),
    aside: aside.join(" "),
    setup: setup.join(" "),
    premise: premise.join(" "),
  };
}

/**
 * "Pergunta curtinha: quem assina o laudo?", "Recebi o boleto e quero checar: de quanto ele tem que ser?": a lead-in
 * before a colon, the question after it. The lead-in is a sentence of its own (a greeting's tail, a reason, or what the
 * question's pronoun stands for), not words of the question. A sentence that opens asking ("Qual é o prazo: 30 ou 60
 * dias?") keeps its colon.
 */
function leadInApart(sentence: string): string[] {
  const colon = /^([^:?]{3,}?):\s+(.+\?)\s*$/u.exec(sentence.trim());
  if (!colon) return [sentence];
  const [, lead = "", rest = ""] = colon;
  const asks = (text: string) => ASKING_START.test(foldAccents(stripMarkers(text).toLowerCase()));
  if (
    asks(lead) ||
    !(
      asks(rest) ||
      /^(?:de|em|a|por|para|com|desde|ate|até)\s+(?:quanto|quando|qual|quais|que|quem|onde)\b/iu.test(rest)
    )
  )
    return [sentence];
  return [`${lead.trim()}.`, capitalised(rest.trim())];
}

/**
 * "Resuma a ata em poucas linhas; a diretora pediu um resumo para amanhã.": a clause after a semicolon that asks
 * nothing is a sentence of its own (a reason, a note), not words of the request before it; so is a statement before a
 * question ("Estou com pressa; qual é o prazo?"). Two clauses that both ask ("Qual é o prazo; e o valor?"), a list
 * the request enumerates and a semicolon inside a question keep the sentence whole.
 */
function clausesApart(sentence: string): string[] {
  const at = sentence.indexOf("; ");
  if (at < 0) return [sentence];
  const first = sentence.slice(0, at).trim();
  const rest = sentence.slice(at + 2).trim();
  const folded = (text: string) => foldAccents(stripMarkers(text).toLowerCase());
  // "Estou com pressa hoje; qual é o prazo?": a statement, then the question.
  const restAsks = /\?\s*$/.test(rest) || ASKING_START.test(folded(rest));
  if (restAsks && first.split(/\s+/).length >= 3 && !ASKING_START.test(folded(first)))
    return [`${first}.`, capitalised(rest)];
  // A list the request enumerates ("o prazo; o valor; o fiscal") is no clause of its own: a clause is longer.
  const next = rest.split("; ")[0] ?? rest;
  if (next.split(/\s+/).length < 4 || /\?\s*$/.test(first) || !ASKING_START.test(folded(first)) || restAsks)
    return [sentence];
  return [`${first}.`, ...clausesApart(capitalised(rest))];
}

/**
 * A question that names its subject first and asks after a comma ("E a data, qual é?", "A escala, como ficou?") asks
 * what the same words ask in the usual order ("E qual é a data?"): the interrogative and its verb (one or two words,
 * no noun phrase of their own) go before the subject, a noun phrase opened by its determiner.
 */
const TOPIC_FIRST =
  /^(e\s+)?([^,?]{3,}?),\s*((?:qual|quais|quanto|quanta|quantos|quantas|quando|onde|quem|como|o que)(?:\s+(?!(?:o|a|os|as|um|uma|do|da|dos|das|no|na|de|em)\b)[\p{L}-]+){0,2})\s*\?$/iu;
const DETERMINER_FIRST =
  /^(?:o|a|os|as|um|uma|uns|umas|esse|essa|esses|essas|este|esta|estes|estas|aquele|aquela|meu|minha|nosso|nossa|seu|sua)\b/iu;
function interrogativeFirst(sentence: string): string {
  const topic = TOPIC_FIRST.exec(sentence.trim());
  // Only a noun phrase is a subject moved first: "E amanhã, quanto fica?" and "E na zona leste, quanto custa?" set
  // when or where.
  if (!topic || !DETERMINER_FIRST.test(topic[2]?.trim() ?? "")) return sentence;
  const [, and = "", subject = "", asked = ""] = topic;
  // "E o X, o que ele faz?": a pronoun takes the subject up where it stands (the resolver puts it there).
  if (/\b(?:d|n)?(?:ele|ela|eles|elas)\b/iu.test(asked)) return sentence;
  const lead = and ? `${and.trim()} ${asked.toLowerCase()}` : asked;
  // The subject's capital was the sentence's: a determiner loses it, a name keeps it.
  const noun = subject.trim().replace(DETERMINER_FIRST, (word) => word.toLowerCase());
  return `${lead} ${noun}?`;
}

/** The sentence without greetings at its start and courtesy anywhere, its punctuation mended. */
function stripMarkers(sentence: string): string {
  let text = sentence.trim();
  // Greetings open the message; a greeting that is the whole sentence leaves nothing.
  const opener = OPENERS.exec(text);
  if (opener && (opener[0].length === text.length || /[\s,!.;:?-]$/.test(opener[0])))
    text = text.slice(opener[0].length);
  text = text.replace(COURTESY, " ");
  return text
    .replace(/\s+([,;:?!.])/g, "$1")
    .replace(/[,;:]+(?=\s*(?:[,;:?!.]|$))/g, "")
    .replace(/([,;:])[,;:]+/g, "$1")
    .replace(/^[\s,;:.!-]+/, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** "…me dizer se o contrato permite X" asks whether it does; "…me diga o prazo de X" asks which it is. */
function askedAfterFrame(rest: string): string {
  const whether = /^se\s+/iu.exec(rest);
  const text = (whether ? rest.slice(whether[0].length) : rest).trim();
  const question = /[?.!]$/.test(text) ? text.replace(/[.!]$/, "?") : `${text}?`;
  if (whether || ASKING_START.test(foldAccents(question.toLowerCase())) || !/^(?:o|a|os|as)\s/iu.test(question))
    return question;
  return `${/^(?:os|as)\s/iu.test(question) ? "Quais são" : "Qual é"} ${question}`;
}

/**
 * A parenthesis that narrows the question rather than explaining it: it opens as a gerund ("somando", "contando") or a
 * word of scope ("em", "sem", "só", "exceto") and says nothing of the person asking or of their reason ("é para o
 * relatório", "preciso disso").
 */
function isQualifier(note: string): boolean {
  const folded = foldAccents(note.trim().toLowerCase());
  return QUALIFIER_START.test(folded) && !PERSONAL.test(folded);
}

const QUALIFIER_START =
  /^(?:\p{L}{2,}(?:ando|endo|indo)\b|(?:em|no|na|nos|nas|sem|com|so|apenas|somente|exceto|fora|salvo|inclusive|excluindo|incluindo)\s)/u;
/** The asker or their reason: first person, "para/pra" (a purpose), "porque/pois". */
const PERSONAL =
  /\b(?:eu|me|mim|meu|minha|meus|minhas|nosso|nossa|nossos|nossas|a gente|preciso|precisamos|vou|vamos|estou|estamos|quero|queremos|queria|para|pra|porque|pois)\b/u;

/** At least one word that is not a marker: "Oi!" or "Obrigado." alone ask nothing. */
function hasContent(text: string): boolean {
  return /[\p{L}\p{N}]{2,}/u.test(foldAccents(stripForContent(text)));
}

function stripForContent(text: string): string {
  const opener = OPENERS.exec(text.trim());
  const rest = opener ? text.trim().slice(opener[0].length) : text;
  return rest.replace(COURTESY, " ");
}
