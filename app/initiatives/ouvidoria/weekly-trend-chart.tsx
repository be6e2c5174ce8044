import { scaleLinear, scalePoint } from "#app/components/charts/scales.ts";
import { LinePath } from "@visx/shape";
import { AxisBottom, AxisLeft, textWidth } from "#app/components/charts/axes.tsx";
import { ChartFigure } from "#app/components/charts/chart-figure.tsx";
import { FiguresTable } from "#app/components/charts/figures-table.tsx";
import { formatNumber, formatPercent } from "#isomorphic/text/format.ts";
import { exploratoryData, weeklyTotals } from "#isomorphic/initiatives/ouvidoria/data.ts";

const shortDay = (day: string) => day.slice(0, 3);
const signed = (value: number) => `${value > 0 ? "+" : ""}${formatPercent(value, 1)}`;

/** The two weeks, as the table lists them and the chart draws them (this week solid, the one before dashed). */
const WEEKS = [
  {
    key: "current",
    label: "Atual",
    swatch: "bg-brand-700",
    rowClassName: "font-semibold text-ink",
    headClassName: "text-left",
    lineClassName: "fill-none stroke-brand-700",
    strokeWidth: 4,
    strokeDasharray: undefined,
  },
  {
    key: "previous",
    label: "Anterior",
    swatch: "border-2 border-dashed border-muted",
    rowClassName: "text-muted",
    headClassName: "text-left font-medium",
    lineClassName: "fill-none stroke-muted",
    strokeWidth: 3,
    strokeDasharray: "8 6",
  },
] as const;

/** Ouvidoria's weekly trend: calls per day, this week against the week before, as two lines. */
export function WeeklyTrendChart() {
  const days = exploratoryData.weeklyTrend;
  const totals = weeklyTotals();
  const values = days.flatMap((day) => [day.current, day.previous]);
  return (
    <ChartFigure
      label="Gráfico: atendimentos por dia, semana atual e semana anterior"
      summary={`Semana atual com ${formatNumber(totals.current)} atendimentos contra ${formatNumber(totals.previous)} na anterior (${signed(totals.change)}); acima da anterior em todos os dias.`}
      figures={
        <FiguresTable label="Atendimentos por dia" className="text-right">
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="text-left font-medium">
                Semana
              </th>
              {days.map((day) => (
                <th key={day.day} scope="col" className="font-medium">
                  <abbr title={day.day} className="no-underline">
                    {shortDay(day.day)}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKS.map((week) => (
              <tr key={week.key} className={week.rowClassName}>
                <th scope="row" className={week.headClassName}>
                  <Swatch className={week.swatch} /> {week.label}
                </th>
                {days.map((day) => (
                  <td key={day.day}>{formatNumber(day[week.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </FiguresTable>
      }
    >
      {({ width, height, fontPx }) => {
        const left = textWidth(formatNumber(Math.max(...values)), fontPx * 0.875) + 12;
        const bottom = fontPx * 2;
        const x = scalePoint({ domain: days.map((day) => day.day), range: [left, width - 12], padding: 0.3 });
        const y = scaleLinear({
          domain: [Math.min(...values) * 0.85, Math.max(...values) * 1.05],
          range: [height - bottom, 8],
          nice: true,
        });
        const at = (day: string) => x(day) ?? left;
        return (
          <>
            <AxisLeft
              ticks={y.ticks(4)}
              x={left}
              y={y}
              width={width - left - 12}
              format={(value) => formatNumber(value)}
            />
            <AxisBottom
              y={height - bottom}
              labels={days.map((day) => ({ key: day.day, x: at(day.day), text: shortDay(day.day) }))}
            />
            {/* The week before first, so this week's line runs over it. */}
            {[...WEEKS].reverse().map((week) => (
              <LinePath
                key={week.key}
                data={days}
                x={(day) => at(day.day)}
                y={(day) => y(day[week.key])}
                className={week.lineClassName}
                strokeWidth={week.strokeWidth}
                strokeDasharray={week.strokeDasharray}
              />
            ))}
            {days.map((day) => (
              <circle key={day.day} cx={at(day.day)} cy={y(day.current)} r={5} className="fill-brand-700" />
            ))}
          </>
        );
      }}
    </ChartFigure>
  );
}

function Swatch({ className }: { className: string }) {
  return <span aria-hidden className={`mr-1 inline-block h-3 w-4 rounded-sm align-middle ${className}`} />;
}
