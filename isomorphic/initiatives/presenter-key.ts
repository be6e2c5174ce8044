/**
 * The one element a page's story hangs on (Impacto's three figures, GEREG's
 * Gerar Resposta Automática…). Each page's data module names it; the page marks
 * the element with `presenterKeyAttrs`, and the e2e suite checks that in
 * presenter mode it is fully on the first screen, above the footer, at
 * 1024×768 and at 1920×1080.
 */
export interface PresenterKey {
  /** Value of the element's data-presenter-key attribute. */
  id: string;
  /** What it is, for people reading the data module and the test report. */
  description: string;
}

export function presenterKeyAttrs(key: PresenterKey): { "data-presenter-key": string } {
  return { "data-presenter-key": key.id };
}
