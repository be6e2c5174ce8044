import { scaleBand, scaleLinear } from "#app/components/charts/scales.ts";
import { Bar } from "@visx/shape";
import { AxisBottom, AxisLeft, textWidth } from "#app/components/charts/axes.tsx";
import { ChartFigure } from "#app/components/charts/chart-figure.tsx";
import { formatNumber } from "#isomorphic/text/format.ts";
import { cn } from "#app/lib/utils.ts";
import { energyByBand, pumpingPlan, type TariffBand, tariffBandAt, tariffBands, tanks } from "./data.ts";

const BAND_FILL: Record<TariffBand, string> = {
  "Fora de ponta": "fill-success/10",
  Intermediário: "fill-warning/20",
  Ponta: "fill-danger/15",
};
const BAND_SWATCH: Record<TariffBand, string> = {
  "Fora de ponta": "bg-success/10 border-success",
  Intermediário: "bg-warning/20 border-warning",
  Ponta: "bg-danger/15 border-danger",
};
const ORDER: readonly TariffBand[] = ["Fora de ponta", "Intermediário", "Ponta"];
const hours = pumpingPlan.map((_, hour) => hour);

/** Otimização Energética: the Central pump's draw hour by hour over the day's tariff bands. */
export function PumpingChart() {
  const central = tanks[0];
  const energy = energyByBand();
  return (
    <ChartFigure
      label={`Gráfico: bombeamento do ${central?.name ?? "reservatório"} nas 24 horas, sobre as faixas de tarifa`}
      summary={`Bombeamento concentrado fora de ponta (${formatNumber(energy["Fora de ponta"])} kWh); nenhum bombeamento na ponta, das 18h às 21h.`}
      heightClass="h-64 presenter:h-72"
      figures={
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {ORDER.map((band) => (
            <li key={band} className="flex items-center gap-2 text-ink">
              <span aria-hidden className={cn("inline-block h-3.5 w-5 rounded-sm border", BAND_SWATCH[band])} />
              <span>
                {band}: <span className="font-semibold tabular-nums">{formatNumber(energy[band])} kWh</span>
              </span>
            </li>
          ))}
        </ul>
      }
    >
      {({ width, height, fontPx }) => {
        const left = textWidth("45 kW", fontPx * 0.875) + 12;
        const bottom = fontPx * 2;
        const x = scaleBand({ domain: hours, range: [left, width - 8], padding: 0.2 });
        const top = fontPx * 1.6;
        const y = scaleLinear({ domain: [0, 50], range: [height - bottom, top] });
        const peak = tariffBands.find((band) => band.band === "Ponta");
        const step = x.step();
        const start = (hour: number) => (x(hour) ?? left) - (step * x.padding()) / 2;
        return (
          <>
            {tariffBands.map((band) => (
              <rect
                key={`${band.band}-${band.from}`}
                x={start(band.from)}
                width={step * (band.to - band.from)}
                y={top}
                height={height - bottom - top}
                className={BAND_FILL[band.band]}
              />
            ))}
            {peak ? (
              <text
                x={start(peak.from) + (step * (peak.to - peak.from)) / 2}
                y={top - 6}
                textAnchor="middle"
                className="fill-danger text-sm font-semibold"
                aria-hidden
              >
                Ponta
              </text>
            ) : null}
            <AxisLeft
              ticks={[0, 15, 30, 45]}
              x={left}
              y={y}
              width={width - left - 8}
              format={(value) => `${value} kW`}
            />
            {pumpingPlan.map((kw, hour) => (
              <Bar
                // biome-ignore lint/suspicious/noArrayIndexKey: the position is the hour of the day the bar stands for
                key={hour}
                x={x(hour) ?? left}
                width={x.bandwidth()}
                y={y(kw)}
                height={height - bottom - y(kw)}
                rx={2}
                className={tariffBandAt(hour) === "Ponta" ? "fill-danger" : "fill-brand-700"}
              />
            ))}
            <AxisBottom
              y={height - bottom}
              labels={hours
                .filter((hour) => hour % 3 === 0)
                .map((hour) => ({ key: String(hour), x: start(hour), text: `${hour}h` }))}
            />
          </>
        );
      }}
    </ChartFigure>
  );
}
