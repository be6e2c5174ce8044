import { describe, expect, it } from "vitest";
import { leansOnContext, type PriorTurn, standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Follow-ups that lean on the turn before in ways a question's template does not show: an object pronoun before its
 * verb, the other side of a pair of words (before/after, in/out), a pronoun for the thing a property was asked of,
 * and "por lá". Documents and phrasings written for this test.
 */
const FILTERS = `# Relatório da troca do leito filtrante — ETA Serra Clara

## Antes e depois

A turbidez da água filtrada era de 0,92 NTU antes da troca do leito e passou a 0,18 NTU depois da troca.
A carreira dos filtros era de 22 horas antes da troca e chegou a 41 horas depois dela.

## Propostas de melhoria

| Proposta | Autor | Nota | Custo (R$) |
|---|---|---:|---:|
| Lavagem com ar | Teodoro Vilanova | 8,4 | 96.000 |
| Sensor de perda de carga | Madalena Quintela | 6,1 | 41.500 |
| Cobertura dos filtros | Anselmo Bragança | 7,2 | 230.000 |

## Vazões

A vazão de entrada da ETA Serra Clara em outubro foi de 310 L/s e a vazão de saída, de 296 L/s.
`;

const turn = (question: string, answer: string): PriorTurn => ({ question, answer, documentIds: [] });

describe("an object pronoun before its verb", () => {
  const prior = turn(
    "Qual proposta ficou com a menor nota?",
    "A proposta “Sensor de perda de carga” tem a menor nota: 6,1 (Sensor de perda de carga 6,1 < Cobertura dos filtros 7,2) [2].",
  );

  it("'Quem a fez?' asks who made the proposal the answer named", () => {
    expect(leansOnContext("Quem a fez?")).toBe(true);
    expect(standaloneQuestion("Quem a fez?", prior).text).toContain("Sensor de perda de carga");
    expect(standaloneQuestion("E quando a entregaram?", prior).text).toMatch(/entregaram .*Sensor de perda de carga/u);
  });

  it("an article before a noun is no pronoun: 'Quem a comissão indicou?' stands on its own", () => {
    expect(leansOnContext("Quem a comissão indicou?")).toBe(false);
  });

  it("a noun with a noun's ending is no verb: 'Quanto a capacidade de filtração cresceu?' is asked as written", () => {
    expect(leansOnContext("Quanto a capacidade de filtração cresceu?")).toBe(false);
    expect(standaloneQuestion("Quanto a capacidade de filtração cresceu?", prior).text).toBe(
      "Quanto a capacidade de filtração cresceu?",
    );
    expect(leansOnContext("Quanto a frequência de lavagem diminuiu?")).toBe(false);
  });

  it("the conversation answers with the author of that proposal", () => {
    const [, author] = offlineConversation(
      passagesOf(FILTERS, "troca-leito-filtrante.md"),
      "Oi! Qual proposta de melhoria teve a menor nota?",
      "Quem a elaborou?",
    );
    expect(author).toContain("Madalena Quintela");
  });
});

describe("the other side of a pair of words", () => {
  const prior = turn("Qual era a turbidez antes da troca do leito?", "Era de 0,92 NTU [1].");

  it("'E depois, qual era?' asks the same question after", () => {
    expect(standaloneQuestion("E depois, qual era?", prior).text).toBe("Qual era a turbidez depois da troca do leito?");
  });

  it("'após' takes no 'de', and 'depois' takes it back", () => {
    expect(standaloneQuestion("E após a troca?", prior).text).toBe("Qual era a turbidez após a troca do leito?");
    const after = turn("Qual era a turbidez após a troca do leito?", "Era de 0,18 NTU [1].");
    expect(standaloneQuestion("E antes?", after).text).toBe("Qual era a turbidez antes da troca do leito?");
  });

  it("the rest of the question stays: 'E a saída?' after the entrance's flow in a month", () => {
    const flow = turn("Quanto deu a vazão de entrada da ETA Serra Clara em outubro?", "Foi de 310 L/s [3].");
    expect(standaloneQuestion("E a saída?", flow).text).toBe(
      "Quanto deu a vazão de saída da ETA Serra Clara em outubro?",
    );
  });

  it("a word with no other side in the question is left to the other readings", () => {
    const cost = turn("Qual é o custo da cobertura dos filtros?", "R$ 230.000 [2].");
    expect(standaloneQuestion("E depois, qual era?", cost).text).not.toContain("custo da cobertura dos filtros depois");
  });

  it("the conversation answers the figure after the change", () => {
    const [, after] = offlineConversation(
      passagesOf(FILTERS, "troca-leito-filtrante.md"),
      "Olá! Quanto durava a carreira dos filtros antes da troca do leito?",
      "E depois, qual era?",
    );
    expect(after).toContain("41 horas");
  });
});

describe("a pronoun for the thing a property was asked of", () => {
  const prior = turn(
    "Qual é a profundidade do poço P-7 da captação Morro Alto?",
    "O poço P-7 tem 140 m de profundidade [1]. A perfuração foi acompanhada pelo geólogo Evandro Pimentel [2].",
  );

  it("'nele' is the well, not the person the answer's second sentence names", () => {
    const asked = standaloneQuestion("E que bomba foi instalada nele?", prior).text;
    expect(asked).toContain("P-7");
    expect(asked).not.toContain("Evandro");
  });

  it("after 'quem', the person answered is still who 'ele' is", () => {
    const who = turn("Quem acompanhou a perfuração do poço P-7?", "O geólogo Evandro Pimentel [2].");
    expect(standaloneQuestion("Que cargo ocupa ele hoje?", who).text).toContain("Evandro Pimentel");
  });

  it("a measure's phrase gives its thing whole: 'o valor do empréstimo do X' → 'do empréstimo do Finisa'", () => {
    const loan = turn("Qual seria o valor do empréstimo do Finisa?", "O empréstimo do Finisa é de R$ 2,4 milhões [4].");
    expect(standaloneQuestion("E em quantos anos se paga a dívida dele?", loan).text).toContain(
      "do empréstimo do Finisa",
    );
  });
});

describe("'lá' and 'por lá'", () => {
  it("is the place the last question named, whatever the answer mentions", () => {
    const prior = turn(
      "Como anda o Açude Pedra Branca neste mês?",
      "O açude passou ao estado de alerta em 3 de outubro [1].",
    );
    expect(standaloneQuestion("E como está o abastecimento por lá?", prior).text).toBe(
      "Como está o abastecimento em Açude Pedra Branca?",
    );
  });
});

const EXPOSURE = `# Avaliação de ruído — unidades operacionais

| Unidade | Trabalhadores expostos | Nível (dB(A)) |
|---|---:|---:|
| Estação Elevatória de Água Tratada Bonsucesso | 7 | 88,0 |
| Elevatória de Esgoto Lajeado | 3 | 86,5 |
| Linha de recalque norte Rio Fundo | 2 | 79,0 |
| Linha de recalque sul Rio Fundo | 4 | 80,5 |

## Fontes de recursos

| Fonte | Valor (R$ mil) |
|---|---:|
| Recursos próprios | 900 |
| Programa Estadual de Proteção Auditiva (Proaud) | 300 |
| **Total** | **1.200** |
`;

describe("a row named by most of its words", () => {
  const passages = passagesOf(EXPOSURE, "avaliacao-ruido.md");
  const documents = [{ id: "avaliacao-ruido.md", name: "avaliacao-ruido.md" }];

  it("the row whose last words the question writes, not a neighbour sharing one of them", () => {
    const answer = composeAnswer(
      "Quantos trabalhadores estão expostos na Elevatória de Água Tratada Bonsucesso?",
      passages,
      documents,
    );
    expect(answer).toContain("7");
    expect(answer).not.toContain("Lajeado");
  });

  it("a row written whole beats one that shares its first words", () => {
    const answer = composeAnswer(
      "Qual a diferença de nível entre a linha de recalque norte Rio Fundo e a elevatória de esgoto Lajeado?",
      passages,
      documents,
    );
    expect(answer).toContain("7,5");
  });

  it("an abbreviation alone in the row's parenthesis names it", () => {
    const answer = composeAnswer("Que percentual do total vem do Proaud?", passages, documents);
    expect(answer).toContain("25%");
  });
});

describe("a demonstrative of time", () => {
  it("'nesse dia' is the day the last answer gave, not a name it mentions", () => {
    const prior = turn(
      "Qual foi o dia do pico de turbidez na captação Boa Vista?",
      "O pico ocorreu em 12 de março, com 480 NTU. [3] A coleta foi feita por Lucas Pardal. [4]",
    );
    const asked = standaloneQuestion("E a vazão captada nesse dia, de quanto foi?", prior).text;
    expect(asked).toContain("no dia 12 de março");
    expect(asked).not.toContain("Lucas");
  });

  it("'nesse mês' and 'nesse ano' are the month and the year it gave", () => {
    const prior = turn("Em que mês a represa chegou ao nível mais baixo?", "Em setembro de 2026, com 31%. [2]");
    expect(standaloneQuestion("Quanto choveu nesse mês?", prior).text).toContain("em setembro de 2026");
    expect(standaloneQuestion("E nesse ano, quanto choveu ao todo?", prior).text).toContain("Em 2026");
  });
});

describe("'a partir de' is no article and noun", () => {
  it("'ela' after a question about the instruction that opens with 'a partir de' is the instruction", () => {
    const prior = turn(
      "A instrução NT-12 vale a partir de que data?",
      "Vigência: a partir de 1º de março de 2027 [2]. A ETA Rio Claro está em obras. [3]",
    );
    const asked = standaloneQuestion("E ela saiu em qual portaria?", prior).text;
    expect(asked).toContain("NT-12");
    expect(asked).not.toMatch(/partir de/u);
    expect(asked).not.toContain("Rio Claro");
  });
});

describe("a bare interrogative after a question that asks at its end", () => {
  const prior = turn(
    "As tarifas do convênio com a Hidrolux são revistas por qual indexador?",
    "As tarifas serão revistas anualmente pelo INPC, a partir do 13º mês de vigência. [2]",
  );

  it("asks it of what the last question said before its interrogative", () => {
    expect(standaloneQuestion("Quando?", prior).text).toBe(
      "Quando as tarifas do convênio com a Hidrolux são revistas?",
    );
    expect(standaloneQuestion("E desde quando?", prior).text).toBe(
      "Desde quando as tarifas do convênio com a Hidrolux são revistas?",
    );
  });
});

describe("an ellipsis after a row read whole", () => {
  it("takes the place of the row's name in the question, its parenthesis aside", () => {
    const prior = turn(
      "Quanto entra de empréstimo no programa de hidrometração?",
      "Empréstimo (banco de fomento estadual) — valor: R$ 12.400 mil; participação: 40%. [3]",
    );
    expect(standaloneQuestion("E das prefeituras?", prior).text).toBe(
      "Quanto entra de prefeituras no programa de hidrometração?",
    );
  });
});
