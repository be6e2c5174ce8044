import { describe, expect, it } from "vitest";
import { eventInterval } from "#core/ai/answer/event-interval.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A report written for this test: a timeline over two days, and an event the prose times. */
const REPORT = passagesOf(
  `# Relatório da pane na elevatória Cambuí

## Cronologia

| Data | Hora | Evento |
|---|---|---|
| 14/03/2026 | 21h05 | O inversor da bomba 2 desarma por sobretensão |
| 14/03/2026 | 21h30 | O operador aciona a equipe de plantão pela central |
| 14/03/2026 | 23h50 | A equipe de plantão chega à elevatória |
| 15/03/2026 | 02h15 | A bomba 2 volta a operar com o inversor reserva |

## Comunicação

A prefeitura de Cambuí foi avisada às 22h10 de 14/03/2026, por telefone.
`,
  "pane-cambui.md",
);

describe("the time between two events the documents time", () => {
  it("two rows of a timeline, each named by its own words, the night between them counted", () => {
    const reply = eventInterval("Quanto tempo passou entre o desarme do inversor e a volta da bomba 2?", REPORT) ?? "";
    expect(reply).toMatch(/^Passaram-se 5 horas e 10 minutos \(5h10\): 21h05 de 14\/03\/2026 — O inversor/);
    expect(reply).toContain("02h15 de 15/03/2026 — A bomba 2 volta a operar");
  });

  it("a word several events share tells less than one only an event holds", () => {
    // "equipe" and "plantão" are in two rows; "chega" only in one.
    expect(
      eventInterval("Quanto tempo entre o acionamento da equipe e a chegada da equipe de plantão?", REPORT),
    ).toMatch(/^Passaram-se 2 horas e 20 minutos \(2h20\): 21h30/);
  });

  it("an event the prose times, against a row of the timeline", () => {
    expect(
      eventInterval("Quantos minutos se passaram entre o desarme do inversor e o aviso à prefeitura?", REPORT),
    ).toMatch(/^Passaram-se 1 hora e 5 minutos \(1h05\)/);
  });

  it("asks nothing of a span when no length is asked, or when a side names no event", () => {
    expect(eventInterval("O que aconteceu entre o desarme do inversor e a volta da bomba 2?", REPORT)).toBeNull();
    expect(
      eventInterval("Quanto tempo passou entre a compra do inversor e a vistoria do Corpo de Bombeiros?", REPORT),
    ).toBeNull();
  });

  it("in a conversation, after greetings and a reason, as people ask it", () => {
    const [, reply] = offlineConversation(
      REPORT,
      "Oi! O que houve com a bomba 2 da elevatória Cambuí?",
      "Quanto tempo se passou entre a chegada da equipe e a volta da bomba? Preciso disso para o relatório de hoje.",
    );
    expect(reply).toContain("2 horas e 25 minutos");
  });
});
