/**
 * Análise de Sentimento (ouvidoria): every figure and text of the page, plus
 * the pure logic the view and the AI analyst's context rely on. The shapes
 * are the contract in ./types (the analyst endpoint receives them as-is).
 */
import type { PresenterKey } from "#isomorphic/initiatives/presenter-key.ts";
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

/** A region's row: name, heat-map cell (column, row), complaints, level, average resolution (hours), trend, population, last update. */
type RegionRow = [string, number, number, number, CriticalLevel, number, Trend, number, string];
/** A region's main complaint types, three each: region, type, count, share of the region's complaints (%). */
type IssueRow = [string, string, number, number];

const REGION_ROWS: readonly RegionRow[] = [
  ["Zona Norte", 0, 0, 48, "high", 18.5, "up", 412_000, "há 2 min"],
  ["Centro", 1, 0, 42, "high", 14, "stable", 186_000, "há 4 min"],
  ["Zona Leste", 2, 0, 37, "medium", 16, "up", 358_000, "há 3 min"],
  ["Região Metropolitana", 3, 0, 31, "medium", 22.5, "up", 524_000, "há 6 min"],
  ["Zona Oeste", 0, 1, 27, "medium", 12.5, "stable", 297_000, "há 5 min"],
  ["Orla Marítima", 1, 1, 18, "low", 9.5, "down", 143_000, "há 8 min"],
  ["Zona Sul", 2, 1, 15, "low", 8, "down", 265_000, "há 7 min"],
  ["Distrito Industrial", 3, 1, 9, "low", 6.5, "stable", 38_000, "há 10 min"],
];

const ISSUE_ROWS: readonly IssueRow[] = [
  ["Zona Norte", "Falta de água", 22, 46],
  ["Zona Norte", "Vazamento", 14, 29],
  ["Zona Norte", "Pressão baixa", 8, 17],
  ["Centro", "Vazamento", 16, 38],
  ["Centro", "Conta elevada", 13, 31],
  ["Centro", "Falta de água", 9, 21],
  ["Zona Leste", "Falta de água", 15, 41],
  ["Zona Leste", "Qualidade da água", 11, 30],
  ["Zona Leste", "Vazamento", 7, 19],
  ["Região Metropolitana", "Pressão baixa", 12, 39],
  ["Região Metropolitana", "Falta de água", 10, 32],
  ["Região Metropolitana", "Ligação nova", 5, 16],
  ["Zona Oeste", "Conta elevada", 11, 41],
  ["Zona Oeste", "Vazamento", 8, 30],
  ["Zona Oeste", "Esgoto obstruído", 5, 19],
  ["Orla Marítima", "Esgoto obstruído", 7, 39],
  ["Orla Marítima", "Vazamento", 6, 33],
  ["Orla Marítima", "Conta elevada", 3, 17],
  ["Zona Sul", "Conta elevada", 6, 40],
  ["Zona Sul", "Pressão baixa", 5, 33],
  ["Zona Sul", "Vazamento", 3, 20],
  ["Distrito Industrial", "Qualidade da água", 4, 44],
  ["Distrito Industrial", "Vazamento", 3, 33],
  ["Distrito Industrial", "Pressão baixa", 2, 22],
];

export const regions: RegionSummary[] = REGION_ROWS.map(
  ([name, x, y, totalComplaints, criticalLevel, avgResolutionTime, trend, population, lastUpdate]) => ({
    name,
    coordinates: { x, y },
    totalComplaints,
    criticalLevel,
    mainIssues: ISSUE_ROWS.filter(([region]) => region === name).map(([, type, count, percentage]) => ({
      type,
      count,
      percentage,
    })),
    avgResolutionTime,
    trend,
    population,
    lastUpdate,
  }),
);

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

/** Heat-map legend: low 0-20, medium 21-35, high 36+ complaints. */
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

/** The steps the spec's formula can complete by 100% (step × 100/6 ≤ 100): the analysis itself. */
export const ANALYSED_STEP_COUNT = 6;

/** A case's eight steps, numbered in order: the analysis done, step 7 under way, step 8 waiting on it. */
function caseSteps(actions: readonly string[]): AiStep[] {
  return actions.map((action, index) => ({
    step: index + 1,
    action,
    status: index < ANALYSED_STEP_COUNT ? "completed" : index === ANALYSED_STEP_COUNT ? "processing" : "pending",
  }));
}

type Speaker = CriticalCase["fullConversation"][number]["speaker"];

/** A transcript line: when, who, what ("08:12 sistema: Chamada recebida…"). */
type TranscriptLine = `${string} ${Speaker}: ${string}`;

/** A transcript, a line a turn, as a transcript reads. */
function transcript(lines: readonly TranscriptLine[]): CriticalCase["fullConversation"] {
  return lines.map((line) => {
    const turn = line.match(/^(?<time>\S+) (?<speaker>cliente|atendente|sistema): (?<text>.*)$/s)?.groups;
    if (!turn?.time || !turn.text) throw new Error(`Transcript line out of format: ${line}`);
    return { speaker: turn.speaker as Speaker, text: turn.text, time: turn.time };
  });
}

function customer([name, cpf, matricula, address, phone, email]: [
  name: string,
  cpf: string,
  matricula: string,
  address: string,
  phone: string,
  email: string,
]): CriticalCase["customerData"] {
  return { name, cpf, matricula, address, phone, email };
}

function complaint([type, category, subcategory, dateOpened, deadline, priority, affectedPeople]: [
  type: string,
  category: string,
  subcategory: string,
  dateOpened: string,
  deadline: string,
  priority: string,
  affectedPeople: number,
]): CriticalCase["complaintData"] {
  return { type, category, subcategory, dateOpened, deadline, priority, affectedPeople };
}

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
    customerData: customer([
      "Maria Aparecida dos Santos",
      "***.482.317-**",
      "0012845-7",
      "Rua das Acácias, 215 – Jardim Primavera, Zona Norte",
      "(**) 98841-2276",
      "maria.santos@email.com.br",
    ]),
    complaintData: complaint([
      "Reclamação",
      "Abastecimento",
      "Falta de água recorrente",
      "Hoje, 08:12",
      "Hoje, 14:12 (6 horas)",
      "Crítica",
      4,
    ]),
    fullConversation: transcript([
      "08:12 sistema: Chamada recebida na central 0800. Transcrição automática ativada.",
      "08:12 atendente: Bom dia, central de atendimento. Em que posso ajudar?",
      "08:13 cliente: Estou há três dias sem água, tenho minha mãe acamada em casa e ninguém resolve! Já liguei quatro vezes e só recebo promessas.",
      "08:13 atendente: Sinto muito, senhora. Vou verificar a situação do seu endereço agora.",
      "08:14 cliente: Preciso de uma solução hoje. Não dá mais para esperar.",
      "08:14 sistema: Caso classificado como crítico e escalado automaticamente para a equipe de campo da Zona Norte.",
    ]),
    evidences: [
      "4 contatos sobre o mesmo problema nas últimas 72 horas",
      "Pessoa vulnerável no imóvel: “mãe acamada”",
      "Tom de voz elevado e interrupções frequentes (análise acústica)",
      "12 reclamações de falta de água no mesmo setor hoje",
    ],
    aiSteps: caseSteps([
      "Transcrição da chamada e normalização do texto",
      "Extração de entidades: cliente, matrícula, endereço e região",
      "Identificação do tema: falta de água recorrente (3 dias)",
      "Classificação de sentimento: NEGATIVO com 94% de confiança",
      "Cálculo de urgência: ALTA (pessoa vulnerável e reincidência)",
      "Correlação com a região: 12 casos semelhantes na Zona Norte",
      "Ordem de serviço prioritária enviada à equipe de campo",
      "Retorno ao cliente por SMS após a visita técnica",
    ]),
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
    customerData: customer([
      "João Carlos Ferreira",
      "***.915.604-**",
      "0038712-2",
      "Av. Sete de Setembro, 1.480 – Centro",
      "(**) 99627-5130",
      "joao.ferreira@email.com.br",
    ]),
    complaintData: complaint([
      "Reclamação",
      "Rede de distribuição",
      "Vazamento em via pública",
      "Hoje, 09:47",
      "Hoje, 17:47 (8 horas)",
      "Alta",
      120,
    ]),
    fullConversation: transcript([
      "09:47 cliente: Tem um vazamento enorme na calçada há dois dias, a água limpa está indo toda para a rua.",
      "09:47 sistema: Assistente virtual: pode enviar uma foto e o endereço do vazamento?",
      "09:49 cliente: [foto enviada] Av. Sete de Setembro, 1.480. Já abriu um buraco. Vocês não fazem nada?",
      "09:50 atendente: Obrigada pelas informações, João. Estou registrando com prioridade.",
      "09:50 sistema: Foto analisada: vazamento de grande porte com erosão do pavimento. Caso escalado para manutenção de redes.",
    ]),
    evidences: [
      "Foto com vazamento de grande porte e erosão do pavimento",
      "Risco à segurança de pedestres e veículos",
      "Queda de pressão registrada pela telemetria do setor",
      "Segunda mensagem do cliente sobre o mesmo endereço",
    ],
    aiSteps: caseSteps([
      "Leitura da conversa e análise da imagem enviada",
      "Extração de entidades: endereço, tipo de ocorrência e região",
      "Identificação do tema: vazamento em via pública",
      "Classificação de sentimento: NEGATIVO com 91% de confiança",
      "Cálculo de urgência: ALTA (risco à segurança e perda de água)",
      "Cruzamento com a telemetria: queda de pressão no setor Centro",
      "Despacho da equipe de manutenção de redes",
      "Confirmação do reparo e aviso ao cliente pelo WhatsApp",
    ]),
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
    customerData: customer([
      "Ana Paula Ribeiro",
      "***.207.889-**",
      "0051390-4",
      "Rua Marechal Deodoro, 92, apto 304 – Zona Oeste",
      "(**) 98103-4417",
      "anapaula.ribeiro@email.com.br",
    ]),
    complaintData: complaint([
      "Contestação",
      "Faturamento",
      "Conta elevada: consumo acima da média",
      "Hoje, 10:31",
      "Em 2 dias úteis",
      "Média",
      1,
    ]),
    fullConversation: transcript([
      "10:31 cliente: Minha conta veio R$ 487, o triplo do normal, e moro sozinha.",
      "10:32 atendente: Olá, Ana Paula. Vou analisar o histórico de consumo da sua matrícula.",
      "10:33 cliente: Se não corrigirem vou procurar o Procon e a agência reguladora.",
      "10:33 sistema: Consumo do mês 3,1 vezes acima da média dos últimos 6 meses. Possível vazamento interno ou erro de leitura.",
    ]),
    evidences: [
      "Consumo 3,1 vezes acima da média dos últimos 6 meses",
      "Menção a Procon e à agência reguladora",
      "Leitura do hidrômetro estimada no último ciclo",
      "Nenhuma reclamação anterior da cliente",
    ],
    aiSteps: caseSteps([
      "Leitura da conversa no chat do portal",
      "Extração de entidades: matrícula, valor contestado e região",
      "Identificação do tema: contestação de conta elevada",
      "Classificação de sentimento: NEGATIVO com 87% de confiança",
      "Cálculo de urgência: MÉDIA (risco de reclamação externa)",
      "Análise do histórico: consumo 3,1 vezes acima da média",
      "Agendamento de releitura e vistoria do hidrômetro",
      "Revisão da fatura após a vistoria e resposta à cliente",
    ]),
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

/** Case dialog timing: +10 every 300 ms up to 100. */
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

/** The element this page's presenter slide is built around (see isomorphic/initiatives/presenter-key.ts). */
export const presenterKey: PresenterKey = {
  id: "critical-cases",
  description: "Os três casos críticos, cada um com Encaminhar Equipe e Ver Detalhes com IA",
};
