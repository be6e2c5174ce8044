import { describe, expect, it } from "vitest";
import { askedQuestion } from "#core/ai/answer/asked-question.ts";
import { NOTHING_FOUND } from "#core/ai/answer/compose-answer.ts";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { decide } from "#core/ai/offline-agent.ts";
import { projectPassages } from "#tests/support/agent-documents.ts";

/** How people wrap a question: greetings, courtesy, a reason, a note, thanks. Written for this test. */
const WRAPPERS: ((question: string) => string)[] = [
  (q) => `Oi! ${q}`,
  (q) => `Bom dia, tudo bem? ${q}`,
  (q) => q.replace(/\?$/, ", por favor?"),
  (q) => `Olá! ${q.replace(/\?$/, ", por gentileza?")}`,
  (q) => `${q} Preciso disso para a reunião de amanhã cedo.`,
  (q) => `${q} Vou levar a informação para a diretoria.`,
  (q) => q.replace(/\?$/, " (estou montando o relatório da semana)?"),
  (q) => `Você poderia me dizer ${q.charAt(0).toLowerCase()}${q.slice(1)}`,
  (q) => `Estou fechando a planilha da semana; ${q.charAt(0).toLowerCase()}${q.slice(1)}`,
  (q) => `${q} Obrigada!`,
];

const QUESTIONS = [
  "Qual é o código de manobra do reservatório Carmo?",
  "Qual é a capacidade do reservatório Bento?",
  "Quem é responsável por publicar o edital de telemetria?",
  "Qual é o teto da compra dos sensores?",
  "Quantas equipes de campo tem o distrito Pedreira?",
];

describe("a question reads the same wrapped as people write it", () => {
  const passages = projectPassages();

  const reply = (message: string) => decide({ documents: [], passages, question: message });

  it.each(QUESTIONS)("%s: every wrapping gets the bare question's answer", (question) => {
    const bare = reply(question);
    expect(bare).not.toEqual({ kind: "answer", text: NOTHING_FOUND });
    for (const wrap of WRAPPERS) expect(reply(wrap(question)), wrap(question)).toEqual(bare);
  });

  it("keeps the question and sets the rest aside", () => {
    const asked = askedQuestion("Qual é a capacidade do reservatório Aurora? Preciso dele para a vistoria de amanhã.");
    expect(asked.text).toBe("Qual é a capacidade do reservatório Aurora?");
    expect(asked.aside).toBe("Preciso dele para a vistoria de amanhã.");
  });

  it("a parenthesis that narrows the question stays in it; one about the asker is set aside", () => {
    expect(askedQuestion("Quantos litros as bombas gastaram (contando as reservas)?").text).toBe(
      "Quantos litros as bombas gastaram, contando as reservas?",
    );
    expect(askedQuestion("Qual foi o consumo de cloro? (só na unidade Bento)").text).toBe(
      "Qual foi o consumo de cloro, só na unidade Bento?",
    );
    const reason = askedQuestion("Qual foi o consumo de cloro (em julho preciso fechar a planilha)?");
    expect(reason.text).toBe("Qual foi o consumo de cloro?");
    expect(reason.aside).toBe("em julho preciso fechar a planilha");
    expect(askedQuestion("Qual foi o consumo de cloro (a gerente pediu)?").text).toBe("Qual foi o consumo de cloro?");
  });

  it("a request frame asks its content; 'se' asks whether", () => {
    expect(askedQuestion("Me diga o nível médio do reservatório Carmo, por favor.").text).toBe(
      "Qual é o nível médio do reservatório Carmo?",
    );
    expect(askedQuestion("Gostaria de saber se o piloto começa pelo distrito Lagoa.").text).toBe(
      "O piloto começa pelo distrito Lagoa?",
    );
  });

  it("a clause after a semicolon that asks nothing is set aside; two that ask, or a list, stay whole", () => {
    const request = askedQuestion(
      "Resuma o relatório de vistoria em duas frases; a gerente pediu um resumo para hoje.",
    );
    expect(request.text).toBe("Resuma o relatório de vistoria em duas frases.");
    expect(request.aside).toBe("A gerente pediu um resumo para hoje.");
    expect(askedQuestion("Qual é a vazão do poço 3; e a do poço 4?").text).toBe(
      "Qual é a vazão do poço 3; e a do poço 4?",
    );
    expect(askedQuestion("Liste o prazo; o valor; o fiscal do contrato.").text).toBe(
      "Liste o prazo; o valor; o fiscal do contrato.",
    );
  });

  it("a message that is only a greeting or thanks is left as written", () => {
    for (const message of ["Oi!", "Bom dia!", "Obrigado!"]) expect(askedQuestion(message).text).toBe(message);
  });

  it("a reason's pronoun after an answered question does not make the question a follow-up", () => {
    const prior = { question: "Qual é a capacidade do reservatório Bento?", answer: "8.500 m³ [1]", documentIds: [] };
    const turn = standaloneQuestion(
      "Qual é o código de manobra do reservatório Carmo? Preciso dele para a manutenção.",
      prior,
    );
    expect(turn.text).toBe("Qual é o código de manobra do reservatório Carmo?");
    expect(turn.followUp).toBe(false);
  });

  it("after a question mark, a sentence that opens like a question but has no mark is its reason", () => {
    const asked = askedQuestion("Qual equipe atende o bairro Jardim? É para a escala de amanhã.");
    expect(asked.text).toBe("Qual equipe atende o bairro Jardim?");
    expect(asked.aside).toContain("escala de amanhã");
    // A request still asks without a mark.
    expect(askedQuestion("Qual é o prazo do edital? Liste também os responsáveis.").text).toContain("Liste");
  });
  it("a request written with a clitic ('me faz', 'me dá') is what is asked; the statement after it is its reason", () => {
    const asked = askedQuestion(
      "Me faz um resumo do contrato de vigilância, por favor. Vou levar para o comitê amanhã.",
    );
    expect(asked.text).toContain("resumo do contrato de vigilância");
    expect(asked.text).not.toContain("Vou levar");
    expect(asked.aside).toContain("Vou levar para o comitê");
    expect(askedQuestion("Me dá os pontos principais da ata, por favor. Vou mandar para a diretoria.").text).toBe(
      "Quais são os pontos principais da ata?",
    );
  });
});

describe("an acknowledgement before the question, and a subject named before its interrogative", () => {
  it("'Certo.', 'Entendi,' or 'Ok!' before a question is no sentence the question leans on", () => {
    for (const message of [
      "Certo, obrigada. E o horário do plantão?",
      "Entendi. E o horário do plantão?",
      "Ok! E o horário do plantão?",
    ]) {
      const asked = askedQuestion(message);
      expect(asked.text).toBe("E o horário do plantão?");
      expect(asked.setup).toBe("");
    }
    // Without its punctuation the word may begin what is asked.
    expect(askedQuestion("Certo que o plantão começa às 7h?").text).toBe("Certo que o plantão começa às 7h?");
  });

  it("'E o X, qual é?' asks as 'E qual é o X?'; a time or a place set first stays where it is", () => {
    expect(askedQuestion("E o horário do plantão, qual é?").text).toBe("E qual é o horário do plantão?");
    expect(askedQuestion("A escala de dezembro, como ficou?").text).toBe("Como ficou a escala de dezembro?");
    expect(askedQuestion("E a Renata, quem substitui?").text).toBe("E quem substitui a Renata?");
    expect(askedQuestion("E amanhã, quanto é?").text).toBe("E amanhã, quanto é?");
    expect(askedQuestion("E na sede, quem atende?").text).toBe("E na sede, quem atende?");
  });
});

describe("a lead-in before a colon and a reason after a dash", () => {
  it("the lead-in is a sentence of its own, the question after the colon is what is asked", () => {
    expect(askedQuestion("Só pra confirmar uma coisa: quem assina o termo de vistoria?").text).toBe(
      "Quem assina o termo de vistoria?",
    );
    const lead = askedQuestion("Recebi o boleto da taxa e quero checar: qual valor ela precisa ter?");
    expect(lead.text).toBe("Qual valor ela precisa ter?");
    expect(lead.setup).toContain("boleto da taxa");
    // A question that opens asking keeps its colon.
    expect(askedQuestion("Qual o turno: manhã ou tarde?").text).toBe("Qual o turno: manhã ou tarde?");
  });

  it("a tail after a dash that gives the asker's reason is a note, and no comma is left hanging", () => {
    const asked = askedQuestion("Resuma a norma em quatro frases, por gentileza — vou mandar para a equipe.");
    expect(asked.text).toBe("Resuma a norma em quatro frases");
    expect(asked.aside).toContain("vou mandar para a equipe");
    expect(askedQuestion("Qual o prazo — em dias corridos?").text).toBe("Qual o prazo — em dias corridos?");
  });

  it("a sentence before the question that gives a figure travels with it; a purpose with a year does not", () => {
    const premise = standaloneQuestion("Comprei 14 sacos de cal hidratada. Quanto pago de frete?", null);
    expect(premise.text).toBe("Quanto pago de frete?");
    expect(premise.context).toContain("cal");
    expect(standaloneQuestion("Para a meta de 2031, preciso de um número. Quantos poços há?", null).context).toBe("");
  });
});
