import { scaleBand, scaleLinear } from "#app/components/charts/scales.ts";
import { Bar } from "@visx/shape";
import { AxisBottom, AxisLeft, textWidth } from "#app/components/charts/axes.tsx";
import { ChartFigure } from "#app/components/charts/chart-figure.tsx";
import type { Tone } from "#app/initiatives/shared/badge.tsx";
import { riskAlertThreshold, riskPredictions, riskTones } from "./data.ts";

const FILL: Record<Tone, string> = {
  success: "fill-success",
  warning: "fill-warning",
  danger: "fill-danger",
  info: "fill-brand-700",
  neutral: "fill-muted",
};

/** Qualidade da Água: the predicted risk score per horizon against the alert threshold. */
export function RiskChart() {
  const above = riskPredictions.filter((risk) => risk.score >= riskAlertThreshold).map((risk) => risk.horizon);
  return (
    <ChartFigure
      label="Gráfico: risco previsto por horizonte, comparado ao limite de alerta"
      summary={`Risco de ${riskPredictions.map((risk) => `${risk.score} em ${risk.horizon}`).join(", ")}; limite de alerta ${riskAlertThreshold}${above.length ? `, ultrapassado em ${above.join(", ")}` : ""}.`}
      heightClass="h-60 presenter:h-64"
      figures={
        <p className="text-sm text-muted">
          <span aria-hidden className="mr-2 inline-block w-6 border-t-2 border-dashed border-danger align-middle" />
          Limite de alerta: <span className="font-semibold text-ink">{riskAlertThreshold} / 100</span>
        </p>
      }
    >
      {({ width, height, fontPx }) => {
        const left = textWidth("100", fontPx * 0.875) + 12;
        const bottom = fontPx * 2;
        const top = fontPx * 1.6;
        const x = scaleBand({
          domain: riskPredictions.map((risk) => risk.horizon),
          range: [left, width - 8],
          padding: 0.35,
        });
        const y = scaleLinear({ domain: [0, 100], range: [height - bottom, top] });
        return (
          <>
            <AxisLeft
              ticks={[0, 25, 50, 75, 100]}
              x={left}
              y={y}
              width={width - left - 8}
              format={(value) => String(value)}
            />
            {riskPredictions.map((risk) => {
              const barX = x(risk.horizon) ?? left;
              return (
                <g key={risk.horizon}>
                  <Bar
                    x={barX}
                    width={x.bandwidth()}
                    y={y(risk.score)}
                    height={height - bottom - y(risk.score)}
                    rx={4}
                    className={FILL[riskTones[risk.level]]}
                  />
                  <text
                    x={barX + x.bandwidth() / 2}
                    y={y(risk.score) - 8}
                    textAnchor="middle"
                    className="fill-ink text-sm font-semibold"
                    aria-hidden
                  >
                    {risk.score}
                  </text>
                </g>
              );
            })}
            <line
              x1={left}
              x2={width - 8}
              y1={y(riskAlertThreshold)}
              y2={y(riskAlertThreshold)}
              className="stroke-danger"
              strokeWidth={2}
              strokeDasharray="8 6"
            />
            <AxisBottom
              y={height - bottom}
              labels={riskPredictions.map((risk) => ({
                key: risk.horizon,
                x: (x(risk.horizon) ?? left) + x.bandwidth() / 2,
                text: risk.horizon,
              }))}
            />
          </>
        );
      }}
    </ChartFigure>
  );
}
