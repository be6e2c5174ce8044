import { describe, expect, it } from "vitest";
import { RISK_CUSTOMERS, riskLevel, SEGMENTS, segmentShare, stats } from "#app/initiatives/gecli/data.ts";

describe("GECLI", () => {
  it("bands a score as alto from 70, médio from 40, baixo below", () => {
    expect([100, 70, 69, 40, 39, 0].map(riskLevel)).toEqual(["alto", "alto", "medio", "medio", "baixo", "baixo"]);
    // The sample customers' badges follow their scores.
    expect(RISK_CUSTOMERS.map((customer) => riskLevel(customer.score))).toEqual(["alto", "alto", "medio", "baixo"]);
  });

  it("derives the portfolio figures from the segments: the monitored total, the high-risk count and each share", () => {
    const total = SEGMENTS.reduce((sum, segment) => sum + segment.customers, 0);
    const high = SEGMENTS.find((segment) => segment.level === "alto")?.customers;
    expect(stats().find((stat) => stat.label === "Clientes monitorados")?.value).toBe(total);
    expect(stats().find((stat) => stat.label === "Clientes em risco alto")?.value).toBe(high);
    // 3.840 / 184.700 = 2,08% → 2,1; the three shares make 100 within rounding.
    expect(SEGMENTS.map((segment) => segmentShare(segment))).toEqual([2.1, 6.8, 91.1]);
    expect(segmentShare(SEGMENTS[0] ?? { level: "alto", customers: 1 }, [])).toBe(0);
  });
});
