import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * Rows chosen by what their cells write, on a document written for this test (a fictional pipe-stock and raw-water
 * log): a code inside a description ("DN 50") picks the rows it is written in (two of them alike, told apart by their
 * item number), a bound written in the unit the header
 * writes picks the column it bounds, and the rows counted are named as the question names them. Expected figures are
 * computed here from the data written into the document.
 */
const HOSES = [
  { item: 1, text: "Mangueira de recalque DN 50, lona", length: 420, price: "31,80", bar: 10 },
  { item: 2, text: "Mangueira de recalque DN 75, lona", length: 260, price: "44,10", bar: 16 },
  { item: 3, text: "Mangueira de recalque DN 50, lona", length: 135, price: "33,20", bar: 6 },
  { item: 4, text: "Mangueira de sucção DN 100, espiral", length: 90, price: "88,00", bar: 12 },
];
const READINGS = [
  { day: "03/02/2027", turbidity: "2,4", colour: 12 },
  { day: "10/02/2027", turbidity: "7,9", colour: 31 },
  { day: "17/02/2027", turbidity: "5,6", colour: 24 },
  { day: "24/02/2027", turbidity: "3,1", colour: 15 },
];
const num = (written: string) => Number(written.replace(",", "."));
const pt = (value: number) => value.toLocaleString("pt-BR");

const LOG = `# Almoxarifado e captação da Sanetapuí — fevereiro de 2027

## Estoque de mangueiras

| Item | Descrição | Comprimento em estoque (m) | Preço unitário (R$/m) | Pressão de serviço (bar) |
|---|---|---:|---:|---:|
${HOSES.map((h) => `| ${h.item} | ${h.text} | ${h.length} | ${h.price} | ${h.bar} |`).join("\n")}

## Leituras semanais da água bruta

| Data da leitura | Turbidez (NTU) | Cor aparente (uH) |
|---|---:|---:|
${READINGS.map((r) => `| ${r.day} | ${r.turbidity} | ${r.colour} |`).join("\n")}

A captação opera com turbidez de projeto de até 10 NTU.
`;

const passages = passagesOf(LOG, "almoxarifado-captacao-fevereiro.md", 1);

describe("rows picked by a code inside their description", () => {
  it("adds up the rows that write the code, each told apart by its number", () => {
    const dn50 = HOSES.filter((h) => h.text.includes("DN 50"));
    const reply = composeAnswer("Somando os itens, quantos metros de mangueira DN 50 temos?", passages);
    expect(reply).toContain(`${pt(dn50.reduce((sum, h) => sum + h.length, 0))} m`);
    for (const hose of dn50) expect(reply).toContain(`(item ${hose.item})`);
  });
});

describe("rows alike told apart", () => {
  it("the row with the most is named with its number, and its own figure is the one read", () => {
    const most = [...HOSES].sort((a, b) => b.length - a.length)[0];
    const reply = composeAnswer("Que item tem mais comprimento em estoque?", passages);
    expect(reply).toMatch(new RegExp(`${most?.text} \\(item ${most?.item}\\)[^>]*${most?.length} m`));
  });

  it("a figure written with its column's unit names the row, and is no quantity to price", () => {
    const six = HOSES.find((h) => h.bar === 6);
    const reply = composeAnswer("Qual é o preço unitário da mangueira de 6 bar?", passages);
    expect(reply).toContain(`R$ ${six?.price}`);
    expect(reply).not.toContain("×");
  });
});

describe("a bound written in the header's unit", () => {
  it("counts the rows past it, named as the question names them", () => {
    const above = READINGS.filter((r) => num(r.turbidity) > 5);
    const reply = composeAnswer("Em quantas leituras o valor medido passou de 5 NTU?", passages);
    expect(reply).toContain(`${above.length} leituras`);
    for (const reading of above) expect(reply).toContain(reading.day);
  });
});

describe("a row named by an acronym its parenthesis gives in the plural", () => {
  const NORM = `# Norma de caixa pequeno — 2033

## Limites por unidade

| Tipo de unidade | Limite mensal (R$) | Limite por compra (R$) |
|---|---:|---:|
| Sede | 2.500,00 | 400,00 |
| Elevatórias de esgoto (EEEs e EEABs) | 3.200,00 | 650,00 |
| Oficinas regionais | 1.800,00 | 350,00 |

## Despesas com regra própria

| Despesa | Regra |
|---|---|
| Lanche de plantão | R$ 25,00 por pessoa |
| Peças de reposição | Limite por compra da unidade |
`;
  const passages = passagesOf(NORM, "norma-caixa-pequeno.md", 1);

  it("is the row a singular of either acronym names", () => {
    expect(composeAnswer("Qual o limite por compra de uma EEAB?", passages)).toContain("R$ 650,00");
    expect(composeAnswer("Quanto uma EEE pode gastar por mês, no limite mensal?", passages)).toContain("R$ 3.200,00");
  });
});

describe("a row whose name opens with the key column's own noun", () => {
  const REPORT = `# Relatório de balneabilidade — janeiro de 2033

## Resultados nas praias

| Praia | Distância do emissário (km) | Amostras | Amostras acima do limite | Máximo (NMP/100 mL) | Classificação |
|---|---:|---:|---:|---:|---|
| Enseada Mansa (centro) | 1,9 | 5 | 0 | 80 | Própria |
| Ponta do Carapeba | 3,3 | 5 | 1 | 120 | Própria |
| Praia do Sargaçal | 4,8 | 5 | 2 | 230 | Própria |
| Foz do Iriribá | 7,1 | 5 | 4 | 610 | Imprópria |
`;
  const passages = passagesOf(REPORT, "relatorio-praias.md", 1);

  it("is not named by that noun: 'qual praia…' asks which row, here the one its cell keeps", () => {
    const reply = composeAnswer("Qual praia ficou imprópria em janeiro?", passages);
    expect(reply).toContain("Foz do Iriribá");
    expect(reply).not.toContain("Sargaçal");
  });
});
