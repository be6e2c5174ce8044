import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf, priorTurn } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "E a X dele?" after a question of a measure or a deadline of a thing asks another measure of that thing: a deadline
 * has no availability, a measure no one responsible. A service-level annex written for this test.
 */
const ANNEX = `# Anexo de níveis de serviço dos rádios de telemetria

| Equipamento | Tempo máximo de troca | Disponibilidade anual exigida |
|---|---:|---:|
| Rádio 5G de campo | 6 horas | 99,2% |
| Rádio UHF de reservatório | 48 horas | 96,5% |
`;

describe("a pronoun after a measure of a thing stands for the thing", () => {
  it("a deadline's thing, with the code that names it", () => {
    const prior = priorTurn(
      "Qual é o prazo de troca de um rádio 5G de campo?",
      "O tempo máximo de troca do Rádio 5G de campo é 6 horas [1].",
    );
    expect(standaloneQuestion("E a disponibilidade anual dele?", prior).text).toBe(
      "Qual é a disponibilidade anual do rádio 5G de campo?",
    );
  });

  it("a measure's thing, and the answer read from its row", () => {
    const replies = offlineConversation(
      passagesOf(ANNEX, "anexo-radios.md"),
      "Olá, o prazo de troca de um rádio UHF de reservatório vai até quantas horas?",
      "E a disponibilidade exigida dele por ano?",
    );
    expect(replies[1]).toContain("96,5%");
  });
});

describe("a pronoun stands for the whole phrase, its counted complement kept", () => {
  it("'uma locação de 12 horas' keeps 'de 12 horas'", () => {
    const prior = priorTurn(
      "Quem autoriza uma locação de 12 horas do caminhão sugador?",
      "Locação do caminhão sugador Até 24 horas — quem autoriza: supervisor de redes [1].",
    );
    expect(standaloneQuestion("Com que prazo ela precisa ser pedida?", prior).text).toBe(
      "Com que prazo a locação de 12 horas precisa ser pedida?",
    );
  });
});
