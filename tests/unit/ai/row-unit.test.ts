import { describe, expect, it } from "vitest";
import { answerOver, passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

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

/** Two rows in one unit, a third in another: what two of them add up to is in their unit. */
const SUPPLY = `# Plano de reforço do abastecimento de Porto Jatobá — 2027–2028

| Fonte | Hoje | Após a obra |
|---|---:|---:|
| Captação no rio Tapuirama (L/s) | 120 | 95 |
| Poços do aquífero (L/s) | 40 | 70 |
| Energia do bombeamento (MWh/mês) | 310 | 365 |
| Dias com racionamento por ano | 38 | 5 |
`;

describe("figures of rows that name one unit", () => {
  it("are added up in that unit", () => {
    const [reply] = offlineConversation(
      passagesOf(SUPPLY, "plano-reforco-abastecimento.md"),
      "Olá! Somando a captação no rio e os poços, quanto a cidade terá após a obra?",
    );
    expect(reply).toContain(`${95 + 70} L/s`);
  });

  it("writes a whole number of a row named by the plural noun it counts with that noun", () => {
    const [reply] = offlineConversation(
      passagesOf(SUPPLY, "plano-reforco-abastecimento.md"),
      "Depois da obra, a cidade ainda terá quantos dias de racionamento? Pergunto pela associação de moradores.",
    );
    expect(reply).toMatch(/\b5 dias\b/);
  });
});
