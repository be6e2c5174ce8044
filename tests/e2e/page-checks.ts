import type { Page } from "playwright-core";

/** In-page measurements shared by the e2e files: each returns a list of problems (empty = fine). */

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** A visible text of <main> (the presenter footer is inside it) as the page renders it. */
interface RenderedText {
  text: string;
  color: string;
  /** The first background behind it that is more than half opaque, as computed CSS. */
  background: string | null;
  /** Its font size in screen pixels: the computed size, times the SVG's scale for chart labels. */
  screenSize: number;
  /** Inside an SVG (a chart's label or icon), whose colour is not a text colour on a background. */
  inSvg: boolean;
}

/**
 * Every visible text node of <main>, measured in the page. Screen-reader-only text and aria-hidden
 * decorations are not seen, so they are not measured.
 */
function renderedTexts(page: Page): Promise<RenderedText[]> {
  return page.evaluate(() => {
    const opaqueBackground = (element: Element | null) => {
      for (let el = element; el; el = el.parentElement) {
        const bg = getComputedStyle(el).backgroundColor;
        const alpha = bg.match(/rgba\([^)]*,\s*([\d.]+)\)/)?.[1];
        if (bg.startsWith("rgb") && (alpha === undefined || Number.parseFloat(alpha) > 0.5)) return bg;
      }
      return null;
    };
    const root = document.querySelector("main");
    if (!root) return [];
    const found: RenderedText[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest("[aria-hidden='true'], .sr-only")) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(element);
      const scale = element instanceof SVGElement ? (element.ownerSVGElement?.getScreenCTM()?.a ?? 1) : 1;
      found.push({
        text,
        color: style.color,
        background: opaqueBackground(element),
        screenSize: Number.parseFloat(style.fontSize) * scale,
        inSvg: element.closest("svg") !== null,
      });
    }
    return found;
  });
}

function parseColor(value: string): Rgba | null {
  const m = value.match(/rgba?\(([^)]+)\)/);
  if (!m?.[1]) return null;
  const [r = 0, g = 0, b = 0, a = 1] = m[1].split(",").map((n) => Number.parseFloat(n));
  return { r, g, b, a };
}

function luminance({ r, g, b }: Rgba): number {
  const f = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** Text whose contrast against its effective background is under `minimum`. */
export async function lowContrastTexts(page: Page, minimum: number): Promise<string[]> {
  const failures: string[] = [];
  for (const item of await renderedTexts(page)) {
    const fg = parseColor(item.color);
    if (item.inSvg || !fg) continue;
    const l1 = luminance(fg);
    const l2 = luminance((item.background && parseColor(item.background)) || WHITE);
    const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    if (ratio < minimum) failures.push(`${item.text.slice(0, 40)} (${ratio.toFixed(2)})`);
  }
  return failures;
}

/** Visible text rendered under `minimum` px on screen (a chart's viewBox can shrink its labels). */
export async function smallTexts(page: Page, minimum: number): Promise<string[]> {
  return (await renderedTexts(page))
    .filter((item) => item.screenSize < minimum - 0.05)
    .map((item) => `${item.text.slice(0, 40)} (${item.screenSize.toFixed(1)}px)`);
}

/** The page's one presenter key: it must exist once, be the named one, and sit wholly on screen above the footer. */
export function keyElementProblems(page: Page, expectedId: string): Promise<string[]> {
  return page.evaluate((id) => {
    const keys = document.querySelectorAll("[data-presenter-key]");
    if (keys.length !== 1) return [`${keys.length} elements marked as the key`];
    const key = keys[0] as Element;
    if (key.getAttribute("data-presenter-key") !== id)
      return [`key is ${key.getAttribute("data-presenter-key")}, data names ${id}`];
    const rect = key.getBoundingClientRect();
    const footer = document.querySelector("[data-presenter-footer]")?.getBoundingClientRect().top ?? window.innerHeight;
    const problems: string[] = [];
    if (rect.top < 0 || rect.left < 0 || rect.right > window.innerWidth)
      problems.push(
        `outside the screen (${Math.round(rect.left)},${Math.round(rect.top)} → ${Math.round(rect.right)})`,
      );
    if (rect.bottom > footer)
      problems.push(`bottom ${Math.round(rect.bottom)} under the footer at ${Math.round(footer)}`);
    return problems;
  }, expectedId);
}

/** Where the footer's previous / position / next controls are, rounded to the pixel. */
export function footerControls(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("[data-presenter-control]"))
      .map((element) => {
        const r = element.getBoundingClientRect();
        return `${element.getAttribute("data-presenter-control")}@${Math.round(r.left + r.width / 2)},${Math.round(r.top)}`;
      })
      .join(" "),
  );
}
