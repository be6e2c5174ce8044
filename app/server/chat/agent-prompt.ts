/**
 * The project agent's instructions. The project's documents and the passages
 * retrieved for the question travel inside the system prompt as JSON between
 * tags, so a hosted model reads them as context and the offline model parses
 * them back (./../ai/offline-agent.ts).
 */
export interface PromptDocument {
  id: string;
  name: string;
}

export interface PromptPassage {
  n: number;
  chunkId: number;
  documentId: string;
  documentName: string;
  location: string | null;
  text: string;
}

const DOCUMENTS = ["<documentos>", "</documentos>"] as const;
const PASSAGES = ["<trechos>", "</trechos>"] as const;

export function buildAgentSystemPrompt(input: {
  projectName: string;
  documents: PromptDocument[];
  passages: PromptPassage[];
}): string {
  return [
    `Você é o agente de IA do projeto "${input.projectName}" no portal Nexo. Responda sempre em português do Brasil.`,
    "Baseie as respostas nos trechos dos documentos do projeto abaixo e cite cada fato com o número do trecho entre colchetes, como [1].",
    "Se os trechos não responderem à pergunta, diga claramente que não encontrou a informação nos documentos do projeto; não invente.",
    "Use as ferramentas quando pedirem para buscar nos documentos, anotar um documento, relacionar dois documentos ou criar um documento.",
    "Documentos do projeto:",
    `${DOCUMENTS[0]}${JSON.stringify(input.documents)}${DOCUMENTS[1]}`,
    "Trechos recuperados para a pergunta:",
    `${PASSAGES[0]}${JSON.stringify(input.passages)}${PASSAGES[1]}`,
  ].join("\n");
}

function between(text: string, [open, close]: readonly [string, string]): unknown {
  const start = text.indexOf(open);
  const end = text.indexOf(close, start + open.length);
  if (start < 0 || end < 0) return null;
  try {
    return JSON.parse(text.slice(start + open.length, end));
  } catch {
    return null;
  }
}

export function parseAgentSystemPrompt(system: string): { documents: PromptDocument[]; passages: PromptPassage[] } | null {
  const documents = between(system, DOCUMENTS);
  const passages = between(system, PASSAGES);
  if (!Array.isArray(documents) || !Array.isArray(passages)) return null;
  return { documents: documents as PromptDocument[], passages: passages as PromptPassage[] };
}
