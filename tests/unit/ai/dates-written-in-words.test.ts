import { describe, expect, it } from "vitest";
import { dayNumber, WRITTEN_DATE, writtenDay } from "#core/ai/answer/calendar-days.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Prose writes its dates in words ("2 de março de 2027", "1º de julho de 2026"): the calendar operations read them as
 * they read "02/03/2027". On a report written for this test; every expected day is worked out here, by hand.
 */
const REPORT = `# Relatório de acompanhamento — adutora do Vale Fundo

## Contrato

O contrato de obra foi assinado em 9 de fevereiro de 2027. A contratada deve apresentar o projeto executivo em até 45 dias da assinatura do contrato.

## Cronograma

A travessia do córrego tem início previsto para 2 de março de 2027 e prazo de execução de 120 dias.

## Ocorrências

A válvula de descarga VD-4 está fechada desde 1º de julho de 2026, por vazamento na caixa.

A vistoria de recebimento da primeira etapa foi feita em 14 de setembro de 2026, com a presença da fiscalização.
`;
const passages = passagesOf(REPORT, "relatorio-adutora-vale-fundo.md");

describe("dates written in words", () => {
  it("are read as the same day as their figures", () => {
    const inWords = [..."O prazo começou em 1º de Março de 2027.".matchAll(WRITTEN_DATE)];
    const inFigures = [..."O prazo começou em 01/03/2027.".matchAll(WRITTEN_DATE)];
    expect(inWords).toHaveLength(1);
    expect(writtenDay(dayNumber(inWords[0] as RegExpMatchArray))).toBe("01/03/2027");
    expect(dayNumber(inWords[0] as RegExpMatchArray)).toBe(dayNumber(inFigures[0] as RegExpMatchArray));
  });

  it("a month named without its year is no date: its year is the document's, not the sentence's", () => {
    expect([..."A obra começa em 2 de março.".matchAll(WRITTEN_DATE)]).toHaveLength(0);
  });

  it("a duty counted in days from an event another sentence dates in words ends on its day", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Olá! Até que data a contratada tem de entregar o projeto executivo? Preciso avisar a fiscalização.",
    );
    // 9 February 2027 + 45 days: 19 days to 28 February, 26 more into March.
    expect(reply).toContain("26/03/2027");
  });

  it("a start and a duration written in one sentence end on the day they reach", () => {
    const [, reply = ""] = offlineConversation(
      passages,
      "Quando começa a travessia do córrego?",
      "Cumprindo o prazo, quando fica pronta?",
    );
    // 2 March 2027 + 120 days: 29 to the end of March, 30 in April, 31 in May, 30 in June.
    expect(reply).toContain("30/06/2027");
  });

  it("the days from a date just answered to an event the question names after 'até'", () => {
    const [, reply = ""] = offlineConversation(
      passages,
      "Desde quando a VD-4 está fechada?",
      "Quantos dias isso dá até a vistoria de recebimento da primeira etapa?",
    );
    // 1 July to 14 September 2026: 30 in July, 31 in August, 14 in September.
    expect(reply).toMatch(/\b75 dias\b/u);
  });
});
