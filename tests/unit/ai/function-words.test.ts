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

/** The verb between "qual" and the noun asked may be any form of ser, estar or ficar, or a periphrasis of them. */
const MINUTES = `# Ata da reunião de valores de campo — Unidade Serra Clara

## Valores revistos
A comissão revisou os valores pagos às equipes de campo e aprovou os novos valores abaixo, válidos a partir de março.

| Item | Valor anterior | Valor aprovado |
|---|---|---|
| Diária de campo | R$ 85,00 | R$ 97,00 |
| Ajuda de custo de mudança | R$ 2.400,00 | R$ 2.750,00 |
| Adicional de sobreaviso | 15% | 20% |
`;
const minutes = passagesOf(MINUTES, "ata-valores.md");
const askMinutes = (message: string) =>
  composeAnswer(askedQuestion(message).text, minutes, [{ id: "ata-valores.md", name: "ata-valores.md" }]);

describe("the verb between the interrogative and the noun asked", () => {
  it("'ficou sendo', 'acabou sendo' and 'ficou' ask the noun after them, as 'é' does", () => {
    expect(askMinutes("Olá! Qual ficou sendo a ajuda de custo de mudança aprovada? Vou me mudar em abril.")).toContain(
      "R$ 2.750,00",
    );
    expect(askMinutes("Qual acabou sendo o adicional de sobreaviso aprovado?")).toContain("20%");
    expect(askMinutes("Qual ficou a diária de campo aprovada?")).toContain("R$ 97,00");
  });

  it("an item the minutes do not list is still refused after the same verbs", () => {
    expect(askMinutes("Qual ficou sendo o auxílio-funeral aprovado?")).toMatch(/^Não encontrei/);
  });
});
