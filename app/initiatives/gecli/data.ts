/**
 * GECLI - Inadimplência: default-risk anticipation, default anticipated 30 days ahead and recovery up 40%.
 */
import { ANTICIPATION_DAYS, RECOVERY_GAIN_PERCENT } from "#app/initiatives/claims.ts";
import type { PresenterKey } from "#isomorphic/initiatives/presenter-key.ts";

export const COPY = {
  subtitle:
    "Antecipação da inadimplência com aprendizado de máquina: a IA identifica clientes com risco de atraso e aciona a régua de cobrança preventiva antes do vencimento.",
  badge: "Em operação",
  statsTitle: "Indicadores do GECLI",
  riskTitle: "Clientes com risco de inadimplência",
  riskDescription: "Amostra da carteira monitorada, com o risco calculado pelo modelo e a ação recomendada.",
  scoreLabel: "Score de risco",
  factorsLabel: "Sinais identificados",
  actionLabel: "Ação recomendada",
  timelineTitle: "Régua preventiva: do alerta ao pagamento",
  segmentsTitle: "Carteira por nível de risco",
  agentsTitle: "Agentes envolvidos",
} as const;

export type RiskLevel = "alto" | "medio" | "baixo";

export const RISK_LABELS: Record<RiskLevel, string> = {
  alto: "Risco alto",
  medio: "Risco médio",
  baixo: "Risco baixo",
};

/** Score bands of the model (0-100): alto from 70, médio from 40. */
export const HIGH_RISK_FROM = 70;
export const MEDIUM_RISK_FROM = 40;

/** The risk level of a model score. */
export function riskLevel(score: number): RiskLevel {
  if (score >= HIGH_RISK_FROM) return "alto";
  if (score >= MEDIUM_RISK_FROM) return "medio";
  return "baixo";
}

export interface RiskCustomer {
  name: string;
  account: string;
  category: string;
  /** Model score, 0-100. */
  score: number;
  /** Open amount, in reais. */
  openAmount: number;
  factors: readonly string[];
  action: string;
}

export const RISK_CUSTOMERS: readonly RiskCustomer[] = [
  {
    name: "Condomínio Residencial Jardim das Flores",
    account: "Matrícula 1098-2",
    category: "Residencial coletivo",
    score: 87,
    openAmount: 18_420,
    factors: ["Atrasos crescentes nas últimas 3 faturas", "Troca recente do síndico", "Consumo 18% acima da média"],
    action: "Contato do gestor de contas e proposta de parcelamento antes do vencimento.",
  },
  {
    name: "Padaria Pão Dourado Ltda.",
    account: "Matrícula 5531-0",
    category: "Comercial",
    score: 74,
    openAmount: 2_960,
    factors: ["Pagamentos cada vez mais próximos do vencimento", "Queda de 30% no consumo"],
    action: "Lembrete por WhatsApp com boleto e opção de débito automático.",
  },
  {
    name: "João P. S.",
    account: "Matrícula 7720-4",
    category: "Residencial",
    score: 52,
    openAmount: 386,
    factors: ["Uma fatura paga com atraso em 6 meses", "Mudança de titularidade recente"],
    action: "SMS preventivo 5 dias antes do vencimento.",
  },
  {
    name: "Escola Particular Saber Mais",
    account: "Matrícula 3302-9",
    category: "Comercial",
    score: 21,
    openAmount: 4_150,
    factors: ["Histórico de pagamentos em dia", "Consumo estável"],
    action: "Manter monitoramento; nenhuma ação necessária.",
  },
];

export interface Segment {
  level: RiskLevel;
  customers: number;
}

/** The monitored portfolio by risk level; the total is their sum. */
export const SEGMENTS: readonly Segment[] = [
  { level: "alto", customers: 3_840 },
  { level: "medio", customers: 12_560 },
  { level: "baixo", customers: 168_300 },
];

export function monitoredCustomers(segments: readonly Segment[] = SEGMENTS): number {
  return segments.reduce((sum, segment) => sum + segment.customers, 0);
}

/** Each segment's share of the portfolio, 0-100 with one decimal. */
export function segmentShare(segment: Segment, segments: readonly Segment[] = SEGMENTS): number {
  const total = monitoredCustomers(segments);
  return total === 0 ? 0 : Math.round((segment.customers / total) * 1000) / 10;
}

export interface TimelineStep {
  day: string;
  title: string;
  description: string;
}

export const TIMELINE: readonly TimelineStep[] = [
  {
    day: `D-${ANTICIPATION_DAYS}`,
    title: "Alerta de risco",
    description: "O modelo detecta a mudança de comportamento de pagamento e de consumo do cliente.",
  },
  {
    day: "D-25",
    title: "Segmentação",
    description: "O agente de segmentação define o perfil do cliente e a régua de contato mais adequada.",
  },
  {
    day: "D-15",
    title: "Contato preventivo",
    description: "Mensagem personalizada por WhatsApp, SMS ou e-mail, com a fatura e as formas de pagamento.",
  },
  {
    day: "D-5",
    title: "Proposta de acordo",
    description: "Para risco alto, oferta de parcelamento ou débito automático antes do vencimento.",
  },
  {
    day: "D0",
    title: "Vencimento",
    description: "Fatura paga ou acordo firmado; o resultado realimenta o modelo.",
  },
];

export interface GecliAgent {
  name: string;
  description: string;
}

export const AGENTS: readonly GecliAgent[] = [
  {
    name: "Agente de ML Não Supervisionado",
    description:
      "Agrupa clientes por padrões de pagamento e consumo sem rótulos prévios e revela perfis de risco emergentes.",
  },
  {
    name: "Agente de Segmentação Inteligente",
    description: "Escolhe canal, tom e momento do contato para cada grupo, priorizando quem tem maior risco.",
  },
];

export type StatIcon = "calendar" | "recovery" | "users" | "alert";

export interface Stat {
  icon: StatIcon;
  /** Text as shown, or a count the view formats for pt-BR. */
  value: string | number;
  label: string;
  hint: string;
}

export function stats(): Stat[] {
  const high = SEGMENTS.find((segment) => segment.level === "alto")?.customers ?? 0;
  return [
    {
      icon: "calendar",
      value: `${ANTICIPATION_DAYS} dias`,
      label: "Antecipação da inadimplência",
      hint: "Antes do vencimento da fatura",
    },
    {
      icon: "recovery",
      value: `+${RECOVERY_GAIN_PERCENT}%`,
      label: "Recuperação de valores",
      hint: "Com a cobrança preventiva",
    },
    {
      icon: "users",
      value: monitoredCustomers(),
      label: "Clientes monitorados",
      hint: "Carteira analisada diariamente",
    },
    {
      icon: "alert",
      value: high,
      label: "Clientes em risco alto",
      hint: "Com contato preventivo em andamento",
    },
  ];
}

/** The element this page's presenter slide is built around (see isomorphic/initiatives/presenter-key.ts). */
export const presenterKey: PresenterKey = {
  id: "stats",
  description: "Os indicadores do GECLI (30 dias de antecipação, +40% de recuperação)",
};
