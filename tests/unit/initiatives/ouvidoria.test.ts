import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  buildAgentContext,
  busiestRegion,
  callCenterMetrics,
  caseSummary,
  confidenceFromSteps,
  criticalCases,
  exploratoryData,
  heatLevel,
  regions,
  regionsInGridOrder,
  splitCaseSteps,
  stepDisplayStatus,
  weeklyTotals,
} from "#isomorphic/initiatives/ouvidoria/data.ts";
import type { AiStep, RegionSummary } from "#isomorphic/initiatives/ouvidoria/types.ts";
import { WeeklyTrendChart } from "#app/initiatives/ouvidoria/weekly-trend-chart.tsx";

/** A pt-BR figure as the page prints it ("8.015", "+14,5%") read back as a number. */
const figure = (text: string) =>
  Number(
    text
      .replace(/[+%\s]/g, "")
      .replace(/\./g, "")
      .replace(",", "."),
  );
const cellsOfRow = (html: string, label: string) => {
  const row = new RegExp(`<tr[^>]*>\\s*<th[^>]*>(?:(?!</th>).)*${label}</th>(.*?)</tr>`, "s").exec(html)?.[1] ?? "";
  return [...row.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((match) => figure(match[1] ?? ""));
};

const region = (name: string, x: number, y: number, totalComplaints: number): RegionSummary => ({
  ...(regions[0] as RegionSummary),
  name,
  coordinates: { x, y },
  totalComplaints,
});

describe("Ouvidoria heat map", () => {
  it("colours a region by the legend's thresholds: up to 20 low, 21-35 medium, 36+ high", () => {
    expect([0, 20, 21, 35, 36, 120].map(heatLevel)).toEqual(["low", "low", "medium", "medium", "high", "high"]);
  });

  it("lays regions out row by row, left to right, whatever order they are listed in", () => {
    const listed = [region("d", 1, 1, 5), region("a", 0, 0, 9), region("c", 0, 1, 40), region("b", 1, 0, 12)];
    expect(regionsInGridOrder(listed).map((item) => item.name)).toEqual(["a", "b", "c", "d"]);
    expect(busiestRegion(listed).name).toBe("c");
  });

  it("the page's regions fill its 4 × 2 grid, one to a cell, and it opens on the busiest", () => {
    const cells = new Set(regions.map((item) => `${item.coordinates.x},${item.coordinates.y}`));
    expect(cells.size).toBe(regions.length);
    expect(regions.length).toBe(8);
    for (const item of regions) {
      expect(item.coordinates.x).toBeGreaterThanOrEqual(0);
      expect(item.coordinates.x).toBeLessThan(4);
      expect(item.coordinates.y).toBeGreaterThanOrEqual(0);
      expect(item.coordinates.y).toBeLessThan(2);
    }
    for (const item of regions) expect(busiestRegion().totalComplaints).toBeGreaterThanOrEqual(item.totalComplaints);
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

  it("reads the confidence of the final classification as step 4 writes it", () => {
    for (const item of criticalCases) {
      const confidence = confidenceFromSteps(item.aiSteps);
      expect(confidence, item.protocol).not.toBeNull();
      const step4 = item.aiSteps.find((step) => step.step === 4)?.action ?? "";
      expect(step4, item.protocol).toContain(`${String(confidence).replace(".", ",")}%`);
    }
    expect(confidenceFromSteps([{ step: 4, action: "NEGATIVO com 72,5% de confiança", status: "completed" }])).toBe(
      72.5,
    );
    expect(confidenceFromSteps([{ step: 3, action: "Tema com 90% de certeza", status: "completed" }])).toBeNull();
    expect(confidenceFromSteps([{ step: 4, action: "Sem número", status: "pending" }])).toBeNull();
  });
});

describe("Ouvidoria figures", () => {
  it("totals a week and its change from its days (150 against 100: +50%; 7 against 3: +133,3%)", () => {
    const day = (current: number, previous: number) => ({ day: "Dia", current, previous, change: 0 });
    expect(weeklyTotals([day(100, 80), day(50, 20)])).toEqual({ current: 150, previous: 100, change: 50 });
    expect(weeklyTotals([day(4, 1), day(3, 2)])).toEqual({ current: 7, previous: 3, change: 133.3 });
  });

  it("the weekly chart's total is the sum of the days it shows, and its change their change", () => {
    const html = renderToStaticMarkup(createElement(WeeklyTrendChart));
    const current = cellsOfRow(html, "Atual");
    const previous = cellsOfRow(html, "Anterior");
    expect(current).toHaveLength(exploratoryData.weeklyTrend.length);
    expect(previous).toHaveLength(exploratoryData.weeklyTrend.length);
    const summary = /Semana atual com ([\d.]+) atendimentos contra ([\d.]+) na anterior \(([+-]?[\d.,]+%)\)/.exec(html);
    if (!summary) throw new Error("the chart's summary sentence is missing");
    const shownCurrent = figure(summary[1] ?? "");
    const shownPrevious = figure(summary[2] ?? "");
    expect(shownCurrent).toBe(current.reduce((sum, value) => sum + value, 0));
    expect(shownPrevious).toBe(previous.reduce((sum, value) => sum + value, 0));
    expect(Math.abs(figure(summary[3] ?? "") - ((shownCurrent - shownPrevious) / shownPrevious) * 100)).toBeLessThan(
      0.05,
    );
  });

  it("agree with each other across the page: channels add up to today's calls, shares match counts", () => {
    const total = callCenterMetrics.totalCalls;
    expect(exploratoryData.channelDistribution.reduce((sum, channel) => sum + channel.count, 0)).toBe(total);
    for (const channel of exploratoryData.channelDistribution)
      expect(Math.round((channel.count / total) * 100)).toBe(channel.percentage);
    for (const issue of exploratoryData.topIssues)
      expect(Math.abs(issue.percentage - (issue.count / total) * 100)).toBeLessThan(0.05);
    for (const item of regions) {
      for (const issue of item.mainIssues)
        expect(Math.abs(issue.percentage - (issue.count / item.totalComplaints) * 100)).toBeLessThanOrEqual(0.5);
    }
    for (const day of exploratoryData.weeklyTrend)
      expect(Math.abs(day.change - ((day.current - day.previous) / day.previous) * 100)).toBeLessThanOrEqual(0.05);
  });
});

describe("what the page sends the analyst", () => {
  const context = buildAgentContext(new Date("2025-03-14T12:30:00.000Z"));

  it("carries the regions with the contract's fields only, and each case without the customer's documents or contacts", () => {
    for (const item of context.regionData) {
      expect(Object.keys(item).sort()).toEqual([
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

  it("names each case's next step: the first AI step not yet completed, or the case closed when none is left", () => {
    const steps = (...statuses: AiStep["status"][]): AiStep[] =>
      statuses.map((status, index) => ({ step: index + 1, action: `Passo ${index + 1}`, status }));
    const base = criticalCases[0];
    if (!base) throw new Error("the page has no critical case");
    expect(caseSummary({ ...base, aiSteps: steps("completed", "processing", "pending") }).nextStep).toBe("Passo 2");
    expect(caseSummary({ ...base, aiSteps: steps("completed", "completed", "pending") }).nextStep).toBe("Passo 3");
    expect(caseSummary({ ...base, aiSteps: steps("completed", "completed") }).nextStep).toBe("Caso encerrado");
  });
});
