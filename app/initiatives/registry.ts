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

/**
 * The twelve initiative pages: route, titles, icon and the headline figure the
 * dashboard shows. Figures come from the spec; each page's full data lives in
 * its own module beside it.
 */
export interface InitiativeEntry {
  slug: string;
  title: string;
  /** Short name for the sidebar and the presenter's progress. */
  shortTitle: string;
  icon: LucideIcon;
  headline: { value: string; label: string };
}

export const initiatives: readonly InitiativeEntry[] = [
  {
    slug: "abertura",
    title: "Abertura Institucional",
    shortTitle: "Abertura",
    icon: Flag,
    headline: { value: "10", label: "agentes de IA em operação" },
  },
  {
    slug: "agentes-especialistas",
    title: "Agentes Especialistas",
    shortTitle: "Agentes Especialistas",
    icon: BookOpen,
    headline: { value: "15", label: "agentes ativos em 7 iniciativas" },
  },
  {
    slug: "gefar",
    title: "GEFAR - Faturamento",
    shortTitle: "GEFAR",
    icon: Receipt,
    headline: { value: "-70%", label: "no tempo de resposta" },
  },
  {
    slug: "suporte-n1",
    title: "Suporte Nível 1",
    shortTitle: "Suporte N1",
    icon: Headset,
    headline: { value: "80%", label: "do tempo dos técnicos liberado" },
  },
  {
    slug: "ouvidoria",
    title: "Análise de Sentimento",
    shortTitle: "Ouvidoria",
    icon: MessageSquareHeart,
    headline: { value: "1.247", label: "atendimentos analisados hoje" },
  },
  {
    slug: "bi-conversacional",
    title: "BI Conversacional",
    shortTitle: "BI Conversacional",
    icon: BarChart3,
    headline: { value: "SQL", label: "gerado de perguntas em português" },
  },
  {
    slug: "auditoria-ppp",
    title: "Auditoria PPP",
    shortTitle: "Auditoria PPP",
    icon: ScanSearch,
    headline: { value: "98%", label: "das inconsistências detectadas" },
  },
  {
    slug: "gecli",
    title: "GECLI - Inadimplência",
    shortTitle: "GECLI",
    icon: TrendingDown,
    headline: { value: "30 dias", label: "de antecipação da inadimplência" },
  },
  {
    slug: "gereg",
    title: "GEREG - Conformidade",
    shortTitle: "GEREG",
    icon: FileCheck2,
    headline: { value: "100%", label: "de conformidade nas respostas" },
  },
  {
    slug: "qualidade-agua",
    title: "Qualidade da Água",
    shortTitle: "Qualidade da Água",
    icon: Droplets,
    headline: { value: "127", label: "pontos monitorados" },
  },
  {
    slug: "otimizacao-energetica",
    title: "Otimização Energética",
    shortTitle: "Otimização Energética",
    icon: Zap,
    headline: { value: "-32%", label: "no consumo de energia" },
  },
  {
    slug: "impacto",
    title: "Impacto e Conclusão",
    shortTitle: "Impacto",
    icon: Activity,
    headline: { value: "R$ 8,5 mi", label: "de economia anual projetada" },
  },
];

export function initiativePath(slug: string): string {
  return `/initiatives/${slug}`;
}
