import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A monitoring report written for this test: each well's readings and its own limits, in columns. */
const REPORT = passagesOf(
  `# Relatório de monitoramento dos poços de Campo Verde — 2º semestre

## Níveis

| Poço | Local | Nível em agosto (m) | Nível em dezembro (m) | Limite de alerta (m) | Limite crítico (m) |
| --- | --- | ---: | ---: | ---: | ---: |
| PC-01 | captação norte | 41,20 | 43,80 | 45,00 | 48,00 |
| PC-02 | captação sul | 38,10 | 46,30 | 45,50 | 49,00 |
| PC-03 | bairro Ipê | 35,00 | 36,40 | 44,00 | 47,50 |

O semestre teve chuvas abaixo da média.
`,
  "monitoramento-pocos.md",
);

describe("rows whose reading passed their own limit, read from two columns", () => {
  it("names the rows past the limit the question names, with both figures", () => {
    const reply = composeAnswer("Oi! Qual poço passou do limite de alerta no semestre?", REPORT);
    expect(reply).toContain("PC-02");
    expect(reply).toContain("46,3 m");
    expect(reply).toContain("45,5 m");
    expect(reply).not.toContain("PC-01");
  });

  it("none past a limit is said so", () => {
    expect(composeAnswer("Qual poço ultrapassou o limite crítico?", REPORT)).toMatch(/^Nenhum/);
  });

  it("a pronoun after it is the row answered, also as the owner of a quantity that changed", () => {
    const [, change, critical] = offlineConversation(
      REPORT,
      "Qual poço passou do limite de alerta no semestre?",
      "Quanto o nível dele subiu de agosto para dezembro?",
      "E qual o limite crítico dele?",
    );
    expect(change).toContain("8,2");
    expect(critical).toContain("49");
  });
});
