import { describe, expect, it } from "vitest";
import { type PriorTurn, standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** Questions written for this test, each followed by the ellipsis a person types next. */
const after = (question: string): PriorTurn => ({ question, answer: "Conforme o documento [1].", documentIds: [] });
const resolved = (ellipsis: string, question: string) => standaloneQuestion(ellipsis, after(question)).text;

describe("an ellipsis takes the place of one part of the last question", () => {
  it("'numa' is 'em' with an article: its phrase is the one swapped", () => {
    expect(resolved("E numa rua de terra?", "Em quantos dias a equipe deve tapar a vala numa avenida asfaltada?")).toBe(
      "Em quantos dias a equipe deve tapar a vala numa rua de terra?",
    );
  });

  it("an adjective of the ellipsis's own form after the phrase's noun goes with the phrase", () => {
    expect(resolved("E com as corretivas?", "Quanto a regional gastou com as manutenções preventivas em 2025?")).toBe(
      "Quanto a regional gastou com as corretivas em 2025?",
    );
    expect(resolved("E nas realizadas?", "Quantas horas somaram nas vistorias programadas em junho?")).toBe(
      "Quantas horas somaram nas realizadas em junho?",
    );
  });

  it("a name joined by 'do' or 'da' is replaced whole", () => {
    expect(resolved("E nas demais estações?", "Quantas horas a bomba parou na estação Lajeado do Norte em maio?")).toBe(
      "Quantas horas a bomba parou nas demais estações em maio?",
    );
  });

  it("'E hoje?' drops a time written with 'antes de' or 'a partir de'", () => {
    expect(resolved("E hoje?", "Qual tabela de preços vigorava antes de março de 2025?")).toBe(
      "Qual tabela de preços vigorava hoje?",
    );
    expect(resolved("E hoje?", "Qual horário o posto adotou a partir de julho de 2024?")).toBe(
      "Qual horário o posto adotou hoje?",
    );
  });

  it("one verb swaps the verb of the same tense", () => {
    expect(resolved("E recebeu?", "Quantas toneladas o aterro Pedra Lisa enviou em agosto?")).toBe(
      "Quantas toneladas o aterro Pedra Lisa recebeu em agosto?",
    );
  });

  it("a noun both write: its phrase, complements and all, is replaced", () => {
    expect(resolved("E as outras compras no exterior?", "Quem autoriza compra de medidor importado?")).toBe(
      "Quem autoriza as outras compras no exterior?",
    );
    // The noun with an adjective and no complement of its own keeps the last question's complements.
    expect(resolved("E o custo anual?", "Qual é o custo inicial do serviço de poda da orla?")).toBe(
      "Qual é o custo anual do serviço de poda da orla?",
    );
    // A name after the noun is the entity swap's: the noun stays, the name changes.
    expect(resolved("E o lote C?", "Qual é o prazo de entrega do lote B?")).toBe(
      "Qual é o prazo de entrega do lote C?",
    );
  });

  it("'E a da X?' asks the last question's noun of another thing, leaving its other complements", () => {
    expect(resolved("E a da adutora nova?", "Qual foi a pressão média da adutora antiga do bairro Remanso?")).toBe(
      "Qual foi a pressão da adutora nova?",
    );
  });
});

describe("a quantity stated by its unit", () => {
  const REPORT = `# Relatório da estação de bombeamento Cerro Azul

## Conjuntos instalados

O conjunto principal trabalha com 85 L/s e o reserva fica desligado.

## Expansão

Projetar a segunda linha de recalque de 120 L/s, com espaço para um terceiro conjunto.

A obra da segunda linha começa depois da licença ambiental.
`;
  const passages = passagesOf(REPORT, "relatorio-cerro-azul.md");

  it("'a vazão da segunda linha' is the sentence with a figure in L/s, though it never writes 'vazão'", () => {
    const [flow] = offlineConversation(passages, "Qual será a vazão da segunda linha de recalque?");
    expect(flow).toContain("120 L/s");
  });
});

describe("an aggregate asked of the thing the last question named", () => {
  it("'E a média dele?' puts the aggregate in the place of the last question's head noun", () => {
    const prior: PriorTurn = {
      question: "Qual foi o pico de cloro medido no reservatório Alto Capim?",
      answer: "O cloro máximo do reservatório Alto Capim é 2,4 mg/L [3].",
      documentIds: [],
    };
    expect(standaloneQuestion("E a média dele?", prior).text).toBe(
      "Qual foi a média de cloro medido no reservatório Alto Capim?",
    );
  });
});

describe("the rows a column's reading named", () => {
  const TABLE = `## Reservatórios da zona alta

| Reservatório | Cloro médio (mg/L) | Cloro máximo (mg/L) | Volume (m³) |
|---|---:|---:|---:|
| Alto Capim | 1,1 | 2,4 | 800 |
| Pedra Lascada | 0,9 | 1,7 | 1.200 |
| Vista Serena | 1,4 | 2,9 | 650 |
`;
  const passages = passagesOf(TABLE, "reservatorios-zona-alta.md");

  it("'o segundo' after 'Cloro médio por reservatório: A, 1,1; B, 0,9' is B", () => {
    const prior: PriorTurn = {
      question: "Quais reservatórios têm cloro médio abaixo de 1,2?",
      answer: "Cloro médio por reservatório: Alto Capim, 1,1; Pedra Lascada, 0,9 [1].",
      documentIds: [],
    };
    expect(standaloneQuestion("Qual é o volume do segundo?", prior).text).toBe("Qual é o volume de Pedra Lascada?");
  });

  it("'a média de cloro' of a named row is its 'Cloro médio' cell, not the mean of the column", () => {
    const [mean = ""] = offlineConversation(passages, "Qual foi a média de cloro no reservatório Vista Serena?");
    expect(mean).toContain("1,4 mg/L");
    expect(mean).not.toContain("/ 3");
  });
});

describe("a new noun asked of what the last question measured", () => {
  it("'dele' after a measure is the thing measured, not the measure", () => {
    expect(resolved("E o reajuste dele?", "Qual o preço do convênio de poda?")).toBe(
      "Qual o reajuste do convênio de poda?",
    );
  });

  it("a new noun with its own complement is a question of its own; a pronoun for a restricted phrase keeps the swap", () => {
    const named: PriorTurn = {
      question: "Qual é o teto do crédito do Banco Ipê previsto no programa?",
      answer: "Crédito do Banco Regional Ipê (BRI) — limite: R$ 900 mil. [1]",
      documentIds: [],
    };
    expect(standaloneQuestion("E as taxas dele?", named).text).toMatch(/^Quais são as taxas d[eo] .*Ipê/u);
    const restricted = standaloneQuestion(
      "E a área deles?",
      after("Somando só os lotes com frente de 12 m, qual foi a quantidade vendida no ano?"),
    ).text;
    expect(restricted).toContain("12 m");
  });
});

describe("a count whose verb follows 'quantos' at once", () => {
  it("counts what the last question counted, its noun phrase as written", () => {
    expect(resolved("E quantas existem no bairro hoje?", "Quantas ligações clandestinas a vistoria encontrou?")).toBe(
      "Quantas ligações clandestinas existem no bairro hoje?",
    );
    expect(resolved("Então quantos sobram para 2035?", "Quantos hidrantes de coluna o programa troca?")).toBe(
      "Quantos hidrantes de coluna sobram para 2035?",
    );
  });
});

describe("'E por X?' after a question with no phrase of 'por'", () => {
  it("adds the measure to the last question instead of putting it in place of its subject", () => {
    expect(resolved("E por sócio?", "Quanto custa a mensalidade do clube de campo para quem entrou em 2031?")).toBe(
      "Quanto custa a mensalidade do clube de campo para quem entrou em 2031, por sócio?",
    );
  });
});
