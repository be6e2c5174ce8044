import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A cause asked in the other ways Portuguese asks it ("a que se deve", "o que explica", "qual foi a razão") and stated
 * in the other ways documents state it ("foi atribuído a", "explicado pela", ", o que elevou"); and a demonstrative
 * whose noun only the question before the last one wrote. On a monthly note written for this test.
 */
const NOTE = `# Nota mensal de perdas — setor Vila Jacarandá, março de 2032

## Indicadores

| Indicador | Fevereiro | Março |
|---|---:|---:|
| Índice de perdas na distribuição (%) | 31,2 | 35,8 |
| Vazamentos reparados (nº) | 118 | 164 |
| Ligações inativas (nº) | 412 | 398 |

O índice de perdas na distribuição subiu de 31,2% em fevereiro para 35,8% em março.
As ligações inativas caíram de 412 para 398 no mês.
O tempo médio de reparo aumentou de 6 para 9 horas em março.

## Causas

O aumento do índice de perdas foi atribuído à ruptura da adutora DN 400 da Rua Quaresmeira, em 9 de março.
A redução das ligações inativas é explicada pela campanha de religação da regional.
Duas equipes de reparo ficaram paradas por dez dias sem veículo, o que elevou o tempo médio de reparo.

## Responsáveis

A gestão do setor cabe a Otília Brandão, coordenadora de perdas.
`;
const passages = passagesOf(NOTE, "nota-perdas.md");
/** The reply's first sentence, up to its first citation: the answer, not its support. */
const lead = (reply = "") => reply.split(/\[\d+\]/)[0] ?? "";

describe("a cause asked and stated in other words", () => {
  it("reads 'foi atribuído a' as a cause, asked with 'a que se deve'", () => {
    const [, cause] = offlineConversation(
      passages,
      "Qual foi o índice de perdas na distribuição em março?",
      "E a que se deve o aumento?",
    );
    expect(lead(cause)).toContain("ruptura da adutora");
  });

  it("reads 'explicada pela' as a cause, asked with 'o que explica'", () => {
    const [, cause] = offlineConversation(
      passages,
      "Quantas ligações inativas havia em março?",
      "O que explica a redução das ligações inativas?",
    );
    expect(lead(cause)).toContain("campanha de religação");
  });

  it("reads a consequence clause (', o que elevou') as the cause of what it raised", () => {
    const [cause] = offlineConversation(passages, "Qual foi a razão do aumento do tempo médio de reparo?");
    expect(lead(cause)).toContain("sem veículo");
  });
});

describe("a demonstrative whose noun the last question did not write", () => {
  it("is the phrase of the question before it", () => {
    const earlier = {
      question: "Qual é o índice de perdas na distribuição do setor Vila Jacarandá?",
      answer: "O índice de perdas na distribuição de março é 35,8% [1].",
      documentIds: ["nota-perdas.md"],
    };
    const prior = {
      question: "Por que ele subiu?",
      answer: "O aumento do índice de perdas foi atribuído à ruptura da adutora DN 400 [1].",
      documentIds: ["nota-perdas.md"],
      earlier,
    };
    expect(standaloneQuestion("Qual era esse índice no mês de fevereiro?", prior).text).toContain(
      "índice de perdas na distribuição",
    );
  });
});
