import type { Page } from "playwright-core";

/**
 * In-page measurements of a presenter slide, written from the rules, not from
 * the walk's code: what counts as a unit (never cut) is said here again on
 * purpose, so a change to the walk cannot quietly change what the test accepts.
 */
export const UNIT_SELECTOR = "figure, table, article, li, form, pre, blockquote, [data-slide-unit]";

export interface ScreenReport {
  scrollY: number;
  /** Bottom of what the slide shows: the curtain's top, else the footer's. */
  regionBottom: number;
  visibleHeight: number;
  /** Units (by their data-unit-id) wholly on screen. */
  whole: string[];
  /** Units cut by the top of the screen or by the curtain/footer. */
  cut: string[];
}

/** Numbers the page's outermost units (units inside a unit travel with it); returns how many. */
export function tagUnits(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const units = Array.from(document.querySelectorAll(`main ${selector.split(", ").join(", main ")}`)).filter(
      (element) => !element.parentElement?.closest(selector) && element.getBoundingClientRect().height > 0,
    );
    units.forEach((element, index) => {
      const label =
        (element.querySelector("h2, h3, h4, caption, figcaption, p") ?? element).textContent?.trim().slice(0, 40) ?? "";
      element.setAttribute("data-unit-id", `${index}:${element.tagName.toLowerCase()}:${label}`);
    });
    return units.length;
  }, UNIT_SELECTOR);
}

export function inspectScreen(page: Page): Promise<ScreenReport> {
  return page.evaluate(() => {
    const footerTop =
      document.querySelector("[data-presenter-footer]")?.getBoundingClientRect().top ?? window.innerHeight;
    const curtain = document.querySelector("[data-presenter-curtain]")?.getBoundingClientRect().top;
    const regionBottom = Math.min(footerTop, curtain ?? footerTop);
    const whole: string[] = [];
    const cut: string[] = [];
    // A framed box (a section's card, a card in it: border at its top and its bottom) is never seen cut either,
    // unless it is taller than the screen and so cannot be seen whole.
    const visible = (width: string, color: string) =>
      Number.parseFloat(width) > 0 && !/rgba\(.*,\s*0\)$|transparent/.test(color);
    const content = document.querySelector("[data-presenter-content]");
    for (const element of Array.from(content?.querySelectorAll("*") ?? [])) {
      if (element.closest("[data-unit-id]")) continue;
      const style = getComputedStyle(element);
      if (
        !visible(style.borderTopWidth, style.borderTopColor) ||
        !visible(style.borderBottomWidth, style.borderBottomColor)
      )
        continue;
      const rect = element.getBoundingClientRect();
      if (rect.height === 0 || rect.height > regionBottom) continue;
      const on = rect.bottom > 1 && rect.top < regionBottom - 1;
      if (on && !(rect.top >= -1 && rect.bottom <= regionBottom + 1)) {
        const label = (element.querySelector("h2, h3, h4, p") ?? element).textContent?.trim().slice(0, 40) ?? "";
        cut.push(
          `moldura ${element.tagName.toLowerCase()}:${label} (${Math.round(rect.top)}→${Math.round(rect.bottom)}, tela até ${Math.round(regionBottom)})`,
        );
      }
    }
    for (const element of Array.from(document.querySelectorAll("[data-unit-id]"))) {
      const rect = element.getBoundingClientRect();
      if (rect.height === 0) continue;
      const id = element.getAttribute("data-unit-id") ?? "?";
      const on = rect.bottom > 1 && rect.top < regionBottom - 1;
      if (!on) continue;
      if (rect.top >= -1 && rect.bottom <= regionBottom + 1) whole.push(id);
      else cut.push(`${id} (${Math.round(rect.top)}→${Math.round(rect.bottom)}, tela até ${Math.round(regionBottom)})`);
    }
    return {
      scrollY: Math.round(window.scrollY),
      regionBottom,
      visibleHeight: footerTop,
      whole,
      cut,
    };
  });
}

/**
 * Before a step: where the heading the footer names is, and whether the
 * section it opens is already wholly on screen (then naming it would be
 * naming what the audience already sees).
 */
export function namedHeading(page: Page, name: string) {
  return page.evaluate((text) => {
    const footerTop =
      document.querySelector("[data-presenter-footer]")?.getBoundingClientRect().top ?? window.innerHeight;
    const curtain = document.querySelector("[data-presenter-curtain]")?.getBoundingClientRect().top;
    const regionBottom = Math.min(footerTop, curtain ?? footerTop);
    const content = document.querySelector("[data-presenter-content]");
    const heading = Array.from(document.querySelectorAll("main h2")).find(
      (element) => element.textContent?.trim() === text,
    );
    if (!heading || !content) return null;
    const topLevel = Array.from(content.children).find((child) => child.contains(heading)) ?? null;
    const section = heading.closest("section") ?? topLevel ?? heading;
    const headingRect = heading.getBoundingClientRect();
    const sectionRect = section.getBoundingClientRect();
    return {
      headingOnScreen: headingRect.top >= -1 && headingRect.bottom <= regionBottom + 1,
      sectionWhole: sectionRect.top >= -1 && sectionRect.bottom <= regionBottom + 1,
      /** It heads a section (a <section>, or a direct child of the content), not a part of one. */
      opensSection: section.querySelector("h2") === heading,
    };
  }, name);
}

/**
 * Tables whose columns do not hold: a cell without padding, a value wider than
 * its cell, or two neighbouring values closer than 8 px ("1.3201.265").
 * Measured wherever the table is, on screen or not (a wide table scrolls in its card).
 */
export function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const table of Array.from(document.querySelectorAll("main table"))) {
      if (table.getBoundingClientRect().height === 0) continue;
      const name = table.querySelector("caption")?.textContent?.trim() ?? "tabela";
      for (const row of Array.from(table.querySelectorAll("tr"))) {
        const cells = Array.from(row.children).filter((cell) => cell.getBoundingClientRect().width > 0);
        const texts = cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return { cell, text: range.getBoundingClientRect() };
        });
        for (const { cell, text } of texts) {
          if (cell instanceof HTMLElement && cell.scrollWidth > cell.clientWidth + 1)
            problems.push(`${name}: "${cell.textContent?.trim()}" transborda a célula`);
          const style = getComputedStyle(cell);
          if (text.width > 0 && Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight) < 8) {
            problems.push(`${name}: "${cell.textContent?.trim()}" sem espaço interno`);
          }
        }
        const shown = texts.filter(({ text }) => text.width > 0);
        for (let i = 1; i < shown.length; i++) {
          const left = shown[i - 1];
          const right = shown[i];
          if (left && right && right.text.left - left.text.right < 8) {
            problems.push(`${name}: "${left.cell.textContent?.trim()}" encosta em "${right.cell.textContent?.trim()}"`);
          }
        }
      }
    }
    return [...new Set(problems)];
  });
}

/** Words of the page's text that run over two lines (a break inside a word, "Metropolitan/a"); a hyphen may break. */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken = new Set<string>();
    const root = document.querySelector("main");
    if (!root) return [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("[aria-hidden='true'], .sr-only") || parent.getBoundingClientRect().height === 0)
        continue;
      for (const match of (node.textContent ?? "").matchAll(/[\p{L}\p{N}]+/gu)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) broken.add(match[0]);
      }
    }
    return [...broken];
  });
}

/**
 * Text the audience cannot read whole on the slide at rest: a line cut by a
 * box that clips it (an ellipsis, a clamp, a box too short, a list scrolled
 * halfway through a line), a line cut by the top of the screen or by the
 * slide's bottom (curtain or footer), a field's placeholder wider than the
 * field, and a heading left alone at the slide's bottom (what follows it is
 * on the next slide). Hidden text (sr-only, aria-hidden, display: none) is
 * not read; the footer's own text is.
 */
export function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate((units) => {
    const main = document.querySelector("main");
    const footer = document.querySelector("[data-presenter-footer]");
    if (!main) return ["sem <main>"];
    const footerTop = footer?.getBoundingClientRect().top ?? window.innerHeight;
    const curtain = document.querySelector("[data-presenter-curtain]")?.getBoundingClientRect().top;
    const regionBottom = Math.min(footerTop, curtain ?? footerTop);
    const problems = new Set<string>();
    const hidden = (element: Element) =>
      element.closest("[aria-hidden='true'], .sr-only") !== null || element.getBoundingClientRect().height === 0;
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.overflowX, style.overflowY].some((value) => value !== "visible");
    };
    const short = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 50);
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || !text.trim() || hidden(parent)) continue;
      const inFooter = footer?.contains(parent) === true;
      const bottom = inFooter ? window.innerHeight : regionBottom;
      range.selectNodeContents(node);
      const lines = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
      // Only what is on the slide: lines wholly under its bottom or above the screen are other slides'.
      const shown = lines.filter((rect) => rect.bottom > 1 && rect.top < bottom - 1);
      if (shown.length === 0) continue;
      const label = `"${short(text)}"`;
      for (const rect of shown) {
        if (rect.top < -1 || rect.bottom > bottom + 1) {
          problems.add(`${label} cortado pela borda da tela (${Math.round(rect.top)}→${Math.round(rect.bottom)})`);
          break;
        }
      }
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        if (!clips(box)) continue;
        const frame = box.getBoundingClientRect();
        // A box that is itself off the slide is judged on the slide it belongs to.
        if (frame.bottom <= 1 || frame.top >= bottom - 1) break;
        const cut = lines.some(
          (rect) =>
            // Partly inside the box, partly out: a line seen cut (wholly out is scrolled away, not cut).
            (rect.top < frame.top - 1 && rect.bottom > frame.top + 1) ||
            (rect.bottom > frame.bottom + 1 && rect.top < frame.bottom - 1) ||
            // Runs past the box's side (an ellipsis, a nowrap too long) on a line it shows.
            (rect.right > frame.right + 1 &&
              rect.left < frame.right - 1 &&
              rect.top >= frame.top - 1 &&
              rect.bottom <= frame.bottom + 1 &&
              getComputedStyle(box).overflowX !== "auto" &&
              getComputedStyle(box).overflowX !== "scroll"),
        );
        const clamped = box.scrollHeight > box.clientHeight + 1 && getComputedStyle(box).webkitLineClamp !== "none";
        if (cut || clamped) {
          problems.add(`${label} cortado por ${box.tagName.toLowerCase()}`);
          break;
        }
      }
    }
    // A field's example must be read whole too.
    const canvas = document.createElement("canvas").getContext("2d");
    for (const field of Array.from(main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea"))) {
      const rect = field.getBoundingClientRect();
      if (!canvas || !field.placeholder || field.value || hidden(field)) continue;
      if (rect.bottom <= 1 || rect.top >= regionBottom - 1) continue;
      const style = getComputedStyle(field);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const lines = field instanceof HTMLTextAreaElement ? Math.max(1, field.rows) : 1;
      if (canvas.measureText(field.placeholder).width > room * lines + 1)
        problems.add(`exemplo "${short(field.placeholder)}" mais largo que o campo`);
    }
    // A heading at the slide's bottom whose section goes on only on the next slide.
    const content = document.querySelector("[data-presenter-content]");
    for (const heading of Array.from(content?.querySelectorAll("h2, h3") ?? [])) {
      // A card's heading travels with its card, which is never cut (the walk's own check).
      if (hidden(heading) || heading.parentElement?.closest(units)) continue;
      const rect = heading.getBoundingClientRect();
      if (rect.top < -1 || rect.bottom > regionBottom + 1) continue;
      let next: Element | null = null;
      for (let at: Element | null = heading; at && at !== content && !next; at = at.parentElement) {
        next = at.nextElementSibling;
        while (next && (hidden(next) || (next.tagName === "P" && next.previousElementSibling === heading)))
          next = next.nextElementSibling;
        if (at.matches("section") || at.parentElement === content) break;
      }
      if (next && next.getBoundingClientRect().top >= regionBottom - 1)
        problems.add(`título "${short(heading.textContent ?? "")}" sozinho no pé do slide`);
    }
    return [...problems];
  }, UNIT_SELECTOR);
}
