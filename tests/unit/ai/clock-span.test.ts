import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A span of clock time ("das 9h15 às 11h50") asked how long it lasted: its length, computed, beside the span the
 * document writes. On minutes written for this test (a fictional utility's safety committee); the expected lengths are
 * worked out here from the times the minutes write.
 */
const MINUTES = `# Ata da reunião extraordinária da Comissão de Segurança do Trabalho — março de 2027

Data: 18/03/2027, das 9h15 às 11h50. Local: auditório da estação de tratamento Rio Claro.

A comissão analisou o acidente com a retroescavadeira na obra da adutora e aprovou a revisão do procedimento de
escavação. O treinamento de reciclagem das equipes de obra será feito em 25/03/2027, de 14h às 17h, no mesmo auditório.

| Item | Responsável | Prazo |
|---|---|---|
| Revisar o procedimento de escavação | Otaviano Farraz | 15/04/2027 |
| Comprar escoramentos metálicos | Celestina Duarte | 30/04/2027 |
`;
const passages = passagesOf(MINUTES, "ata-comissao-seguranca.md", 1);

const length = (from: [number, number], to: [number, number]) => to[0] * 60 + to[1] - (from[0] * 60 + from[1]);

describe("the length of a span of clock time", () => {
  it("answers how long a meeting lasted from the hours its minutes write", () => {
    const minutes = length([9, 15], [11, 50]);
    const [reply] = offlineConversation(
      passages,
      "Oi! A comissão ficou reunida durante quantas horas? Preciso lançar no controle de horas.",
    );
    expect(reply).toMatch(
      new RegExp(`(?<!\\d)${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, "0")}\\b`),
    );
    expect(reply).toContain(`${minutes} minutos`);
    expect(reply).toContain("das 9h15 às 11h50");
  });

  it("reads a span written 'de … às …' and gives whole hours as hours", () => {
    const minutes = length([14, 0], [17, 0]);
    const [, reply] = offlineConversation(
      passages,
      "Quando vai ser o treinamento de reciclagem?",
      "E quantas horas ele vai durar?",
    );
    expect(reply).toMatch(new RegExp(`\\b${minutes / 60} horas\\b`));
  });

  it("leaves a question that asks no length to the sentence itself", () => {
    const [reply] = offlineConversation(passages, "Em que horário começou a reunião extraordinária?");
    expect(reply).not.toMatch(/\d+ minutos/);
  });
});
