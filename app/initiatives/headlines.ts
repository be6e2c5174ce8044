import { headlineFigures } from "./impacto/data.ts";
import { knowledgeInitiatives, totalAgents } from "./agentes-especialistas/data.ts";

import { supportFigures } from "./suporte-n1/data.ts";
import { callCenterMetrics } from "#isomorphic/initiatives/ouvidoria/data.ts";

import { ANTICIPATION_DAYS, INCONSISTENCIES_DETECTED_PERCENT, RESPONSE_TIME_REDUCTION_PERCENT } from "./claims.ts";
import { COMPLIANCE_PERCENT } from "./gereg/data.ts";
import { figures as waterFigures } from "./qualidade-agua/data.ts";
import { kpis as energyKpis } from "./otimizacao-energetica/data.ts";
import { formatNumber, formatPercent } from "#isomorphic/text/format.ts";
import type { InitiativeSlug } from "./catalogue.ts";

export interface Headline {
  value: string;
  label: string;
}

/**
 * The figure the dashboard shows on each initiative's tile: one the page
 * itself shows (tests/integration/initiative-headlines.test.ts holds that),
 * read from the page's own data module so a figure is typed in one place
 * only. Only the dashboard imports this (the sidebar must not pull every data
 * module in).
 */
export const headlines: Record<InitiativeSlug, Headline> = {
  // Abertura's results card shows Impacto's projections; the tile takes the one Impacto's tile does not.
  abertura: {
    value: headlineFigures.find((figure) => figure.id === "efficiency")?.value ?? "",
    label: "de ganho de eficiência nos processos",
  },
  "agentes-especialistas": {
    value: formatNumber(totalAgents(knowledgeInitiatives)),
    label: `agentes ativos em ${knowledgeInitiatives.length} iniciativas`,
  },
  gefar: { value: `-${formatPercent(RESPONSE_TIME_REDUCTION_PERCENT)}`, label: "no tempo de resposta" },
  "suporte-n1": {
    value: formatPercent(supportFigures.technicianTimeFreedPercent),
    label: "do tempo dos técnicos liberado",
  },
  ouvidoria: { value: formatNumber(callCenterMetrics.totalCalls), label: "atendimentos analisados hoje" },
  "bi-conversacional": { value: "SQL", label: "gerado de perguntas em português" },
  "auditoria-ppp": { value: formatPercent(INCONSISTENCIES_DETECTED_PERCENT), label: "das inconsistências detectadas" },
  gecli: { value: `${ANTICIPATION_DAYS} dias`, label: "de antecipação da inadimplência" },
  gereg: { value: formatPercent(COMPLIANCE_PERCENT), label: "de conformidade nas respostas" },
  "qualidade-agua": { value: formatNumber(waterFigures.monitoredPoints), label: "pontos monitorados" },
  "otimizacao-energetica": {
    value: `-${formatPercent(energyKpis.energyReductionPercent)}`,
    label: "no consumo de energia",
  },
  impacto: {
    value: headlineFigures.find((figure) => figure.id === "savings")?.value ?? "",
    label: "de economia anual projetada",
  },
};
