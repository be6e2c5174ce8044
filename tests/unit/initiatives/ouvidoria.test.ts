import { describe, expect, it } from "vitest";
import {
  buildAgentContext,
  busiestRegion,
  callCenterMetrics,
  caseStepCompleted,
  confidenceFromSteps,
  criticalCases,
  exploratoryData,
  heatLegend,
  heatLevel,
  percentChange,
  regions,
  regionsInGridOrder,
  sentimentCounts,
  splitCaseSteps,
  stepDisplayStatus,
  weeklyTotals,
} from "~/initiatives/ouvidoria/data";

describe("ouvidoria call-centre figures", () => {
  it("has the spec's metrics", () => {
    expect(callCenterMetrics).toEqual({
      totalCalls: 1247,
      avgSentiment: 68,
      criticalAlerts: 23,
      autoResolved: 892,
      avgWaitTime: "2m 15s",
      satisfactionScore: 4.2,
    });
  });

  it("has the sentiment counts 245 / 123 / 67", () => {
    expect(sentimentCounts).toEqual({ positive: 245, neutral: 123, negative: 67 });
  });
});

describe("regions", () => {
  it("has exactly 8 regions with unique names", () => {
    expect(regions).toHaveLength(8);
    expect(new Set(regions.map((region) => region.name)).size).toBe(8);
  });

  it("fills a 4 × 2 grid, one region per cell", () => {
    const cells = regions.map((region) => `${region.coordinates.x},${region.coordinates.y}`);
    expect(new Set(cells).size).toBe(8);
    for (const region of regions) {
      expect(region.coordinates.x).toBeGreaterThanOrEqual(0);
      expect(region.coordinates.x).toBeLessThanOrEqual(3);
      expect(region.coordinates.y).toBeGreaterThanOrEqual(0);
      expect(region.coordinates.y).toBeLessThanOrEqual(1);
    }
    const order = regionsInGridOrder().map((region) => [region.coordinates.x, region.coordinates.y]);
    expect(order).toEqual([
      [0, 0], [1, 0], [2, 0], [3, 0],
      [0, 1], [1, 1], [2, 1], [3, 1],
    ]);
  });

  it("uses all three critical levels and all three trends", () => {
    expect(new Set(regions.map((region) => region.criticalLevel))).toEqual(new Set(["high", "medium", "low"]));
    expect(new Set(regions.map((region) => region.trend))).toEqual(new Set(["up", "down", "stable"]));
  });

  it("has main issues whose counts fit the total and whose percentages match the counts", () => {
    for (const region of regions) {
      expect(region.mainIssues.length).toBeGreaterThan(0);
      const counted = region.mainIssues.reduce((sum, issue) => sum + issue.count, 0);
      expect(counted).toBeLessThanOrEqual(region.totalComplaints);
      const shares = region.mainIssues.reduce((sum, issue) => sum + issue.percentage, 0);
      expect(shares).toBeLessThanOrEqual(100);
      for (const issue of region.mainIssues) {
        expect(Math.abs(issue.percentage - (issue.count / region.totalComplaints) * 100)).toBeLessThanOrEqual(0.5);
      }
      expect(region.avgResolutionTime).toBeGreaterThan(0);
      expect(region.population).toBeGreaterThan(0);
      expect(region.lastUpdate).not.toBe("");
    }
  });

  it("selects the region with the most complaints by default", () => {
    expect(busiestRegion().name).toBe("Zona Norte");
    expect(busiestRegion().totalComplaints).toBe(48);
  });
});

describe("heat-map legend", () => {
  it("reads 0-20, 21-35, 36+", () => {
    expect(heatLegend.map((item) => [item.level, item.range])).toEqual([
      ["low", "0-20"],
      ["medium", "21-35"],
      ["high", "36+"],
    ]);
  });

  it("colours by the thresholds 20 / 21 / 35 / 36", () => {
    expect(heatLevel(0)).toBe("low");
    expect(heatLevel(20)).toBe("low");
    expect(heatLevel(21)).toBe("medium");
    expect(heatLevel(35)).toBe("medium");
    expect(heatLevel(36)).toBe("high");
    expect(heatLevel(120)).toBe("high");
  });
});

describe("critical cases", () => {
  it("has exactly 3 cases with unique ids and protocols", () => {
    expect(criticalCases).toHaveLength(3);
    expect(new Set(criticalCases.map((item) => item.id)).size).toBe(3);
    expect(new Set(criticalCases.map((item) => item.protocol)).size).toBe(3);
  });

  it("uses the allowed urgencies and channels and names a known region", () => {
    const names = regions.map((region) => region.name);
    for (const item of criticalCases) {
      expect(["alta", "média"]).toContain(item.urgency);
      expect(["phone", "whatsapp", "chat"]).toContain(item.channel);
      expect(names).toContain(item.region);
      expect(item.evidences.length).toBeGreaterThan(0);
      expect(item.fullConversation.length).toBeGreaterThan(0);
      for (const value of Object.values(item.customerData)) expect(value).not.toBe("");
      expect(item.complaintData.affectedPeople).toBeGreaterThan(0);
    }
    expect(new Set(criticalCases.map((item) => item.channel))).toEqual(new Set(["phone", "whatsapp", "chat"]));
  });

  it("has eight AI steps numbered 1-8, step 4 stating the confidence as a percentage", () => {
    for (const item of criticalCases) {
      expect(item.aiSteps.map((step) => step.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(item.aiSteps[3]?.action).toMatch(/\d+% de confiança/);
    }
  });

  it("parses the confidence from step 4", () => {
    expect(criticalCases.map((item) => confidenceFromSteps(item.aiSteps))).toEqual([94, 91, 87]);
    expect(
      confidenceFromSteps([
        { step: 3, action: "Tema: 50% das chamadas", status: "completed" },
        { step: 4, action: "Classificação de sentimento: NEGATIVO com 72,5% de confiança", status: "completed" },
      ]),
    ).toBe(72.5);
    expect(confidenceFromSteps([{ step: 4, action: "Sem número", status: "pending" }])).toBeNull();
    expect(confidenceFromSteps([])).toBeNull();
  });
});

describe("case dialog progress", () => {
  it("completes step n at n × 100/6", () => {
    expect(caseStepCompleted(1, 10)).toBe(false);
    expect(caseStepCompleted(1, 20)).toBe(true);
    expect(caseStepCompleted(3, 40)).toBe(false);
    expect(caseStepCompleted(3, 50)).toBe(true);
    expect(caseStepCompleted(6, 90)).toBe(false);
    expect(caseStepCompleted(6, 99)).toBe(false);
    expect(caseStepCompleted(6, 100)).toBe(true);
    // Steps 7 and 8 lie beyond 100: they stay open (field team and follow-up).
    expect(caseStepCompleted(7, 100)).toBe(false);
    expect(caseStepCompleted(8, 100)).toBe(false);
  });

  it("runs the analysis (steps 1-6) to completion at 100 and keeps 7-8 as the actions the classification triggers", () => {
    for (const item of criticalCases) {
      const { analysis, triggered } = splitCaseSteps(item.aiSteps);
      expect(analysis.map((step) => step.step)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(triggered.map((step) => step.step)).toEqual([7, 8]);
      // Nothing the dialog lists as a step is left open at 100%.
      expect(analysis.every((step) => stepDisplayStatus(step.step, 100) === "completed")).toBe(true);
    }
  });

  it("shows one step in processing after the completed ones", () => {
    expect(stepDisplayStatus(1, 0)).toBe("processing");
    expect(stepDisplayStatus(2, 0)).toBe("pending");
    expect(stepDisplayStatus(2, 20)).toBe("processing");
    expect(stepDisplayStatus(6, 100)).toBe("completed");
    expect(stepDisplayStatus(7, 100)).toBe("processing");
    expect(stepDisplayStatus(8, 100)).toBe("pending");
  });
});

describe("exploratory data", () => {
  it("has the peak hours 08-10, 12-14, 18-20", () => {
    expect(exploratoryData.peakHours.map((peak) => peak.range)).toEqual(["08h-10h", "12h-14h", "18h-20h"]);
  });

  it("has channel shares 39 / 34 / 20 / 7 summing to 100, counts adding up to today's calls", () => {
    expect(exploratoryData.channelDistribution.map((channel) => [channel.channel, channel.percentage])).toEqual([
      ["Telefone", 39],
      ["WhatsApp", 34],
      ["Chat", 20],
      ["E-mail", 7],
    ]);
    expect(exploratoryData.channelDistribution.reduce((sum, channel) => sum + channel.percentage, 0)).toBe(100);
    expect(exploratoryData.channelDistribution.reduce((sum, channel) => sum + channel.count, 0)).toBe(1247);
    for (const channel of exploratoryData.channelDistribution) {
      expect(Math.round((channel.count / 1247) * 100)).toBe(channel.percentage);
    }
  });

  it("has top issues whose percentages match their counts out of today's calls", () => {
    expect(exploratoryData.topIssues.length).toBeGreaterThanOrEqual(3);
    for (const issue of exploratoryData.topIssues) {
      expect(Math.abs(issue.percentage - (issue.count / 1247) * 100)).toBeLessThan(0.05);
    }
  });

  it("has 7 weekdays whose totals change by +14.5%", () => {
    const days = exploratoryData.weeklyTrend;
    expect(days.map((day) => day.day)).toEqual(["Segunda", "Terça", "Quarta", "Quinta", "Sexta", "Sábado", "Domingo"]);
    const current = days.reduce((sum, day) => sum + day.current, 0);
    const previous = days.reduce((sum, day) => sum + day.previous, 0);
    expect(current).toBe(8015);
    expect(previous).toBe(7000);
    expect(((current - previous) / previous) * 100).toBeCloseTo(14.5, 10);
    expect(weeklyTotals()).toEqual({ current: 8015, previous: 7000, change: 14.5 });
  });

  it("gives each day its own change", () => {
    expect(exploratoryData.weeklyTrend.map((day) => day.change)).toEqual([14.8, 15, 14.8, 14.3, 15.2, 12.9, 13.8]);
    for (const day of exploratoryData.weeklyTrend) {
      expect(Math.abs(day.change - ((day.current - day.previous) / day.previous) * 100)).toBeLessThanOrEqual(0.05);
    }
    expect(percentChange(110, 100)).toBe(10);
    expect(percentChange(90, 100)).toBe(-10);
  });
});

describe("buildAgentContext", () => {
  const now = new Date("2025-03-14T12:30:00.000Z");
  const context = buildAgentContext(now);

  it("carries the counts, metrics, exploratory data and an ISO timestamp", () => {
    expect(context.criticalCasesCount).toBe(3);
    expect(context.timestamp).toBe("2025-03-14T12:30:00.000Z");
    expect(context.callCenterMetrics.totalCalls).toBe(1247);
    expect(context.exploratoryData.weeklyTrend).toHaveLength(7);
    expect(context.exploratoryData.channelDistribution).toHaveLength(4);
  });

  it("sends the 8 regions with exactly the fields of the contract", () => {
    expect(context.regionData).toHaveLength(8);
    for (const region of context.regionData) {
      expect(Object.keys(region).sort()).toEqual(
        ["avgResolutionTime", "criticalLevel", "mainIssues", "name", "population", "totalComplaints", "trend"],
      );
    }
    expect(context.regionData[0]).toEqual({
      name: "Zona Norte",
      totalComplaints: 48,
      criticalLevel: "high",
      mainIssues: [
        { type: "Falta de água", count: 22, percentage: 46 },
        { type: "Vazamento", count: 14, percentage: 29 },
        { type: "Pressão baixa", count: 8, percentage: 17 },
      ],
      avgResolutionTime: 18.5,
      trend: "up",
      population: 412000,
    });
  });

  it("is serialisable as the request body", () => {
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});
