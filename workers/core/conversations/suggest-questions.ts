import { type Article, articleOf, ofThe } from "#isomorphic/text/articles.ts";
import { foldAccents } from "#isomorphic/text/normalize-text.ts";

/**
 * Questions an empty conversation offers, drawn from the project's documents and worded as a colleague would ask
 * them: a table's figures ("Qual canal tem o maior volume mensal?"), what a well-known section holds ("Qual é o
 * objetivo do Plano do Piloto?", "Quais decisões a Ata registra?"), any other section by its heading ("O que o
 * Manual diz sobre a manutenção?"), and for a document without headings its main points, by its title. The
 * document is named by its title (its first heading, a PDF's or text's first short line, else its file name), so
 * the question retrieves by the document's own words. One question per document in turn, newest document first,
 * so the few offered cover several.
 */
export interface DocumentOutline {
  documentId: string;
  documentName: string;
  /** The chunk's heading path ("Requisitos > Login") or "Página N". */
  location: string | null;
  excerpt: string;
}

const MAX_HEADING = 80;
const MAX_TITLE = 60;

export function suggestQuestions(outlines: DocumentOutline[], count = 4): string[] {
  const byDocument = new Map<string, DocumentOutline[]>();
  for (const outline of outlines)
    byDocument.set(outline.documentId, [...(byDocument.get(outline.documentId) ?? []), outline]);
  const queues = [...byDocument.values()].map(questionsOf).filter((queue) => queue.length > 0);
  const picked: string[] = [];
  for (let round = 0; picked.length < count && queues.some((queue) => queue.length > round); round++) {
    for (const queue of queues) {
      const question = queue[round];
      if (question && !picked.includes(question) && picked.length < count) picked.push(question);
    }
  }
  return picked;
}

/** A document as a question names it: "o Plano do Piloto", "a Ata da Reunião", "o documento “notas”". */
interface Named {
  title: string;
  article: Article;
}

function questionsOf(chunks: DocumentOutline[]): string[] {
  const document = titleOf(chunks);
  const figures = chunks.flatMap((chunk) => tableQuestion(chunk.excerpt) ?? []);
  const sections: string[] = [];
  for (const chunk of chunks) {
    const path = (chunk.location ?? "")
      .split(" > ")
      .map((part) => part.trim())
      .filter(Boolean);
    const leaf = path.at(-1);
    if (path.length < 2 || !leaf || leaf.length > MAX_HEADING) continue;
    sections.push(leaf);
  }
  const headings = [...new Set(sections)].map((heading) => sectionQuestion(withoutCode(heading), document));
  const questions = [...new Set([...figures.slice(0, 1), ...headings])];
  return questions.length > 0
    ? questions
    : [`Quais são os pontos principais ${ofThe(document.article)} ${document.title}?`];
}

/** The document's title: its top heading, else a short first line of its text, else its file name, quoted. */
function titleOf(chunks: DocumentOutline[]): Named {
  const heading = chunks
    .map((chunk) => (chunk.location ?? "").split(" > ")[0]?.trim() ?? "")
    .find((top) => top && !/^Página \d+$/.test(top) && top.length <= MAX_TITLE);
  const firstLine = (chunks[0]?.excerpt ?? "")
    .split("\n")
    .map((line) => line.replace(/^#+\s*/, "").trim())
    .find(Boolean);
  const title =
    heading ??
    (firstLine && firstLine.length <= MAX_TITLE && /^\p{Lu}/u.test(firstLine) && !/[.:;]$/.test(firstLine)
      ? firstLine
      : null);
  if (title) return { title, article: articleOf(title) };
  const file = (chunks[0]?.documentName ?? "")
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[-_]+/g, " ")
    .trim();
  return { title: `documento “${file}”`, article: "o" };
}

/** "RF-01 — Consulta de fatura" asks about "Consulta de fatura". */
function withoutCode(heading: string): string {
  return heading.replace(/^[\p{Lu}\d]{1,6}[-.\s]?\d+[\s.:)]*[—–-]?\s*/u, "").trim() || heading;
}

/** A noun phrase as it reads after its article: "Detecção de fraudes" → "detecção de fraudes"; "SLA" stays. */
function lowerFirst(phrase: string): string {
  return /^\p{Lu}\p{Ll}/u.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

/** The question a section's heading suggests: the usual sections of a plan or minutes by name, any other by topic. */
function sectionQuestion(heading: string, document: Named): string {
  const key = foldAccents(heading)
    .replace(/[^a-z ]/g, "")
    .trim();
  const of = `${ofThe(document.article)} ${document.title}`;
  const subject = `${document.article} ${document.title}`;
  if (/^objetivos? gera(l|is)$|^objetivo$/.test(key)) return `Qual é o objetivo ${of}?`;
  if (/^objetivos$/.test(key)) return `Quais são os objetivos ${of}?`;
  if (/^(cronograma|calendario)$/.test(key)) return `Qual é o cronograma ${of}?`;
  if (/^prazos?$/.test(key)) return `Quais são os prazos ${of}?`;
  if (/^requisitos?$/.test(key)) return `Quais são os requisitos ${of}?`;
  if (/^riscos?$/.test(key)) return `Quais riscos ${subject} aponta?`;
  if (/^(metas?|indicadores)$/.test(key))
    return `Quais são as ${key.startsWith("meta") ? "metas" : "indicadores"} ${of}?`;
  if (/^(orcamento|custos?|investimentos?)$/.test(key)) return `Qual é o orçamento ${of}?`;
  if (/^escopo$/.test(key)) return `O que está no escopo ${of}?`;
  if (/^(decisoes|deliberacoes|encaminhamentos)$/.test(key)) return `Quais decisões ${subject} registra?`;
  if (/^proximos passos$/.test(key)) return `Quais são os próximos passos ${of}?`;
  if (/^(responsaveis|equipe|papeis)$/.test(key)) return `Quem são os responsáveis ${of}?`;
  return `O que ${subject} diz sobre ${articleOf(heading)} ${lowerFirst(heading)}?`;
}

/** A figure column of a Markdown table: numbers, percentages or amounts only ("12.500", "20%", "R$ 4,2 mi"). */
const FIGURE = /^(R\$\s*)?[\d.,]+\s*(%|mil|mi|bi)?$/i;

/** "Qual canal tem o maior volume mensal?", from the first table whose column past the first holds figures. */
function tableQuestion(excerpt: string): string | null {
  const rows = excerpt
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("|") && line.endsWith("|"))
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
  const [header, separator, ...data] = rows;
  if (!header || !separator?.every((cell) => /^:?-+:?$/.test(cell)) || data.length < 2) return null;
  const row = header[0] ?? "";
  const column = header.findIndex((name, i) => i > 0 && name && data.every((cells) => FIGURE.test(cells[i] ?? "")));
  const figure = header[column];
  if (column < 0 || !figure || !/^\p{L}/u.test(row) || row.split(/\s+/).length > 2) return null;
  return `Qual ${row.toLowerCase()} tem ${articleOf(figure)} maior ${lowerFirst(figure)}?`;
}
