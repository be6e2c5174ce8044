import type { Page } from "playwright-core";

/** In-page measurements shared by the e2e files: each returns a list of problems (empty = fine). */

/** Text whose contrast against its effective background is under `minimum`. */
export function lowContrastTexts(page: Page, minimum: number): Promise<string[]> {
  return page.evaluate((min) => {
    const parse = (value: string) => {
      const m = value.match(/rgba?\(([^)]+)\)/);
      if (!m?.[1]) return null;
      const [r = 0, g = 0, b = 0, a = 1] = m[1].split(",").map((n) => Number.parseFloat(n));
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const f = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const background = (element: Element | null) => {
      for (let el = element; el; el = el.parentElement) {
        const bg = parse(getComputedStyle(el).backgroundColor);
        if (bg && bg.a > 0.5) return bg;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const failures: string[] = [];
    const walker = document.createTreeWalker(document.querySelector("main") ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest("[aria-hidden='true'], .sr-only, svg")) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const fg = parse(getComputedStyle(element).color);
      if (!fg) continue;
      const l1 = luminance(fg);
      const l2 = luminance(background(element));
      const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
      if (ratio < min) failures.push(`${text.slice(0, 40)} (${ratio.toFixed(2)})`);
    }
    return failures;
  }, minimum);
}

/**
 * Visible text rendered under `minimum` px: the computed size, times the SVG's
 * scale for chart labels (a viewBox can shrink them). Screen-reader-only text
 * and aria-hidden decorations are not seen, so they are not measured.
 */
export function smallTexts(page: Page, minimum: number): Promise<string[]> {
  return page.evaluate((min) => {
    const failures: string[] = [];
    // The presenter footer is inside <main>, so this covers it too.
    for (const root of [document.querySelector("main")]) {
      if (!root) continue;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const element = node.parentElement;
        if (!text || !element || element.closest("[aria-hidden='true'], .sr-only")) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        let size = Number.parseFloat(getComputedStyle(element).fontSize);
        if (element instanceof SVGElement) size *= element.ownerSVGElement?.getScreenCTM()?.a ?? 1;
        if (size < min - 0.05) failures.push(`${text.slice(0, 40)} (${size.toFixed(1)}px)`);
      }
    }
    return failures;
  }, minimum);
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
