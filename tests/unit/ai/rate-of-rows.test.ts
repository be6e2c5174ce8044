import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A bulletin written for this test: counts of a whole and its parts in rows, a target in a sentence. */
const BULLETIN = passagesOf(
  `# Boletim da central de religações — agosto

## Indicadores

| Indicador | Agosto | Meta |
| --- | ---: | ---: |
| Pedidos recebidos | 8.000 | — |
| Pedidos reclamados por atraso | 640 | — |
| Pedidos atendidos no mesmo dia | 6.200 | — |
| Equipes em campo (média diária) | 22 | 25 |

A meta da taxa de reclamação é de no máximo 5% dos pedidos recebidos.
`,
  "boletim-religacoes.md",
);

describe("a rate no cell states, over rows that count the whole and its part", () => {
  it("the part's row over the whole's, the rows its head noun shares", () => {
    const reply = composeAnswer("Oi! Qual foi a taxa de reclamação em agosto, por favor?", BULLETIN);
    expect(reply).toContain("8%");
    expect(reply).toContain("640 ÷ 8.000");
  });

  it("then how far it is from the target a sentence sets, in percentage points", () => {
    const [, distance] = offlineConversation(
      BULLETIN,
      "Qual foi a taxa de reclamação em agosto?",
      "Quantos pontos percentuais acima da meta ficou essa taxa?",
    );
    expect(distance).toContain("3 pontos percentuais acima da meta");
  });

  it("asks the rows past their own target column only when it asks which rows", () => {
    expect(composeAnswer("Qual indicador ficou abaixo da meta em agosto?", BULLETIN)).toContain("Equipes em campo");
  });
});
