import { describe, expect, it } from "vitest";
import { summarize } from "#core/ai/answer/summarize.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * Documents written for these tests: tables whose columns are periods. A summary says each row over the table's whole
 * span (the column that adds the periods up, else the first and the last period), not its first period alone, and adds
 * up no rows that are each in their own measure, nor a column together with its own total row.
 */
const br = (n: number, digits = 0) =>
  n.toLocaleString("pt-BR", { minimumFractionDigits: digits, maximumFractionDigits: digits });

const MONTHS = ["Março/2031", "Abril/2031", "Maio/2031"];
const CREWS: [string, number[]][] = [
  ["Equipe de hidrometria", [41_000, 38_500, 44_200]],
  ["Equipe de redes", [87_300, 91_050, 79_900]],
  ["Equipe de ligações", [23_400, 26_100, 25_750]],
];
const rowTotal = (values: number[]) => values.reduce((sum, v) => sum + v, 0);
const PLAN = `# Plano de horas extras das equipes — 2º trimestre de 2031

## Objetivo

Este plano distribui a verba de horas extras das equipes de campo entre os meses do trimestre.

## Verba por equipe e mês

| Equipe | ${MONTHS.map((m) => `${m} (R$)`).join(" | ")} | Total (R$) |
|---|---:|---:|---:|---:|
${CREWS.map(([crew, values]) => `| ${crew} | ${values.map((v) => br(v, 2)).join(" | ")} | ${br(rowTotal(values), 2)} |`).join("\n")}
| **Total** | ${MONTHS.map((_, m) => br(rowTotal(CREWS.map(([, v]) => v[m] ?? 0)), 2)).join(" | ")} | ${br(rowTotal(CREWS.flatMap(([, v]) => v)), 2)} |

## Regras

A verba não usada em um mês não passa para o mês seguinte.
`;

describe("a table of periods with a column that adds them up", () => {
  const summary = summarize("Resuma o plano de horas extras.", passagesOf(PLAN, "plano-horas-extras.md"), "plano");

  it("says each row by its total over the span, not by its first month", () => {
    for (const [crew, values] of CREWS) {
      expect(summary).toContain(crew);
      expect(summary).toContain(br(rowTotal(values), 2));
    }
    expect(summary).not.toContain(br(CREWS[0]?.[1][0] ?? 0, 2));
  });

  it("adds no column up together with its own total row", () => {
    const whole = rowTotal(CREWS.flatMap(([, v]) => v));
    expect(summary).toContain(br(whole, 2));
    expect(summary).not.toContain(br(2 * whole, 0));
    expect(summary).not.toContain(br(2 * whole, 2));
  });
});

const QUARTERS = ["1º tri", "2º tri", "3º tri", "4º tri"];
const INDICATORS: [string, number[], number][] = [
  ["Perdas na distribuição (%)", [38.2, 37.1, 35.9, 34.6], 1],
  ["Ligações ativas (mil)", [212.4, 213.9, 215.0, 216.8], 1],
  ["Reclamações de falta de água", [1_840, 1_610, 1_975, 1_420], 0],
];
const BULLETIN = `# Boletim de indicadores da Regional Vale do Mucuri — 2031

## Indicadores por trimestre

| Indicador | ${QUARTERS.join(" | ")} |
|---|---:|---:|---:|---:|
${INDICATORS.map(([name, values, digits]) => `| ${name} | ${values.map((v) => br(v, digits)).join(" | ")} |`).join("\n")}

## Comentário

As perdas caíram em todos os trimestres, com a troca de redes antigas.
`;

describe("a table of periods without a column that adds them up", () => {
  const summary = summarize(
    "Resuma o boletim de indicadores da regional.",
    passagesOf(BULLETIN, "boletim-indicadores.md"),
    "boletim",
  );

  it("says each row from its first period to its last", () => {
    for (const [name, values, digits] of INDICATORS) {
      expect(summary).toContain(name);
      expect(summary).toContain(`de ${br(values[0] ?? 0, digits)}`);
      expect(summary).toContain(`para ${br(values.at(-1) ?? 0, digits)}`);
    }
  });

  it("adds up no rows that are each in their own measure", () => {
    const firsts = INDICATORS.reduce((sum, [, values]) => sum + (values[0] ?? 0), 0);
    expect(summary).not.toMatch(/no total/);
    expect(summary).not.toContain(br(firsts, 1));
  });
});

const FLOWS: [string, number[]][] = [
  ["Saldo inicial", [50_000, 46_000, 43_500]],
  ["Tarifas", [30_000, 31_000, 29_500]],
  ["Serviços", [2_000, 1_800, 2_100]],
  ["Repasses", [1_000, 0, 900]],
  ["Aplicações", [400, 420, 410]],
  ["Total de entradas", [33_400, 33_220, 32_910]],
  ["Pessoal", [20_000, 20_500, 20_300]],
  ["Energia", [9_000, 8_800, 9_100]],
  ["Químicos", [3_000, 2_900, 3_100]],
  ["Terceiros", [5_400, 3_520, 4_000]],
  ["Total de saídas", [37_400, 35_720, 36_500]],
  ["Saldo final", [46_000, 43_500, 39_910]],
];
const CASH = `# Projeção de caixa — Serviço Autônomo de Água de Itaobim — 3º trimestre de 2031

## Caixa projetado (R$ mil)

| Linha | Julho/2031 | Agosto/2031 | Setembro/2031 | Trimestre |
|---|---:|---:|---:|---:|
${FLOWS.map(([name, values]) => {
  const span = name.startsWith("Saldo inicial")
    ? values[0]
    : name.startsWith("Saldo final")
      ? values.at(-1)
      : rowTotal(values);
  return `| ${name} | ${values.map((v) => br(v)).join(" | ")} | ${br(span ?? 0)} |`;
}).join("\n")}
`;

describe("a long table of periods", () => {
  const summary = summarize("Resuma a projeção de caixa.", passagesOf(CASH, "projecao-caixa.md"), "projeção");

  it("keeps its total rows and its closing row among the rows it reads", () => {
    expect(summary).toContain("Total de entradas");
    expect(summary).toContain("Total de saídas");
    expect(summary).toContain(`Saldo final (${br(FLOWS.at(-1)?.[1].at(-1) ?? 0)})`);
  });
});

const GRADES: [string, number][] = [
  ["Pontualidade das entregas", 7.5],
  ["Qualidade do material", 9.25],
  ["Atendimento às solicitações", 8.5],
];
const EVALUATION = `# Avaliação de fornecedor — Tubos Vale Verde Ltda. — 2031

## Notas por critério

| Critério | Nota (0 a 10) |
|---|---:|
${GRADES.map(([criterion, grade]) => `| ${criterion} | ${br(grade, 2)} |`).join("\n")}

## Conclusão

O fornecedor segue habilitado para o próximo registro de preços.
`;

describe("a table of grades on a scale", () => {
  const summary = summarize("Resuma a avaliação do fornecedor.", passagesOf(EVALUATION, "avaliacao.md"), "avaliação");

  it("reads each grade and adds none of them up", () => {
    for (const [criterion, grade] of GRADES) expect(summary).toContain(`${criterion} (${br(grade, 2)})`);
    const sum = GRADES.reduce((total, [, grade]) => total + grade, 0);
    expect(summary).not.toContain(br(sum, 2));
    expect(summary).not.toMatch(/no total/);
  });
});
