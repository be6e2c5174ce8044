import type { Page } from "playwright-core";

/**
 * Controls a finger misses: every visible, enabled control (link, button,
 * field, tab, menu item) whose 44×44 px square around its centre is not all
 * its own, measured where a tap lands (elementFromPoint at the square's
 * centre, edge midpoints and near its corners), so a control drawn small but given a
 * larger hit area passes, and two small controls side by side fail.
 * Only controls wholly on screen are measured.
 */
export function smallTapTargets(page: Page, size = 44): Promise<string[]> {
  return page.evaluate((side) => {
    const selector =
      "a[href], button, input:not([type='hidden']), select, textarea, summary, [role='button'], [role='tab'], [role='menuitem'], [role='switch'], [role='checkbox'], [role='radio']";
    const problems: string[] = [];
    const half = side / 2 - 1;
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (control.closest("[aria-hidden='true'], [inert], .sr-only")) continue;
      if (control.parentElement?.closest(selector)) continue; // the outer control is the target
      if ((control as HTMLButtonElement).disabled) continue;
      const style = getComputedStyle(control);
      if (style.visibility === "hidden" || style.pointerEvents === "none") continue;
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.top < 0 || rect.left < 0 || rect.bottom > window.innerHeight || rect.right > window.innerWidth) continue;
      // A file input hidden under its label or button is reached through that control.
      if (control instanceof HTMLInputElement && control.type === "file") continue;
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      // The square's centre, edge midpoints and corners; the corners a little in, so a rounded target (a circle
      // 44 px across, a button's rounded corners) counts as the 44 px target it is.
      const corner = half * 0.7;
      const points: [number, number][] = [[cx, cy]];
      for (const [dx, dy] of [
        [-half, 0],
        [half, 0],
        [0, -half],
        [0, half],
        [-corner, -corner],
        [corner, -corner],
        [-corner, corner],
        [corner, corner],
      ] as const)
        points.push([cx + dx, cy + dy]);
      const missed = points.filter(([x, y]) => {
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
        const hit = document.elementFromPoint(x, y);
        return !(hit && (hit === control || control.contains(hit) || hit.closest("label")?.control === control));
      });
      if (missed.length > 0) {
        const name =
          control.getAttribute("aria-label") ??
          (control.innerText || (control as HTMLInputElement).placeholder || control.getAttribute("title") || "")
            .trim()
            .replace(/\s+/g, " ")
            .slice(0, 40);
        problems.push(
          `${control.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
      }
    }
    return problems;
  }, size);
}

/**
 * Controls a toast covers: every visible control outside the toasts whose box meets a toast's box, once the
 * toasts have finished sliding in. A pointer reaching for such a control lands on the toast, and a pointer
 * resting on a toast pauses its timer, so the control stays covered for as long as someone tries to reach it.
 */
export async function controlsUnderToasts(page: Page): Promise<string[]> {
  const toasts = page.locator("[data-sonner-toast]");
  await toasts
    .first()
    .waitFor()
    .then(() =>
      toasts.evaluateAll((elements) =>
        Promise.all(
          elements.flatMap((element) =>
            // An animation cancelled on the way (a toast replaced or dismissed as another arrives) rejects its
            // `finished` with an AbortError: it is no longer moving, which is all the wait is for.
            element.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
          ),
        ),
      ),
    );
  return page.evaluate(() => {
    const selector =
      "a[href], button, input:not([type='hidden']), select, textarea, summary, [role='button'], [role='tab'], [role='combobox'], [role='menuitem']";
    const toastBoxes = Array.from(document.querySelectorAll<HTMLElement>("[data-sonner-toast]")).map((toast) =>
      toast.getBoundingClientRect(),
    );
    const covered: string[] = [];
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (control.closest("[data-sonner-toaster], [aria-hidden='true'], [inert], .sr-only")) continue;
      if (getComputedStyle(control).visibility === "hidden") continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const under = toastBoxes.some(
        (toast) => toast.left < box.right && box.left < toast.right && toast.top < box.bottom && box.top < toast.bottom,
      );
      if (!under) continue;
      const name = control.getAttribute("aria-label") ?? (control.innerText || control.getAttribute("title") || "");
      covered.push(`${control.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, " ").slice(0, 40)}"`);
    }
    return covered;
  });
}
