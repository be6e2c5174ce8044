import { describe, expect, it } from "vitest";
import { shareOfTwo } from "#core/ai/answer/share-of-two.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A share asked of two figures no cell relates: the reply that gives both gets the smaller over the larger, with its
 * division. A bulletin written for this test.
 */
const BULLETIN = `# Boletim operacional do sistema Serra Alta — 2027

## Indicadores do ano

| Indicador | 2026 | 2027 |
|---|---:|---:|
| Água tratada na ETA Serra Alta (mil m³) | 18.240 | 19.100 |
| Água entregue aos reservatórios municipais (mil m³) | 15.870 | 16.235 |
| Extensão de rede renovada (km) | 12,4 | 16,8 |
`;

describe("a share of two figures", () => {
  it("asked as a percentage over a table of both, is the smaller over the larger", () => {
    const [reply] = offlineConversation(
      passagesOf(BULLETIN, "boletim.md"),
      "Bom dia! Que percentual da água tratada na ETA em 2027 foi entregue aos reservatórios municipais?",
    );
    expect(reply).toContain("85%");
    expect(reply).toContain("16.235 mil ÷ 19.100 mil");
  });

  it("is not computed for a change, a reply that states a percentage, or more than two figures", () => {
    const two = "A (mil m³): 18.240; B (mil m³): 15.870 [1].";
    expect(shareOfTwo("Em quantos por cento a água entregue cresceu?", two)).toBeNull();
    expect(shareOfTwo("Que percentual foi entregue?", "Foram entregues 87% da água tratada [1].")).toBeNull();
    expect(shareOfTwo("Que percentual foi entregue?", "Valores: 18.240, 15.870 e 16.235 [1].")).toBeNull();
    expect(shareOfTwo("Quanta água foi entregue?", two)).toBeNull();
    expect(shareOfTwo("Que percentual foi entregue?", two)).toContain("87% de 18.240");
  });

  it("asked as a fraction or a part, as people also ask it", () => {
    const two = "Verba do programa: R$ 250.000,00 [1]. Gasto até junho: R$ 62.500,00 [2].";
    expect(shareOfTwo("Que fração da verba o programa já gastou?", two)).toContain("25% de R$ 250.000,00");
    expect(shareOfTwo("Qual parte da verba já foi usada?", two)).toContain("25%");
    expect(shareOfTwo("Em quantas parcelas foi paga a verba?", two)).toBeNull();
  });

  it("asked as the share by which one figure passes the other, is the excess over the smaller", () => {
    const two = "A caixa d'água comporta 240 m³ e recebeu, no pico, 300 m³ [1].";
    expect(shareOfTwo("Em que percentual o volume do pico excede a capacidade?", two)).toContain(
      "300 está 25% acima de 240: (300 − 240) ÷ 240",
    );
    expect(shareOfTwo("Que percentual da capacidade o pico ocupou?", two)).toContain("80% de 300");
  });
});
