import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { answerFromTables } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * Two readings of where an answer is, over documents written for this test: a long name weighs as one name, and a
 * sentence that leads into a list is answered with the list.
 */
describe("a name of several words weighs as one name", () => {
  const REPORT = `# Relatório de inspeção das estações elevatórias

## Quadro de estações

| Estação | Município | Bombas (nº) | Ano de instalação |
| --- | --- | --- | --- |
| EEE-07 Várzea dos Buritis | Porto Anil | 3 | 1994 |
| EEE-09 Chapada do Jenipapo | Porto Anil | 2 | 2008 |

## Recomendações

Operar a EEE-07 com uma bomba de reserva ligada até a troca do quadro elétrico, prevista para março.
`;
  const passages = passagesOf(REPORT, "relatorio-elevatorias.md");

  it("a sentence that names the station by its code and holds what is asked outranks the row that repeats its name", () => {
    const reply = composeAnswer(
      "Como a EEE-07 Várzea dos Buritis deve operar até a troca do quadro elétrico?",
      passages,
      [],
    );
    expect(reply).toMatch(/^Operar a EEE-07 com uma bomba de reserva/);
  });

  it("a question of the row's own figures is still the row's", () => {
    const reply = composeAnswer("Em que ano foi instalada a EEE-09 Chapada do Jenipapo?", passages, []);
    expect(reply).toContain("2008");
  });
});

describe("a sentence that leads into a list", () => {
  const CONTRACT = `# Contrato de remoção de resíduos das estações

## Cláusula 3 — Prazos

Prazos para a remoção de cada contêiner cheio, contados do aviso do operador:

- ETA Norte: até 6 horas, por não ter pátio de espera;
- demais estações: até 18 horas.
`;
  const passages = passagesOf(CONTRACT, "contrato-residuos.md");

  it("is answered with the list it leads into", () => {
    const reply = composeAnswer("Oi! Qual é o prazo para a remoção de um contêiner cheio na ETA Norte?", passages, []);
    expect(reply).toContain("ETA Norte: até 6 horas");
  });
});

describe("words the stemmer keeps apart", () => {
  const CONTRACT = `# Contrato de recomposição de pavimentos

## Objeto

Recomposição de pavimentos (asfalto e paralelepípedo) nas valas abertas pela companhia para reparo de redes.

## Prazos

Em vias arteriais e corredores de ônibus, a recomposição definitiva deve estar concluída em até 48 horas após a liberação da vala.

Nas vias locais, a recomposição definitiva deve estar concluída em até 10 dias corridos.

## Garantia

A contratada responde pela qualidade do pavimento por 2 anos.
`;
  const passages = passagesOf(CONTRACT, "contrato-pavimentos.md");

  it("a singular in '-al' ('via arterial') finds the plural the document writes ('vias arteriais')", () => {
    const reply = composeAnswer("Qual o prazo para a contratada recompor o asfalto de uma via arterial?", passages, []);
    expect(reply).toContain("48 horas");
    expect(reply).not.toContain("10 dias");
  });
});

describe("a year after 'até' is a time, not a bound on a table's figures", () => {
  const PLAN = `# Plano de sistemas de poços — 2027–2030

## Objetivo

Elevar de 38% para 70% a parcela da população rural atendida por sistemas de poços até dezembro de 2030.

## Orçamento por ano (R$ mil)

| Componente | 2027 | 2028 | 2029 | 2030 |
|---|---|---|---|---|
| Perfuração de poços | 900 | 1.200 | 1.100 | 800 |
| Redes curtas | 400 | 650 | 700 | 500 |
`;
  const passages = passagesOf(PLAN, "plano-pocos.md");

  it("'a meta … até 2030' keeps no rows 'de no máximo 2.030', and is answered by the objective", () => {
    const question = "Qual a meta de cobertura rural do plano, até 2030?";
    expect(answerFromTables(question, passages) ?? "").not.toContain("no máximo 2.030");
    expect(composeAnswer(question, passages, [])).toContain("70%");
  });
});

describe("an organisation asked is named by more than a list item's first word", () => {
  const PLAN = `# Plano de troca de hidrômetros — 2031

## Objetivo
Trocar 12.000 hidrômetros com mais de dez anos de uso nos bairros da zona norte.

## Riscos
- Atraso na entrega dos hidrômetros, cuja fabricação leva 90 dias após o pedido.
- Recusa de moradores em abrir o portão para a equipe de troca.

## Compras
A Medidora Paranaense fornecerá os registros de fecho das caixas.
`;
  const passages = passagesOf(PLAN, "plano-hidrometros.md");

  it("no item or sentence names a maker of the meters: refused", () => {
    expect(composeAnswer("Qual fabricante vai fornecer os hidrômetros do plano?", passages, [])).toMatch(
      /^Não encontrei/,
    );
  });

  it("a company named in a sentence still answers what it supplies", () => {
    expect(composeAnswer("Que empresa fornece os registros de fecho das caixas?", passages, [])).toContain(
      "Medidora Paranaense",
    );
  });
});
