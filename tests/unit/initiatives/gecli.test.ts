import { describe, expect, it } from "vitest";
import { RISK_CUSTOMERS, riskLevel, type Segment, SEGMENTS, segmentShare, stats } from "#app/initiatives/gecli/data.ts";

describe("GECLI", () => {
  it("bands a score as alto from 70, médio from 40, baixo below", () => {
    expect([100, 70, 69, 40, 39, 0].map(riskLevel)).toEqual(["alto", "alto", "medio", "medio", "baixo", "baixo"]);
  });

  it("lists its sample customers riskiest first, one of each band at least, so every badge is shown", () => {
    const scores = RISK_CUSTOMERS.map((customer) => customer.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores.map(riskLevel))).toEqual(new Set(["alto", "medio", "baixo"]));
  });

  it("derives the portfolio figures from the segments: the monitored total and the high-risk count", () => {
    const total = SEGMENTS.reduce((sum, segment) => sum + segment.customers, 0);
    const high = SEGMENTS.find((segment) => segment.level === "alto")?.customers;
    expect(stats().find((stat) => stat.label === "Clientes monitorados")?.value).toBe(total);
    expect(stats().find((stat) => stat.label === "Clientes em risco alto")?.value).toBe(high);
  });

  it("gives each segment its share of the portfolio to one decimal, the shares making 100 within rounding", () => {
    const portfolios: Segment[][] = [
      [...SEGMENTS],
      [
        { level: "alto", customers: 1 },
        { level: "medio", customers: 1 },
        { level: "baixo", customers: 1 },
      ],
      [
        { level: "alto", customers: 7 },
        { level: "medio", customers: 0 },
        { level: "baixo", customers: 993 },
      ],
    ];
    for (const segments of portfolios) {
      const total = segments.reduce((sum, segment) => sum + segment.customers, 0);
      const shares = segments.map((segment) => segmentShare(segment, segments));
      for (const [i, segment] of segments.entries()) {
        const share = shares[i] ?? Number.NaN;
        expect(Math.abs(share - (segment.customers / total) * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(share * 10).toBeCloseTo(Math.round(share * 10), 9);
      }
      expect(Math.abs(shares.reduce((sum, share) => sum + share, 0) - 100)).toBeLessThanOrEqual(0.05 * segments.length);
    }
    expect(segmentShare(SEGMENTS[0] ?? { level: "alto", customers: 1 }, [])).toBe(0);
  });
});
