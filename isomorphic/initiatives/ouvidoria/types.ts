/**
 * The ouvidoria (ombudsman) dashboard's data shapes. The
 * page's data module fills them; the AI analyst receives them as its context
 * (POST /api/functions/ouvidoria-ai-agent), so they are a contract too.
 */
export type CriticalLevel = "high" | "medium" | "low";
export type Trend = "up" | "down" | "stable";

export interface RegionIssue {
  type: string;
  count: number;
  /** Share of the region's complaints, 0-100. */
  percentage: number;
}

export interface RegionSummary {
  name: string;
  /** Position on the heat-map grid (column, row), 0-based. */
  coordinates: { x: number; y: number };
  totalComplaints: number;
  criticalLevel: CriticalLevel;
  mainIssues: RegionIssue[];
  /** Average resolution time, in hours. */
  avgResolutionTime: number;
  trend: Trend;
  population: number;
  /** Human text such as "há 5 min". */
  lastUpdate: string;
}

export type CaseChannel = "phone" | "whatsapp" | "chat";

export interface AiStep {
  step: number;
  action: string;
  status: "completed" | "processing" | "pending";
}

export interface CriticalCase {
  id: string;
  protocol: string;
  message: string;
  sentiment: string;
  region: string;
  urgency: "alta" | "média";
  channel: CaseChannel;
  customerData: { name: string; cpf: string; matricula: string; address: string; phone: string; email: string };
  complaintData: {
    type: string;
    category: string;
    subcategory: string;
    dateOpened: string;
    deadline: string;
    priority: string;
    affectedPeople: number;
  };
  fullConversation: { speaker: "cliente" | "atendente" | "sistema"; text: string; time: string }[];
  evidences: string[];
  /** Eight steps; step 4 states the sentiment confidence (e.g. "… 94% de confiança"). */
  aiSteps: AiStep[];
}

export interface CallCenterMetrics {
  totalCalls: number;
  /** Share of positive sentiment, 0-100. */
  avgSentiment: number;
  criticalAlerts: number;
  autoResolved: number;
  /** "2m 15s" */
  avgWaitTime: string;
  /** Out of 5. */
  satisfactionScore: number;
}

export interface ExploratoryData {
  peakHours: { range: string; calls: number }[];
  topIssues: { issue: string; count: number; percentage: number }[];
  channelDistribution: { channel: string; percentage: number; count: number }[];
  /** One entry per weekday: calls this week and the week before. */
  weeklyTrend: { day: string; current: number; previous: number; change: number }[];
}

/**
 * A critical case as the analyst sees it: what the page shows on the case's
 * card and dialog, without the customer's documents and contacts.
 */
export interface CaseSummary {
  protocol: string;
  customerName: string;
  region: string;
  /** The channel's label (Telefone, WhatsApp, Chat). */
  channel: string;
  urgency: CriticalCase["urgency"];
  sentiment: string;
  category: string;
  subcategory: string;
  message: string;
  openedAt: string;
  deadline: string;
  evidences: string[];
  /** The first AI step not yet completed: what happens next. */
  nextStep: string;
}

/** What the page sends with every analyst request. */
export interface AgentContext {
  regionData: Pick<
    RegionSummary,
    "name" | "totalComplaints" | "criticalLevel" | "mainIssues" | "avgResolutionTime" | "trend" | "population"
  >[];
  exploratoryData: ExploratoryData;
  callCenterMetrics: CallCenterMetrics;
  criticalCasesCount: number;
  /** The critical cases themselves, so a question can name one (an addition to the spec's contract). */
  criticalCases: CaseSummary[];
  /** ISO 8601 */
  timestamp: string;
}

export interface AgentMessage {
  role: "assistant" | "user";
  content: string;
}
