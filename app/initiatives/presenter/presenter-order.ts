import { catalogueEntry, initiativeSlugs } from "#app/initiatives/catalogue.ts";

/** The presenter's walk is the catalogue's order (see app/initiatives/catalogue.ts). */
export const PRESENTER_ORDER = initiativeSlugs;

export function neighbours(slug: string): { previous: string | null; next: string | null; position: number } {
  const index = (PRESENTER_ORDER as readonly string[]).indexOf(slug);
  if (index < 0) return { previous: null, next: null, position: 0 };
  return {
    previous: PRESENTER_ORDER[index - 1] ?? null,
    next: PRESENTER_ORDER[index + 1] ?? null,
    position: index + 1,
  };
}

export function titleOf(slug: string): string {
  return catalogueEntry(slug)?.shortTitle ?? slug;
}
