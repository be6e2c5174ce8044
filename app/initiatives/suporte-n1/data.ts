/**
 * Suporte Nível 1: remote first-level technical support, run by
 * the knowledge base's "suporte-tecnico" installation agent, which frees 80% of
 * the technicians' time. All figures are static sample data.
 */
import { TECHNICIAN_TIME_FREED_PERCENT } from "#app/initiatives/claims.ts";
import type { PresenterKey } from "#isomorphic/initiatives/presenter-key.ts";
import {
  knowledgeInitiatives,
  type KnowledgeInitiative,
  type SpecialistAgent,
} from "#app/initiatives/agentes-especialistas/data.ts";
import { formatNumber, formatPercent } from "#isomorphic/text/format.ts";

/** Icon names, mapped to lucide icons in the view. */
export type SupportIconName = "message-square" | "bot" | "wrench" | "clock" | "ticket" | "check-circle" | "users";

function supportInitiative(): KnowledgeInitiative {
  const initiative = knowledgeInitiatives.find((entry) => entry.id === "suporte-tecnico");
  if (!initiative) throw new Error("knowledge base: suporte-tecnico is missing");
  return initiative;
}

/** The knowledge-base initiative behind this page and its installation agent. */
export const knowledgeBaseInitiative: KnowledgeInitiative = supportInitiative();
export const installationAgent: SpecialistAgent = (() => {
  const agent = knowledgeBaseInitiative.agents.find((entry) => entry.name === "Agente de Instalação");
  if (!agent) throw new Error("knowledge base: installation agent is missing");
  return agent;
})();

export interface FlowStep {
  number: number;
  title: string;
  actor: string;
  description: string;
  icon: SupportIconName;
}

/** The three-step flow of a first-level ticket. */
export const flowSteps: readonly FlowStep[] = [
  {
    number: 1,
    title: "Abertura do chamado",
    actor: "Usuário",
    description:
      "O colaborador ou a equipe de campo descreve o problema pelo chat, WhatsApp ou portal interno, com fotos ou prints da tela se quiser.",
    icon: "message-square",
  },
  {
    number: 2,
    title: "Diagnóstico e instalação guiada",
    actor: "Agente de Instalação",
    description:
      "O agente identifica o equipamento ou sistema, consulta a base de soluções e conduz a instalação ou configuração passo a passo, confirmando cada etapa.",
    icon: "bot",
  },
  {
    number: 3,
    title: "Resolução ou escalonamento",
    actor: "Agente e técnico",
    description:
      "O chamado é encerrado remotamente; quando exige presença, segue ao técnico já com o diagnóstico completo, sem retrabalho.",
    icon: "wrench",
  },
];

export type TicketStatus = "Resolvido" | "Em andamento" | "Aguardando usuário" | "Escalado ao técnico";

export interface SupportTicket {
  id: string;
  title: string;
  requester: string;
  category: string;
  openedAt: string;
  status: TicketStatus;
  /** 0-100. */
  progress: number;
  currentStep: string;
}

/** Four sample tickets. */
export const tickets: readonly SupportTicket[] = [
  {
    id: "SUP-2041",
    title: "Instalação do aplicativo de leitura no coletor de dados",
    requester: "Equipe de Leitura - Regional Norte",
    category: "Instalação de software",
    openedAt: "08:12",
    status: "Resolvido",
    progress: 100,
    currentStep: "Aplicativo instalado e leitura de teste sincronizada.",
  },
  {
    id: "SUP-2042",
    title: "Configuração da VPN para acesso ao sistema comercial",
    requester: "Agência de Atendimento Centro",
    category: "Acesso e rede",
    openedAt: "08:47",
    status: "Em andamento",
    progress: 75,
    currentStep: "Certificado instalado; testando a conexão com o sistema comercial.",
  },
  {
    id: "SUP-2043",
    title: "Impressora térmica de contas sem comunicação",
    requester: "Leiturista - Setor B",
    category: "Equipamento de campo",
    openedAt: "09:05",
    status: "Aguardando usuário",
    progress: 40,
    currentStep: "Aguardando o leiturista parear a impressora por Bluetooth.",
  },
  {
    id: "SUP-2044",
    title: "Atualização do software de telemetria da estação elevatória",
    requester: "Operação - Estação Elevatória 3",
    category: "Telemetria",
    openedAt: "09:18",
    status: "Escalado ao técnico",
    progress: 60,
    currentStep: "Diagnóstico concluído: troca do módulo de comunicação agendada com o técnico.",
  },
];

/** Static figures of the page. */
export const supportFigures = {
  technicianTimeFreedPercent: TECHNICIAN_TIME_FREED_PERCENT,
  ticketsToday: 64,
  resolvedRemotelyPercent: 87,
  averageResolutionMinutes: 7,
  satisfactionScore: 4.7,
  satisfactionScale: 5,
  ratingsThisMonth: 1312,
} as const;

export interface SupportStat {
  id: string;
  value: string;
  label: string;
  hint: string;
  icon: SupportIconName;
  tone: "success" | "info";
}

export const supportStats: readonly SupportStat[] = [
  {
    id: "technician-time",
    value: formatPercent(supportFigures.technicianTimeFreedPercent),
    label: "Tempo dos técnicos liberado",
    hint: "Com o Agente de Instalação no primeiro nível",
    icon: "users",
    tone: "success",
  },
  {
    id: "tickets-today",
    value: formatNumber(supportFigures.ticketsToday),
    label: "Chamados hoje",
    hint: "Abertos por chat, WhatsApp e portal",
    icon: "ticket",
    tone: "info",
  },
  {
    id: "resolved-remotely",
    value: formatPercent(supportFigures.resolvedRemotelyPercent),
    label: "Resolvidos sem visita técnica",
    hint: "Encerrados remotamente pelo agente",
    icon: "check-circle",
    tone: "success",
  },
  {
    id: "resolution-time",
    value: `${formatNumber(supportFigures.averageResolutionMinutes)} min`,
    label: "Tempo médio de resolução",
    hint: "Do primeiro contato ao encerramento",
    icon: "clock",
    tone: "info",
  },
];

export interface SatisfactionMetric {
  label: string;
  /** 0-100. */
  percent: number;
}

export const satisfactionMetrics: readonly SatisfactionMetric[] = [
  { label: "Resolução no primeiro contato", percent: 82 },
  { label: "Clareza das instruções", percent: 94 },
  { label: "Agilidade no atendimento", percent: 91 },
  { label: "Recomendariam o suporte", percent: 89 },
];

/** The element this page's presenter slide is built around (see isomorphic/initiatives/presenter-key.ts). */
export const presenterKey: PresenterKey = {
  id: "stats",
  description: "Os indicadores do suporte (80% do tempo dos técnicos liberado)",
};
