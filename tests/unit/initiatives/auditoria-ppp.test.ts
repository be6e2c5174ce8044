import { describe, expect, it } from "vitest";
import {
  AGENTS,
  APPROVED_COUNT,
  auditedCount,
  CLAIMS,
  COUNTERS,
  EXAMPLES,
  IMPROPER_PAYMENTS_REDUCTION_PERCENT,
  INCONSISTENCIES_DETECTED_PERCENT,
  REJECTED_COUNT,
  TRACEABILITY_GAIN_PERCENT,
} from "~/initiatives/auditoria-ppp/data";

describe("Auditoria PPP claims (knowledge base)", () => {
  it("detects 98% of fraud inconsistencies, cuts improper payments 85%, raises traceability 90%", () => {
    expect(INCONSISTENCIES_DETECTED_PERCENT).toBe(98);
    expect(IMPROPER_PAYMENTS_REDUCTION_PERCENT).toBe(85);
    expect(TRACEABILITY_GAIN_PERCENT).toBe(90);
    expect(CLAIMS.map((claim) => claim.value)).toEqual(["98%", "-85%", "+90%"]);
  });
});

describe("Auditoria PPP counters", () => {
  it("counts the audited measurements as approved plus rejected", () => {
    expect(APPROVED_COUNT).toBe(312);
    expect(REJECTED_COUNT).toBe(27);
    expect(auditedCount()).toBe(339);
    expect(COUNTERS[0]?.value).toBe(339);
  });
});

describe("Auditoria PPP examples", () => {
  it("has both approved and rejected examples", () => {
    expect(EXAMPLES.filter((example) => example.verdict === "approved")).toHaveLength(2);
    expect(EXAMPLES.filter((example) => example.verdict === "rejected")).toHaveLength(2);
  });

  it("approves only examples whose checks all pass, and rejects the others", () => {
    for (const example of EXAMPLES) {
      const allOk = example.checks.every((check) => check.ok);
      expect(example.verdict).toBe(allOk ? "approved" : "rejected");
    }
  });

  it("has unique ids and positive amounts", () => {
    expect(new Set(EXAMPLES.map((example) => example.id)).size).toBe(EXAMPLES.length);
    for (const example of EXAMPLES) expect(example.amount).toBeGreaterThan(0);
  });

  it("names the three knowledge-base agents, starting with the multimodal analyst", () => {
    expect(AGENTS).toHaveLength(3);
    expect(AGENTS[0]?.name).toMatch(/multimodal/i);
  });
});
