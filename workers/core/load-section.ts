import { logger } from "#core/log.ts";
import type { Settled } from "#core/access/one-round.ts";
/**
 * One part of a page that may fail to load without taking the page down: on
 * failure the loader gets the fallback and the catalogue's toast title, which
 * the page shows (app/components/load-error-toasts.tsx) while the rest works.
 */
export type LoadErrorTitle =
  | "Erro ao carregar projetos"
  | "Erro ao carregar conversas"
  | "Erro ao carregar documentos"
  | "Erro ao carregar mensagens";

export async function loadSection<T>(
  errors: LoadErrorTitle[],
  title: LoadErrorTitle,
  load: () => Promise<T>,
  fallback: T,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    logger.error("page_section_failed", { section: title, error });
    errors.push(title);
    return fallback;
  }
}

/** `loadSection` for a part read with the page's other reads (access/one-round.ts): its rows, or the fallback. */
export function settledSection<T>(errors: LoadErrorTitle[], title: LoadErrorTitle, read: Settled<T>, fallback: T): T {
  if (read.ok) return read.value;
  logger.error("page_section_failed", { section: title, error: read.error });
  errors.push(title);
  return fallback;
}
