import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A row's figures in different measures (a count, hours, cubic metres) are never added up; "quanto tempo" reads the
 * column measured in time; a "total" asked of one row named is that row's figure. On a document written for this
 * test (a fictional bulletin of pump stoppages); expected figures come from the data below.
 */
const STATIONS = [
  { name: "EAT-02 Bananal", stops: 3, hours: 7.5, volume: 1240 },
  { name: "EAT-05 Pindorama", stops: 6, hours: 12.0, volume: 2310 },
  { name: "EAT-09 Cerrito", stops: 1, hours: 2.5, volume: 380 },
];
const MONTHS = [
  { month: "Junho", cost: 18_400 },
  { month: "Julho", cost: 22_950 },
  { month: "Agosto", cost: 27_300 },
];
const hours = (value: number) => value.toLocaleString("pt-BR", { minimumFractionDigits: 1 });
const thousands = (value: number) => value.toLocaleString("pt-BR");

const BULLETIN = `# Boletim de paradas das elevatórias de água tratada — agosto

## Paradas por elevatória

| Elevatória | Paradas | Tempo parado (h) | Volume não bombeado (m³) |
|---|---:|---:|---:|
${STATIONS.map((s) => `| ${s.name} | ${s.stops} | ${hours(s.hours)} | ${thousands(s.volume)} |`).join("\n")}
| **Total** | **${STATIONS.reduce((sum, s) => sum + s.stops, 0)}** | **${hours(STATIONS.reduce((sum, s) => sum + s.hours, 0))}** | **${thousands(STATIONS.reduce((sum, s) => sum + s.volume, 0))}** |

## Custo mensal de manutenção corretiva

| Mês | Custo de manutenção (R$) |
|---|---:|
${MONTHS.map((m) => `| ${m.month} | ${thousands(m.cost)},00 |`).join("\n")}
`;

const passages = passagesOf(BULLETIN, "boletim-paradas.md", 1);

describe("figures of a row in different measures", () => {
  it("a total in one measure adds that column, not the count and the hours of the total row", () => {
    const hoursInAll = STATIONS.reduce((sum, s) => sum + s.hours, 0);
    const stopsInAll = STATIONS.reduce((sum, s) => sum + s.stops, 0);
    const reply = composeAnswer("Quanto tempo as paradas duraram no total, somando as elevatórias?", passages);
    expect(reply).toContain(`${hoursInAll} h`);
    expect(reply).not.toContain(`${hoursInAll + stopsInAll} h`);
  });

  it("'quanto tempo' reads the column measured in time, not the count its verb also names", () => {
    const [first] = STATIONS;
    const reply = composeAnswer("Bom dia! E quanto tempo duraram as paradas da EAT-02 Bananal?", passages);
    expect(reply).toContain(hours(first?.hours ?? 0));
    expect(reply).not.toContain(`paradas, ${first?.stops}`);
  });

  it("a total asked of one month named is that month's figure", () => {
    const july = MONTHS[1];
    const reply = composeAnswer("Qual foi o custo total de manutenção em julho, por favor?", passages);
    expect(reply).toContain(thousands(july?.cost ?? 0));
    expect(reply).not.toContain(thousands(MONTHS.reduce((sum, m) => sum + m.cost, 0)));
  });
});
