/**
 * Qualidade da Água: every figure and text of the page. Statuses are the
 * spec's fixed badges (Normal, Atenção, Alerta, Analisando).
 */
import type { PresenterKey } from "#isomorphic/initiatives/presenter-key.ts";
import type { Tone } from "#app/initiatives/shared/badge.tsx";

export type QualityStatus = "Normal" | "Atenção" | "Alerta" | "Analisando";

export const statusTones: Record<QualityStatus, Tone> = {
  Normal: "success",
  Atenção: "warning",
  Alerta: "danger",
  Analisando: "info",
};

export interface Sample {
  point: string;
  location: string;
  collectedAt: string;
  status: QualityStatus;
  /** Analysis progress, 0-100. */
  progress: number;
}

export const sample: Sample = {
  point: "A-245",
  location: "Rede de distribuição – saída do Reservatório Norte",
  collectedAt: "Coletada hoje às 09:40 por sonda automática",
  status: "Analisando",
  progress: 85,
};

export interface Indicator {
  id: string;
  name: string;
  status: QualityStatus;
  /** Measured value, or null for a qualitative reading. */
  value: number | null;
  decimals: number;
  unit: string;
  /** Qualitative reading, when there is no number. */
  reading?: string;
  reference: string;
  /** Label of the action button, when the indicator calls for one. */
  action?: string;
}

export const indicators: Indicator[] = [
  {
    id: "coliformes-totais",
    name: "Coliformes totais",
    status: "Normal",
    value: 0,
    decimals: 0,
    unit: "UFC/100 mL",
    reference: "Padrão: ausência em 100 mL",
  },
  {
    id: "e-coli",
    name: "E. coli",
    status: "Normal",
    value: null,
    decimals: 0,
    unit: "",
    reading: "Ausente",
    reference: "Padrão: ausência em 100 mL",
  },
  {
    id: "turbidez",
    name: "Turbidez",
    status: "Atenção",
    value: 4.2,
    decimals: 1,
    unit: "NTU",
    reference: "Limite na rede: 5,0 NTU (próximo do limite)",
  },
  {
    id: "cianobacterias",
    name: "Cianobactérias / algas",
    status: "Alerta",
    value: null,
    decimals: 0,
    unit: "",
    reading: "Tendência de crescimento",
    reference: "Contagem no manancial em alta nas últimas 72 horas",
    action: "Acionar Protocolo",
  },
];

export const protocolNotice =
  "Protocolo de cianobactérias acionado: coleta extra no manancial e ajuste do tratamento solicitados à operação.";

export type RiskLevel = "Baixo" | "Médio" | "Alto";

export const riskTones: Record<RiskLevel, Tone> = { Baixo: "success", Médio: "warning", Alto: "danger" };

export interface RiskPrediction {
  horizon: string;
  level: RiskLevel;
  /** Risk score, 0-100. */
  score: number;
  driver: string;
}

export const riskPredictions: RiskPrediction[] = [
  { horizon: "Próximas 24h", level: "Baixo", score: 20, driver: "Parâmetros microbiológicos dentro do padrão" },
  { horizon: "7 dias", level: "Médio", score: 55, driver: "Turbidez em elevação com a previsão de chuvas" },
  { horizon: "15 dias", level: "Alto", score: 85, driver: "Floração de algas provável com calor e baixa vazão" },
];

export interface MonitoredPoint {
  code: string;
  name: string;
  status: QualityStatus;
  lastReading: string;
}

export const monitoredPoints: MonitoredPoint[] = [
  { code: "A-245", name: "Reservatório Norte – saída", status: "Analisando", lastReading: "há 12 min" },
  { code: "B-118", name: "ETA Principal – água tratada", status: "Normal", lastReading: "há 25 min" },
  { code: "C-073", name: "Adutora Leste – km 12", status: "Atenção", lastReading: "há 40 min" },
  { code: "M-004", name: "Manancial – captação", status: "Alerta", lastReading: "há 1h" },
];

export const preventiveActions: { title: string; detail: string; when: string }[] = [
  {
    title: "Ajuste da dosagem de coagulante",
    detail: "Recomendado na ETA Principal para conter a elevação da turbidez.",
    when: "Hoje",
  },
  {
    title: "Descarga de rede no setor Norte",
    detail: "Limpeza preventiva dos trechos com turbidez próxima do limite.",
    when: "Em 2 dias",
  },
  {
    title: "Monitoramento intensificado do manancial",
    detail: "Coletas diárias de cianobactérias até a tendência se reverter.",
    when: "Próximos 15 dias",
  },
  {
    title: "Aviso preventivo à vigilância sanitária",
    detail: "Relatório automático com as leituras e as medidas adotadas.",
    when: "Se a previsão se confirmar",
  },
];

export const figures = {
  monitoredPoints: 127,
  updateEveryHours: 2,
  problemsAvoidedPerMonth: 23,
  savings: 280_000,
} as const;

export const benefits: string[] = [
  "Detecção de contaminações horas antes das análises laboratoriais tradicionais",
  "Previsão de riscos em 24 horas, 7 e 15 dias para agir antes do problema",
  "Protocolos acionados automaticamente quando um indicador entra em alerta",
  "Conformidade contínua com o padrão de potabilidade e relatórios prontos para a fiscalização",
  "Menos coletas manuais e deslocamentos de equipes",
];

/** The element this page's presenter slide is built around (see isomorphic/initiatives/presenter-key.ts). */
export const presenterKey: PresenterKey = {
  id: "stats",
  description: "Os quatro números do monitoramento (127 pontos, a cada 2h, 23 problemas evitados, R$ 280 mil)",
};

/**
 * The score from which the model raises an alert and the protocol is prepared
 * (shown as the line on the risk chart). Not a spec figure: it sits between the
 * spec's Médio (55) and Alto (85) predictions.
 */
export const riskAlertThreshold = 70;
