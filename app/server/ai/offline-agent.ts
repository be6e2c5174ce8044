import type { PromptDocument, PromptPassage } from "~/server/chat/agent-prompt";
import { analyze, foldAccents, splitSentences } from "~/server/search/text-analysis";

/**
 * The offline project agent's decisions, as plain functions: what to do with
 * a message (answer from the passages, or call a tool) and what to say after
 * a tool ran. It answers only with sentences quoted from the retrieved
 * passages, each cited, and says plainly when nothing relevant was found.
 */
export type AgentDecision =
  | { kind: "answer"; text: string }
  | { kind: "tool"; toolName: "add_annotation" | "relate_documents" | "create_document" | "search_documents"; input: Record<string, string> };

export interface AgentContext {
  documents: PromptDocument[];
  passages: PromptPassage[];
}

const GREETING = /^(oi|ol[aá]|bom dia|boa tarde|boa noite|e a[ií]|obrigad[oa]|valeu)[\s!.,]*$/i;

export function decide(message: string, context: AgentContext): AgentDecision {
  const text = message.trim();
  const plain = foldAccents(text);
  if (GREETING.test(text)) {
    return {
      kind: "answer",
      text:
        "Olá! Sou o agente do projeto. Pergunte sobre os documentos do projeto e eu respondo citando as fontes; " +
        "também posso anotar um documento, relacionar dois documentos ou criar um documento Markdown.",
    };
  }
  if (/\b(anot[ae]|anotar|anotacao|adicione uma nota|registre uma nota)\b/.test(plain)) {
    const document = mentionedDocuments(plain, context.documents)[0];
    const content = quotedOrAfterColon(text);
    if (document && content) return { kind: "tool", toolName: "add_annotation", input: { documentId: document.id, content } };
    return { kind: "answer", text: "Para anotar, diga qual documento e o texto da anotação, por exemplo: anote em Requisitos: revisar prazos." };
  }
  if (/\b(relacion[ae]|relacionar|vincul[ae]|vincular|ligu?e)\b/.test(plain)) {
    const [source, target] = mentionedDocuments(plain, context.documents);
    if (source && target) return { kind: "tool", toolName: "relate_documents", input: { sourceDocumentId: source.id, targetDocumentId: target.id } };
    return { kind: "answer", text: "Para relacionar, cite os nomes de dois documentos do projeto." };
  }
  if (/\b(crie|criar|gere|gerar|escreva|redija)\b.*\b(documento|arquivo|nota|resumo|relatorio)\b/.test(plain)) {
    const title = quotedOrAfterColon(text) ?? titleFrom(text);
    return { kind: "tool", toolName: "create_document", input: { title, content: documentBody(title, text, context.passages) } };
  }
  if (/^(busque|procure|pesquise)\b/.test(plain)) {
    const query = text.replace(/^(busque|procure|pesquise)\s+(por\s+)?/i, "");
    return { kind: "tool", toolName: "search_documents", input: { query } };
  }
  return { kind: "answer", text: answerFromPassages(text, context.passages) };
}

/** What to say once a tool has run, from its result. */
export function afterTool(toolName: string, output: unknown, question: string): string {
  const result = (output && typeof output === "object" ? output : {}) as Record<string, unknown>;
  if (result.ok === false) return `Não consegui concluir a ação: ${String(result.error ?? "erro desconhecido")}.`;
  switch (toolName) {
    case "add_annotation":
      return `Anotei no documento **${String(result.documentName)}**: “${String(result.content)}”.`;
    case "relate_documents":
      return `Relacionei **${String(result.sourceName)}** e **${String(result.targetName)}**; a relação aparece no Canvas.`;
    case "create_document":
      return `Criei o documento **${String(result.name)}** no projeto. Ele já aparece no Canvas e pode ser editado.`;
    case "search_documents":
      return answerFromPassages(question, Array.isArray(result.passages) ? (result.passages as PromptPassage[]) : []);
    default:
      return "Ação concluída.";
  }
}

export const NOTHING_FOUND =
  "Não encontrei nos documentos do projeto informações sobre isso. Envie um documento pelo clipe ou reformule a pergunta.";

/**
 * The sentences of the passages that best match the question, quoted and
 * cited by passage number. A sentence counts only if it shares enough of the
 * question's content words (weighted by how rare they are among the passages).
 */
export function answerFromPassages(question: string, passages: PromptPassage[]): string {
  const terms = [...new Set(analyze(question))];
  if (terms.length === 0 || passages.length === 0) return NOTHING_FOUND;
  const documentFrequency = new Map<string, number>();
  const candidates = passages.flatMap((passage) =>
    splitSentences(passage.text).map((sentence) => {
      const stems = new Set(analyze(sentence));
      for (const stem of stems) documentFrequency.set(stem, (documentFrequency.get(stem) ?? 0) + 1);
      return { passage, sentence, stems };
    }),
  );
  const weight = (term: string) => Math.log(1 + (candidates.length + 1) / ((documentFrequency.get(term) ?? 0) + 0.5));
  const total = terms.reduce((sum, term) => sum + weight(term), 0);
  const scored = candidates
    .map((candidate) => {
      const matched = terms.filter((term) => candidate.stems.has(term));
      return { ...candidate, coverage: matched.reduce((sum, term) => sum + weight(term), 0) / total, matched: matched.length };
    })
    .filter((candidate) => candidate.matched > 0 && candidate.coverage >= 0.34)
    .sort((a, b) => b.coverage - a.coverage || a.passage.n - b.passage.n);
  const best = scored[0];
  if (!best) return NOTHING_FOUND;
  const chosen = scored.filter((candidate) => candidate.coverage >= best.coverage * 0.75).slice(0, 3);
  const lines = chosen.map((candidate) => `> ${candidate.sentence.trim()} [${candidate.passage.n}]`);
  const names = [...new Set(chosen.map((candidate) => `**${candidate.passage.documentName}**`))];
  return [`Segundo ${names.join(" e ")}:`, "", ...lines].join("\n");
}

function mentionedDocuments(plain: string, documents: PromptDocument[]): PromptDocument[] {
  const stem = (name: string) => foldAccents(name.replace(/\.[a-z0-9]+$/i, ""));
  return documents
    .map((document) => ({ document, at: plain.indexOf(stem(document.name)) }))
    .filter((entry) => entry.at >= 0 && stem(entry.document.name).length > 1)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.document);
}

function quotedOrAfterColon(text: string): string | null {
  const quoted = /["“']([^"”']{2,})["”']/.exec(text)?.[1];
  if (quoted) return quoted.trim();
  const colon = text.indexOf(":");
  return colon >= 0 && text.slice(colon + 1).trim() ? text.slice(colon + 1).trim() : null;
}

function titleFrom(text: string): string {
  const about = /\b(?:sobre|com|de)\s+(.{3,80})$/i.exec(text.replace(/[.?!]+$/, ""))?.[1];
  const base = about ? about.replace(/^(o|a|os|as)\s+/i, "") : "Novo documento";
  return base.charAt(0).toUpperCase() + base.slice(1);
}

function documentBody(title: string, request: string, passages: PromptPassage[]): string {
  const answer = answerFromPassages(request.replace(/\b(crie|criar|gere|gerar|escreva|redija)\b/gi, ""), passages);
  // Citation numbers mean nothing outside the chat; the document names stay.
  const body = answer === NOTHING_FOUND ? "_Documento criado pelo agente. Edite-o no Canvas._" : answer.replace(/ \[\d+\]/g, "");
  return `# ${title}\n\n${body}\n`;
}
