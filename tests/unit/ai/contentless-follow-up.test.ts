import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A selection notice written for this test: the calendar is a table of stages and their dates. */
const NOTICE = `# Edital de seleção de estagiários 2027

## Calendário

| Etapa | Período |
|---|---|
| Inscrições | 03/02/2027 a 21/02/2027 |
| Prova escrita | 14/03/2027 |
| Resultado final | 30/03/2027 |

A inscrição é gratuita e feita no portal da companhia.
`;
const passages = passagesOf(NOTICE, "edital-estagio.md");

describe("a follow-up with no content word of its own", () => {
  it("is asked of what the last turn talked about: the same stage's row answers", () => {
    const [first, second] = offlineConversation(
      passages,
      "Quando começa o período de inscrições?",
      "E vai até quando?",
    );
    expect(first).toContain("03/02/2027");
    expect(second).toContain("21/02/2027");
  });
});
