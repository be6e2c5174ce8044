import { describe, expect, it } from "vitest";
import {
  buildAgentContext,
  busiestRegion,
  callCenterMetrics,
  confidenceFromSteps,
  criticalCases,
  exploratoryData,
  heatLevel,
  regions,
  regionsInGridOrder,
  splitCaseSteps,
  stepDisplayStatus,
  weeklyTotals,
} from "#app/initiatives/ouvidoria/data.ts";

describe("Ouvidoria heat map", () => {
  it("colours a region by the legend's thresholds: up to 20 low, 21-35 medium, 36+ high", () => {
    expect([0, 20, 21, 35, 36, 120].map(heatLevel)).toEqual(["low", "low", "medium", "medium", "high", "high"]);
  });

  it("lays the regions out row by row on its 4 × 2 grid and opens on the busiest", () => {
    const cells = regionsInGridOrder().map((region) => `${region.coordinates.x},${region.coordinates.y}`);
    expect(cells).toEqual(["0,0", "1,0", "2,0", "3,0", "0,1", "1,1", "2,1", "3,1"]);
    const busiest = Math.max(...regions.map((region) => region.totalComplaints));
    expect(busiestRegion().totalComplaints).toBe(busiest);
  });
});

describe("Ouvidoria case dialog", () => {
  it("shows one step in processing after the completed ones as the bar advances (step n done at n × 100/6)", () => {
    const at = (progress: number) => [1, 2, 3, 4, 5, 6].map((step) => stepDisplayStatus(step, progress));
    expect(at(0)).toEqual(["processing", "pending", "pending", "pending", "pending", "pending"]);
    expect(at(20)).toEqual(["completed", "processing", "pending", "pending", "pending", "pending"]);
    expect(at(50)).toEqual(["completed", "completed", "completed", "processing", "pending", "pending"]);
    expect(at(90)).toEqual(["completed", "completed", "completed", "completed", "completed", "processing"]);
    expect(at(100).every((status) => status === "completed")).toBe(true);
  });

  it("ends at 100 with every analysis step done and steps 7-8 listed as the actions the classification triggered", () => {
    for (const item of criticalCases) {
      const { analysis, triggered } = splitCaseSteps(item.aiSteps);
      expect(analysis.every((step) => stepDisplayStatus(step.step, 100) === "completed")).toBe(true);
      expect(triggered.map((step) => step.step)).toEqual([7, 8]);
    }
  });

  it("reads the confidence of the final classification from step 4", () => {
    expect(criticalCases.map((item) => confidenceFromSteps(item.aiSteps))).toEqual([94, 91, 87]);
    expect(confidenceFromSteps([{ step: 4, action: "NEGATIVO com 72,5% de confiança", status: "completed" }])).toBe(
      72.5,
    );
    expect(confidenceFromSteps([{ step: 4, action: "Sem número", status: "pending" }])).toBeNull();
  });
});

describe("Ouvidoria figures", () => {
  it("totals the week and its change from the days (8.015 against 7.000: +14,5%)", () => {
    expect(weeklyTotals()).toEqual({ current: 8015, previous: 7000, change: 14.5 });
  });

  it("agree with each other across the page: channels add up to today's calls, shares match counts", () => {
    const total = callCenterMetrics.totalCalls;
    expect(exploratoryData.channelDistribution.reduce((sum, channel) => sum + channel.count, 0)).toBe(total);
    for (const channel of exploratoryData.channelDistribution)
      expect(Math.round((channel.count / total) * 100)).toBe(channel.percentage);
    for (const issue of exploratoryData.topIssues)
      expect(Math.abs(issue.percentage - (issue.count / total) * 100)).toBeLessThan(0.05);
    for (const region of regions) {
      for (const issue of region.mainIssues)
        expect(Math.abs(issue.percentage - (issue.count / region.totalComplaints) * 100)).toBeLessThanOrEqual(0.5);
    }
    for (const day of exploratoryData.weeklyTrend)
      expect(Math.abs(day.change - ((day.current - day.previous) / day.previous) * 100)).toBeLessThanOrEqual(0.05);
  });
});

describe("what the page sends the analyst", () => {
  const context = buildAgentContext(new Date("2025-03-14T12:30:00.000Z"));

  it("carries the regions with the contract's fields only, and each case without the customer's documents or contacts", () => {
    for (const region of context.regionData) {
      expect(Object.keys(region).sort()).toEqual([
        "avgResolutionTime",
        "criticalLevel",
        "mainIssues",
        "name",
        "population",
        "totalComplaints",
        "trend",
      ]);
    }
    const sent = JSON.stringify(context.criticalCases);
    for (const item of criticalCases) {
      expect(sent).not.toContain(item.customerData.cpf);
      expect(sent).not.toContain(item.customerData.email);
      expect(sent).not.toContain(item.customerData.phone);
    }
    expect(context.criticalCasesCount).toBe(context.criticalCases.length);
    expect(context.timestamp).toBe("2025-03-14T12:30:00.000Z");
  });

  it("names each case's next step: the first AI step not yet completed", () => {
    expect(context.criticalCases.map((item) => item.nextStep)).toEqual([
      "Ordem de serviço prioritária enviada à equipe de campo",
      "Despacho da equipe de manutenção de redes",
      "Agendamento de releitura e vistoria do hidrômetro",
    ]);
  });
});
