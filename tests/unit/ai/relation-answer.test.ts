import { describe, expect, it } from "vitest";
import { leansOnContext } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A relation asked of what the conversation is about ("Por qual motivo?", "Até que data?"), on a document written for
 * this test (a fictional pumping station's monthly note): the answering sentence states the relation in its own form
 * (a cause's connective, a date, a column named by the relation), not in the question's word.
 */
const NOTE = `# Nota mensal da elevatória Capivari de Cima — agosto de 2031

## Paradas

| Conjunto | Horas paradas | Causa principal |
|---|---:|---|
| CMB-1 | 14 | Rolamento travado |
| CMB-2 | 0 | — |

O bombeamento ficou reduzido entre 3 e 5 de agosto devido ao entupimento da grade de entrada pela folhagem.

## Vazão

A vazão média recalcada em agosto foi de 410 m³/h, a menor do ano.
A queda da vazão recalcada decorreu do desgaste dos rotores do CMB-1, trocados em setembro.

## Encaminhamentos

Heloísa Brandimarte recebeu a tarefa de revisar o plano de limpeza das grades até 22 de setembro de 2031.
A compra de um gerador reserva foi adiada para o orçamento de 2032.
`;
const passages = passagesOf(NOTE, "nota-elevatoria.md");

describe("a relation asked of the conversation's subject", () => {
  it("leans on the last turn when every content word names a relation, and not otherwise", () => {
    expect(leansOnContext("O que provocou isso?")).toBe(true);
    expect(leansOnContext("Até que data?")).toBe(true);
    expect(leansOnContext("O que é folhagem?")).toBe(false);
    expect(leansOnContext("Qual é o prazo do plano de limpeza?")).toBe(false);
  });

  it("reads a cause from the sentence about the subject that states one", () => {
    const [, cause] = offlineConversation(passages, "Em que dias o bombeamento ficou reduzido?", "E o que provocou?");
    expect(cause).toContain("entupimento da grade");
  });

  it("reads a cause from the column a table names it by, in the subject's row", () => {
    const [, cause] = offlineConversation(passages, "Quantas horas o conjunto CMB-1 ficou parado?", "Por qual motivo?");
    expect(cause).toContain("Rolamento travado");
  });

  it("reads a date from the sentence about the person's task", () => {
    const [, , until] = offlineConversation(
      passages,
      "Quem é Heloísa Brandimarte?",
      "Que tarefa ela recebeu?",
      "Até que data?",
    );
    expect(until).toContain("22 de setembro");
  });

  it("'Por quê?' after a figure is answered by the sentence about it that states a cause, not the figure again", () => {
    const [, why] = offlineConversation(passages, "De quanto foi a vazão média recalcada em agosto?", "Por quê?");
    expect(why).toContain("desgaste dos rotores");
  });

  it("keeps a best sentence that already states the cause asked", () => {
    const [why = ""] = offlineConversation(passages, "Por que o bombeamento ficou reduzido no começo de agosto?");
    expect(why).toContain("entupimento da grade");
    expect(why).not.toContain("rotores");
  });

  it("does not answer with a relation of something else when the subject states none", () => {
    const [, cause] = offlineConversation(
      passages,
      "A compra do gerador reserva foi adiada para quando?",
      "Qual o motivo?",
    );
    expect(cause).not.toContain("entupimento");
    expect(cause).not.toContain("Rolamento");
  });
});
