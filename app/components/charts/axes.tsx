import type { ReactNode } from "react";

/**
 * Plain SVG axes for the visx scales: tick marks and labels in the page's type
 * (`text-sm`, so presenter mode enlarges them like every other caption).
 */
const LABEL = "fill-muted text-sm";

export function AxisLeft({
  ticks,
  x,
  y,
  format,
  width,
}: {
  ticks: readonly number[];
  /** Left edge of the plot. */
  x: number;
  y: (value: number) => number;
  format: (value: number) => string;
  /** Plot width, for the grid lines. */
  width: number;
}) {
  return (
    <g aria-hidden>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={x} x2={x + width} y1={y(tick)} y2={y(tick)} className="stroke-line" />
          <text x={x - 8} y={y(tick)} dy="0.32em" textAnchor="end" className={LABEL}>
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

export function AxisBottom({
  labels,
  y,
}: {
  labels: readonly { key: string; x: number; text: ReactNode }[];
  /** Baseline of the plot. */
  y: number;
}) {
  return (
    <g aria-hidden>
      {labels.map((label) => (
        <text key={label.key} x={label.x} y={y} dy="1.2em" textAnchor="middle" className={LABEL}>
          {label.text}
        </text>
      ))}
    </g>
  );
}

/** Room for labels: a generous average glyph width for Inter, in ems. */
export function textWidth(text: string, fontPx: number): number {
  return text.length * fontPx * 0.6;
}
