import { describe, expect, it } from "vitest";
import { answerOver } from "#tests/support/agent-documents.ts";

/**
 * A row whose name gives the unit of its figures ("Tempo de resposta a vazamento (h)"): a cell read from it is written
 * with that unit. A document written for this test.
 */
const INDICATORS = `# Contrato nº 15/2027 — Manutenção de redes

## Indicadores de desempenho

| Indicador | Meta | Resultado de março |
|---|---|---|
| Tempo de resposta a vazamento visível (h) | até 6 | 7,5 |
| Repavimentação após reparo (dias) | até 3 | 2 |
| Ordens encerradas no prazo (%) | mínimo 95 | 91 |
`;

const ask = answerOver(INDICATORS, "contrato-manutencao-redes.md");

describe("a figure in a row that names its unit", () => {
  it("is written with the row's unit", () => {
    expect(ask("Que meta o contrato fixa para o tempo de resposta a vazamento visível?")).toContain("até 6 h");
    expect(ask("Em março, que resultado teve a repavimentação após reparo?")).toMatch(/\b2 dias\b/u);
  });

  it("writes a percentage row's figure with its sign", () => {
    expect(ask("Ordens encerradas no prazo: que meta o contrato fixa?")).toContain("mínimo 95%");
  });
});
