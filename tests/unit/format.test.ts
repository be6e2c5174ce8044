import { describe, expect, it } from "vitest";
import { formatMoney, formatNumber, formatPercent, formatRelativeTime } from "#isomorphic/text/format.ts";

// formatNumber and formatMoney skip Intl in the browser (its first formatter is costly); Intl is the reference.
const intlNumber = (value: number, digits: number) =>
  new Intl.NumberFormat("pt-BR", { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
const intlMoney = (value: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(value);

/** A fixed pseudo-random sequence (mulberry32), so a failure names a value that reproduces. */
function sequence(seed: number, count: number): number[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => (next() - 0.5) * 10 ** Math.floor(next() * 12));
}

const edges = [
  0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.05, 0.15, 0.25, 1.005, 999.5, 999.95, 1000, 1234.5, 9999.995, 12345.678,
  -1234567.891, 1e15, 123456789012.345,
];

describe("pt-BR numbers without Intl", () => {
  it.each([0, 1, 2])("formatNumber with %i decimals writes what Intl writes", (digits) => {
    for (const value of [...edges, ...sequence(digits + 1, 2_000)])
      expect([value, formatNumber(value, digits)]).toEqual([value, intlNumber(value, digits)]);
  });

  it("formatMoney writes what Intl's BRL currency style writes", () => {
    for (const value of [...edges, ...sequence(7, 2_000)])
      expect([value, formatMoney(value)]).toEqual([value, intlMoney(value)]);
  });

  it("groups thousands with dots and writes decimals after a comma", () => {
    expect(formatNumber(1234567.891, 1)).toBe("1.234.567,9");
    expect(formatNumber(-1000)).toBe("-1.000");
    expect(formatPercent(87.25, 1)).toBe("87,3%");
    expect(formatMoney(-280)).toBe("-R$\u00a0280,00");
  });

  it("hands values toFixed cannot write to Intl", () => {
    expect(formatNumber(Number.NaN)).toBe(intlNumber(Number.NaN, 0));
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe(intlNumber(Number.POSITIVE_INFINITY, 0));
    expect(formatNumber(1e22)).toBe(intlNumber(1e22, 0));
  });
});

describe("formatRelativeTime", () => {
  it("words a past moment as Portuguese readers say it", () => {
    const now = Date.UTC(2026, 10, 24, 12);
    expect(formatRelativeTime(now - 2 * 3600_000, now)).toBe("há 2 horas");
    expect(formatRelativeTime(now - 24 * 3600_000, now)).toBe("ontem");
    expect(formatRelativeTime(now - 30_000, now)).toBe("agora mesmo");
  });
});
