/**
 * The twelve initiative pages as plain data: slug, titles, in the order the
 * presenter walks them (Abertura, the agents overview, then the initiatives in
 * the order the Impacto page tells their story, ending at Impacto).
 *
 * No imports on purpose: scripts/bench-pages.mjs loads this file with Node's
 * type stripping, which cannot load JSX. Icons live in ./registry.ts,
 * headline figures in ./headlines.ts.
 */
export interface CatalogueEntry {
  slug: string;
  title: string;
  /** Short name for the sidebar and the presenter's footer. */
  shortTitle: string;
  /** One line on what the initiative does, for the landing page. */
  summary: string;
}

export const catalogue = [
  {
    slug: "abertura",
    title: "Abertura Institucional",
    shortTitle: "Abertura",
    summary: "A visão da companhia: missão, inovação e resultados da IA no saneamento.",
  },
  {
    slug: "agentes-especialistas",
    title: "Agentes Especialistas",
    shortTitle: "Agentes Especialistas",
    summary: "A base de conhecimento: cada iniciativa e os agentes que trabalham nela.",
  },
  {
    slug: "gefar",
    title: "GEFAR - Faturamento",
    shortTitle: "GEFAR",
    summary: "Atendimento de faturamento e arrecadação por chat, com respostas em segundos.",
  },
  {
    slug: "suporte-n1",
    title: "Suporte Nível 1",
    shortTitle: "Suporte N1",
    summary: "Suporte técnico remoto de primeiro nível, com o técnico acionado só quando preciso.",
  },
  {
    slug: "ouvidoria",
    title: "Análise de Sentimento",
    shortTitle: "Ouvidoria",
    summary: "Sentimento dos clientes em tempo real e casos críticos escalados na hora.",
  },
  {
    slug: "bi-conversacional",
    title: "BI Conversacional",
    shortTitle: "BI Conversacional",
    summary: "Perguntas em português viram consultas SQL sobre os indicadores.",
  },
  {
    slug: "auditoria-ppp",
    title: "Auditoria PPP",
    shortTitle: "Auditoria PPP",
    summary: "Auditoria automática das medições e pagamentos das parcerias público-privadas.",
  },
  {
    slug: "gecli",
    title: "GECLI - Inadimplência",
    shortTitle: "GECLI",
    summary: "Risco de inadimplência previsto antes do vencimento, com a cobrança preventiva.",
  },
  {
    slug: "gereg",
    title: "GEREG - Conformidade",
    shortTitle: "GEREG",
    summary: "Respostas aos ofícios da agência reguladora, conformes e no prazo.",
  },
  {
    slug: "qualidade-agua",
    title: "Qualidade da Água",
    shortTitle: "Qualidade da Água",
    summary: "Potabilidade monitorada da captação à torneira, com riscos previstos.",
  },
  {
    slug: "otimizacao-energetica",
    title: "Otimização Energética",
    shortTitle: "Otimização Energética",
    summary: "Bombeamento nos horários mais baratos e vazamentos detectados cedo.",
  },
  {
    slug: "impacto",
    title: "Impacto e Conclusão",
    shortTitle: "Impacto",
    summary: "O resultado consolidado: economia, eficiência e satisfação.",
  },
] as const satisfies readonly CatalogueEntry[];

export type InitiativeSlug = (typeof catalogue)[number]["slug"];

export const initiativeSlugs: readonly InitiativeSlug[] = catalogue.map((entry) => entry.slug);

export function initiativePath(slug: string): string {
  return `/initiatives/${slug}`;
}

export function catalogueEntry(slug: string): CatalogueEntry | undefined {
  return catalogue.find((entry) => entry.slug === slug);
}
