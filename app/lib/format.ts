/** The one place that formats numbers, money and dates for pt-BR. */
const relative = new Intl.RelativeTimeFormat("pt-BR", { numeric: "auto" });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600_000],
  ["month", 30 * 24 * 3600_000],
  ["week", 7 * 24 * 3600_000],
  ["day", 24 * 3600_000],
  ["hour", 3600_000],
  ["minute", 60_000],
];

export function formatRelativeTime(timestamp: number, now = Date.now()): string {
  const diff = timestamp - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return "agora mesmo";
}

// Building an Intl formatter is costly; keep one per precision.
const numberFormats = new Map<number, Intl.NumberFormat>();

export function formatNumber(value: number, fractionDigits = 0): string {
  let format = numberFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat("pt-BR", {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(fractionDigits, format);
  }
  return format.format(value);
}

export function formatPercent(value: number, fractionDigits = 0): string {
  return `${formatNumber(value, fractionDigits)}%`;
}

/** Money as presenters say it: R$ 1,8 mi, R$ 280 mil, R$ 950. */
export function formatMoneyCompact(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `R$ ${formatNumber(value / 1_000_000, value % 1_000_000 === 0 ? 0 : 1)} mi`;
  if (abs >= 1_000) return `R$ ${formatNumber(value / 1_000, value % 1_000 === 0 ? 0 : 1)} mil`;
  return `R$ ${formatNumber(value)}`;
}

export function formatMoney(value: number): string {
  return new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(value);
}

/** The noun agreeing with a count in Portuguese: 1 conversa; 0 or 2 conversas. */
export function pluralNoun(value: number, singular: string, plural: string): string {
  return value === 1 ? singular : plural;
}
