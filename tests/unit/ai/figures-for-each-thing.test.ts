import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Figures a sentence gives per thing, over a pumping station's memorial written for this test: a figure for each of
 * several things times how many the question adds up, a quantity over the size of the thing it comes in, and figures
 * of two measures never added. Every expected figure is computed here from the document's own numbers.
 */
const PUMP = { flow: 38, power: 60, running: 2, all: 3 };
const CHLORINE = { yearly: 10_800, cylinder: 900, other: 11_000 };
const MEMORIAL = `# Memorial descritivo da estação elevatória Ipê Roxo

## Conjuntos motobomba

A estação terá três conjuntos motobomba iguais, dois em operação e um de reserva, cada um com vazão nominal de ${PUMP.flow} L/s e motor de ${PUMP.power} cv.

## Desinfecção

O consumo anual estimado de cloro gasoso é de ${CHLORINE.yearly.toLocaleString("pt-BR")} kg, fornecido em cilindros de ${CHLORINE.cylinder} kg.

## Operação

A estação será operada a distância pelo centro de controle da regional, com visitas semanais da equipe de manutenção.
`;
const passages = passagesOf(MEMORIAL, "memorial.md");
const count = (value: number) => value.toLocaleString("pt-BR");

describe("a figure for each thing", () => {
  it("times how many the question adds up, the figure the question's words lead to", () => {
    const [flow, power] = offlineConversation(
      passages,
      "Oi! Qual é a vazão somada dos dois conjuntos em operação? É para o relatório.",
      "E qual é a potência somada dos motores dos três conjuntos?",
    );
    expect(flow).toContain(`${count(PUMP.running * PUMP.flow)} L/s`);
    expect(power).toContain(`${count(PUMP.all * PUMP.power)} cv`);
  });

  it("never adds two figures of different measures", () => {
    const [reply] = offlineConversation(passages, "Quanto somam os dois conjuntos em operação juntos?");
    expect(reply).not.toContain(`${count(PUMP.flow + PUMP.power)}`);
  });
});

describe("a quantity over the size of the thing it comes in", () => {
  it("counts the things, and rounds up when the last one is not full", () => {
    const [stated, given] = offlineConversation(
      passages,
      "De quantos cilindros de cloro a estação precisa por ano?",
      `Se o consumo fosse de ${count(CHLORINE.other)} kg, quantos cilindros seriam?`,
    );
    expect(stated).toContain(`${count(CHLORINE.yearly / CHLORINE.cylinder)} cilindros`);
    expect(given).toContain(`${count(Math.ceil(CHLORINE.other / CHLORINE.cylinder))} cilindros`);
  });
});
