import { describe, expect, it } from "vitest";
import { answeredFigure } from "#core/ai/answer/answered-figure.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Que parcela do total isso representa?" takes "isso" for the figure the last reply gave, whichever word asks the
 * share and wherever "isso" stands, and whether the reply read a table's row of one column or opened with its figure.
 * A programme written for this test.
 */
const PROGRAMME = `# Programa de Eficiência Energética nas Elevatórias — 2027

## Custos por componente

| Componente | Valor |
|---|---:|
| Troca de motores | R$ 420 mil |
| Inversores de frequência | R$ 180 mil |
| Telemetria de consumo | R$ 150 mil |
| Total | R$ 750 mil |

## Contrato de consultoria

O contrato de consultoria custa R$ 96.000,00 no total, assim composto:

- R$ 72.000,00 de diagnóstico energético das 14 elevatórias;
- R$ 24.000,00 de capacitação dos operadores.
`;
const passages = passagesOf(PROGRAMME, "programa-eficiencia.md");

describe("the share of a figure the last reply gave", () => {
  it("read from a table's row of one column, the share word before 'isso'", () => {
    const [, share] = offlineConversation(
      passages,
      "Bom dia! Quanto o programa destina aos inversores de frequência?",
      "Que parcela do custo total do programa isso representa?",
    );
    // 180 ÷ 750
    expect(share).toContain("24%");
  });

  it("read from a reply that opens with its figure", () => {
    expect(answeredFigure("R$ 72.000,00 de diagnóstico energético das 14 elevatórias [1].")).toBe("R$ 72.000,00");
    expect(answeredFigure("Inversores de frequência — valor: R$ 180 mil. [1]")).toBe("R$ 180 mil");
    // A row read with several columns gives no one figure.
    expect(answeredFigure("Inversores — valor: R$ 180 mil; prazo: 6 meses. [1]")).toBeNull();
  });
});
