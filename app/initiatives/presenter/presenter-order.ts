import { initiatives } from "~/initiatives/registry";

/**
 * The presenter's walk: Abertura first, then the overview of the agents, then
 * the initiatives in the order the Impacto page tells their story (GEFAR,
 * Suporte N1, Ouvidoria, BI, Auditoria, GECLI, GEREG, Qualidade, Otimização),
 * ending at Impacto.
 */
export const PRESENTER_ORDER = [
  "abertura",
  "agentes-especialistas",
  "gefar",
  "suporte-n1",
  "ouvidoria",
  "bi-conversacional",
  "auditoria-ppp",
  "gecli",
  "gereg",
  "qualidade-agua",
  "otimizacao-energetica",
  "impacto",
] as const;

export function neighbours(slug: string): { previous: string | null; next: string | null; position: number } {
  const index = PRESENTER_ORDER.indexOf(slug as (typeof PRESENTER_ORDER)[number]);
  if (index < 0) return { previous: null, next: null, position: 0 };
  return {
    previous: PRESENTER_ORDER[index - 1] ?? null,
    next: PRESENTER_ORDER[index + 1] ?? null,
    position: index + 1,
  };
}

export function titleOf(slug: string): string {
  return initiatives.find((initiative) => initiative.slug === slug)?.shortTitle ?? slug;
}
