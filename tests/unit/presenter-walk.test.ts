import { describe, expect, it } from "vitest";
import { backwardStep, forwardStep, STOP_MARGIN, type Stop } from "~/initiatives/presenter/presenter-walk";

// A 1024×768 screen with a 64 px footer over a page of four sections.
const stops: Stop[] = [
  { top: 200, bottom: 500, name: "Indicadores" },
  { top: 530, bottom: 1400, name: "Casos críticos" },
  { top: 1430, bottom: 1700, name: "Mapa" },
  { top: 1730, bottom: 1900, name: "Analista" },
];
const view = (scrollY: number) => ({ scrollY, height: 768, footer: 64, docHeight: 2000 });

describe("→ in presenter mode", () => {
  it("scrolls to the next section that is not yet wholly on screen, named for the footer", () => {
    // Indicadores is already in view; Casos críticos runs past the footer.
    expect(forwardStep(stops, view(0))).toEqual({ kind: "scroll", to: 530 - STOP_MARGIN, name: "Casos críticos" });
  });

  it("never jumps more than a screen, so a long section is paged through, not skipped", () => {
    const step = forwardStep(stops, view(514));
    expect(step.kind).toBe("scroll");
    if (step.kind !== "scroll") return;
    expect(step.to).toBeLessThanOrEqual(514 + 768 - 64);
    expect(step.to).toBeGreaterThan(514);
    expect(step.name).toBe("Casos críticos");
  });

  it("stops at the end of the page and then moves to the next page", () => {
    expect(forwardStep(stops, view(1700))).toEqual(forwardStep(stops, view(1232)));
    expect(forwardStep(stops, view(1232))).toEqual({ kind: "page" });
  });

  it("moves straight to the next page when the whole page fits", () => {
    expect(forwardStep(stops, { scrollY: 0, height: 2100, footer: 64, docHeight: 2000 })).toEqual({ kind: "page" });
  });
});

describe("← in presenter mode", () => {
  it("mirrors →: up a screen at most, then the page's top, then the previous page", () => {
    expect(backwardStep(stops, view(1414))).toEqual({ kind: "scroll", to: 1414 - (768 - 64 - 48), name: "Casos críticos" });
    expect(backwardStep(stops, view(758))).toEqual({ kind: "scroll", to: 530 - STOP_MARGIN, name: "Casos críticos" });
    expect(backwardStep(stops, view(514))).toEqual({ kind: "scroll", to: 0, name: "" });
    expect(backwardStep(stops, view(0))).toEqual({ kind: "page" });
  });
});
