/**
 * Impacto e Conclusão: the closing page of the presentation.
 * Figures: R$ 8.5M projected annual saving, 47% efficiency gain, 92% user satisfaction.
 */
import type { PresenterKey } from "#isomorphic/initiatives/presenter-key.ts";
import type { KnowledgeIconName } from "#app/initiatives/shared/knowledge-icons.ts";
import { formatMoneyCompact, formatPercent } from "#isomorphic/text/format.ts";

/** Icon names, mapped to lucide icons in the view. */
export type ImpactIconName =
  | KnowledgeIconName
  | "droplets"
  | "zap"
  | "brain"
  | "piggy-bank"
  | "gauge"
  | "smile"
  | "users"
  | "shield-check"
  | "leaf";

export interface AgentBubble {
  label: string;
  caption: string;
  icon: ImpactIconName;
}

/** The ten agent bubbles, in the order of the presentation's story. */
export const agentBubbles: readonly AgentBubble[] = [
  { label: "GEFAR", caption: "Faturamento e arrecadação", icon: "receipt" },
  { label: "Suporte N1", caption: "Atendimento técnico remoto", icon: "headset" },
  { label: "Ouvidoria", caption: "Análise de sentimento", icon: "message-square-heart" },
  { label: "BI", caption: "Consultas em linguagem natural", icon: "bar-chart-3" },
  { label: "Auditoria", caption: "Pagamentos das PPPs", icon: "scan-search" },
  { label: "GECLI", caption: "Antecipação da inadimplência", icon: "trending-down" },
  { label: "GEREG", caption: "Conformidade regulatória", icon: "file-check-2" },
  { label: "Qualidade", caption: "Monitoramento da água", icon: "droplets" },
  { label: "Otimização", caption: "Energia e perdas", icon: "zap" },
  { label: "Predição", caption: "Modelos preditivos", icon: "brain" },
];

/** The three headline figures. */
export const impactFigures = {
  annualSavingsBRL: 8_500_000,
  efficiencyGainPercent: 47,
  userSatisfactionPercent: 92,
} as const;

export interface HeadlineFigure {
  id: "savings" | "efficiency" | "satisfaction";
  value: string;
  label: string;
  hint: string;
  icon: ImpactIconName;
}

export const headlineFigures: readonly HeadlineFigure[] = [
  {
    id: "savings",
    value: formatMoneyCompact(impactFigures.annualSavingsBRL),
    label: "Economia anual projetada",
    hint: "Somando todas as iniciativas de IA",
    icon: "piggy-bank",
  },
  {
    id: "efficiency",
    value: formatPercent(impactFigures.efficiencyGainPercent),
    label: "Ganho de eficiência",
    hint: "Nos processos atendidos pelos agentes",
    icon: "gauge",
  },
  {
    id: "satisfaction",
    value: formatPercent(impactFigures.userSatisfactionPercent),
    label: "Satisfação dos usuários",
    hint: "Clientes e equipes internas",
    icon: "smile",
  },
];

export interface ConsolidatedBenefit {
  title: string;
  description: string;
  icon: ImpactIconName;
}

/** The six consolidated benefits. */
export const consolidatedBenefits: readonly ConsolidatedBenefit[] = [
  {
    title: "Eficiência operacional",
    description:
      "Tarefas repetitivas de faturamento, suporte, auditoria e regulação passam a ser executadas pelos agentes, com menos retrabalho e menos erros.",
    icon: "gauge",
  },
  {
    title: "Atendimento ao cliente",
    description:
      "Respostas mais rápidas e consistentes em telefone, WhatsApp e chat, com os casos críticos identificados e encaminhados na hora.",
    icon: "users",
  },
  {
    title: "Decisões baseadas em dados",
    description:
      "Gestores consultam indicadores em português e recebem previsões que antecipam problemas antes que afetem a população.",
    icon: "bar-chart-3",
  },
  {
    title: "Conformidade e transparência",
    description:
      "Respostas regulatórias no prazo, pagamentos das parcerias auditados e trilha de auditoria completa de cada decisão.",
    icon: "shield-check",
  },
  {
    title: "Sustentabilidade financeira",
    description:
      "Inadimplência antecipada, pagamentos indevidos bloqueados e menos desperdício de energia e de água tratada.",
    icon: "piggy-bank",
  },
  {
    title: "Segurança hídrica e saúde pública",
    description:
      "Qualidade da água monitorada continuamente e vazamentos detectados cedo, protegendo o abastecimento e o meio ambiente.",
    icon: "leaf",
  },
];

export const closing = {
  title: "Um novo patamar para o saneamento",
  text: "Os agentes de IA não substituem as pessoas: liberam as equipes para o que exige conhecimento e cuidado, enquanto tarefas repetitivas, análises e monitoramento acontecem de forma contínua, segura e rastreável. A mesma arquitetura de agentes especialistas sustenta todas as iniciativas e permite que novas frentes sejam incorporadas com rapidez, ampliando a eficiência da companhia e a qualidade do serviço prestado à população.",
} as const;

/** The credit at the end of the page; the label is the configured AI provider. */
export function providerCredit(label: string): string {
  return `Tecnologia de IA: ${label}`;
}

/** The element this page's presenter slide is built around (see isomorphic/initiatives/presenter-key.ts). */
export const presenterKey: PresenterKey = {
  id: "impact-figures",
  description: "Os três números do impacto: R$ 8,5 mi, 47% de eficiência, 92% de satisfação",
};
