/** The one place that formats numbers, money and dates for pt-BR. */
let relative: Intl.RelativeTimeFormat | undefined;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600_000],
  ["month", 30 * 24 * 3600_000],
  ["week", 7 * 24 * 3600_000],
  ["day", 24 * 3600_000],
  ["hour", 3600_000],
  ["minute", 60_000],
];

/** "há 2 horas", "ontem". Server-side only in practice (see formatNumber on Intl's cost in a browser). */
export function formatRelativeTime(timestamp: number, now = Date.now()): string {
  const diff = timestamp - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) < ms) continue;
    relative ??= new Intl.RelativeTimeFormat("pt-BR", { numeric: "auto" });
    return relative.format(Math.round(diff / ms), unit);
  }
  return "agora mesmo";
}

/**
 * 1.234.567,8 as pt-BR writes it, without Intl: a page's first Intl.NumberFormat loads the locale's
 * data (~36 ms in desktop Chromium, ~145 ms on a 4×-slower phone) inside the hydration that renders
 * the figures, which Lighthouse counted as blocking time on every initiative page. Rounds half away
 * from zero on the shortest decimal form of the value (1.005 → 1,01), as Intl does;
 * tests/unit/format.test.ts compares the two over thousands of values.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  const abs = Math.abs(value);
  // "1.005e2" parses as exactly 100.5, where 1.005 * 100 is 100.49999999999999.
  const scaled = abs < 1e-6 ? 0 : Math.round(Number(`${abs}e${fractionDigits}`));
  if (!Number.isSafeInteger(scaled)) {
    return new Intl.NumberFormat("pt-BR", {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  }
  const digits = String(scaled).padStart(fractionDigits + 1, "0");
  const whole = digits.slice(0, digits.length - fractionDigits).replace(/\B(?=(\d{3})+$)/g, ".");
  const fraction = fractionDigits > 0 ? `,${digits.slice(-fractionDigits)}` : "";
  return `${value < 0 || Object.is(value, -0) ? "-" : ""}${whole}${fraction}`;
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

/** R$ 1.234,50 as Intl's BRL currency style writes it (a no-break space after R$, the sign before it). */
export function formatMoney(value: number): string {
  const amount = formatNumber(value, 2);
  return amount.startsWith("-") ? `-R$\u00a0${amount.slice(1)}` : `R$\u00a0${amount}`;
}

/** The noun agreeing with a count in Portuguese: 1 conversa; 0 or 2 conversas. */
export function pluralNoun(value: number, singular: string, plural: string): string {
  return value === 1 ? singular : plural;
}
