import type { AgentContext } from "#isomorphic/initiatives/ouvidoria/types.ts";

/**
 * The analyst's instructions with the dashboard data embedded as JSON between
 * markers. A hosted model reads it as context; the offline model parses the
 * same block back, so both answer from exactly what the page sent.
 */
const BEGIN = "<<<DADOS_DO_PAINEL";
const END = "DADOS_DO_PAINEL>>>";

export function buildOuvidoriaSystemPrompt(context: AgentContext): string {
  return [
    "Você é o analista de IA da Ouvidoria de uma companhia estadual de saneamento.",
    "Responda sempre em português do Brasil, de forma objetiva, com Markdown (títulos curtos e listas).",
    "Responda exatamente o que foi perguntado, com os números do painel: contagens (por assunto, região, canal ou dia da semana), um caso crítico pelo nome do cliente ou pelo protocolo (protocolo, região, canal, evidências e próximo passo), uma região, um canal, um dia.",
    "Use o resumo executivo apenas para perguntas abertas.",
    "Baseie-se apenas nos dados do painel abaixo; diga quando um dado não estiver disponível.",
    "Para previsões, explique o método usado.",
    "Deixe uma linha em branco entre parágrafos, títulos e listas.",
    "",
    BEGIN,
    JSON.stringify(context),
    END,
  ].join("\n");
}

export function extractContext(systemPrompt: string): AgentContext | null {
  const start = systemPrompt.indexOf(BEGIN);
  const end = systemPrompt.indexOf(END);
  if (start < 0 || end < start) return null;
  try {
    return JSON.parse(systemPrompt.slice(start + BEGIN.length, end)) as AgentContext;
  } catch {
    return null;
  }
}
