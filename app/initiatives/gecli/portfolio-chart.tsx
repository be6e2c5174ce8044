import { scaleBand, scaleLinear } from "#app/components/charts/scales.ts";
import type { ReactNode } from "react";
import { Bar } from "@visx/shape";
import { ChartFigure } from "#app/components/charts/chart-figure.tsx";
import { textWidth } from "#app/components/charts/axes.tsx";
import { formatNumber, formatPercent } from "#isomorphic/text/format.ts";
import { monitoredCustomers, RISK_LABELS, type RiskLevel, SEGMENTS, segmentShare } from "./data.ts";

const FILL: Record<RiskLevel, string> = { alto: "fill-danger", medio: "fill-warning", baixo: "fill-success" };

/** GECLI: the monitored portfolio by risk level, as horizontal bars with their counts. */
export function PortfolioChart({ figures }: { figures: ReactNode }) {
  return (
    <ChartFigure
      label="Gráfico: carteira monitorada por nível de risco"
      summary={`${formatNumber(monitoredCustomers())} clientes monitorados: ${SEGMENTS.map((segment) => `${RISK_LABELS[segment.level].toLowerCase()} ${formatNumber(segment.customers)} (${formatPercent(segmentShare(segment), 1)})`).join(", ")}.`}
      heightClass="h-48 presenter:h-56"
      figures={figures}
    >
      {({ width, height, fontPx }) => {
        const label = fontPx * 0.875;
        const left = Math.max(...SEGMENTS.map((segment) => textWidth(RISK_LABELS[segment.level], label))) + 12;
        const right = textWidth(formatNumber(Math.max(...SEGMENTS.map((segment) => segment.customers))), label) + 16;
        const y = scaleBand({ domain: SEGMENTS.map((segment) => segment.level), range: [0, height], padding: 0.3 });
        const x = scaleLinear({
          domain: [0, Math.max(...SEGMENTS.map((segment) => segment.customers))],
          range: [0, width - left - right],
        });
        return SEGMENTS.map((segment) => {
          const barY = y(segment.level) ?? 0;
          const middle = barY + y.bandwidth() / 2;
          // The smallest segment is ~2% of the largest: keep a visible sliver.
          const barWidth = Math.max(x(segment.customers), 4);
          return (
            <g key={segment.level}>
              <text
                x={left - 12}
                y={middle}
                dy="0.32em"
                textAnchor="end"
                className="fill-ink text-sm font-medium"
                aria-hidden
              >
                {RISK_LABELS[segment.level]}
              </text>
              <Bar x={left} y={barY} width={barWidth} height={y.bandwidth()} rx={4} className={FILL[segment.level]} />
              <text
                x={left + barWidth + 8}
                y={middle}
                dy="0.32em"
                className="fill-ink text-sm font-semibold"
                aria-hidden
              >
                {formatNumber(segment.customers)}
              </text>
            </g>
          );
        });
      }}
    </ChartFigure>
  );
}
