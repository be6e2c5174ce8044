import { describe, expect, it } from "vitest";
import {
  FEATURES,
  INITIAL_VISIBLE,
  isScriptComplete,
  MANUAL_ERROR_REDUCTION_PERCENT,
  MESSAGE_INTERVAL_MS,
  nextVisibleCount,
  RESPONSE_TIME_REDUCTION_PERCENT,
  ROLE_LABELS,
  SCRIPT,
  STATS,
} from "~/initiatives/gefar/data";

describe("GEFAR scripted chat", () => {
  it("shows a new message every 1500 ms", () => {
    expect(MESSAGE_INTERVAL_MS).toBe(1500);
  });

  it("uses the three roles user, assistant and system", () => {
    const roles = new Set(SCRIPT.map((message) => message.role));
    expect([...roles].sort()).toEqual(["assistant", "system", "user"]);
    expect(Object.keys(ROLE_LABELS).sort()).toEqual(["assistant", "system", "user"]);
  });

  it("has unique ids and non-empty messages", () => {
    expect(new Set(SCRIPT.map((message) => message.id)).size).toBe(SCRIPT.length);
    for (const message of SCRIPT) expect(message.content.trim().length).toBeGreaterThan(0);
  });

  it("advances one message per tick and stops at the end of the script", () => {
    expect(INITIAL_VISIBLE).toBe(1);
    expect(nextVisibleCount(1, 10)).toBe(2);
    expect(nextVisibleCount(9, 10)).toBe(10);
    expect(nextVisibleCount(10, 10)).toBe(10);
    expect(isScriptComplete(9, 10)).toBe(false);
    expect(isScriptComplete(10, 10)).toBe(true);
  });

  it("needs one tick per remaining message to show the whole script", () => {
    let count = INITIAL_VISIBLE;
    let ticks = 0;
    while (!isScriptComplete(count)) {
      count = nextVisibleCount(count);
      ticks += 1;
    }
    expect(count).toBe(SCRIPT.length);
    expect(ticks).toBe(SCRIPT.length - 1);
  });
});

describe("GEFAR figures (knowledge-base claims)", () => {
  it("claims response time down 70% and manual errors down 95%", () => {
    expect(RESPONSE_TIME_REDUCTION_PERCENT).toBe(70);
    expect(MANUAL_ERROR_REDUCTION_PERCENT).toBe(95);
  });

  it("has three stat cards, including -70% and -95%", () => {
    expect(STATS).toHaveLength(3);
    expect(STATS.map((stat) => stat.value)).toContain("-70%");
    expect(STATS.map((stat) => stat.value)).toContain("-95%");
  });

  it("describes the intent analyst and the automation agent", () => {
    const titles = FEATURES.map((feature) => feature.title.toLowerCase());
    expect(titles.some((title) => title.includes("intenção"))).toBe(true);
    expect(titles.some((title) => title.includes("automação"))).toBe(true);
  });
});
