/**
 * Análise de Sentimento (ouvidoria): every figure and text of the page, plus
 * the pure logic the view and the AI analyst's context rely on. The shapes
 * are the contract in ./types (the analyst endpoint receives them as-is).
 */
import type { PresenterKey } from "#app/initiatives/presenter/presenter-key.ts";
import type {
  AgentContext,
  AiStep,
  CallCenterMetrics,
  CaseSummary,
  CaseChannel,
  CriticalCase,
  CriticalLevel,
  ExploratoryData,
  RegionSummary,
  Trend,
} from "./types.ts";

// ---------------------------------------------------------------------------
// Call centre (today)
// ---------------------------------------------------------------------------

export const callCenterMetrics: CallCenterMetrics = {
  totalCalls: 1247,
  avgSentiment: 68,
  criticalAlerts: 23,
  autoResolved: 892,
  avgWaitTime: "2m 15s",
  satisfactionScore: 4.2,
};

export interface SentimentCounts {
  positive: number;
  neutral: number;
  negative: number;
}

/** Interactions classified by the sentiment model in the current window. */
export const sentimentCounts: SentimentCounts = {
  positive: 245,
  neutral: 123,
  negative: 67,
};

export const sentimentWindowLabel = "Interações classificadas pela IA na última hora";

// ---------------------------------------------------------------------------
// Regions (heat map, 4 × 2 grid)
// ---------------------------------------------------------------------------

export const regions: RegionSummary[] = [
  {
    name: "Zona Norte",
    coordinates: { x: 0, y: 0 },
    totalComplaints: 48,
    criticalLevel: "high",
    mainIssues: [
      { type: "Falta de água", count: 22, percentage: 46 },
      { type: "Vazamento", count: 14, percentage: 29 },
      { type: "Pressão baixa", count: 8, percentage: 17 },
    ],
    avgResolutionTime: 18.5,
    trend: "up",
    population: 412_000,
    lastUpdate: "há 2 min",
  },
  {
    name: "Centro",
    coordinates: { x: 1, y: 0 },
    totalComplaints: 42,
    criticalLevel: "high",
    mainIssues: [
      { type: "Vazamento", count: 16, percentage: 38 },
      { type: "Conta elevada", count: 13, percentage: 31 },
      { type: "Falta de água", count: 9, percentage: 21 },
    ],
    avgResolutionTime: 14,
    trend: "stable",
    population: 186_000,
    lastUpdate: "há 4 min",
  },
  {
    name: "Zona Leste",
    coordinates: { x: 2, y: 0 },
    totalComplaints: 37,
    criticalLevel: "medium",
    mainIssues: [
      { type: "Falta de água", count: 15, percentage: 41 },
      { type: "Qualidade da água", count: 11, percentage: 30 },
      { type: "Vazamento", count: 7, percentage: 19 },
    ],
    avgResolutionTime: 16,
    trend: "up",
    population: 358_000,
    lastUpdate: "há 3 min",
  },
  {
    name: "Região Metropolitana",
    coordinates: { x: 3, y: 0 },
    totalComplaints: 31,
    criticalLevel: "medium",
    mainIssues: [
      { type: "Pressão baixa", count: 12, percentage: 39 },
      { type: "Falta de água", count: 10, percentage: 32 },
      { type: "Ligação nova", count: 5, percentage: 16 },
    ],
    avgResolutionTime: 22.5,
    trend: "up",
    population: 524_000,
    lastUpdate: "há 6 min",
  },
  {
    name: "Zona Oeste",
    coordinates: { x: 0, y: 1 },
    totalComplaints: 27,
    criticalLevel: "medium",
    mainIssues: [
      { type: "Conta elevada", count: 11, percentage: 41 },
      { type: "Vazamento", count: 8, percentage: 30 },
      { type: "Esgoto obstruído", count: 5, percentage: 19 },
    ],
    avgResolutionTime: 12.5,
    trend: "stable",
    population: 297_000,
    lastUpdate: "há 5 min",
  },
  {
    name: "Orla Marítima",
    coordinates: { x: 1, y: 1 },
    totalComplaints: 18,
    criticalLevel: "low",
    mainIssues: [
      { type: "Esgoto obstruído", count: 7, percentage: 39 },
      { type: "Vazamento", count: 6, percentage: 33 },
      { type: "Conta elevada", count: 3, percentage: 17 },
    ],
    avgResolutionTime: 9.5,
    trend: "down",
    population: 143_000,
    lastUpdate: "há 8 min",
  },
  {
    name: "Zona Sul",
    coordinates: { x: 2, y: 1 },
    totalComplaints: 15,
    criticalLevel: "low",
    mainIssues: [
      { type: "Conta elevada", count: 6, percentage: 40 },
      { type: "Pressão baixa", count: 5, percentage: 33 },
      { type: "Vazamento", count: 3, percentage: 20 },
    ],
    avgResolutionTime: 8,
    trend: "down",
    population: 265_000,
    lastUpdate: "há 7 min",
  },
  {
    name: "Distrito Industrial",
    coordinates: { x: 3, y: 1 },
    totalComplaints: 9,
    criticalLevel: "low",
    mainIssues: [
      { type: "Qualidade da água", count: 4, percentage: 44 },
      { type: "Vazamento", count: 3, percentage: 33 },
      { type: "Pressão baixa", count: 2, percentage: 22 },
    ],
    avgResolutionTime: 6.5,
    trend: "stable",
    population: 38_000,
    lastUpdate: "há 10 min",
  },
];

export const criticalLevelLabels: Record<CriticalLevel, string> = {
  high: "Alta",
  medium: "Média",
  low: "Baixa",
};

export const trendLabels: Record<Trend, string> = {
  up: "Em alta",
  down: "Em queda",
  stable: "Estável",
};

/** Heat-map legend (spec section 5): low 0-20, medium 21-35, high 36+ complaints. */
export const heatLegend: { level: CriticalLevel; range: string; label: string }[] = [
  { level: "low", range: "0-20", label: "Baixo" },
  { level: "medium", range: "21-35", label: "Médio" },
  { level: "high", range: "36+", label: "Alto" },
];

/** The heat-map colour of a region by its complaint count (the legend's thresholds). */
export function heatLevel(totalComplaints: number): CriticalLevel {
  if (totalComplaints >= 36) return "high";
  if (totalComplaints >= 21) return "medium";
  return "low";
}

/** Regions in reading order of the 4 × 2 grid (row by row, left to right). */
export function regionsInGridOrder(list: readonly RegionSummary[] = regions): RegionSummary[] {
  return [...list].sort((a, b) => a.coordinates.y - b.coordinates.y || a.coordinates.x - b.coordinates.x);
}

/** The region with the most complaints: selected when the page opens. */
export function busiestRegion(list: readonly RegionSummary[] = regions): RegionSummary {
  return list.reduce((best, region) => (region.totalComplaints > best.totalComplaints ? region : best));
}

// ---------------------------------------------------------------------------
// Critical cases
// ---------------------------------------------------------------------------

export const channelLabels: Record<CaseChannel, string> = {
  phone: "Telefone",
  whatsapp: "WhatsApp",
  chat: "Chat",
};

export const criticalCases: CriticalCase[] = [
  {
    id: "caso-001",
    protocol: "OUV-2025-048213",
    message:
      "Estou há três dias sem água, tenho minha mãe acamada em casa e ninguém resolve! Já liguei quatro vezes e só recebo promessas.",
    sentiment: "Muito negativo",
    region: "Zona Norte",
    urgency: "alta",
    channel: "phone",
    customerData: {
      name: "Maria Aparecida dos Santos",
      cpf: "***.482.317-**",
      matricula: "0012845-7",
      address: "Rua das Acácias, 215 – Jardim Primavera, Zona Norte",
      phone: "(**) 98841-2276",
      email: "maria.santos@email.com.br",
    },
    complaintData: {
      type: "Reclamação",
      category: "Abastecimento",
      subcategory: "Falta de água recorrente",
      dateOpened: "Hoje, 08:12",
      deadline: "Hoje, 14:12 (6 horas)",
      priority: "Crítica",
      affectedPeople: 4,
    },
    fullConversation: [
      { speaker: "sistema", text: "Chamada recebida na central 0800. Transcrição automática ativada.", time: "08:12" },
      { speaker: "atendente", text: "Bom dia, central de atendimento. Em que posso ajudar?", time: "08:12" },
      {
        speaker: "cliente",
        text: "Estou há três dias sem água, tenho minha mãe acamada em casa e ninguém resolve! Já liguei quatro vezes e só recebo promessas.",
        time: "08:13",
      },
      {
        speaker: "atendente",
        text: "Sinto muito, senhora. Vou verificar a situação do seu endereço agora.",
        time: "08:13",
      },
      { speaker: "cliente", text: "Preciso de uma solução hoje. Não dá mais para esperar.", time: "08:14" },
      {
        speaker: "sistema",
        text: "Caso classificado como crítico e escalado automaticamente para a equipe de campo da Zona Norte.",
        time: "08:14",
      },
    ],
    evidences: [
      "4 contatos sobre o mesmo problema nas últimas 72 horas",
      "Pessoa vulnerável no imóvel: “mãe acamada”",
      "Tom de voz elevado e interrupções frequentes (análise acústica)",
      "12 reclamações de falta de água no mesmo setor hoje",
    ],
    aiSteps: [
      { step: 1, action: "Transcrição da chamada e normalização do texto", status: "completed" },
      { step: 2, action: "Extração de entidades: cliente, matrícula, endereço e região", status: "completed" },
      { step: 3, action: "Identificação do tema: falta de água recorrente (3 dias)", status: "completed" },
      { step: 4, action: "Classificação de sentimento: NEGATIVO com 94% de confiança", status: "completed" },
      { step: 5, action: "Cálculo de urgência: ALTA (pessoa vulnerável e reincidência)", status: "completed" },
      { step: 6, action: "Correlação com a região: 12 casos semelhantes na Zona Norte", status: "completed" },
      { step: 7, action: "Ordem de serviço prioritária enviada à equipe de campo", status: "processing" },
      { step: 8, action: "Retorno ao cliente por SMS após a visita técnica", status: "pending" },
    ],
  },
  {
    id: "caso-002",
    protocol: "OUV-2025-048227",
    message:
      "Tem um vazamento enorme na calçada há dois dias, a água limpa está indo toda para a rua e já abriu um buraco. Vocês não fazem nada?",
    sentiment: "Negativo",
    region: "Centro",
    urgency: "alta",
    channel: "whatsapp",
    customerData: {
      name: "João Carlos Ferreira",
      cpf: "***.915.604-**",
      matricula: "0038712-2",
      address: "Av. Sete de Setembro, 1.480 – Centro",
      phone: "(**) 99627-5130",
      email: "joao.ferreira@email.com.br",
    },
    complaintData: {
      type: "Reclamação",
      category: "Rede de distribuição",
      subcategory: "Vazamento em via pública",
      dateOpened: "Hoje, 09:47",
      deadline: "Hoje, 17:47 (8 horas)",
      priority: "Alta",
      affectedPeople: 120,
    },
    fullConversation: [
      {
        speaker: "cliente",
        text: "Tem um vazamento enorme na calçada há dois dias, a água limpa está indo toda para a rua.",
        time: "09:47",
      },
      {
        speaker: "sistema",
        text: "Assistente virtual: pode enviar uma foto e o endereço do vazamento?",
        time: "09:47",
      },
      {
        speaker: "cliente",
        text: "[foto enviada] Av. Sete de Setembro, 1.480. Já abriu um buraco. Vocês não fazem nada?",
        time: "09:49",
      },
      {
        speaker: "atendente",
        text: "Obrigada pelas informações, João. Estou registrando com prioridade.",
        time: "09:50",
      },
      {
        speaker: "sistema",
        text: "Foto analisada: vazamento de grande porte com erosão do pavimento. Caso escalado para manutenção de redes.",
        time: "09:50",
      },
    ],
    evidences: [
      "Foto com vazamento de grande porte e erosão do pavimento",
      "Risco à segurança de pedestres e veículos",
      "Queda de pressão registrada pela telemetria do setor",
      "Segunda mensagem do cliente sobre o mesmo endereço",
    ],
    aiSteps: [
      { step: 1, action: "Leitura da conversa e análise da imagem enviada", status: "completed" },
      { step: 2, action: "Extração de entidades: endereço, tipo de ocorrência e região", status: "completed" },
      { step: 3, action: "Identificação do tema: vazamento em via pública", status: "completed" },
      { step: 4, action: "Classificação de sentimento: NEGATIVO com 91% de confiança", status: "completed" },
      { step: 5, action: "Cálculo de urgência: ALTA (risco à segurança e perda de água)", status: "completed" },
      { step: 6, action: "Cruzamento com a telemetria: queda de pressão no setor Centro", status: "completed" },
      { step: 7, action: "Despacho da equipe de manutenção de redes", status: "processing" },
      { step: 8, action: "Confirmação do reparo e aviso ao cliente pelo WhatsApp", status: "pending" },
    ],
  },
  {
    id: "caso-003",
    protocol: "OUV-2025-048254",
    message:
      "Minha conta veio R$ 487, o triplo do normal, e moro sozinha. Se não corrigirem vou procurar o Procon e a agência reguladora.",
    sentiment: "Negativo",
    region: "Zona Oeste",
    urgency: "média",
    channel: "chat",
    customerData: {
      name: "Ana Paula Ribeiro",
      cpf: "***.207.889-**",
      matricula: "0051390-4",
      address: "Rua Marechal Deodoro, 92, apto 304 – Zona Oeste",
      phone: "(**) 98103-4417",
      email: "anapaula.ribeiro@email.com.br",
    },
    complaintData: {
      type: "Contestação",
      category: "Faturamento",
      subcategory: "Conta elevada: consumo acima da média",
      dateOpened: "Hoje, 10:31",
      deadline: "Em 2 dias úteis",
      priority: "Média",
      affectedPeople: 1,
    },
    fullConversation: [
      { speaker: "cliente", text: "Minha conta veio R$ 487, o triplo do normal, e moro sozinha.", time: "10:31" },
      {
        speaker: "atendente",
        text: "Olá, Ana Paula. Vou analisar o histórico de consumo da sua matrícula.",
        time: "10:32",
      },
      {
        speaker: "cliente",
        text: "Se não corrigirem vou procurar o Procon e a agência reguladora.",
        time: "10:33",
      },
      {
        speaker: "sistema",
        text: "Consumo do mês 3,1 vezes acima da média dos últimos 6 meses. Possível vazamento interno ou erro de leitura.",
        time: "10:33",
      },
    ],
    evidences: [
      "Consumo 3,1 vezes acima da média dos últimos 6 meses",
      "Menção a Procon e à agência reguladora",
      "Leitura do hidrômetro estimada no último ciclo",
      "Nenhuma reclamação anterior da cliente",
    ],
    aiSteps: [
      { step: 1, action: "Leitura da conversa no chat do portal", status: "completed" },
      { step: 2, action: "Extração de entidades: matrícula, valor contestado e região", status: "completed" },
      { step: 3, action: "Identificação do tema: contestação de conta elevada", status: "completed" },
      { step: 4, action: "Classificação de sentimento: NEGATIVO com 87% de confiança", status: "completed" },
      { step: 5, action: "Cálculo de urgência: MÉDIA (risco de reclamação externa)", status: "completed" },
      { step: 6, action: "Análise do histórico: consumo 3,1 vezes acima da média", status: "completed" },
      { step: 7, action: "Agendamento de releitura e vistoria do hidrômetro", status: "processing" },
      { step: 8, action: "Revisão da fatura após a vistoria e resposta à cliente", status: "pending" },
    ],
  },
];

/** Case dialog: each step is shown completed once progress reaches step × (100 / 6). */
export function caseStepCompleted(step: number, progress: number): boolean {
  return progress >= step * (100 / 6);
}

export type StepDisplayStatus = "completed" | "processing" | "pending";

/** What a step shows at a given progress: done, the one being worked on, or waiting. */
export function stepDisplayStatus(step: number, progress: number): StepDisplayStatus {
  if (caseStepCompleted(step, progress)) return "completed";
  if (step === 1 || caseStepCompleted(step - 1, progress)) return "processing";
  return "pending";
}

/** The sentiment confidence (0-100) stated in step 4's text, or null when it has none. */
export function confidenceFromSteps(aiSteps: readonly AiStep[]): number | null {
  const step = aiSteps.find((item) => item.step === 4);
  const digits = step?.action.match(/(\d+(?:[.,]\d+)?)\s*%/)?.[1];
  return digits === undefined ? null : Number(digits.replace(",", "."));
}

/** The steps the spec's formula can complete by 100% (step × 100/6 ≤ 100): the analysis itself. */
export const ANALYSED_STEP_COUNT = 6;

/**
 * A case's steps split in two: the analysis the progress bar runs (1-6), and
 * the actions its classification triggers (7-8: field visit, answer to the
 * customer). The formula never completes 7 and 8, so listing them as steps left
 * the dialog looking stuck at 100%; they are shown as triggered actions once the
 * classification appears.
 */
export function splitCaseSteps(aiSteps: readonly AiStep[]): { analysis: AiStep[]; triggered: AiStep[] } {
  return {
    analysis: aiSteps.filter((step) => step.step <= ANALYSED_STEP_COUNT),
    triggered: aiSteps.filter((step) => step.step > ANALYSED_STEP_COUNT),
  };
}

/** Case dialog timing (spec section 9): +10 every 300 ms up to 100. */
export const caseProgress = { step: 10, intervalMs: 300, max: 100 } as const;

export const finalClassification = { sentiment: "NEGATIVO", action: "AUTO-ESCALADA" } as const;

// ---------------------------------------------------------------------------
// Exploratory analysis
// ---------------------------------------------------------------------------

function weekday(day: string, current: number, previous: number) {
  return { day, current, previous, change: percentChange(current, previous) };
}

/** Change from previous to current, in percent with one decimal. */
export function percentChange(current: number, previous: number): number {
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export const exploratoryData: ExploratoryData = {
  peakHours: [
    { range: "08h-10h", calls: 312 },
    { range: "12h-14h", calls: 268 },
    { range: "18h-20h", calls: 241 },
  ],
  topIssues: [
    { issue: "Falta de água", count: 342, percentage: 27.4 },
    { issue: "Vazamento", count: 268, percentage: 21.5 },
    { issue: "Conta elevada", count: 231, percentage: 18.5 },
    { issue: "Pressão baixa", count: 156, percentage: 12.5 },
    { issue: "Qualidade da água", count: 124, percentage: 9.9 },
  ],
  channelDistribution: [
    { channel: "Telefone", percentage: 39, count: 486 },
    { channel: "WhatsApp", percentage: 34, count: 424 },
    { channel: "Chat", percentage: 20, count: 250 },
    { channel: "E-mail", percentage: 7, count: 87 },
  ],
  weeklyTrend: [
    weekday("Segunda", 1320, 1150),
    weekday("Terça", 1265, 1100),
    weekday("Quarta", 1240, 1080),
    weekday("Quinta", 1200, 1050),
    weekday("Sexta", 1290, 1120),
    weekday("Sábado", 960, 850),
    weekday("Domingo", 740, 650),
  ],
};

/** Totals of the week and their change, from the days. */
export function weeklyTotals(trend: ExploratoryData["weeklyTrend"] = exploratoryData.weeklyTrend) {
  const current = trend.reduce((sum, day) => sum + day.current, 0);
  const previous = trend.reduce((sum, day) => sum + day.previous, 0);
  return { current, previous, change: percentChange(current, previous) };
}

// ---------------------------------------------------------------------------
// AI analyst context
// ---------------------------------------------------------------------------

/** The context sent with every analyst request (POST /api/functions/ouvidoria-ai-agent). */
export function buildAgentContext(now: Date): AgentContext {
  return {
    regionData: regions.map(
      ({ name, totalComplaints, criticalLevel, mainIssues, avgResolutionTime, trend, population }) => ({
        name,
        totalComplaints,
        criticalLevel,
        mainIssues,
        avgResolutionTime,
        trend,
        population,
      }),
    ),
    exploratoryData,
    callCenterMetrics,
    criticalCasesCount: criticalCases.length,
    criticalCases: criticalCases.map(caseSummary),
    timestamp: now.toISOString(),
  };
}

/** A case as the analyst receives it: what its card and dialog show, without documents or contacts. */
export function caseSummary(item: CriticalCase): CaseSummary {
  const next = item.aiSteps.find((step) => step.status !== "completed");
  return {
    protocol: item.protocol,
    customerName: item.customerData.name,
    region: item.region,
    channel: channelLabels[item.channel],
    urgency: item.urgency,
    sentiment: item.sentiment,
    category: item.complaintData.category,
    subcategory: item.complaintData.subcategory,
    message: item.message,
    openedAt: item.complaintData.dateOpened,
    deadline: item.complaintData.deadline,
    evidences: item.evidences,
    nextStep: next?.action ?? "Caso encerrado",
  };
}

/** The element this page's presenter slide is built around (see app/initiatives/presenter/presenter-key.ts). */
export const presenterKey: PresenterKey = {
  id: "critical-cases",
  description: "Os três casos críticos, cada um com Encaminhar Equipe e Ver Detalhes com IA",
};
