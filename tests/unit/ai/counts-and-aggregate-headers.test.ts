import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A count asked of a row that states a percentage and a count of its own, and a header that holds an aggregate word
 * as its name ("Máximo ausente…", "Média histórica"). A document written for this test.
 */
const ROSTER = `# Norma de escala de plantão — 2027

## Limite de ausência simultânea

| Área | Efetivo | Máximo ausente ao mesmo tempo |
|---|---:|---:|
| Laboratório central | 40 | 15% |
| Oficina de bombas | 64 | 10% |
| Cadastro técnico | 25 | 20% |

## Chuva do mês

| Posto | Chuva em maio (mm) | Média histórica de maio (mm) |
|---|---:|---:|
| Posto Capelinha | 61,0 | 88,5 |
| Posto Serra Nova | 97,4 | 80,2 |
`;

const passages = passagesOf(ROSTER, "escala-plantao.md");
const documents = [{ id: "escala-plantao.md", name: "escala-plantao.md" }];
const ask = (question: string) => composeAnswer(question, passages, documents);

describe("a count asked of a row's percentage", () => {
  it("is that share of the row's own count", () => {
    const answer = ask("Oi! Quantos empregados do Laboratório central podem estar ausentes ao mesmo tempo?");
    expect(answer).toMatch(/\b6 de 40\b/u);
    expect(answer).toContain("15% × 40");
  });

  it("rounds down when the question asks a ceiling", () => {
    const answer = ask("No máximo, quantas pessoas da oficina de bombas podem faltar de uma só vez?");
    expect(answer).toMatch(/\bat[eé] 6 de 64\b/u);
    expect(answer).toContain("6,4");
  });

  it("a percentage asked stays the cell", () => {
    const answer = ask("Qual é o percentual máximo de ausentes da oficina de bombas?");
    expect(answer).toContain("10%");
    expect(answer).not.toContain("× 64");
  });
});

describe("an aggregate word a header holds as its name", () => {
  it("'o máximo ausente' of a row is its cell, not the largest of the column", () => {
    const answer = ask("Qual é o máximo ausente do cadastro técnico?");
    expect(answer).toContain("20%");
    expect(answer).not.toMatch(/tem o maior/u);
  });

  it("'a média histórica' of a row is its cell, not an average over the rows", () => {
    const answer = ask("No Posto Serra Nova, de quanto é a média histórica de maio?");
    expect(answer).toContain("80,2");
    expect(answer).not.toMatch(/\/ 2\b/u);
  });

  it("an average still asked as one is computed", () => {
    expect(ask("Qual foi a chuva média de maio nos postos?")).toContain("79,2");
  });
});

const STATIONS = `# Relatório de operação das elevatórias — 2026

## Volumes e energia

| Estação | Volume bombeado (mil m³) | Energia (MWh) |
|---|---:|---:|
| EE Lagoinha | 1.250 | 480 |
| EE Bom Retiro | 830 | 365 |

## Custos

| Estação | Custo de energia (R$ mil) | Custo de manutenção (R$ mil) |
|---|---:|---:|
| EE Lagoinha | 312,0 | 41,5 |
| EE Bom Retiro | 237,3 | 28,0 |
`;

describe("a figure per a unit of two words, over two tables of the same rows", () => {
  const stations = passagesOf(STATIONS, "operacao-elevatorias.md");
  const asked = (question: string) =>
    composeAnswer(question, stations, [{ id: "operacao-elevatorias.md", name: "operacao-elevatorias.md" }]);

  it("divides by the column in thousands of cubic metres, not by another in thousands of reais", () => {
    const answer = asked("Por favor, quanto saiu o custo de manutenção por mil m³ bombeados na EE Lagoinha?");
    expect(answer).toContain("R$ 41,5 mil ÷ 1.250 mil m³");
    // A quotient below a thousand of an amount in thousands is written in reais.
    expect(answer).toContain("R$ 33,20");
    expect(answer).not.toContain("0,03 mil");
  });

  it("takes the cost from the other table of the same stations", () => {
    expect(asked("Na EE Bom Retiro, quanto deu a despesa com custo de energia por mil m³ bombeados?")).toContain(
      "R$ 285,90",
    );
  });
});

const SAMPLES = `# Monitoramento de cianobactérias — Represa Sabiá

O pico ocorreu em 21 de agosto, com predomínio de Dolichospermum, e a contagem voltou a cair em setembro.

| Data da coleta | Cianobactérias (células/mL) | Temperatura da água (°C) |
|---|---:|---:|
| 07/08/2026 | 12.300 | 22,1 |
| 21/08/2026 | 91.800 | 25,7 |
| 04/09/2026 | 30.450 | 23,0 |
`;

describe("a row keyed by a date, named by the date in words", () => {
  const samples = passagesOf(SAMPLES, "cianobacterias-sabia.md");
  const asked = (question: string) =>
    composeAnswer(question, samples, [{ id: "cianobacterias-sabia.md", name: "cianobacterias-sabia.md" }]);

  it("reads that row's cell, a count answered by its column in cells per mL", () => {
    const answer = asked("Bom dia! De quanto foi a contagem de cianobactérias em 21 de agosto?");
    expect(answer).toContain("91.800");
  });

  it("another day of the same month is another row", () => {
    expect(asked("Qual foi a temperatura da água em 4 de setembro?")).toContain("23,0");
  });
});
