import { describe, expect, it } from "vitest";
import { answerFromTables } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * The winner of a superlative over a table keyed by a date or a code is told by its own words too: its short text
 * cells with their headers (where, what happened), not the date alone. A table whose rows write nothing but their key
 * and figures gets no such line. On a log written for this test.
 */
const EVENTS: [string, string, string, number][] = [
  ["03/05/2027", "Estação elevatória EE-07", "queda de energia por 6 horas", 8_400],
  ["12/05/2027", "Reservatório apoiado R-2", "extravasamento durante a madrugada", 21_300],
  ["28/05/2027", "Booster Vila Rica", "rompimento do mangote de sucção", 5_150],
];
const LOG = `# Registro de falhas operacionais de maio

| Data | Unidade | Falha | Custo (R$) |
|---|---|---|---:|
${EVENTS.map(([date, unit, failure, cost]) => `| ${date} | ${unit} | ${failure} | ${cost.toLocaleString("pt-BR")} |`).join("\n")}
`;
const TOTALS = `# Custos por mês

| Mês | Custo (R$) |
|---|---:|
| Abril | 12.000 |
| Maio | 34.850 |
`;

describe("the winner of a superlative", () => {
  it("is described by its row's own words", () => {
    const [, unit, failure] = EVENTS[1] ?? ["", "", ""];
    const reply =
      answerFromTables("Olá! Qual foi a falha mais cara de maio, e onde foi?", passagesOf(LOG, "registro.md")) ?? "";
    expect(reply).toContain(unit);
    expect(reply).toContain(failure);
  });

  it("gets no description where its table writes none", () => {
    const reply = answerFromTables("Qual mês teve o maior custo?", passagesOf(TOTALS, "custos.md")) ?? "";
    expect(reply).toContain("Maio");
    expect(reply).not.toContain(" — ");
  });
});
