/**
 * Brings `target` into view, centred, by scrolling only the scroll containers
 * between it and its pane (the nearest ancestor marked `data-scroll-pane`):
 * a citation moves the Canvas, never the chat beside it or the window, as
 * `scrollIntoView` would (it scrolls every scrollable ancestor, up to the
 * document).
 */
export function revealInPane(target: Element, behavior: ScrollBehavior = "smooth"): void {
  const pane = target.closest("[data-scroll-pane]");
  const inner = target.getBoundingClientRect();
  // How far the scrolls already asked for (a smooth one has not moved yet) will move the target up.
  let shifted = 0;
  for (let box = target.parentElement; box; box = box.parentElement) {
    if (scrolls(box)) {
      const outer = box.getBoundingClientRect();
      const offset = inner.top - shifted - outer.top - Math.max(0, (outer.height - inner.height) / 2);
      const top = Math.min(Math.max(box.scrollTop + offset, 0), box.scrollHeight - box.clientHeight);
      shifted += top - box.scrollTop;
      box.scrollTo({ top, behavior });
    }
    if (box === pane) return;
  }
}

function scrolls(element: HTMLElement): boolean {
  const { overflowY } = getComputedStyle(element);
  return (overflowY === "auto" || overflowY === "scroll") && element.scrollHeight > element.clientHeight;
}
