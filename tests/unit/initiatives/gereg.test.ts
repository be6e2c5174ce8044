import { describe, expect, it } from "vitest";
import { CHECKLIST, checklistState, nextProgress, PROGRESS_INTERVAL_MS } from "#app/initiatives/gereg/data.ts";

/** The generation as the page runs it: the progress and lit lines after each 200 ms tick, from 0 until it stops at 100. */
function run(): { ms: number; progress: number; lit: number }[] {
  const frames = [{ ms: 0, progress: 0, lit: 0 }];
  for (let progress = 0, ms = 0; progress < 100; ) {
    progress = nextProgress(progress);
    ms += PROGRESS_INTERVAL_MS;
    frames.push({ ms, progress, lit: checklistState(progress).filter(Boolean).length });
  }
  return frames;
}

describe("GEREG's Gerar Resposta Automática", () => {
  it("runs the bar from 0 to 100 in steps of 10 every 200 ms, about 2 s, and stops there", () => {
    const frames = run();
    expect(frames.map((frame) => frame.progress)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(frames.at(-1)?.ms).toBe(2000);
    expect(nextProgress(100)).toBe(100);
    expect(nextProgress(95)).toBe(100);
  });

  it("lights the five checklist lines one by one at 20, 40, 60, 80 and 100 percent", () => {
    const lightsAt = CHECKLIST.map((_, line) => run().find((frame) => frame.lit > line)?.progress);
    expect(lightsAt).toEqual([20, 40, 60, 80, 100]);
    expect(checklistState(19).some(Boolean)).toBe(false);
    expect(checklistState(59)).toEqual([true, true, false, false, false]);
    expect(checklistState(100).every(Boolean)).toBe(true);
  });
});
