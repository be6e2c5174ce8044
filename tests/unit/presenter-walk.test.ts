import { describe, expect, it } from "vitest";
import {
  backwardStep,
  type Box,
  currentSlide,
  forwardStep,
  planSlides,
  slideHeight,
  slideNumber,
  STOP_MARGIN,
} from "#app/initiatives/presenter/presenter-walk.ts";

/** A 1024×768 screen with a 60 px footer: a slide shows 768 - 60 - 12 - 6 = 690 px under its top margin. */
const view = (docHeight: number, scrollY = 0) => ({ scrollY, height: 768, footer: 60, docHeight });
const ROOM = slideHeight(view(0));

function box(top: number, bottom: number, options: Partial<Omit<Box, "top" | "bottom">> = {}): Box {
  return { top, bottom, unit: false, keepWithNext: false, heading: null, children: [], ...options };
}
const heading = (top: number, text: string) => box(top, top + 30, { keepWithNext: true, heading: text });
const card = (top: number, bottom: number) => box(top, bottom, { unit: true });

describe("planSlides", () => {
  it("shows a page that fits in one slide, so → goes straight to the next page", () => {
    const slides = planSlides(
      [box(150, 400, { heading: "Indicadores" }), box(420, 690, { heading: "Mapa" })],
      view(3000),
    );
    expect(slides).toEqual([{ to: 0, end: 690, name: "", sectionStart: true }]);
    expect(forwardStep(slides, { scrollY: 0 })).toEqual({ kind: "page" });
  });

  it("opens each slide with the first section that did not fit whole, named for it", () => {
    const sections = [
      box(150, 600, { heading: "Casos críticos" }),
      box(620, 900, { heading: "Sentimento" }),
      box(920, 1200, { heading: "Indicadores" }),
      box(1220, 1500, { heading: "Mapa" }),
    ];
    const slides = planSlides(sections, view(3000));
    expect(slides.map((slide) => [slide.to, slide.name, slide.end])).toEqual([
      [0, "", 600],
      // Sentimento and Indicadores fit one screen together (620 → 1200 is 580 px); Mapa does not fit with them.
      [620 - STOP_MARGIN, "Sentimento", 1200],
      [1220 - STOP_MARGIN, "Mapa", 1500],
    ]);
    expect(slides.every((slide) => slide.sectionStart)).toBe(true);
  });

  it("cuts a section taller than the screen only between its rows of cards, with its heading on the first", () => {
    const tall = box(100, 1500, {
      heading: "Chamados",
      children: [
        heading(120, "Chamados"),
        // Two columns of cards whose rows line up: each row can start a slide.
        box(170, 1480, {
          children: [
            card(170, 600),
            card(170, 580),
            card(620, 1050),
            card(620, 1040),
            card(1070, 1480),
            card(1070, 1460),
          ],
        }),
      ],
    });
    const slides = planSlides([tall], view(3000));
    expect(slides.map((slide) => slide.to)).toEqual([0, 620 - STOP_MARGIN, 1070 - STOP_MARGIN]);
    expect(slides.map((slide) => slide.name)).toEqual(["", "Chamados (continuação)", "Chamados (continuação)"]);
    expect(slides.slice(1).every((slide) => !slide.sectionStart)).toBe(true);
    // Each slide ends at the bottom of the last row it shows whole.
    expect(slides.map((slide) => slide.end)).toEqual([600, 1050, 1500]);
  });

  it("never cuts across columns whose cards do not line up: they travel as one piece", () => {
    // Column A has a gap at 500-520, column B at 560-580: no cut passes both, so the pair is one piece.
    const grid = box(200, 1000, { children: [card(200, 500), card(520, 1000), card(200, 560), card(580, 990)] });
    const slides = planSlides([box(100, 150, { heading: "Resumo" }), grid], view(3000));
    // No slide opens at 520 or 580; the 800 px piece is paged through from its top (the e2e suite flags such a layout).
    expect(slides.map((slide) => slide.to)).toEqual([0, 200 - STOP_MARGIN, 200 - STOP_MARGIN + ROOM - 48]);
  });

  it("pages through a unit taller than the screen a screen at a time, nothing skipped", () => {
    const slides = planSlides([box(100, 140, { heading: "Título" }), card(160, 2000)], view(4000));
    for (const [index, slide] of slides.entries()) {
      const next = slides[index + 1];
      if (next) expect(next.to - slide.to).toBeLessThanOrEqual(ROOM);
    }
    const last = slides.at(-1);
    expect(last && last.to + 768 - 60).toBeGreaterThanOrEqual(2000);
  });

  it("keeps a heading with what follows unless together they no longer fit", () => {
    const section = (cardBottom: number) =>
      box(510, 1300, { heading: "B", children: [heading(520, "B"), card(560, cardBottom)] });
    // B's heading and its card fit one slide (510 → 1150): the slide opens at the heading.
    const fits = planSlides([box(100, 500, { heading: "A" }), section(1150)], view(3000));
    expect(fits.map((slide) => [slide.to, slide.name])).toEqual([
      [0, ""],
      [510 - STOP_MARGIN, "B"],
    ]);
    // 510 → 1240 does not fit: the heading ends the first slide and the card opens the next, whole.
    const tooTall = planSlides([box(100, 500, { heading: "A" }), section(1240)], view(3000));
    expect(tooTall.map((slide) => [slide.to, slide.name, slide.end])).toEqual([
      [0, "", 550],
      [560 - STOP_MARGIN, "B (continuação)", 1240],
    ]);
  });

  it("never leaves a heading alone at a slide's bottom when what follows it can be cut into rows", () => {
    // A grid of cards (not a unit) that fits a slide alone (560 → 1240 is 680 px) but not under its heading:
    // its rows are split points, so the heading opens the next slide with the first row.
    const grid = box(560, 1240, { children: [card(560, 800), card(820, 1040), card(1060, 1240)] });
    const slides = planSlides(
      [box(100, 500, { heading: "A" }), box(510, 1250, { heading: "B", children: [heading(520, "B"), grid] })],
      view(3000),
    );
    expect(slides.map((slide) => [slide.to, slide.name])).toEqual([
      [0, ""],
      [510 - STOP_MARGIN, "B"],
      [1060 - STOP_MARGIN, "B (continuação)"],
    ]);
    expect(slides[0]?.end).toBe(500);
  });

  it("never asks to scroll past the page's end", () => {
    const slides = planSlides([box(100, 700), box(720, 1000, { heading: "Fim" })], view(1100));
    expect(slides.map((slide) => slide.to)).toEqual([0, 1100 - 768]);
  });
});

describe("→ and ←", () => {
  const slides = planSlides(
    [
      box(150, 600, { heading: "Casos" }),
      box(620, 1200, { heading: "Sentimento" }),
      box(1220, 1500, { heading: "Mapa" }),
    ],
    view(3000),
  );

  const SENTIMENTO = 620 - STOP_MARGIN;
  const MAPA = 1220 - STOP_MARGIN;

  it("→ goes to the next slide, then to the next page", () => {
    expect(forwardStep(slides, { scrollY: 0 })).toEqual({ kind: "scroll", to: SENTIMENTO, name: "Sentimento" });
    expect(forwardStep(slides, { scrollY: SENTIMENTO })).toEqual({ kind: "scroll", to: MAPA, name: "Mapa" });
    expect(forwardStep(slides, { scrollY: MAPA })).toEqual({ kind: "page" });
  });

  it("← mirrors →, and from between two slides (after a manual scroll) goes to the one above", () => {
    expect(backwardStep(slides, { scrollY: MAPA })).toEqual({ kind: "scroll", to: SENTIMENTO, name: "Sentimento" });
    expect(backwardStep(slides, { scrollY: 900 })).toEqual({ kind: "scroll", to: SENTIMENTO, name: "Sentimento" });
    expect(forwardStep(slides, { scrollY: 900 })).toEqual({ kind: "scroll", to: MAPA, name: "Mapa" });
    expect(backwardStep(slides, { scrollY: SENTIMENTO })).toEqual({ kind: "scroll", to: 0, name: "" });
    expect(backwardStep(slides, { scrollY: 0 })).toEqual({ kind: "page" });
  });

  it("knows which slide is on screen, and none between two", () => {
    expect(currentSlide(slides, { scrollY: SENTIMENTO + 2 })?.name).toBe("Sentimento");
    expect(currentSlide(slides, { scrollY: 900 })).toBeNull();
  });

  it("numbers the slide on screen from 1, and between two the one passed last", () => {
    expect([0, SENTIMENTO + 2, MAPA].map((scrollY) => slideNumber(slides, { scrollY }))).toEqual([1, 2, 3]);
    expect(slideNumber(slides, { scrollY: 900 })).toBe(2);
  });
});
