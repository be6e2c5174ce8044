/**
 * Gives the focus to the first of `selectors` found on the page: where an
 * action's own control disappeared with what it acted on (an accepted
 * invitation, a confirmed address), focus goes to the control that comes next
 * rather than falling back to the page's body.
 */
export function focusFirst(...selectors: string[]): void {
  requestAnimationFrame(() => {
    for (const selector of selectors) {
      const element = document.querySelector<HTMLElement>(selector);
      if (element) {
        element.focus();
        return;
      }
    }
  });
}
