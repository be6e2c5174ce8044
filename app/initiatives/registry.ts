import type { LucideIcon } from "lucide-react";
import {
  Activity,
  BarChart3,
  BookOpen,
  Droplets,
  FileCheck2,
  Flag,
  Headset,
  MessageSquareHeart,
  Receipt,
  ScanSearch,
  TrendingDown,
  Zap,
} from "lucide-react";
import { catalogue, type CatalogueEntry, type InitiativeSlug } from "./catalogue.ts";

export { initiativePath } from "./catalogue.ts";

/**
 * The catalogue with each page's icon: what the sidebar, the dashboard and the
 * page frame show. Kept apart from ./catalogue so plain scripts can read the
 * slugs without lucide.
 */
export interface InitiativeEntry extends CatalogueEntry {
  slug: InitiativeSlug;
  icon: LucideIcon;
}

const ICONS: Record<InitiativeSlug, LucideIcon> = {
  abertura: Flag,
  "agentes-especialistas": BookOpen,
  gefar: Receipt,
  "suporte-n1": Headset,
  ouvidoria: MessageSquareHeart,
  "bi-conversacional": BarChart3,
  "auditoria-ppp": ScanSearch,
  gecli: TrendingDown,
  gereg: FileCheck2,
  "qualidade-agua": Droplets,
  "otimizacao-energetica": Zap,
  impacto: Activity,
};

export const initiatives: readonly InitiativeEntry[] = catalogue.map((entry) => ({
  ...entry,
  icon: ICONS[entry.slug],
}));
