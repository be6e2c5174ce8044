import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * The part of a stated whole that falls in one year: the table whose figures add up to the amount a sentence states,
 * by a column of years in each row or by one column per year. Documents written for this test.
 */
const BY_ROW_YEAR = `# Plano de renovação de macromedidores — 2027–2028

## Ações e custos

| Ação | Ano | Custo (R$) | Responsável |
|---|---|---:|---|
| Troca dos medidores eletromagnéticos das captações | 2027 | 212.300 | Dalva Teixeira |
| Telemetria dos medidores de saída das ETAs | 2027 | 98.700 | Ivo Mascarenhas |
| Calibração em campo dos 40 medidores de setor | 2028 | 64.000 | Dalva Teixeira |

O investimento previsto no plano soma R$ 375.000,00, com recursos próprios.
`;

const BY_YEAR_COLUMN = `# Programa de pesquisa de vazamentos 2027–2028

## Orçamento por frente

| Frente | Executor | 2027 (R$) | 2028 (R$) |
|---|---|---:|---:|
| Geofonamento noturno | Equipe própria | 140.000,00 | 150.000,00 |
| Correlacionador de ruído | Empresa contratada | 260.000,00 | 90.000,00 |

O programa custará R$ 640.000,00 nos dois anos.
`;

describe("the part of a stated whole that falls in one year", () => {
  it("adds up the rows of that year in the column whose total the document states", () => {
    const passages = passagesOf(BY_ROW_YEAR, "plano-macromedidores.md");
    const [, part = ""] = offlineConversation(
      passages,
      "Oi! Quanto vai ser investido no plano de macromedidores ao todo?",
      "E quanto desse valor fica para 2027?",
    );
    expect(part).toContain("R$ 311.000,00");
    expect(part).toContain("212.300 + 98.700 = 311.000");
  });

  it("reads the year's column when each year has one, the columns adding up to the whole", () => {
    const passages = passagesOf(BY_YEAR_COLUMN, "programa-vazamentos.md");
    const [, part = ""] = offlineConversation(
      passages,
      "Qual é o custo total do programa de pesquisa de vazamentos?",
      "Quanto disso está previsto para 2028? É para a previsão plurianual.",
    );
    expect(part).toContain("R$ 240.000,00");
  });

  it("asks the next year's part when the follow-up only names the year", () => {
    const prior = {
      question: "Quanto do orçamento é para 2027?",
      answer: "R$ 400.000,00",
      documentIds: [],
      earlier: null,
    };
    expect(standaloneQuestion("E para 2029?", prior).text).toBe("Quanto do orçamento é para 2029?");
  });
});
