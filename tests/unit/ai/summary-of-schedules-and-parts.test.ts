import { describe, expect, it } from "vitest";
import { summarize } from "#core/ai/answer/summarize.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A training week and its costs, written for this test: a schedule keyed by its dates (two events a day) and a table
 * of costs with a column per team and their "Total".
 */
const ACTIVITIES = [
  ["09/03/2027", "Abertura e palestra sobre afogamentos em reservatórios", "100"],
  ["09/03/2027", "Oficina de nós e amarrações", "25"],
  ["10/03/2027", "Resgate em poço de visita", "30"],
  ["10/03/2027", "Ventilação de espaços confinados", "30"],
  ["11/03/2027", "Uso de detector de gases", "40"],
  ["11/03/2027", "Encerramento e entrega de certificados", "100"],
];
const WEEK = `# Semana de treinamento de resgate — Regional Vale do Urucuia

## Atividades

| Data | Atividade | Vagas |
|---|---|---:|
${ACTIVITIES.map((row) => `| ${row.join(" | ")} |`).join("\n")}

## Custos

| Despesa | Equipe Norte | Equipe Sul | Total |
|---|---:|---:|---:|
| Equipamentos | R$ 4.200,00 | R$ 3.900,00 | R$ 8.100,00 |
| Alimentação | R$ 1.150,00 | R$ 1.050,00 | R$ 2.200,00 |
| **Total** | **R$ 5.350,00** | **R$ 4.950,00** | **R$ 10.300,00** |
`;

describe("a summary of a schedule and of a table of parts", () => {
  const summary = summarize("Resuma a semana de treinamento.", passagesOf(WEEK, "semana-resgate.md"), "semana");

  it("names each day's events by what happens, dated, and adds up their column", () => {
    expect(summary).toContain("Resgate em poço de visita, 10/03/2027 (30)");
    expect(summary).toContain("325 no total");
  });

  it("reads a table of parts by its Total column, not by the first part's", () => {
    expect(summary).toContain("Equipamentos (R$ 8.100,00)");
    expect(summary).toContain("Total (R$ 10.300,00)");
    expect(summary).not.toContain("R$ 4.200,00");
  });
});
