import { describe, expect, it } from "vitest";
import { askedQuestion } from "#core/ai/answer/asked-question.ts";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * Words that say when or which but never what ("vai ser", "deste ano", "nessa semana"), and a share asked as
 * "parcela", over a document written for this test: none of them may make a stated answer look absent.
 */
const REPORT = `# Relatório anual da brigada de incêndio — Unidade Serra Clara

## Eventos
A Feira de Prevenção da unidade será realizada de 8 a 10 de junho de 2027, no pátio da estação de tratamento.
O treinamento de abandono do prédio acontece sempre na primeira semana de agosto.

## Recursos
Quarenta por cento do orçamento da brigada virão do convênio com o corpo de bombeiros estadual; o restante sai do
caixa da unidade.

## Equipamentos
A unidade mantém 64 extintores e 12 hidrantes, vistoriados a cada seis meses.
`;
const passages = passagesOf(REPORT, "relatorio-brigada.md");
const documents = [{ id: "relatorio-brigada.md", name: "relatorio-brigada.md" }];
// As the agent reads a message: the question cut out of its greeting and reason first.
const ask = (message: string) => composeAnswer(askedQuestion(message).text, passages, documents);

describe("function words and share nouns", () => {
  it("'quando vai ser … deste ano' is answered with the dates the document states", () => {
    expect(ask("Oi! Quando vai ser a Feira de Prevenção deste ano? Preciso avisar o pessoal do turno.")).toContain(
      "8 a 10 de junho",
    );
  });

  it("'qual parcela' is met by a percentage written in words", () => {
    expect(ask("Qual parcela do orçamento da brigada vem do convênio com os bombeiros?")).toContain(
      "Quarenta por cento",
    );
  });

  it("a question those words wrap but the document does not answer is still refused", () => {
    expect(ask("Quando vai ser a vistoria do para-raios deste ano?")).toMatch(/^Não encontrei/);
  });
});
