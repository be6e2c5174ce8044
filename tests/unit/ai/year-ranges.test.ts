import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { withYearRanges } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A span of years written by its ends, on a document written for this test (a fictional hydrant-renewal schedule):
 * added up it is every year of the span; compared, its two ends. Expected figures are computed here from the data
 * written into the document.
 */
const YEARS = [
  { year: 2027, hydrants: 140, cost: 910_000 },
  { year: 2028, hydrants: 185, cost: 1_202_500 },
  { year: 2029, hydrants: 210, cost: 1_365_000 },
  { year: 2030, hydrants: 95, cost: 617_500 },
];
const money = (value: number) => value.toLocaleString("pt-BR");

const SCHEDULE = `# Cronograma de renovação de hidrantes da Saneparuí

## Metas por ano

| Ano | Hidrantes renovados | Custo previsto (R$) |
|---|---:|---:|
${YEARS.map((y) => `| ${y.year} | ${y.hydrants} | ${money(y.cost)} |`).join("\n")}

A renovação começa pelos bairros com mais ocorrências de incêndio.
`;

const passages = passagesOf(SCHEDULE, "cronograma-hidrantes.md", 1);

describe("a span of years written by its ends", () => {
  it("is every year of it when the question adds up", () => {
    const span = YEARS.filter((y) => y.year >= 2027 && y.year <= 2029);
    const reply = composeAnswer("Qual é o custo previsto somando de 2027 a 2029?", passages);
    expect(reply).toContain(money(span.reduce((sum, y) => sum + y.cost, 0)));
  });

  it("is its two ends when the question compares them", () => {
    const [first] = YEARS;
    const last = YEARS.at(-1);
    const reply = composeAnswer("Qual a diferença de hidrantes renovados entre 2027 e 2030?", passages);
    expect(reply).toContain(String(Math.abs((first?.hydrants ?? 0) - (last?.hydrants ?? 0))));
  });

  it("a year alone names the row keyed by it", () => {
    const [, second] = YEARS;
    expect(composeAnswer("Quantos hidrantes serão renovados em 2028?", passages)).toMatch(
      new RegExp(`^O ano 2028 tem ${second?.hydrants} hidrantes renovados`),
    );
  });

  it("is rewritten only for a sum or a mean, and only for a short span in order", () => {
    expect(withYearRanges("Quanto custa no total de 2027 a 2029?")).toContain("2027, 2028 e 2029");
    expect(withYearRanges("Somando entre 2028 e 2030, quantos?")).toContain("2028, 2029 e 2030");
    expect(withYearRanges("Quanto caiu entre 2027 e 2030?")).not.toContain("2028");
    expect(withYearRanges("Somando 2027 e 2029, quanto dá?")).not.toContain("2028");
    expect(withYearRanges("Somando de 2029 a 2027, quanto dá?")).not.toContain("2028");
  });
});

/** Surveys of a stock at three moments, each row dated by a year in its own column. */
const SURVEYS = [
  { survey: "Batimetria original", year: 2001, stock: "31,20" },
  { survey: "1ª batimetria", year: 2011, stock: "28,70" },
  { survey: "2ª batimetria", year: 2025, stock: "25,90" },
];
const LAKE = `# Lagoa de acumulação Tapiraú — batimetrias

| Batimetria | Ano | Volume acumulado (hm³) |
|---|---:|---:|
${SURVEYS.map((s) => `| ${s.survey} | ${s.year} | ${s.stock} |`).join("\n")}

O assoreamento vem sobretudo do córrego que deságua no braço norte.
`;
const lake = passagesOf(LAKE, "batimetrias-tapirau.md", 1);
const perYear = (a: (typeof SURVEYS)[number], b: (typeof SURVEYS)[number]) =>
  ((Number(a.stock.replace(",", ".")) - Number(b.stock.replace(",", "."))) / (b.year - a.year)).toLocaleString(
    "pt-BR",
    {
      maximumFractionDigits: 2,
    },
  );

describe("a change between two dated rows", () => {
  it("is their difference, per year when asked so, and the span swapped in a follow-up", () => {
    const [original, first, second] = SURVEYS as [
      (typeof SURVEYS)[number],
      (typeof SURVEYS)[number],
      (typeof SURVEYS)[number],
    ];
    const [later, earlier] = offlineConversation(
      lake,
      "Entre 2011 e 2025, a lagoa perdeu quantos hm³ por ano?",
      "E de 2001 a 2011?",
    );
    expect(later).toContain(`${perYear(first, second)} hm³ por ano`);
    expect(earlier).toContain(`${perYear(original, first)} hm³ por ano`);
  });
});
