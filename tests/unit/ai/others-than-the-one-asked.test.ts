import { describe, expect, it } from "vitest";
import { calculate } from "#core/ai/answer/calculate.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A comparison table of five utilities: the average "dos quatro comparados com ela" leaves out the one the
 * conversation is about; a median is the middle figure, not the mean; an amount per m³ keeps its centavos; and a
 * row's value against its target, whose cell carries a note ("(mediana dos pares)"). Written for this test.
 */
const TARIFFS = { Saneal: 5.12, Aquavale: 4.4, Hidrosul: 4.95, Ribeira: 3.86, Cordilheira: 5.71 };
const LOSSES = { Saneal: 38.2, Aquavale: 27.5, Hidrosul: 33.9, Ribeira: 41.0, Cordilheira: 24.3 };
const pt = (value: number) => value.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const ROWS = Object.keys(TARIFFS)
  .map(
    (name) => `| ${name} | ${pt(TARIFFS[name as keyof typeof TARIFFS])} | ${pt(LOSSES[name as keyof typeof LOSSES])} |`,
  )
  .join("\n");
const STUDY = `# Estudo comparativo de prestadores — 2026

## Indicadores

| Prestador | Tarifa média (R$/m³) | Perdas (%) |
|---|---:|---:|
${ROWS}

## Metas propostas para a Saneal

| Indicador | Valor 2026 | Meta | Prazo |
|---|---:|---:|---|
| Perdas (%) | 38,2 | 30,7 (mediana dos pares) | 2029 |
| Tarifa média (R$/m³) | 5,12 | 4,95 | 2028 |
`;
const passages = passagesOf(STUDY, "estudo-comparativo.md");
const SIX = `# Perdas de seis prestadores — 2026

| Prestador | Perdas (%) |
|---|---:|
${Object.entries(LOSSES)
  .map(([name, value]) => `| ${name} | ${pt(value)} |`)
  .join("\n")}
| Serra Azul | 44,6 |
`;
const money = (value: number) =>
  `R$ ${value.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}/m³`;

describe("the others of a table, a median, a target", () => {
  it("averages the rows the question counts, without the one the last turn asked about", () => {
    const [, reply = ""] = offlineConversation(
      passages,
      "Qual é a tarifa média da Saneal?",
      "Qual é a média simples das tarifas dos quatro prestadores comparados com ela?",
    );
    const others = [TARIFFS.Aquavale, TARIFFS.Hidrosul, TARIFFS.Ribeira, TARIFFS.Cordilheira];
    expect(reply).toContain(money(others.reduce((total, value) => total + value, 0) / others.length));
  });

  it("takes the median of a column, the mean of the two middle figures of an even count", () => {
    const [reply = ""] = offlineConversation(
      passagesOf(SIX, "seis-prestadores.md"),
      "Qual é a mediana das perdas dos seis prestadores?",
    );
    // In order: 24,3; 27,5; 33,9; 38,2; 41,0; 44,6: the mean of 33,9 and 38,2.
    expect(reply).toContain(`${pt((LOSSES.Hidrosul + LOSSES.Saneal) / 2)}%`);
  });

  it("sets a row's value against its target, whose cell carries a note", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Quantos pontos percentuais a Saneal precisa reduzir nas perdas para chegar à meta?",
    );
    expect(reply).toContain("7,5");
  });
});

describe("the calculator's median", () => {
  const figures = (...values: number[]) => values.map((value, i) => ({ label: `f${i}`, value, unit: null }));
  it("is the middle value of an odd count, in order", () => {
    expect(calculate("median", figures(9, 1, 5))?.result).toBe(5);
  });
  it("is the mean of the two middle values of an even count", () => {
    expect(calculate("median", figures(4, 10, 1, 7))?.result).toBe(5.5);
  });
});
