/**
 * The twelve initiative pages as plain data: slug, titles, in the order the
 * presenter walks them (Abertura, the agents overview, then the initiatives in
 * the order the Impacto page tells their story, ending at Impacto).
 *
 * No imports on purpose: scripts/bench-pages.mjs loads this file with Node's
 * type stripping, which knows neither the `~/` alias nor JSX. Icons live in
 * ./registry.ts, headline figures in ./headlines.ts.
 */
export interface CatalogueEntry {
  slug: string;
  title: string;
  /** Short name for the sidebar and the presenter's footer. */
  shortTitle: string;
}

export const catalogue = [
  { slug: "abertura", title: "Abertura Institucional", shortTitle: "Abertura" },
  { slug: "agentes-especialistas", title: "Agentes Especialistas", shortTitle: "Agentes Especialistas" },
  { slug: "gefar", title: "GEFAR - Faturamento", shortTitle: "GEFAR" },
  { slug: "suporte-n1", title: "Suporte Nível 1", shortTitle: "Suporte N1" },
  { slug: "ouvidoria", title: "Análise de Sentimento", shortTitle: "Ouvidoria" },
  { slug: "bi-conversacional", title: "BI Conversacional", shortTitle: "BI Conversacional" },
  { slug: "auditoria-ppp", title: "Auditoria PPP", shortTitle: "Auditoria PPP" },
  { slug: "gecli", title: "GECLI - Inadimplência", shortTitle: "GECLI" },
  { slug: "gereg", title: "GEREG - Conformidade", shortTitle: "GEREG" },
  { slug: "qualidade-agua", title: "Qualidade da Água", shortTitle: "Qualidade da Água" },
  { slug: "otimizacao-energetica", title: "Otimização Energética", shortTitle: "Otimização Energética" },
  { slug: "impacto", title: "Impacto e Conclusão", shortTitle: "Impacto" },
] as const satisfies readonly CatalogueEntry[];

export type InitiativeSlug = (typeof catalogue)[number]["slug"];

export const initiativeSlugs: readonly InitiativeSlug[] = catalogue.map((entry) => entry.slug);

export function initiativePath(slug: string): string {
  return `/initiatives/${slug}`;
}

export function catalogueEntry(slug: string): CatalogueEntry | undefined {
  return catalogue.find((entry) => entry.slug === slug);
}
