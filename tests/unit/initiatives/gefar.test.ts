import { describe, expect, it } from "vitest";
import {
  INITIAL_VISIBLE,
  isScriptComplete,
  MESSAGE_INTERVAL_MS,
  nextVisibleCount,
  SCRIPT,
} from "#app/initiatives/gefar/data.ts";

/** The page's timer, tick by tick: what the scripted chat shows after `ms` milliseconds. */
function shownAfter(ms: number): number {
  let count = INITIAL_VISIBLE;
  for (let elapsed = MESSAGE_INTERVAL_MS; elapsed <= ms && !isScriptComplete(count); elapsed += MESSAGE_INTERVAL_MS) {
    count = nextVisibleCount(count);
  }
  return count;
}

describe("GEFAR scripted chat", () => {
  it("opens with the first message and adds one every 1500 ms", () => {
    expect(shownAfter(0)).toBe(1);
    expect(shownAfter(1499)).toBe(1);
    expect(shownAfter(1500)).toBe(2);
    expect(shownAfter(4500)).toBe(4);
  });

  it("ends with the whole script and stays there (the timer stops)", () => {
    const whole = (SCRIPT.length - 1) * 1500;
    expect(shownAfter(whole - 1)).toBe(SCRIPT.length - 1);
    expect(shownAfter(whole)).toBe(SCRIPT.length);
    expect(isScriptComplete(shownAfter(whole))).toBe(true);
    expect(shownAfter(whole * 3)).toBe(SCRIPT.length);
    expect(nextVisibleCount(SCRIPT.length)).toBe(SCRIPT.length);
  });
});
