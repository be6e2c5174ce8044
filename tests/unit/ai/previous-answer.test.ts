import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { leansOnContext } from "#core/ai/answer/follow-up.ts";
import { fromPreviousAnswer } from "#core/ai/answer/previous-answer.ts";
import { createOfflineAgentModel } from "#core/ai/offline-agent-model.ts";
import { buildTurnMessage } from "#core/chat/agent-context.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A detail of what the last reply just said, asked with nothing of its own but the kind of figure it wants ("Em
 * quantos dias?"), on a document written for this test (a fictional meter-replacement service order): answered with
 * the reply's own sentence, cited to this turn's passage, and never when the question names another value, a rate or
 * an operation.
 */
const ORDER = `# Ordem de serviço OS-7713 — troca de hidrômetros no bairro Capão Redondo do Sul

## Escopo

A Hidrotécnica Aguapé Ltda. deve substituir 640 hidrômetros residenciais em até 45 dias corridos após a emissão da ordem.
A equipe de campo terá oito instaladores e dois fiscais da companhia.

## Condições

| Item | Valor |
|---|---|
| Preço por hidrômetro instalado (R$) | 182,50 |
| Adicional por troca de caixa (R$) | 96,00 |

O pagamento é feito por medição mensal, com retenção de 5% até o aceite final.
A garantia dos serviços é de 12 meses após o aceite.
`;
const passages = passagesOf(ORDER, "os-7713.md");

describe("a detail of the last reply, asked with nothing of its own", () => {
  it("leans on the conversation when its words only say which kind of figure it asks", () => {
    expect(leansOnContext("Por quantos anos?")).toBe(true);
    expect(leansOnContext("Em quantos dias?")).toBe(true);
    expect(leansOnContext("Em quantos dias a Aguapé troca os hidrômetros?")).toBe(false);
  });

  it("answers a span of time from the sentence just given, cited to the passage that holds it", () => {
    const [first, time] = offlineConversation(
      passages,
      "Quantos hidrômetros a Aguapé tem que trocar no Capão Redondo do Sul?",
      "Em quantos dias?",
    );
    expect(first).toContain("640");
    expect(time).toContain("45 dias corridos");
    const cited = Number(/\[(\d+)\]/.exec(time ?? "")?.[1]);
    expect(passages.find((passage) => passage.n === cited)?.text).toContain("45 dias corridos");
  });

  it("reads the previous reply's first sentence only, the one that answered", () => {
    const previous =
      "A equipe de campo terá oito instaladores e dois fiscais da companhia. [3] Garantia de 12 meses. [4]";
    expect(fromPreviousAnswer("Em quantos dias?", previous, passages)).toBeNull();
  });

  it("answers a yes-or-no question about a word of that sentence with it, whatever its cell writes", () => {
    const previous = "O preço por hidrômetro instalado é R$ 182,50; o adicional por troca de caixa, R$ 96,00 [2].";
    const reply = fromPreviousAnswer("Tem adicional?", previous, passages);
    expect(reply).toContain("R$ 96,00");
    expect(reply).toMatch(/\[\d+\]$/);
  });

  it("leaves to the passages a question that names another value, a rate or an operation", () => {
    const previous =
      "A Hidrotécnica Aguapé Ltda. deve substituir 640 hidrômetros residenciais em até 45 dias corridos. [1]";
    // "hoje" and "por semana" are not in the sentence; a difference is computed, not read again.
    expect(fromPreviousAnswer("E hoje, quantos são?", previous, passages)).toBeNull();
    expect(fromPreviousAnswer("E por semana, quantos?", previous, passages)).toBeNull();
    expect(fromPreviousAnswer("Quantos a mais do que no ano passado?", previous, passages)).toBeNull();
    // "E o adicional?" asks the last question of another thing, not yes or no.
    expect(fromPreviousAnswer("E o adicional?", previous, passages)).toBeNull();
  });

  it("does not repeat a refusal, nor a figure no passage of this turn holds (a computed one)", () => {
    expect(fromPreviousAnswer("Em quantos dias?", "Não encontrei nos documentos do projeto.", passages)).toBeNull();
    expect(fromPreviousAnswer("Em quantos dias?", "A troca leva 37 dias úteis [1].", passages)).toBeNull();
  });

  it("is read by the offline model from the conversation's history, as a hosted model reads it", async () => {
    const result = await generateText({
      model: createOfflineAgentModel({ chunkDelayMs: 0 }),
      messages: [
        { role: "user", content: "Quantos hidrômetros a Aguapé tem que trocar?" },
        {
          role: "assistant",
          content:
            "A Hidrotécnica Aguapé Ltda. deve substituir 640 hidrômetros residenciais em até 45 dias corridos. [1]",
        },
        { role: "user", content: buildTurnMessage({ documents: [], passages, question: "Em quantos dias?" }) },
      ],
    });
    expect(result.text).toContain("45 dias corridos");
  });
});
