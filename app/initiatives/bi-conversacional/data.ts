/**
 * BI Conversacional: suggestions, the canned quarterly-revenue answer and the
 * pure matcher that decides which questions the demo answers.
 */
import type { PresenterKey } from "#isomorphic/initiatives/presenter-key.ts";

import { plainQuestion, questionWords } from "#isomorphic/text/question-words.ts";

export const COPY = {
  subtitle:
    "Pergunte em português e receba a resposta em segundos: um agente orquestrador verifica suas permissões e agentes especialistas em SQL transformam a pergunta em consulta ao banco de dados.",
  badge: "Demonstração",
  askTitle: "Faça sua pergunta",
  askDescription: "Digite uma pergunta sobre os dados da companhia ou escolha uma das sugestões.",
  inputLabel: "Pergunta",
  inputPlaceholder: "Ex.: Qual foi o faturamento por trimestre em 2024?",
  /** On stage the field is narrower than that example at projector size; the suggestions below carry it whole. */
  presenterInputPlaceholder: "Ex.: faturamento por trimestre",
  submitLabel: "Consultar",
  suggestionsTitle: "Sugestões de consulta",
  resultLabel: "Resultado da consulta",
  resultEmpty: "Faça uma pergunta ou escolha uma sugestão para ver o resultado aqui.",
  /** Beside the result on stage, while the canned query stands in for the presenter's first question. */
  exampleBadge: "Exemplo",
  unsupported:
    "Obrigado pela pergunta! Esta demonstração responde apenas à consulta sugerida de faturamento por trimestre. Experimente a sugestão “Qual foi o faturamento por trimestre em 2024?”.",
  resultTitle: "Faturamento por trimestre — 2024",
  sqlTitle: "SQL gerado pelo agente especialista",
  totalLabel: "Total do ano",
  howTitle: "Como funciona",
  agentsTitle: "Agentes envolvidos",
  benefitsTitle: "Benefícios",
} as const;

/** The supported suggestion: the only query with a canned answer. */
export const QUARTERLY_REVENUE_QUESTION = "Qual foi o faturamento por trimestre em 2024?";

/** The three suggested-query buttons; the first is the quarterly-revenue query. */
export const SUGGESTIONS: readonly string[] = [
  QUARTERLY_REVENUE_QUESTION,
  "Quantas novas ligações de água foram feitas em cada região este mês?",
  "Qual o índice de perdas por sistema de abastecimento?",
];

/** The year the canned answer covers. */
export const RESULT_YEAR = 2024;

export interface QuarterRevenue {
  quarter: string;
  /** Billed revenue in reais. */
  revenue: number;
}

export const QUARTERLY_REVENUE: readonly QuarterRevenue[] = [
  { quarter: "1º trimestre", revenue: 428_600_000 },
  { quarter: "2º trimestre", revenue: 441_200_000 },
  { quarter: "3º trimestre", revenue: 455_900_000 },
  { quarter: "4º trimestre", revenue: 472_400_000 },
];

export function totalRevenue(rows: readonly QuarterRevenue[] = QUARTERLY_REVENUE): number {
  return rows.reduce((sum, row) => sum + row.revenue, 0);
}

/** Each quarter's bar width: its share of the largest quarter, 0-100. */
export function barWidths(rows: readonly QuarterRevenue[] = QUARTERLY_REVENUE): number[] {
  const max = Math.max(0, ...rows.map((row) => row.revenue));
  return rows.map((row) => (max === 0 ? 0 : Math.round((row.revenue / max) * 100)));
}

export const GENERATED_SQL = `SELECT EXTRACT(QUARTER FROM f.data_emissao) AS trimestre,
       SUM(f.valor_faturado) AS faturamento
FROM comercial.faturas f
WHERE f.data_emissao >= DATE '2024-01-01'
  AND f.data_emissao < DATE '2025-01-01'
  AND f.situacao <> 'CANCELADA'
GROUP BY 1
ORDER BY 1;`;

const REVENUE_WORDS = ["faturamento", "faturado", "receita", "receitas"];
const QUARTER_WORDS = ["trimestre", "trimestres", "trimestral", "trimestralmente"];

/**
 * Whether the question asks for the quarterly revenue: the suggestion itself,
 * or any wording that names revenue (faturamento / receita) and quarters
 * (trimestre / trimestral). A question naming another year is not answered,
 * since the canned result covers 2024 only.
 */
export function isQuarterlyRevenueQuestion(question: string): boolean {
  const normalized = plainQuestion(question);
  if (normalized === "") return false;
  if (normalized === plainQuestion(QUARTERLY_REVENUE_QUESTION)) return true;
  const words = questionWords(normalized);
  const mentionsRevenue = words.some((word) => REVENUE_WORDS.includes(word));
  const mentionsQuarter = words.some((word) => QUARTER_WORDS.includes(word));
  if (!mentionsRevenue || !mentionsQuarter) return false;
  const years = words.filter((word) => /^(19|20)\d{2}$/.test(word));
  return years.every((year) => year === String(RESULT_YEAR));
}

export type QueryAnswer = { kind: "empty" } | { kind: "quarterly-revenue" } | { kind: "unsupported"; message: string };

/** What the demo answers to a question (nothing is sent to a server). */
export function answerQuestion(question: string): QueryAnswer {
  if (plainQuestion(question) === "") return { kind: "empty" };
  if (isQuarterlyRevenueQuestion(question)) return { kind: "quarterly-revenue" };
  return { kind: "unsupported", message: COPY.unsupported };
}

export interface FlowStep {
  title: string;
  description: string;
}

export const FLOW: readonly FlowStep[] = [
  { title: "Pergunta em português", description: "O gestor escreve a dúvida como falaria com um analista." },
  {
    title: "Orquestrador verifica permissões",
    description:
      "O agente orquestrador confere o perfil do usuário e libera apenas as bases e colunas que ele pode consultar.",
  },
  {
    title: "Especialista gera o SQL",
    description:
      "Um agente especialista do domínio (comercial, operacional ou financeiro) traduz a pergunta em SQL validado.",
  },
  {
    title: "Resposta visual",
    description: "O resultado volta em tabela e gráfico, com o SQL disponível para conferência.",
  },
];

export interface BiAgent {
  icon: "shield" | "database";
  name: string;
  description: string;
}

export const AGENTS: readonly BiAgent[] = [
  {
    icon: "shield",
    name: "Agente Orquestrador",
    description:
      "Recebe a pergunta, verifica as permissões de acesso do usuário e escolhe o especialista adequado. Consultas fora do perfil são recusadas com uma explicação.",
  },
  {
    icon: "database",
    name: "Especialistas em SQL",
    description:
      "Modelos de linguagem ajustados (fine-tuned) com o dicionário de dados da companhia, um por domínio, que transformam perguntas em SQL e explicam a consulta gerada.",
  },
];

export const BENEFITS: readonly string[] = [
  "Gestores consultam os dados sem depender da fila de relatórios da TI.",
  "Cada resposta mostra o SQL gerado, para conferência e auditoria.",
  "Permissões respeitadas: cada usuário vê apenas os dados do seu perfil.",
  "Perguntas frequentes viram painéis reutilizáveis.",
];

/** The element this page's presenter slide is built around (see isomorphic/initiatives/presenter-key.ts). */
export const presenterKey: PresenterKey = {
  id: "ask",
  description: "A pergunta em português com Consultar e as consultas sugeridas",
};
