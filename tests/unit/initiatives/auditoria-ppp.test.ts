import { describe, expect, it } from "vitest";
import { APPROVED_COUNT, COUNTERS, EXAMPLES, REJECTED_COUNT } from "#app/initiatives/auditoria-ppp/data.ts";

describe("Auditoria PPP", () => {
  it("counts the audited measurements as the approved plus the rejected ones", () => {
    expect(COUNTERS.slice(0, 3).map((counter) => counter.value)).toEqual([
      APPROVED_COUNT + REJECTED_COUNT,
      APPROVED_COUNT,
      REJECTED_COUNT,
    ]);
  });

  it("shows each example's verdict as its checks say: approved only when every check passes", () => {
    for (const example of EXAMPLES)
      expect(example.verdict, example.id).toBe(example.checks.every((check) => check.ok) ? "approved" : "rejected");
  });
});
