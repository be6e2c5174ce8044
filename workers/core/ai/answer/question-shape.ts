import { CHANGE_ASKED } from "./change-words.ts";
import { foldedQuestion, INTERROGATIVES, REQUEST_VERBS, wordsPattern } from "#isomorphic/text/question-words.ts";
import type { Operation } from "./calculate.ts";

/**
 * What kind of answer a question asks for, from its wording alone. The shape
 * decides the reply's form (a list, a summary, both sides of a comparison, the
 * figure first, a table); the content always comes from the passages.
 */
export type Shape = "capabilities" | "summary" | "compare" | "table" | "list" | "figure" | "yes-no" | "fact";

/** For figure questions: which kind of figure answers it. */
export type FigureKind = "date" | "duration" | "money" | "percent" | "count" | "any";

export interface QuestionShape {
  shape: Shape;
  /** "O que é X?": X, so a sentence that defines it ("X é…") comes first. */
  defines?: string;
  /** For figure questions, the kinds asked for, first the main one ("a multa e o prazo": money, duration). */
  figures?: FigureKind[];
  /** For comparisons: the two things compared, as written. */
  sides?: [string, string];
}

/** A question word or a request's verb anywhere: without one, a sentence ending in "?" asks yes or no. */
const WH_WORDS = wordsPattern([...INTERROGATIVES, ...REQUEST_VERBS]);

export function questionShape(question: string): QuestionShape {
  const plain = foldedQuestion(question);
  if (isCapabilitiesQuestion(plain)) return { shape: "capabilities" };
  if (
    /\b(resum[aeo]s?|resumir|sintetiz\w*|sintese|principais pontos|pontos principais|em poucas palavras|visao geral|panorama geral)\b/.test(
      plain,
    ) ||
    // "Em três linhas, o que diz o laudo?": a length in sentences asks for a summary, whatever the verb.
    /\bem (?:uma|duas|tres|quatro|cinco|\d) (?:frases?|linhas?)\b/.test(plain)
  )
    return { shape: "summary" };
  if (
    /\b(compar[ae]|comparar|comparacao|compara-se|diferenca|diferencas|difere|diferem|distingue|versus|vs)\b/.test(
      plain,
    )
  ) {
    return { shape: "compare", sides: comparedSides(question) ?? undefined };
  }
  if (/\b(tabela|quadro)s?\b/.test(plain) && asksForTable(plain)) return { shape: "table" };
  if (
    /^(quais\b|liste\b|listar\b|enumere\b|cite\b|que (sao|foram) os\b)/.test(plain) ||
    // "Que ações cabem a…?": "que" before a plural noun asks for the things, as "quais" does.
    // "Que horas começa…?" asks a time of day, not a list of hours.
    (/^que \p{L}{2,}[^aeiou\s]?[aeo]s\b/u.test(plain) && !/^que horas\b/.test(plain)) ||
    // "a lista de", "uma lista das": a list asked for; "tem gente na lista de espera" names a thing.
    /\b(quais sao|quais os|quais as|(?:a|uma) lista d[eoa]s?|liste)\b/.test(plain)
  ) {
    return { shape: "list" };
  }
  const figures = figureKinds(plain);
  if (figures.length > 0) return { shape: "figure", figures };
  if (!WH_WORDS.test(plain) && /\?\s*$/.test(plain)) return { shape: "yes-no" };
  const defined = /^(?:o que|oque|que) (?:e|sao|significa|quer dizer)\s+(?:o|a|os|as|um|uma)?\s*(.+?)[?.!]*$/.exec(
    plain,
  )?.[1];
  return defined ? { shape: "fact", defines: defined } : { shape: "fact" };
}

/**
 * The table itself is what is asked ("mostre a tabela de X", "qual é o quadro de X?", "a tabela de X"), not something
 * in it or about it ("quem assina o quadro?", "qual é a média dos prazos da tabela?").
 */
function asksForTable(plain: string): boolean {
  return (
    /\b(mostre|mostrar|mostra|exiba|exibir|apresente|apresentar|traga|trazer|veja|ver|me (?:de|da|passe|mande|envie))\b[^?]*\b(tabela|quadro)s?\b/.test(
      plain,
    ) ||
    /^(?:e\s+)?(?:qual|quais|que)\s+(?:e\s+|sao\s+)?(?:a\s+|as\s+|o\s+|os\s+)?(?:tabela|quadro)s?\b/.test(plain) ||
    /^(?:e\s+)?(?:a|as|o|os)?\s*(?:tabela|quadro)s?\b/.test(plain)
  );
}

export const GREETING =
  /^(oi+|ola|opa|bom dia|boa tarde|boa noite|e ai|hey|hello|tudo bem|obrigad[oa]|valeu)[\s!.,?]*(tudo bem)?[\s!.,?]*$/;

function isCapabilitiesQuestion(plain: string): boolean {
  return (
    GREETING.test(plain) ||
    /\b(o que|oque|como) (voce|vc|tu) (consegue|pode|sabe|faz|e capaz)\b/.test(plain) ||
    /\b(quem e voce|quem (e|eh) vc|para que (voce|vc) serve|^ajuda\b)/.test(plain) ||
    // "Pode me ajudar?", "me ajuda aqui?": a short message that asks help itself; "… com essa ajuda?" asks of an
    // allowance ("ajuda de custo") named before.
    /^(?:[\p{L}!,.]+\s+){0,3}(?<!\b(?:essa|esta|dessa|desta|nessa|a|da|na|sua|uma)\s)(me\s+)?ajud(?:a|e|ar)(\s+aqui)?[\s!.?]*$/u.test(
      plain,
    )
  );
}

const FIGURE_WORDS: [FigureKind, RegExp][] = [
  [
    "date",
    // "quando" after any preposition of time ("desde", "até", "a partir de") is a date asked as well; "quando um
    // hidrante é considerado inativo?" asks a criterion.
    /\b(quando(?![^?]*\b(?:considerad[oa]s?|classificad[oa]s?|tid[oa]s? como|enquadrad[oa]s?)\b)|que dia|qual (a )?data|em que (ano|mes|data|dia)|que ano|qual (o )?ano)\b/,
  ],
  [
    "duration",
    /\b(prazo|vigencia|quanto tempo|duracao|quantos (dias|meses|anos|horas|minutos)|horario|(?:a|ate) que horas|^que horas)\b/,
  ],
  ["percent", /\b(percentual|porcentagem|taxa|quantos por cento|qual (o )?indice)\b/],
  [
    "money",
    // "o prêmio anual", "a mensalidade", "o gasto": nouns whose figure is an amount of money.
    // "Quanto custou a reforma?", "quanto a obra custaria?": "quanto" with the verb in any tense (not "quantas etapas
    // custaram…", a count).
    /\b(valor|custo|custa|quanto\b[^?]*?\b(?:custam|custou|custaram|custaria|custariam)|preco|multa|quanto (vale|e pago|paga|foi pago)|orcamento|reais|premio|mensalidade|salario|gasto|despesa|investimento|faturamento|arrecadacao)\b/,
  ],
  // "quanto" of another kind's phrase ("quanto tempo", "quanto custa", "quantos por cento") asks no count.
  [
    "count",
    // "Quanto a etapa 3 custa?": a verb of price after the subject asks an amount, not a count.
    /\b(quantos(?! por cento)|quantas|quanto(?! (?:tempo|custa|custou|vale|e pago|paga|foi pago|por cento))(?![^?]*\b(?:custa|custam|custou|custaram|custaria|vale|valem)\b)|numero de|qual (o )?(numero|total))\b/,
  ],
];

/**
 * The question (folded) without the words that say which kind of figure it asks ("quanto tempo", "qual o valor", "o
 * prazo", "quantos"): what is left names what it is asked of, if anything.
 */
export function withoutKindWords(plain: string): string {
  return FIGURE_WORDS.reduce((text, [, pattern]) => text.replace(new RegExp(pattern.source, "g"), " "), plain);
}

/** The figure kinds the question asks for, in the order it asks them. */
function figureKinds(plain: string): FigureKind[] {
  return FIGURE_WORDS.map(([kind, pattern]) => ({ kind, at: plain.search(pattern) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.kind)
    .slice(0, 2);
}

/** "a diferença entre A e B", "compare A com B", "A versus B". */
function comparedSides(question: string): [string, string] | null {
  const text = question.replace(/[?!.]+\s*$/, "");
  const patterns = [
    /\bentre\s+(?:o|a|os|as)?\s*(.+?)\s+(?:e|x)\s+(?:o|a|os|as)?\s*(.+)$/i,
    /\bcompar[ae]r?\s+(?:o|a|os|as)?\s*(.+?)\s+(?:com|e|a|ao|x)\s+(?:o|a|os|as)?\s*(.+)$/i,
    /^(.+?)\s+(?:versus|vs\.?|x)\s+(.+)$/i,
    /\b(?:difere|diferem|distingue)\s+(?:o|a|os|as)?\s*(.+?)\s+(?:de|do|da|dos|das)\s+(.+)$/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match?.[1] && match[2]) return [match[1].trim(), match[2].trim()];
  }
  return null;
}

/**
 * The question without its names: capitalised words after the first ("Oriente Médio", "Ensino Médio", "Total Ltda"),
 * folded. An operation word inside a name asks for no arithmetic.
 */
export function withoutNames(question: string): string {
  const words = question.trim().split(/\s+/);
  return foldedQuestion(words.filter((word, i) => i === 0 || !/^[\p{Lu}]/u.test(word)).join(" "));
}

/** Whether the question asks for a number at all: "quanto(s)…", "qual o total / a diferença / a média / o saldo…". */
export function asksForAmount(folded: string): boolean {
  return /\bquant[oa]s?\b|\bqual (?:e |foi |sera |seria )?(?:o |a )?(?:total|soma|diferenca|media|saldo|restante|valor|custo|preco|tarifa)\b/.test(
    folded,
  );
}

/** A question that asks for a percentage (folded): "por cento", "qual o percentual", "em %". */
export const PERCENT_ASKED = /\bpor cento\b|(?<!\bpontos )\bpercentua(?:l|is)\b|\bporcentage(?:m|ns)\b|%/;

/** A share asked, in any of its words: "que percentual", "que parcela", "que fatia", "que parte", "que proporção". */
/** "acima da avaliação", "abaixo do previsto": the column after it is the base the other is measured against. */
export const BEYOND = /\b(?:acima|abaixo|alem|aquem)\s+d[aeo]s?\s+(\p{L}+(?:\s+\p{L}+)?)/u;
/** A premium over a reference ("ágio") is measured against the smaller figure, a discount ("deságio") the larger. */
export const PREMIUM = /\b(agio|desagio)\b/;

export const SHARE_ASKED =
  /\b(?:percentual|porcentagem|por cento|que parte|qual parte|fracao|proporcao|parcela|fatia)\b/;

/**
 * "Somar" in the forms a question writes it: "soma", "somam", "somaram", "somou", "somando", "somadas"; and "juntar"
 * where it adds figures up ("juntando as duas etapas").
 */
const SUM_VERB = "soma(?:m|ram|ria|riam|ndo|d[oa]s?)?|somou|juntando|juntar";
const ADDING_UP = new RegExp(`\\b(?:${SUM_VERB}|juntos|juntas|ao todo|no conjunto)\\b`);
/** "o programa de reformas todo", "a obra inteira": the thing named whole, at the question's end, is its total. */
const WHOLE_THING = /\s(?:todo|toda|inteiro|inteira)\s*[?!.]*\s*$/u;
/** "se usasse esse terreno todo": a case supposed (an imperfect subjunctive after "se"), whose "todo" sums nothing. */
const SUPPOSED = /\bse\s+\p{L}+ss(?:e|em)\b/u;
const TOTAL = new RegExp(`\\b(?:total|totais|${SUM_VERB}|juntos|juntas|ao todo|no conjunto|acumulad[oa]s?)\\b`);

/**
 * The arithmetic a question asks for, from its wording (folded, names left out by withoutNames, and the words that
 * name a table's columns taken out by the caller: "satisfação mínima" is a column, not a minimum). Null when it asks
 * for none.
 */
export function operationIn(folded: string): Operation | null {
  const text = ` ${folded.replace(/\s+/g, " ")} `;
  // Adding up said in so many words wins over a word of another operation elsewhere in the question.
  if (ADDING_UP.test(text)) return "sum";
  // "falta de energia" names a thing; "quanto falta", "faltam 3" ask what remains.
  // "ainda" with a verb of having, being or coming ("ainda terá", "ainda tinha", "ainda está", "ainda vem") says
  // "still", not what remains.
  if (
    /\b(sobra|sobram|sobrou|resta|restam|restou|restante|falta(?! de )|faltam|faltou|saldo|ainda(?! (?:tera|terao|teria|tem|tinha|tinham|vem|vai|vao|usa|usam|e|sao|era|eram|esta|estao|estava|estavam|continua|continuam)\b))\b/.test(
      text,
    )
  )
    return "remainder";
  // "Quanto do volume produzido não foi faturado?": the part of a whole that was not something.
  if (/\bquant[oa]s?\s+d[oa]s?\s+(?:[\p{L}\d]+\s+){1,5}(?:ainda\s+)?nao\b/u.test(text)) return "remainder";
  // "quantos pontos acima da meta": how far one figure stands from another ("acima de 25%" is a filter).
  if (/\bquant[oa]s?\b/.test(text) && /\b(acima|abaixo|alem) d[aoe]s? (?!\d|r\$)/.test(text)) return "difference";
  // "Em média, quanto o nível baixou?": the average of the changes, which the table computes as an average.
  const averaged = /\b(?:a|na|em|uma|qual) media\b/.test(text);
  if (
    /\b(diferenca|distancia entre|difere|mais do que|menos do que)\b/.test(text) ||
    (CHANGE_ASKED.test(text) && !averaged) ||
    // "quantas a mais que…", "custa a mais": not the superlative after a copula, "é a mais rara".
    /(?<!\b(?:e|foi|era|sao|foram|seria|sera|fica|ficou) )\ba (?:mais|menos)\b/.test(text) ||
    // "quanto A supera B": by how much one exceeds the other.
    /\bquant[oa]s?\b.*\b(?:supera|superou|superam|excede|excedeu|excedem)\b/.test(text) ||
    // "quantos dias passou do limite", "ultrapassou o teto": how far past a bound.
    /\bquant[oa]s?\b.*\b(?:passou|passaram|ultrapass\p{L}*|estourou)\s+(?:d[aeo]s?|[oa]s?)\s+\p{L}{3,}/u.test(text)
  )
    return "difference";
  // "a mediana das perdas": the middle figure, not the mean.
  if (/\bmediana\b/.test(text)) return "median";
  // The average as a noun ("a média dos gastos", "em média", "o prazo médio das obras"); "porte médio" and
  // "ensino médio" name a kind.
  if (/\b(?:a|na|em|uma|qual) media\b|\bmedi[ao]s? (?:d[aeo]s?|por|em)\b/.test(text)) return "average";
  // "o maior custo total", "a menor carga total", "o maior total": the column whose largest or smallest is asked.
  const extreme = /\b(maior|menor)\s+(?:\p{L}+\s+){0,2}(?:total|totais)\b/u.exec(text)?.[1];
  if (extreme && /\b(qual|quais|que|quem)\b/.test(text) && !ADDING_UP.test(text))
    return extreme === "maior" ? "max" : "min";
  if (TOTAL.test(text) || (WHOLE_THING.test(text) && !SUPPOSED.test(text))) return "sum";
  // "A que nível o LIE chegou no máximo?", "chegou a quanto no mínimo": a reading reached, the largest or the smallest
  // of those taken ("no máximo" of a rule, "pode gastar no máximo", is its limit, asked in the present).
  const reached = REACHED.exec(text)?.[1];
  if (reached) return reached === "maximo" ? "max" : "min";
  // "mais baixo" is the least: its "mais" is no maximum.
  if (
    /\b(maior|maiores|mais alt[oa]s?|maxim[oa]s?|mais(?!\s+baix))\b/.test(text) &&
    /\b(qual|quais|que|quem)\b/.test(text)
  )
    return "max";
  if (/\b(menor|menores|mais baix[oa]s?|minim[oa]s?|menos)\b/.test(text) && /\b(qual|quais|que|quem)\b/.test(text))
    return "min";
  if (/\bquant[oa]s\b/.test(text) && !/\bquant[oa]s? (e|foi|foram|custa|vale|tempo|dias|horas)\b/.test(text))
    return "count";
  return null;
}

const REACHED =
  /\b(?:cheg(?:ou|aram)|ating(?:iu|iram)|alcanc(?:ou|aram)|bat(?:eu|eram)|fic(?:ou|aram)|sub(?:iu|iram)|ca(?:iu|iram)|desc(?:eu|eram))\b.*\bno (maximo|minimo)\b/;

/**
 * The noun a question asks which one (or how many) of: "Qual poço…", "Em que regional…", "Quantos lotes…", after a
 * greeting too ("Oi! Que canal…"). Null when no interrogative opens a clause with a noun after it.
 */
export function whichNoun(question: string): string | null {
  return (
    /(?:^|[!?.,;:]\s*)(?:e\s+)?(?:em\s+|de\s+|por\s+)?(?:qual|quais|que|quant[oa]s)\s+(?!(?:foi|foram|era|eram|sera|será|serao|serão|sao|são|tem|têm|teve|fica|ficou)\b)(\p{L}{3,})/iu.exec(
      question.trim(),
    )?.[1] ?? null
  );
}
