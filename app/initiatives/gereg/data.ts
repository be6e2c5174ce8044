/**
 * GEREG - Conformidade: every figure and text of the page.
 * The view only lays these out; the generation timing and the checklist logic live here.
 */
import type { PresenterKey } from "#isomorphic/initiatives/presenter-key.ts";

/** Progress added on each tick of the simulated generation (spec: +10). */
export const PROGRESS_STEP = 10;
/** Milliseconds between ticks (spec: every 200 ms, about 2 s in all). */
export const PROGRESS_INTERVAL_MS = 200;
/** Progress at which each checklist line lights (spec: 20, 40, 60, 80, 100). */
export const CHECKPOINTS: readonly number[] = [20, 40, 60, 80, 100];
/** Progress at which the generation is complete and the result card appears. */
export const PROGRESS_MAX = 100;

/** Regulator deadline for the sample notice, in days. */
export const REGULATOR_DEADLINE_DAYS = 15;

export const COPY = {
  subtitle:
    "Respostas automáticas aos ofícios da agência reguladora, com dados oficiais da companhia e revisão de conformidade antes do envio.",
  badge: "Conformidade regulatória",
  noticeSectionTitle: "Ofício recebido",
  noticeSectionDescription: "Exemplo de notificação da agência reguladora aguardando resposta.",
  generateLabel: "Gerar Resposta Automática",
  generatingLabel: "Gerando...",
  progressLabel: "Progresso da geração da resposta",
  checklistTitle: "Etapas da geração",
  resultTitle: "Resposta gerada",
  resultBadge: "Conforme",
  reviewLabel: "Revisar",
  sendLabel: "Enviar",
  timelineTitle: "Linha do tempo do ofício",
  guaranteesTitle: "Garantias de conformidade",
  guaranteesDescription: "O que toda resposta gerada pelo GEREG cumpre antes de chegar à agência reguladora.",
  agentsTitle: "Agentes envolvidos",
  summaryTitle: "Resultados do GEREG",
} as const;

export interface RegulatorNotice {
  number: string;
  sender: string;
  receivedAt: string;
  subject: string;
  body: readonly string[];
  requests: readonly string[];
}

export const NOTICE: RegulatorNotice = {
  number: "Ofício nº 087/2025/DRE",
  sender: "Agência Reguladora de Serviços Públicos de Saneamento — Diretoria de Regulação Econômica",
  receivedAt: "10/03/2025, 09:12",
  subject: "Índice de perdas na distribuição — solicitação de informações e plano de ação",
  body: [
    "Considerando o acompanhamento das metas contratuais de redução de perdas, solicitamos que a companhia apresente o índice de perdas na distribuição (IPD) apurado nos últimos 12 meses, por sistema de abastecimento.",
    "Verificou-se, no relatório do último trimestre, que o índice ficou acima da meta regulatória em três sistemas da região metropolitana.",
  ],
  requests: [
    "Série mensal do índice de perdas na distribuição (%) e em litros por ligação por dia.",
    "Justificativa técnica para os sistemas acima da meta.",
    "Plano de ação com cronograma, investimentos previstos e metas intermediárias.",
  ],
};

export interface ChecklistLine {
  /** Progress (0-100) at which the line lights. */
  checkpoint: number;
  label: string;
}

const CHECKLIST_LABELS: readonly string[] = [
  "Analisando o ofício",
  "Consultando a base de dados",
  "Gerando texto conforme as normas da agência reguladora",
  "Revisando a conformidade",
  "Resposta pronta",
];

export const CHECKLIST: readonly ChecklistLine[] = CHECKPOINTS.map((checkpoint, index) => ({
  checkpoint,
  label: CHECKLIST_LABELS[index] ?? "",
}));

/** Which checklist lines are lit at this progress: one boolean per checkpoint, in order. */
export function checklistState(progress: number): boolean[] {
  return CHECKPOINTS.map((checkpoint) => progress >= checkpoint);
}

/** The progress after one tick, never past 100. */
export function nextProgress(progress: number): number {
  return Math.min(PROGRESS_MAX, progress + PROGRESS_STEP);
}

export interface GeneratedResponse {
  reference: string;
  excerpt: string;
  citations: readonly string[];
}

export const GENERATED_RESPONSE: GeneratedResponse = {
  reference: "Resposta ao Ofício nº 087/2025/DRE",
  excerpt:
    "Em atenção ao ofício, encaminhamos a série mensal do índice de perdas na distribuição dos últimos 12 meses, por sistema de abastecimento, extraída dos sistemas de macromedição e comercial. Os três sistemas acima da meta concentram intervenções de substituição de redes e setorização em andamento, detalhadas no plano de ação anexo, com cronograma trimestral e metas intermediárias.",
  citations: [
    "Contrato de programa — cláusula de metas de perdas",
    "Resolução de indicadores de desempenho da agência reguladora",
    "Relatório de macromedição do período",
  ],
};

export type TimelineStatus = "done" | "pending";

export interface TimelineEvent {
  label: string;
  detail: string;
  status: TimelineStatus;
}

export const DEADLINE_TEXT = `${REGULATOR_DEADLINE_DAYS} dias restantes`;

/** The fixed timeline of the sample notice (spec: received, AI processing, response generated, deadline). */
export const TIMELINE: readonly TimelineEvent[] = [
  { label: "Ofício recebido", detail: `${NOTICE.receivedAt} — protocolado automaticamente`, status: "done" },
  {
    label: "Processamento pela IA",
    detail: "10/03/2025, 09:13 — leitura, classificação e consulta aos dados",
    status: "done",
  },
  { label: "Resposta gerada", detail: "10/03/2025, 09:15 — aguardando revisão do analista", status: "done" },
  { label: "Prazo da agência reguladora", detail: DEADLINE_TEXT, status: "pending" },
];

export const GUARANTEES: readonly string[] = [
  "Cita as resoluções, cláusulas contratuais e normas aplicáveis a cada pedido do ofício.",
  "Usa somente dados oficiais da companhia, com a origem de cada número indicada.",
  "Segue o modelo de resposta e a linguagem exigidos pela agência reguladora.",
  "Controla o prazo de cada ofício e alerta a equipe antes do vencimento.",
  "Passa por revisão humana: nada é enviado sem a aprovação do analista responsável.",
  "Guarda o histórico de versões para auditoria e rastreabilidade.",
];

export interface RegulatoryAgent {
  name: string;
  role: string;
  impact: string;
}

export const AGENTS: readonly RegulatoryAgent[] = [
  {
    name: "Agente de Avaliação Preventiva",
    role: "Confere indicadores e prazos antes que se tornem não conformidades e aponta os riscos ao responsável.",
    impact: "75% das não conformidades evitadas",
  },
  {
    name: "Agente de Monitoramento Regulatório",
    role: "Acompanha novas resoluções e ofícios da agência reguladora e atualiza as regras usadas nas respostas.",
    impact: "90% menos multas",
  },
];

/** The three summary figures. */
export const NOTICES_PER_YEAR = 45;
export const COMPLIANCE_PERCENT = 100;
export const AVG_RESPONSE_MINUTES = 3;

export interface SummaryFigure {
  icon: "file" | "shield" | "clock";
  value: string;
  /** A title-case label over the figure and a hint under it, as on the other pages' stat cards. */
  label: string;
  hint: string;
}

export const SUMMARY: readonly SummaryFigure[] = [
  { icon: "file", value: `${NOTICES_PER_YEAR}`, label: "Ofícios respondidos", hint: "Por ano, com a IA" },
  { icon: "shield", value: `${COMPLIANCE_PERCENT}%`, label: "Conformidade", hint: "Nas respostas enviadas à agência" },
  {
    icon: "clock",
    value: `${AVG_RESPONSE_MINUTES} min`,
    label: "Tempo médio de resposta",
    hint: "Da leitura do ofício à minuta",
  },
];

/** The element this page's presenter slide is built around (see isomorphic/initiatives/presenter-key.ts). */
export const presenterKey: PresenterKey = {
  id: "generate",
  description: "O botão Gerar Resposta Automática",
};
