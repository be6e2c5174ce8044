import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { tableAnswerOf } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Ele trabalha em qual cargo?" asks a person's post: the pronoun stands for a person the conversation named, even when the
 * last answer names only an acronym or a table ("do PGR", "na planilha"), or when the person was named a turn earlier.
 * A programme written for this test: actions with their owners, and the owners' posts in a team list.
 */
const PROGRAMME = `# Programa de Gestão de Riscos (PGR) 2027 — Estação Ribeirão Fundo

## Ações

| Ação | Responsável | Custo (R$) | Prazo |
| --- | --- | --- | --- |
| Trocar os sensores de cloro | Heitor Valadares | 74.300 | 30/04/2027 |
| Revisar o plano de emergência | Celina Burgos | 18.900 | 31/03/2027 |
| Treinar a brigada de incêndio | Heitor Valadares | 12.600 | 15/05/2027 |

## Equipe

| Nome | Cargo |
| --- | --- |
| Heitor Valadares | Supervisor de manutenção elétrica |
| Celina Burgos | Técnica de segurança do trabalho |
`;
const passages = passagesOf(PROGRAMME, "pgr-ribeirao-fundo.md");

describe("a person's post asked with a pronoun", () => {
  it("is asked of the person the last question named, not of an acronym the answer wrote", () => {
    const replies = offlineConversation(
      passages,
      "Somando as ações de Heitor Valadares no PGR, quanto custam?",
      "Ele trabalha em qual cargo?",
    );
    expect(replies[1]).toMatch(/supervisor de manutenção elétrica/i);
    expect(replies[1]).toContain("Heitor Valadares");
    // A column headed "Nome" names the row by itself, where the table is read (the post comes from the team list first).
    expect(tableAnswerOf("Qual é o cargo de Heitor Valadares?", passages)?.text).toContain(
      "O cargo de Heitor Valadares",
    );
  });

  it("is asked of the person named a turn earlier when the last turn named none", () => {
    const replies = offlineConversation(
      passages,
      "Quem cuida da revisão do plano de emergência?",
      "Ela precisa ficar pronta em que data?",
      "E o cargo dela, qual é mesmo?",
    );
    expect(replies[0]).toContain("Celina Burgos");
    expect(replies[2]).toMatch(/técnica de segurança do trabalho/i);
  });
});

describe("a pronoun after a question whose name sits in a relative clause", () => {
  it("stands for what the last question asked about, not for the name inside its clause", () => {
    const prior = {
      question: "Qual o valor da multa que a Limpatec tem de pagar por dia de atraso?",
      answer: "A multa por atraso na limpeza é de R$ 2.000,00 por dia. [2] Contratada: Limpatec Saneamento Ltda. [1]",
      documentIds: [],
    };
    const asked = standaloneQuestion("E ela é recolhida em que prazo?", prior);
    expect(asked.text).toMatch(/\ba multa/i);
    expect(asked.text).not.toContain("Limpatec");
  });

  it("still stands for the name when it is what the last question asked about", () => {
    const prior = {
      question: "Qual é a sede da Limpatec?",
      answer: "A Limpatec Saneamento Ltda. tem sede em Campinas. [1]",
      documentIds: [],
    };
    expect(standaloneQuestion("E quando ela foi contratada?", prior).text).toContain("Limpatec");
  });
});

describe("a count asked with nothing named after a question of which row has the most", () => {
  const BULLETIN = `# Boletim de vistorias — agosto

| Distrito | Vistorias |
| --- | --- |
| Bela Aurora | 84 |
| Campo Raso | 131 |
| Lajedo | 97 |
`;
  const bulletin = passagesOf(BULLETIN, "boletim-vistorias.md");

  it("is the count of the row the last answer ranked first", () => {
    const replies = offlineConversation(
      bulletin,
      "Que distrito teve mais vistorias em agosto?",
      "E quantas foram, afinal?",
    );
    expect(replies[0]).toContain("Campo Raso");
    expect(replies[1]).toContain("131");
    expect(replies[1]).not.toContain("84");
  });
});
