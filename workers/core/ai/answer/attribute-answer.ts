import type { PromptPassage } from "#core/chat/agent-context.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";
import { COPULA, foldedQuestion } from "#isomorphic/text/question-words.ts";
import { nounForm, definiteArticle } from "./agreement.ts";
import { escapeRegExp } from "./escape-regexp.ts";
import { tablesIn, unitsOf } from "./passage-units.ts";
import { isFraming } from "./unit-ranking.ts";

/**
 * A person's (or an item's) attribute where documents write it: after the name in parentheses ("Helena Duarte
 * (coordenadora de operações)"), after a comma ("Otávio Reis, engenheiro de automação,"), or on a key–value line
 * ("Responsável: Helena Duarte"), as each role and its holder inside a unit's parenthesis ("Gerência de Frota
 * (gerente: Rosalva Quintela; apoio: Rui Melo)"), as a role written before the name after a comma ("Concreta
 * Projetos, engenheira responsável Ana Lima"), as the agent of a unit's participle ("Divisão de Compras,
 * coordenada por Otília Barreto"), after a copula ("Ana Lima é a gerente de X") or before the name a pair of commas
 * sets off ("O eletricista-chefe, Ana Lima, cobre…") or after a dash ("Ana Lima — fiscal do contrato"). "Qual é o cargo
 * de X?", "qual é a instituição de X?" and "quem é X?" read the description; "quem é a
 * coordenadora de operações?" finds the name the description belongs to; "quem coordena X?" the agent.
 */
// Where a person works ("a instituição", "o vínculo", "a lotação de X") is written in the same description as the post
// ("professor do Departamento de X da Universidade Y").
const ROLE_WORDS =
  /\b(cargo|funcao|papel|posicao|ocupacao|atribuicao|profissao|formacao|especialidade|especializacao|qualificacao|area de atuacao|instituicao|afiliacao|vinculo|lotacao)\b/;

/** The nouns of posts a sentence gives a person with no article: "é engenheira", "é técnico de automação". */
const POST_NOUNS = [
  "engenheir[oa]",
  "técnic[oa]",
  "supervisora?",
  "gerente",
  "analista",
  "coordenadora?",
  "diretora?",
  "assistente",
  "auxiliar",
  "operadora?",
  "encarregad[oa]",
  "fiscal",
  "advogad[oa]",
  "contadora?",
  "economista",
  "arquitet[oa]",
  "geólog[oa]",
  "biólog[oa]",
  "químic[oa]",
  "agente",
  "inspetora?",
  "chefe",
  "secretári[oa]",
  "presidente",
  "procuradora?",
  "assessora?",
  "consultora?",
  "especialista",
  "tecnólog[oa]",
  "motorista",
  "eletricista",
  "mecânic[oa]",
].join("|");

/**
 * A noun that names someone by what they do, by its ending: "diarista", "padeiro", "moradora", "comerciante",
 * "bibliotecária", "sociólogo". Written between an article and a name ("a diarista Ana Lima"), it is her post or
 * occupation, whether or not it is one of the nouns of posts above.
 */
const AGENT_NOUN = String.raw`\p{Ll}[\p{Ll}-]*(?:ista|eir[oa]|dora?|tora?|sora?|nte|ári[oa]|ólog[oa])`;

/** "Quem é a gerente…?": the article the question gives the role asked. */
const ROLE_ARTICLE = new RegExp(`^\\s*quem\\s+${COPULA}\\s+(o|a|os|as)\\s`, "iu");

interface Described {
  name: string;
  description: string;
  passage: PromptPassage;
  /** The rest of the line the description is written on ("Área responsável: Gerência de X — "), markup out. */
  line: string;
  /** "Gerência de X, chefiada por Rui Melo": the unit and the participle the person is the agent of. */
  agentOf?: { unit: string; participle: string };
  /**
   * "- Fiscal técnico: Ana Lima, analista de redes.": the description is the key of the line the name heads, the part
   * the person plays in what the document governs; `post` the words after the name, when any.
   */
  keyed?: { post: string };
  /** The table column of posts the description is read in ("Papel no comitê"), for a table row. */
  column?: string;
}

const NAME = String.raw`\p{Lu}\p{Ll}+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}+){1,3}`;

/** The capitalised words that end a unit's name after its "e" ("Obras e Meio Ambiente"): a stop, the line's end or
 * another "e" with a lower-case word ("… e Investimentos e coordenadora do comitê"). */
const UNIT_NAME_END = String.raw`\p{Lu}\p{Ll}+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}+)*(?=[ \t]*(?:[.;:|)]|$)|\s+e\s+\p{Ll})`;

/** The fields of a message's header: who wrote it, to whom, with whom in copy, about what, when. */
const MESSAGE_FIELD = /^(?:de|para|cc|cco|bcc|assunto|data|enviad[ao](?:\s+em)?|respondido|encaminhado)$/iu;

/** The longest description read beside a name, in words. */
const DESCRIPTION_WORDS = 12;
/** The longest read after a dash, which ends where its line or its name's semicolon does. */
const DASHED_WORDS = 20;

/** Every "Name (description)" and "Name, description," the passages write. */
function descriptions(passages: PromptPassage[]): Described[] {
  const out: Described[] = [];
  const parenthesis = new RegExp(`(${NAME})\\s*\\(([^()]{3,80})\\)`, "gu");
  const apposition = new RegExp(
    // A header line ends without a stop: "Coordenação: Ana Lima, gerente de Clientes" then a line break; a table's
    // cell ends at its bar; a parenthesis after it ("Ana Lima, estatística (contrato nº 4)") is another matter. An "e" ends it unless what follows is the rest of a unit's name, capitalised words that
    // end the description ("gerente de Obras e Manutenção."), not a person with a role of their own.
    `(${NAME}),[ \\t]+(\\p{Ll}[\\p{L} \\t-]{2,100}?)(?=[,.;:|]|[ \\t]*$|[ \\t]+\\(|\\s+(?:e(?!\\s+${UNIT_NAME_END})|que|foi|será|apresentou|ficou)\\s)`,
    "gmu",
  );
  // "Ana Lima — fiscal do contrato" in a list of names ("Cc: Rui Melo; Ana Lima — fiscal do contrato"), a signature or
  // a list of authors: a post after a dash, up to the next name's semicolon or the line's end.
  const dashed = new RegExp(
    `(${NAME})[ \\t]+[—–][ \\t]+(\\p{Ll}[^;\\n|]{2,120}?)(?=[ \\t]*(?:[;|]|\\.?[ \\t]*$))`,
    "gmu",
  );
  // A signature block's line, "Ana Lima Prado — Diretora de Operações" under a decree, a letter or minutes: the whole
  // line is the name and its post, which such a line writes capitalised, as a title.
  const signed = new RegExp(`^[ \\t]*(${NAME})[ \\t]+[—–][ \\t]+(\\p{Lu}[^;\\n|—–]{2,80}?)[ \\t]*$`, "gmu");
  // "Ana Lima, matrícula 51.207-3, técnica em saneamento, …": an identifier in apposition first (a registration, a
  // document's number), the post after it.
  const identified = new RegExp(
    `(${NAME}),[ \\t]+(?:matr[ií]cula|CPF|RG|RNP|registro|CREA(?:-\\p{Lu}{2})?|OAB|n[º°.])[^,\\n]{1,30}?\\d[^,\\n]{0,12},[ \\t]+(\\p{Ll}[\\p{L} \\t-]{2,100}?)(?=[,.;:|]|[ \\t]*$|[ \\t]+\\()`,
    "gmu",
  );
  // "Coordenação de X (coordenadora: Ana Lima; análise: Rui Melo)": each role and its person inside the parenthesis,
  // the unit before it.
  const roleOf = new RegExp(`([^\\n(:*]{3,80}?)\\s*\\(((?:\\s*\\p{Ll}[\\p{L}\\s]{2,40}?:\\s*${NAME}\\s*;?)+)\\)`, "gu");
  const pair = new RegExp(`(\\p{Ll}[\\p{L}\\s]{2,40}?):\\s*(${NAME})`, "gu");
  // "Apoio: Fluidez Engenharia, responsável técnica Ana Lima." and "Gerência de X, chefiada por Rui Melo": a role
  // written before the name, after a comma, the thing before the comma what it is of.
  const roleBefore = new RegExp(
    `([^\\n,:;()]{3,80}),\\s+(\\p{Ll}[\\p{L}]+(?:\\s+\\p{Ll}[\\p{L}]+)?)\\s+(${NAME})(?=\\s*[.,;:]|$)`,
    "gmu",
  );
  // "Analista responsável pela consolidação: Ana Lima." on a line or sentence of its own: the key is the role of the
  // one name after it; "- Fiscal técnico: Ana Lima, analista de redes." writes her post after the name too.
  const keyValue = new RegExp(
    `(?:^|(?<=[.!?;]\\s))[\\s*•–—-]*(\\p{L}\\p{Ll}*(?:\\s+\\p{Ll}+){0,7}):\\s*(${NAME})(?:,\\s*([^.;\\n]{3,80}))?\\s*(?=[.;]|$)`,
    "gmu",
  );
  // "representada por sua gerente comercial, Ana Lima": a role a possessive puts before the name, the name in apposition.
  const possessed = new RegExp(
    `\\b(?:seu|sua)\\s+(\\p{Ll}[\\p{Ll}-]+(?:\\s+(?:d[aeo]s?\\s+)?\\p{L}[\\p{Ll}-]+){0,4}),\\s+(${NAME})`,
    "gu",
  );
  // "por proposta da diretora de Gestão de Pessoas, Ana Lima": a post and the unit it heads (capitalised after its
  // "de"), an article before it, the name in apposition after the comma.
  const titled = new RegExp(
    `\\b(?:d?[oa]|pel[oa])\\s+(\\p{Ll}[\\p{Ll}-]+(?:\\s+d[aeo]s?\\s+\\p{Lu}[\\p{Ll}-]+(?:\\s+\\p{Lu}[\\p{Ll}-]+)*)+),\\s+(${NAME})(?=\\s*[.,;)]|$)`,
    "gmu",
  );
  // "Ana Lima é a gerente de Obras e responde também por…": a post the copula gives the name, its definite article
  // saying it is a post, not a quality ("é responsável por…").
  const copular = new RegExp(
    `(${NAME})\\s+(?:é|era|foi|será)\\s+(?:o|a)\\s+(\\p{Ll}[\\p{L}\\s-]{2,100}?)(?=[,.;:|)]|\\s+(?:e(?!\\s+${UNIT_NAME_END})|que|desde|há)\\s)`,
    "gu",
  );
  // "Ana Lima é engenheira química e gerente da ETE X": with no article, a post is said by its noun, one of the nouns
  // of posts; the description runs to the clause's end ("é responsável por…" is a quality, not a post).
  const bareCopular = new RegExp(
    `(${NAME})\\s+(?:é|era|foi|será)\\s+((?:${POST_NOUNS})(?![\\p{L}])[^,.;:|()\\n]{0,100}?)(?=[,.;:|)]|\\s+(?:que|desde|há)\\s|\\s*$)`,
    "gmu",
  );
  // "pelo técnico comercial Rui Melo", "Cabe à assistente social Ana Lima…": a post's noun and the words that qualify
  // it, right before the name, after an article or its contraction.
  const postBefore = new RegExp(
    `(?<![\\p{L}])(?:[OoAa]|pel[oa]|[dn][oa]|à|ao)\\s+((?:${POST_NOUNS}|${AGENT_NOUN})(?:\\s+\\p{Ll}[\\p{Ll}-]+){0,3})\\s+(${NAME})`,
    "gu",
  );
  // "O eletricista-chefe, Ana Lima, cobre…": a post before the name, opening its sentence, the name closed off by
  // commas on both sides.
  const postFirst = new RegExp(
    `(?:^|(?<=[.!?]\\s))[\\s*•–—-]*(?:O|A)\\s+(\\p{Ll}[\\p{Ll}-]+(?:\\s+(?:d[aeo]s?\\s+)?\\p{L}[\\p{Ll}-]+){0,4}),\\s+(${NAME}),`,
    "gmu",
  );
  for (const source of passages) {
    // Markup between a name and its comma ("**Ana Lima**, técnica") is no part of either.
    const passage = { ...source, text: source.text.replace(/\*\*|__/g, "") };
    for (const match of passage.text.matchAll(roleOf)) {
      const [, unit = "", roles = ""] = match;
      for (const [, role = "", name = ""] of roles.matchAll(pair))
        out.push({ name: oneLine(name), description: `${oneLine(role)} (${oneLine(unit)})`, passage, line: "" });
    }
    for (const match of passage.text.matchAll(roleBefore)) {
      const [, of = "", role = "", name = ""] = match;
      // "…, e Ana Lima", "…, com Ana Lima": a word that joins, not a role.
      if (/^(?:e|ou|com|para|por|de|da|do|em|a|o|que|pela|pelo)$/u.test(role.split(/\s+/)[0] ?? "")) continue;
      // "Ana Lima, gerente da Regional Norte": the capitalised words after "gerente da" are what she manages, not a
      // person the role is written before.
      if (/^(?:d[aeo]s?|n[ao]s?|em)$/u.test(role.split(/\s+/).pop() ?? "")) continue;
      // What it is of is the clause before the comma, in its own sentence, without its article ("O Comitê de Ética").
      const unit = oneLine(
        of
          .replace(/^.*?:\s*/u, "")
          .replace(/^.*[.!?]\s+/su, "")
          .replace(/^[\s*•–—-]+/u, "")
          .replace(/^(?:O|A|Os|As)\s+(?=\p{Lu})/u, ""),
      );
      const participle = /^(\p{L}+(?:ad|id)[oa]s?)\s+por$/u.exec(role)?.[1];
      if (participle)
        out.push({ name: oneLine(name), description: "", passage, line: "", agentOf: { unit, participle } });
      else out.push({ name: oneLine(name), description: `${oneLine(role)} (${unit})`, passage, line: "" });
    }
    for (const [, name = "", post = ""] of passage.text.matchAll(copular))
      if (!opensClause(post) && !/\d/.test(post) && post.split(/\s+/).length <= DESCRIPTION_WORDS)
        out.push({ name: oneLine(name), description: oneLine(post), passage, line: "" });
    // A heading above the sentence is no part of the name ("Equipe\n\nRosana Pires é…").
    for (const [, name = "", post = ""] of passage.text.matchAll(bareCopular))
      if (!/\d/.test(post) && post.split(/\s+/).length <= DESCRIPTION_WORDS)
        out.push({ name: oneLine(name.split(/\n/).pop() ?? name), description: oneLine(post), passage, line: "" });
    // Where a name's post came before it, what follows its comma is the sentence going on ("…, trabalha no turno").
    const postedAt = new Set<number>();
    for (const match of passage.text.matchAll(postFirst)) {
      const [whole, post = "", name = ""] = match;
      if (opensClause(post)) continue;
      postedAt.add(match.index + whole.length - name.length - 1);
      out.push({ name: oneLine(name), description: oneLine(post), passage, line: "" });
    }
    for (const pattern of [parenthesis, apposition, identified, dashed, signed]) {
      pattern.lastIndex = 0;
      for (let match = pattern.exec(passage.text); match; match = pattern.exec(passage.text)) {
        if (pattern === apposition && postedAt.has(match.index)) continue;
        // After a dash the post runs to the line's end or the next name's semicolon, never into the sentence's verb:
        // it may name its unit and institution at length.
        const found = describedBy(
          match,
          passage,
          pattern === dashed || pattern === signed ? DASHED_WORDS : DESCRIPTION_WORDS,
        );
        if (found) out.push(found);
        // A description turned down may hold the next name ("Laboratório X, sob a responsabilidade de Ana Lima,
        // bióloga"): the search goes on right after the name it turned down.
        else pattern.lastIndex = match.index + (match[1]?.length ?? 1);
      }
    }
    for (const match of passage.text.matchAll(possessed)) {
      const [, role = "", name = ""] = match;
      const start = passage.text.lastIndexOf("\n", match.index) + 1;
      // Its line's first clause ("Contratada: X Ltda."): what the person represents.
      const line = passage.text.slice(start, match.index).split(",")[0] ?? "";
      out.push({ name: oneLine(name), description: oneLine(role), passage, line: oneLine(line) });
    }
    for (const [, role = "", name = ""] of passage.text.matchAll(titled))
      out.push({ name: oneLine(name), description: oneLine(role), passage, line: "" });
    for (const match of passage.text.matchAll(keyValue)) {
      const [, key = "", name = "", post = ""] = match;
      // A message's header ("Cc: Ana Lima", "De: Rui Melo") says who sent or received it, not anyone's post.
      if (MESSAGE_FIELD.test(key)) continue;
      // "Unidade vistoriada: Gerência de X; gerente: Ana Lima.": after a semicolon the key is a post, and what the line
      // says before it is the unit the post is of.
      const start = passage.text.lastIndexOf("\n", match.index) + 1;
      const before = passage.text.slice(start, match.index);
      const line = /;\s*$/.test(before) ? oneLine(before.replace(/\*\*|__/g, "").replace(/[\s;]+$/, "")) : "";
      out.push({
        name: oneLine(name),
        description: `${key.charAt(0).toLowerCase()}${key.slice(1)}`,
        passage,
        line,
        keyed: { post: oneLine(post) },
      });
    }
    // Last: a post said before the name is its least specific ("o engenheiro Rui Melo, supervisor de obras").
    for (const match of passage.text.matchAll(postBefore)) {
      const [, post = "", name = ""] = match;
      // "Área requisitante: Gerência de X, representada pelo gerente Rui Melo": the unit the post heads, the clause
      // before the participle.
      const start = passage.text.lastIndexOf("\n", match.index) + 1;
      const before = passage.text.slice(start, match.index);
      const unit = /(?:^|:\s*)([^:,;.]{3,80}),\s+(?:representad|chefiad|dirigid|coordenad)\p{L}*\s*$/u.exec(
        before,
      )?.[1];
      out.push({ name: oneLine(name), description: oneLine(post), passage, line: unit ? oneLine(unit) : "" });
    }
  }
  out.push(...tabled(passages));
  return out;
}

/** The description a "Name (description)" or "Name, description" match writes, or null when it is none. */
function describedBy(match: RegExpExecArray, passage: PromptPassage, words = DESCRIPTION_WORDS): Described | null {
  const [, name = "", description = ""] = match;
  // A role can name its unit at length ("representante da Secretaria Municipal de Educação de X, convidada").
  if (/\d/.test(description) || description.split(/\s+/).length > words) return null;
  // "no Calendário Acadêmico, deverá ser elaborado pelo…": a clause whose verb follows the comma, no role.
  // So is one the writer says of themself ("eu, Ana Lima, lavrei esta ata").
  if (/^\p{L}+(?:á|ou|eu|iu|ei|aram|eram|iram)\s/u.test(description)) return null;
  // "Lagoa Clara, representada por Ana Lima": a participle's agent is another person, whose own post may follow.
  if (/^\p{L}+(?:ad|id)[oa]s?\s+(?:por|pel[oa]s?)\s+\p{Lu}/u.test(description)) return null;
  // And after "presidido por Ana Lima," the sentence goes on with its verb ("julga os casos"), unless a post follows.
  const agentBefore = /\p{L}+(?:ad|id)[oa]s?\s+(?:por|pel[oa]s?)\s+$/u.test(passage.text.slice(0, match.index));
  if (agentBefore && !new RegExp(`^(?:${POST_NOUNS}|${AGENT_NOUN})(?![\\p{L}])`, "u").test(description)) return null;
  // "até o Bairro Alto, e depois à Vila Nova", "à rede, tanto que…": a clause a function word or an adverb
  // opens goes on with the sentence; an apposition opens with its noun ("engenheira", "sócio-diretor").
  if (opensClause(description)) return null;
  // "(advogado: Tadeu Paiva)" is a role and its holder, read above; the name before it is a unit's.
  if (/:\s*\p{Lu}/u.test(description)) return null;
  const start = passage.text.lastIndexOf("\n", match.index) + 1;
  const stop = passage.text.indexOf("\n", match.index + match[0].length);
  // A table's header cell "Volume (m³)" writes a measure in its parenthesis, no one's description.
  if (stop >= 0 && /^\s*\|?\s*:?-{3,}/.test(passage.text.slice(stop + 1))) return null;
  const line =
    `${passage.text.slice(start, match.index)} ${passage.text.slice(match.index + match[0].length, stop < 0 ? undefined : stop)}`
      .replace(/\*\*|__/g, "")
      .replace(/^[\s—–:,;.-]+|[\s—–:,;.-]+$/g, "")
      // "…, representada por" before the name: the line is what the person represents, without the participle.
      .replace(/,?\s*\p{L}+(?:ad|id)[oa]s?\s+(?:por|pel[oa]s?)$/u, "")
      .trim();
  return { name: oneLine(name), description: oneLine(description), passage, line };
}

/** A table column that gives each person's post: "Cargo", "Função", "Papel no comitê". */
const POST_HEADER = /^\s*(?:cargo|fun[çc][ãa]o|papel|atribui[çc][ãa]o|posto|ocupa[çc][ãa]o)\b/iu;

/**
 * "| Onofre Lima | Gerente regional do Litoral | … |" under "| Nome | Cargo | … |": each row's person (a cell that is
 * a name and nothing else) and the post its column of posts gives; of two such columns ("Papel", "Cargo"), each.
 */
function tabled(passages: PromptPassage[]): Described[] {
  const wholeName = new RegExp(`^${NAME}$`, "u");
  return tablesIn(unitsOf(passages)).flatMap((rows) => {
    const header = rows[0]?.table?.header ?? [];
    const posts = header.flatMap((name, c) => (POST_HEADER.test(name) ? [c] : []));
    if (posts.length === 0) return [];
    return rows.flatMap((row) => {
      const cells = (row.table?.cells ?? []).map((cell) => cell.replace(/\*\*|__/g, "").trim());
      const person = cells.findIndex((cell, c) => !posts.includes(c) && wholeName.test(cell));
      if (person < 0) return [];
      return posts.flatMap((c): Described[] => {
        const post = cells[c] ?? "";
        if (!/^\p{L}/u.test(post)) return [];
        const description = `${post.charAt(0).toLowerCase()}${post.slice(1)}`;
        return [{ name: cells[person] ?? "", description, passage: row.passage, line: "", column: header[c] ?? "" }];
      });
    });
  });
}

/**
 * Adverbs that open a clause after a comma ("tanto que", "assim como") and prepositions that open an adjunct ("sob a
 * responsabilidade de…", "conforme o contrato"), none of them a stopword.
 */
const CLAUSE_ADVERBS = new Set(
  (
    "tanto assim entao ainda porem contudo todavia entretanto inclusive sobretudo logo antes hoje " +
    "sob sobre desde conforme mediante durante perante entre contra apos ante"
  ).split(" "),
);

/** Whether a text after a comma opens a clause (a function word, an adverb) rather than a noun phrase, article aside. */
function opensClause(text: string): boolean {
  // "Ana Lima, a gerente de contratos": an article opens the noun phrase.
  const words = foldAccents(text.trim().toLowerCase()).split(/\s+/);
  const first = (/^(?:o|a|os|as|um|uma)$/.test(words[0] ?? "") ? words[1] : words[0]) ?? "";
  return analyze(first).length === 0 || CLAUSE_ADVERBS.has(first) || /mente$/u.test(first);
}

/** A description the document wrapped over two lines ("(supervisora de\nFrota)") is one line of the answer. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Capitalised names the question writes ("Priscila Mota"), its first word left out. */
function namesIn(question: string): string[] {
  const names = question.match(new RegExp(NAME, "gu")) ?? [];
  const first = question.trim().split(/\s+/)[0] ?? "";
  return names.map((name) => (name.startsWith(first) ? name.split(/\s+/).slice(1).join(" ") : name)).filter(Boolean);
}

/**
 * Whether a name the question writes (folded) is the described person's: part of it, or holding it whole, since a
 * noun the documents capitalise only inside a title ("curso de Formação em…") reads as capitalised in the question
 * too ("a Formação da Ana Lima").
 */
function sameName(asked: string, described: string): boolean {
  const folded = foldAccents(described);
  return folded.includes(asked) || new RegExp(`(?:^|\\s)${escapeRegExp(folded)}$`, "u").test(asked);
}

export function attributeAnswer(question: string, passages: PromptPassage[]): string | null {
  const folded = foldedQuestion(question);
  // "Quantas vagas abertas existem entre a lotação de hoje e a prevista?": a count or an amount asked is no one's post, whatever
  // word of posts it writes.
  if (/^\s*(?:e\s+)?quant[oa]s?\b/u.test(folded)) return null;
  // "a cargo de X" is what X is in charge of, and "a taxa de ocupação" a measure: neither asks for a post.
  const asksRole =
    ROLE_WORDS.test(
      folded.replace(/\ba cargo d[aeo]s?\b|\b(?:percentual|porcentagem|taxa|indice|grau|nivel) de ocupacao\b/g, " "),
    ) ||
    // "O que a Ana Lima faz?", "a Ana Lima é o quê na companhia?": a person's post asked without its noun, a place at
    // most after it ("o que ela faz se…" asks what she does in a case).
    (namesIn(question).length > 0 &&
      /(?:\bo que (?:\S+\s+){1,4}faz|\b(?:e|era) o que)(?:\s+(?:n[ao]s?|em|d[aeo]s?)\s+[^?,]*)?[\s?!.]*$/u.test(
        folded,
      ));
  const asksWho = /^quem (?:e|era|sera|foi)\b/.test(folded);
  const asksAgent = /^quem\s+(\p{L}+)\s/u.exec(folded)?.[1];
  if (!asksRole && !asksWho && !asksAgent) return null;
  const all = descriptions(passages);
  // "Quem dirige a Divisão X?" over "Divisão X, dirigida por Rui Melo": the agent of the verb's participle.
  const agent = !asksWho && asksAgent ? agentAnswer(question, asksAgent, all) : null;
  if (agent) return agent;
  // "Quem secretariou a reunião?" over "Ana Lima (analista, secretária da comissão)": the role the verb names.
  const roleHolder = !asksWho && asksAgent ? roleOfVerb(question, asksAgent, all) : null;
  if (roleHolder) return roleHolder;
  // "Quem fez a vistoria?" over "Vistoriador: Ana Lima, técnica …": a verb that only says something was done, its object
  // the work whose agent noun is the person's part.
  const worker = !asksWho && asksAgent && LIGHT_VERB.test(asksAgent) ? agentOfWork(folded, all) : null;
  if (worker) return worker;
  if (!asksRole && !asksWho) return null;
  const known = all.filter((entry) => !entry.agentOf);
  if (known.length === 0) return null;
  const names = namesIn(question).map(foldAccents);
  // "Quem é a gerente de Frota?": a role and its unit, both named, find the holder written inside the unit's
  // parenthesis, whatever capitals the unit's name has.
  const holder = asksWho
    ? bestDescribed(
        question,
        known.filter((entry) => entry.line === ""),
      )
    : null;
  if (holder) return holder;
  // "Qual é a função de X no contrato?": the role a sentence gives X in what the question names ("A fiscal do contrato
  // é X"), before X's post in apposition.
  const inContext = asksRole ? roleIn(question, passages, all) : null;
  if (inContext) return inContext;
  if (names.length > 0) {
    // "Qual é o cargo de Priscila Mota?", "quem é Otávio Reis?": the description written beside the name.
    const described = known.filter((entry) => !entry.keyed?.post && names.some((name) => sameName(name, entry.name)));
    // A table that gives a person a post in two columns ("Papel", "Cargo"): the column the question names, else the
    // post they hold ("Cargo").
    const asked = new Set(analyze(question));
    const found =
      described.find((entry) => entry.column && analyze(entry.column).some((stem) => asked.has(stem))) ??
      described.find((entry) => entry.column && /^\s*cargo\b/iu.test(entry.column)) ??
      described[0];
    // Else what the person heads: "Gerência de X, chefiada por Rui Melo" → "Rui Melo chefia a Gerência de X".
    const heads = found ? null : all.find((entry) => entry.agentOf && names.some((name) => sameName(name, entry.name)));
    if (heads?.agentOf) {
      const { unit, participle } = heads.agentOf;
      const verb = participle.replace(/(ad|id)[oa]s?$/u, (_, ending: string) => (ending === "ad" ? "a" : "e"));
      const article = definiteArticle({ gender: /as?$/u.test(participle) ? "f" : "m", plural: /s$/u.test(participle) });
      return `${heads.name} ${verb} ${article} ${unit} [${heads.passage.n}].`;
    }
    if (!found) return null;
    // "Débora Moura (Gerente)" on a line that says of what: a bare title is read with its line.
    const context =
      found.description.split(/\s+/).length <= 2 &&
      found.line.split(/\s+/).length >= 2 &&
      found.line.length <= 160 &&
      // A line that describes another person too is theirs as much as hers: no context of hers.
      // A company's acronym in parentheses ("Companhia de Águas (Cavale)") describes no one.
      // (One whose description names her, "Gerência de X, representada pela gerente Ana", or that is the line itself,
      // is the unit she heads.)
      !known.some(
        (entry) =>
          entry.name !== found.name &&
          /^\p{Ll}/u.test(entry.description) &&
          found.line.includes(entry.name) &&
          entry.name !== found.line &&
          !entry.description.includes(found.name),
      )
        ? ` (${found.line})`
        : "";
    return `${found.name} é ${found.description}${context} [${found.passage.n}].`;
  }
  if (!asksWho) return null;
  return bestDescribed(question, known);
}

/**
 * The person a unit is "chefiada por", "coordenada por", when the question's verb is that participle's ("chefia",
 * "chefiou", "coordena") and it names most of the unit's words: "A Gerência de X é chefiada por Rui Melo [n]."
 */
/**
 * The one person whose description holds the noun of the question's verb ("secretariou": "secretária"; "coordenou":
 * "coordenadora"; "presidiu": "presidente"), the two sharing their root, the description naming something the
 * question names.
 */
function roleOfVerb(question: string, verb: string, known: Described[]): string | null {
  const root = verb.replace(/(?:ou|iu|eu|aram|iram|eram|a|am|e|em)$/u, "");
  if (root.length < 5) return null;
  const shares = (word: string) => {
    let n = 0;
    while (n < Math.min(word.length, root.length) && word[n] === root[n]) n++;
    return n >= 5 && n >= Math.min(word.length, root.length) - 2;
  };
  const wanted = new Set(analyze(question).filter((stem) => !isFraming(stem)));
  const holding = known.filter((entry) =>
    foldAccents(entry.description.toLowerCase())
      .split(/[^\p{L}]+/u)
      .some((word) => word.length >= 5 && shares(word)),
  );
  // The role names something the question names ("secretária da comissão" for "a reunião da comissão"): a role of
  // another thing is not the one asked.
  const verbStems = new Set(analyze(verb));
  const named = holding.filter((entry) =>
    analyze(entry.description).some((stem) => wanted.has(stem) && !verbStems.has(stem)),
  );
  const names = new Set(named.map((entry) => entry.name));
  const found = named[0];
  if (!found || names.size !== 1) return null;
  return `${found.name} é ${found.description} [${found.passage.n}].`;
}

/** Verbs that say a piece of work was done, not which: its noun after them is what the question asks about. */
const LIGHT_VERB =
  /^(?:fez|faz|fizeram|fazem|realizou|realizaram|realiza|elaborou|elaboraram|elabora|conduziu|conduz|preparou|prepara)$/u;

/** The one person whose part (a key, a description) is the agent noun of the work named after the verb. */
function agentOfWork(folded: string, known: Described[]): string | null {
  const noun = /^quem\s+\p{L}+\s+(?:(?:o|a|os|as|esse|essa|este|esta)\s+)?(\p{L}{5,})/u.exec(folded)?.[1];
  if (!noun) return null;
  const root = noun.replace(/[aeo]s?$/u, "");
  if (root.length < 5) return null;
  const holds = (entry: Described) =>
    foldAccents(entry.description.toLowerCase())
      .split(/[^\p{L}]+/u)
      .some((word) => word !== noun && word.startsWith(root) && word.length - root.length <= 4);
  const holding = known.filter((entry) => !entry.agentOf && holds(entry));
  // Of several, those whose passage speaks of the work itself ("Parte A — Campanha" around "Vistoriador: …", "Data da vistoria").
  const work = analyze(folded.slice(folded.indexOf(noun)));
  const about = (entry: Described) => {
    const stems = new Set(analyze(`${entry.passage.location ?? ""} ${entry.passage.text}`));
    return work.every((stem) => stems.has(stem));
  };
  const found = holding.filter(about).length > 0 ? holding.filter(about) : holding;
  const [first] = found;
  if (!first || new Set(found.map((entry) => entry.name)).size !== 1) return null;
  const post = first.keyed?.post ? `, ${first.keyed.post}` : "";
  return `${first.name} é ${first.description}${post} [${first.passage.n}].`;
}

function agentAnswer(question: string, verb: string, known: Described[]): string | null {
  const root = (word: string) => word.replace(/(?:ad|id)[oa]s?$|(?:a|am|ou|ava|e|em|eu|iu)$/u, "");
  const wanted = new Set(analyze(question).filter((stem) => !isFraming(stem)));
  const found = known.find((entry) => {
    if (!entry.agentOf) return false;
    const participle = foldAccents(entry.agentOf.participle.toLowerCase());
    if (root(participle).length < 4 || root(participle) !== root(verb)) return false;
    const unit = analyze(entry.agentOf.unit).filter((stem) => !isFraming(stem));
    return unit.length > 0 && unit.filter((stem) => wanted.has(stem)).length / unit.length >= 0.6;
  });
  if (!found?.agentOf) return null;
  const { unit, participle } = found.agentOf;
  const article = definiteArticle({ gender: /as?$/u.test(participle) ? "f" : "m", plural: /s$/u.test(participle) });
  return `${article.charAt(0).toUpperCase()}${article.slice(1)} ${unit} é ${participle} por ${found.name} [${found.passage.n}].`;
}

/** "Quem é a supervisora de manutenção?": the name whose description holds the question's words, in its article. */
function bestDescribed(question: string, known: Described[]): string | null {
  const wanted = analyze(question).filter((stem) => !isFraming(stem));
  if (wanted.length === 0) return null;
  const best = known
    .map((entry) => {
      const stems = new Set(analyze(entry.description));
      return { entry, share: wanted.filter((stem) => stems.has(stem)).length / wanted.length };
    })
    .filter(({ share }) => share >= 0.6)
    .sort((a, b) => b.share - a.share)[0];
  if (!best) return null;
  const { entry } = best;
  // The article the question gives the role ("a gerente") agrees with the person asked about.
  const asked = ROLE_ARTICLE.exec(question)?.[1]?.toLowerCase();
  return `${entry.name} é ${asked ?? definiteArticle(nounForm(entry.description))} ${entry.description} [${entry.passage.n}].`;
}

/** What a role is asked in: "no contrato", "na comissão", "no projeto" (its noun, folded). */
const ROLE_CONTEXT =
  /\b(?:no|na|nesse|nessa|neste|nesta)\s+(contrato|comissao|comite|projeto|plano|obra|grupo|programa|conselho)\b/;

/** "A fiscal do contrato é Marisol Tapajós": the role a sentence gives the named person in the thing asked of. */
function roleIn(question: string, passages: PromptPassage[], known: Described[]): string | null {
  const context = ROLE_CONTEXT.exec(foldedQuestion(question))?.[1];
  const name = namesIn(question)[0];
  if (!context || !name) return null;
  const pattern = new RegExp(
    `\\b(?:o|a)\\s+(\\p{L}+(?:\\s+\\p{L}+)?\\s+d[oa]\\s+${context})\\s+(?:e|sera|era|foi)\\s+${escapeRegExp(foldAccents(name))}\\b`,
    "iu",
  );
  // "- Fiscal técnico: Anselmo Dracena, analista de redes.": the key of the line the name heads, the post after it.
  const keyed = known.find((entry) => entry.keyed && foldAccents(entry.name).includes(foldAccents(name)));
  if (keyed?.keyed) {
    const post = keyed.keyed.post ? ` (${keyed.keyed.post})` : "";
    return `${name} é ${keyed.description}${post} [${keyed.passage.n}].`;
  }
  for (const passage of passages) {
    const folded = foldAccents(passage.text);
    const match = pattern.exec(folded);
    if (!match?.[1]) continue;
    // The role as the passage writes it, accents kept (folding keeps every letter in its place).
    const at = match.index + match[0].indexOf(match[1]);
    const role = passage.text.slice(at, at + match[1].length);
    return `${name} é ${role.charAt(0).toLowerCase()}${role.slice(1)} [${passage.n}].`;
  }
  // "…; fiscal administrativo Renan Kuhn (assistente de Compras)": a role written before the name in a list, the post after it.
  const before = new RegExp(
    `(?:^|[;:]\\s*|,\\s+)(\\p{Ll}+(?:\\s+\\p{Ll}+){0,3})\\s+${escapeRegExp(foldAccents(name))}\\s*\\(([^)]+)\\)`,
    "u",
  );
  for (const passage of passages) {
    const match = before.exec(foldAccents(passage.text));
    if (!match?.[1] || !match[2]) continue;
    const at = match.index + match[0].indexOf(match[1]);
    const role = passage.text.slice(at, at + match[1].length);
    const postAt = match.index + match[0].lastIndexOf(match[2]);
    return `${name} é ${role} (${passage.text.slice(postAt, postAt + match[2].length)}) [${passage.n}].`;
  }
  return null;
}
