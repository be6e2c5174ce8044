import type { AgentContext } from "#isomorphic/initiatives/ouvidoria/types.ts";
import { buildAgentContext } from "#isomorphic/initiatives/ouvidoria/data.ts";

/** A small hand-made dashboard context; expected answers in tests are worked out from it by hand. */
export function sampleContext(): AgentContext {
  return {
    regionData: [
      {
        name: "Vale Norte",
        totalComplaints: 30,
        criticalLevel: "medium",
        mainIssues: [{ type: "Falta de água", count: 18, percentage: 60 }],
        avgResolutionTime: 10,
        trend: "up",
        population: 100_000,
      },
      {
        name: "Centro Histórico",
        totalComplaints: 40,
        criticalLevel: "high",
        mainIssues: [
          { type: "Vazamento", count: 12, percentage: 30 },
          { type: "Pressão baixa", count: 20, percentage: 50 },
        ],
        avgResolutionTime: 20,
        trend: "up",
        population: 50_000,
      },
      {
        name: "Litoral Sul",
        totalComplaints: 45,
        criticalLevel: "high",
        mainIssues: [{ type: "Cobrança indevida", count: 20, percentage: 44.4 }],
        avgResolutionTime: 6,
        trend: "down",
        population: 200_000,
      },
    ],
    exploratoryData: {
      peakHours: [
        { range: "08h-10h", calls: 300 },
        { range: "12h-14h", calls: 200 },
      ],
      topIssues: [{ issue: "Falta de água", count: 400, percentage: 32 }],
      channelDistribution: [
        { channel: "WhatsApp", percentage: 34, count: 424 },
        { channel: "Telefone", percentage: 39, count: 486 },
        { channel: "Chat", percentage: 20, count: 249 },
        { channel: "E-mail", percentage: 7, count: 88 },
      ],
      weeklyTrend: [
        { day: "Seg", current: 110, previous: 100, change: 10 },
        { day: "Ter", current: 110, previous: 100, change: 10 },
        { day: "Qua", current: 110, previous: 100, change: 10 },
        { day: "Qui", current: 110, previous: 100, change: 10 },
        { day: "Sex", current: 110, previous: 100, change: 10 },
        { day: "Sáb", current: 55, previous: 50, change: 10 },
        { day: "Dom", current: 55, previous: 50, change: 10 },
      ],
    },
    callCenterMetrics: {
      totalCalls: 1247,
      avgSentiment: 68,
      criticalAlerts: 23,
      autoResolved: 892,
      avgWaitTime: "2m 15s",
      satisfactionScore: 4.2,
    },
    criticalCasesCount: 1,
    criticalCases: [
      {
        protocol: "OUV-2026-000777",
        customerName: "Rita de Cássia Lobo",
        region: "Vale Norte",
        channel: "WhatsApp",
        urgency: "alta",
        sentiment: "Negativo",
        category: "Abastecimento",
        subcategory: "Falta de água no prédio",
        message: "Estamos sem água desde ontem.",
        openedAt: "Hoje, 07:40",
        deadline: "Hoje, 13:40 (6 horas)",
        evidences: ["3 contatos em 24 horas"],
        nextStep: "Envio de caminhão-pipa ao endereço",
      },
    ],
    timestamp: "2026-11-21T12:00:00.000Z",
  };
}

/** The page's own data, as the ouvidoria page posts it: what the API answers from (and checks a posted copy against). */
export function pageContext(): AgentContext {
  return buildAgentContext(new Date());
}
