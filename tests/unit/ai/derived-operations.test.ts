import { describe, expect, it } from "vitest";
import { composeAnswer, NOTHING_FOUND } from "#core/ai/answer/compose-answer.ts";
import { parseQuantity } from "#core/documents/tables.ts";
import { MAINTENANCE_REPORT, passagesOf } from "#tests/support/agent-documents.ts";

/**
 * Operations that take more than one cell of one column: a figure against its counterpart in another table about the
 * same rows, a change between two columns (its largest, its total), a year's rows added up, a row's share of its
 * column. Each expected figure is computed here from the table as the test states it, not read from the reply.
 */
const SECTORS = [
  { name: "Norte", before: 10.5, after: 7.0, availability: 96.1, target: 97.0 },
  { name: "Sul", before: 12.0, after: 6.5, availability: 97.4, target: 96.5 },
  { name: "Leste", before: 9.0, after: 8.2, availability: 94.8, target: 96.0 },
  { name: "Oeste", before: 11.4, after: 9.9, availability: 98.2, target: 97.5 },
];
const CAUSES = { Rolamento: 84, "Selo mecânico": 46, "Motor elétrico": 30, Outras: 18 };
const PURCHASES = [
  { year: 2027, value: 120 },
  { year: 2028, value: 310 },
  { year: 2028, value: 540 },
  { year: 2027, value: 95 },
];
const passages = passagesOf(MAINTENANCE_REPORT, "manutencao.md");
const ask = (question: string) => composeAnswer(question, passages);
const ptBr = (value: number) => value.toLocaleString("pt-BR", { maximumFractionDigits: 2 });
const round = (value: number) => Math.round(value * 100) / 100;
const stated = (reply: string) =>
  parseQuantity([...reply.matchAll(/=\s*((?:R\$\s*)?[\d.,]*\d%?)/g)].at(-1)?.[1] ?? "")?.value ?? Number.NaN;

describe("operations across columns and tables", () => {
  it("a row's figure against its counterpart in another table of the same rows, in percentage points", () => {
    const leste = SECTORS.find((sector) => sector.name === "Leste");
    const reply = ask("Quantos pontos percentuais o setor Leste está abaixo da meta dele?");
    expect(reply).toContain(
      `${ptBr(round(Math.abs((leste?.target ?? 0) - (leste?.availability ?? 0))))} pontos percentuais`,
    );
    // Both tables are cited: the figure and its target come from two passages' tables.
    expect(reply.match(/\[\d+\]/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("the row with the largest change between two columns, and the change itself", () => {
    const reductions = SECTORS.map((sector) => ({ ...sector, change: sector.before - sector.after }));
    const largest = reductions.sort((a, b) => b.change - a.change)[0];
    const reply = ask("Qual setor teve a maior redução no tempo de reparo?");
    expect(reply).toMatch(new RegExp(`^O setor ${largest?.name}`));
    expect(reply).toContain(ptBr(round(largest?.change ?? 0)));
  });

  it("a change added up over the rows", () => {
    const total = SECTORS.reduce((sum, sector) => sum + (sector.before - sector.after), 0);
    const reply = ask("Somando todos os setores, quantas horas de reparo deixaram de ser gastas?");
    expect(stated(reply)).toBeCloseTo(total, 2);
  });

  it("an amount over the rows whose date column states the year asked", () => {
    const in2028 = PURCHASES.filter((purchase) => purchase.year === 2028).reduce((sum, p) => sum + p.value, 0);
    const reply = ask("Bom dia! Quanto vai ser gasto nas compras com prazo em 2028?");
    expect(stated(reply)).toBe(in2028);
    expect(reply).not.toContain("Rolamentos de reserva");
  });

  it("a row's share of its column's total", () => {
    const total = Object.values(CAUSES).reduce((sum, n) => sum + n, 0);
    const reply = ask("Quanto o Selo mecânico representa do total de falhas?");
    expect(reply).toContain(`${ptBr(Math.round((CAUSES["Selo mecânico"] / total) * 1000) / 10)}%`);
  });

  it("“qual causa… mais comum” asks for a row of the table whose rows are causes", () => {
    const [top] = Object.entries(CAUSES).sort((a, b) => b[1] - a[1]);
    expect(ask("Qual causa da falha foi a mais comum?")).toContain(top?.[0] ?? "?");
  });

  it("adding up said in so many words wins over a noun that reads like another operation", () => {
    const sum = CAUSES.Rolamento + CAUSES["Motor elétrico"];
    expect(stated(ask("Quantas falhas de rolamento e de motor elétrico houve, somadas?"))).toBe(sum);
  });

  it("an ordinal names the row labelled by it, not a place in a ranking", () => {
    expect(ask("O que a segunda etapa vai entregar?")).toContain("Troca dos rolamentos");
    // Without an order in the labels, an ordinal is a place in the ranking.
    const [, second] = [...SECTORS].sort((a, b) => b.availability - a.availability);
    expect(ask("Qual é o segundo setor em disponibilidade?")).toContain(`setor ${second?.name} é segundo`);
  });

  it("a percentage asked over a sentence that states it is read, not computed from the sentence's other figures", () => {
    const [before, after, stated] = [14.0, 9.8, 30];
    const percent = ask("De quantos por cento caiu o tempo médio de parada?");
    expect(percent).toContain(`${stated}%`);
    expect(percent).not.toContain(ptBr(round(before - after)));
    expect(ask("Quantas horas o tempo médio de parada caiu?")).toContain(ptBr(round(before - after)));
  });

  it("a cost asked of something no source prices is not answered with what the sources say of it", () => {
    expect(ask("Quanto custaram as bombas reservas do almoxarifado central?")).toMatch(new RegExp(`^${NOTHING_FOUND}`));
    // Priced, it is answered.
    expect(ask("Quanto custam os motores de alto rendimento?")).toContain("540");
  });

  it("a header that is a question, not a noun, is written as a label", () => {
    const reply = ask("Quem aprova a compra de rolamentos de reserva?");
    expect(reply).toContain("quem aprova: Gerência de Manutenção");
    expect(reply).not.toMatch(/\b[Oo] quem\b/);
  });
});
