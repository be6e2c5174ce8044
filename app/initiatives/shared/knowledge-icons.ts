import {
  BarChart3,
  FileCheck2,
  Headset,
  type LucideIcon,
  MessageSquareHeart,
  Receipt,
  ScanSearch,
  TrendingDown,
} from "lucide-react";

/** The knowledge-base initiatives' icons, by the names their data modules use (agentes-especialistas, impacto). */
export const KNOWLEDGE_ICONS = {
  receipt: Receipt,
  headset: Headset,
  "message-square-heart": MessageSquareHeart,
  "bar-chart-3": BarChart3,
  "scan-search": ScanSearch,
  "trending-down": TrendingDown,
  "file-check-2": FileCheck2,
} satisfies Record<string, LucideIcon>;

export type KnowledgeIconName = keyof typeof KNOWLEDGE_ICONS;
