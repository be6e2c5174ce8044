import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A rate per a span of time and a span of that kind in one sentence give the amount asked in the rate's unit: their
 * product. A report written for this test.
 */
const REPORT = `# Relatório de Descarga de Rede — Setor Alto Jequitibá

## Descarga

A equipe abriu o registro de descarga por 6 horas, a uma vazão média de 18 m³/h, até a água sair com turbidez abaixo de 1 uT.

## Energia

A bomba de reforço trabalhou 3 dias seguidos, consumindo 95 kWh/dia.
`;
const passages = passagesOf(REPORT, "relatorio-descarga-rede.md");

describe("a rate times the span it is per", () => {
  it("in cubic metres per hour over hours", () => {
    const [reply] = offlineConversation(
      passages,
      "Oi! Quantos metros cúbicos de água saíram na descarga, mais ou menos?",
    );
    // 6 × 18
    expect(reply).toContain("108 m³");
  });

  it("in kilowatt-hours per day over days, not mixing the other sentence's span", () => {
    const [reply] = offlineConversation(passages, "Quantos kWh a bomba de reforço consumiu no total?");
    // 3 × 95
    expect(reply).toContain("285 kWh");
  });
});
