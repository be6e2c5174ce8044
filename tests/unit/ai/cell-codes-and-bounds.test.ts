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
  { item: 1, text: "Mangueira de recalque DN 50, lona", length: 420, price: "31,80" },
  { item: 2, text: "Mangueira de recalque DN 75, lona", length: 260, price: "44,10" },
  { item: 3, text: "Mangueira de recalque DN 50, lona", length: 135, price: "33,20" },
  { item: 4, text: "Mangueira de sucção DN 100, espiral", length: 90, price: "88,00" },
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

| Item | Descrição | Comprimento em estoque (m) | Preço unitário (R$/m) |
|---|---|---:|---:|
${HOSES.map((h) => `| ${h.item} | ${h.text} | ${h.length} | ${h.price} |`).join("\n")}

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

describe("a bound written in the header's unit", () => {
  it("counts the rows past it, named as the question names them", () => {
    const above = READINGS.filter((r) => num(r.turbidity) > 5);
    const reply = composeAnswer("Em quantas leituras o valor medido passou de 5 NTU?", passages);
    expect(reply).toContain(`${above.length} leituras`);
    for (const reading of above) expect(reply).toContain(reading.day);
  });
});
