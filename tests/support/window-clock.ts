import { vi } from "vitest";

/**
 * Stands the clock (Date only; timers keep running) a second into a fixed rate-limit window to come, so the requests
 * a test counts cannot straddle two windows, and reset the count between two of them, however slowly a loaded machine
 * runs them. The Worker under test shares the isolate, so it reads the same clock. Undo with `vi.useRealTimers()`.
 */
export function standClockInWindowToCome(windowMs: number, windowsAhead = 2): number {
  const windowStart = (Math.floor(Date.now() / windowMs) + windowsAhead) * windowMs;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(windowStart + 1_000);
  return windowStart;
}
