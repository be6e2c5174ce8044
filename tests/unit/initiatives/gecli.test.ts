import { describe, expect, it } from "vitest";
import {
  AGENTS,
  ANTICIPATION_DAYS,
  monitoredCustomers,
  RECOVERY_GAIN_PERCENT,
  RISK_CUSTOMERS,
  riskLevel,
  SEGMENTS,
  segmentShare,
  stats,
  TIMELINE,
} from "~/initiatives/gecli/data";

describe("GECLI claims (knowledge base)", () => {
  it("anticipates default 30 days ahead and raises recovery 40%", () => {
    expect(ANTICIPATION_DAYS).toBe(30);
    expect(RECOVERY_GAIN_PERCENT).toBe(40);
    const values = stats().map((stat) => stat.value);
    expect(values).toContain("30 dias");
    expect(values).toContain("+40%");
  });

  it("starts the timeline 30 days before the due date and ends on it", () => {
    expect(TIMELINE[0]?.day).toBe("D-30");
    expect(TIMELINE[TIMELINE.length - 1]?.day).toBe("D0");
  });
});

describe("riskLevel", () => {
  it("bands scores into alto (70+), médio (40-69) and baixo (below 40)", () => {
    expect(riskLevel(100)).toBe("alto");
    expect(riskLevel(70)).toBe("alto");
    expect(riskLevel(69)).toBe("medio");
    expect(riskLevel(40)).toBe("medio");
    expect(riskLevel(39)).toBe("baixo");
    expect(riskLevel(0)).toBe("baixo");
  });

  it("gives the sample customers every level", () => {
    expect(RISK_CUSTOMERS.map((customer) => riskLevel(customer.score))).toEqual(["alto", "alto", "medio", "baixo"]);
  });
});

describe("GECLI portfolio", () => {
  it("sums the monitored customers over the segments", () => {
    expect(SEGMENTS.map((segment) => segment.customers)).toEqual([3840, 12560, 168300]);
    expect(monitoredCustomers()).toBe(184700);
    expect(stats().find((stat) => stat.label === "Clientes monitorados")?.value).toBe(184700);
    expect(stats().find((stat) => stat.label === "Clientes em risco alto")?.value).toBe(3840);
  });

  it("computes each segment's share with one decimal", () => {
    const [high, medium, low] = SEGMENTS;
    if (!high || !medium || !low) throw new Error("three segments expected");
    expect(segmentShare(high)).toBe(2.1);
    expect(segmentShare(medium)).toBe(6.8);
    expect(segmentShare(low)).toBe(91.1);
    expect(segmentShare(high, [])).toBe(0);
  });

  it("names the unsupervised ML and smart segmentation agents", () => {
    expect(AGENTS.map((agent) => agent.name)).toEqual([
      "Agente de ML Não Supervisionado",
      "Agente de Segmentação Inteligente",
    ]);
  });
});
