import { describe, expect, it } from "vitest";
import { flowOverSpan } from "#core/ai/answer/flow-over-span.ts";
import { stateSpan } from "#core/ai/answer/state-span.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * How long a thing stood stopped, and what its flow would have carried meanwhile, over a pump-station maintenance log
 * written for this test: the stop's moment and the restart's, in two sentences that name the station by one code; the
 * flow the reply found states, times the span the last reply gave, its units converted.
 */
const LOG = `# Registro de manutenção — Elevatória EEB-12 Serra do Junco

## Parada para troca do rotor

A elevatória EEB-12 foi desligada às 22:15 de 03/05/2031 para a troca do rotor da bomba 2. A vazão de projeto da elevatória é de 150 L/s.

Depois do teste de estanqueidade, a EEB-12 voltou a operar às 09:45 de 04/05/2031.

## Turno da equipe

A equipe trabalhou das 22:00 às 06:00 e foi substituída pela equipe do dia.
`;

const passages = passagesOf(LOG, "manutencao-eeb-12.md");

describe("a stopped state's length", () => {
  it("runs from the stop's moment to the restart's, across midnight", () => {
    const reply = stateSpan("Quanto tempo a elevatória ficou parada?", passages);
    expect(reply).toContain("11 h 30 min");
    expect(reply).toContain("de 22:15 de 03/05/2031 a 09:45 de 04/05/2031");
  });

  it("reads nothing when no stopped state is asked", () => {
    expect(stateSpan("Quanto tempo a equipe trabalhou?", passages)).toBeNull();
  });
});

describe("a flow over the span just given", () => {
  it("is the flow times the span, in the volume asked", () => {
    const previous = "São 11 h 30 min (11,5 h): de 22:15 de 03/05/2031 a 09:45 de 04/05/2031 [2].";
    const found = "A vazão de projeto da elevatória é de 150 L/s. [2]";
    const question = "Pela vazão de projeto, a elevatória deixou de bombear quantos m³ nesse período?";
    expect(flowOverSpan(question, found, previous)).toContain("6.210 m³");
    expect(flowOverSpan("Quantos litros a bomba recalca por segundo?", found, previous)).toBeNull();
  });

  it("answers both turns in a conversation", () => {
    const replies = offlineConversation(
      passages,
      "Quanto tempo a elevatória EEB-12 ficou parada para a troca do rotor?",
      "Pela vazão de projeto, a elevatória deixou de bombear quantos m³ nesse período?",
    );
    expect(replies[0]).toContain("11 h 30 min");
    expect(replies[1]).toContain("6.210 m³");
  });
});
