import { generateText } from "ai";
import { describe, expect, it } from "vitest";
import { createOfflineAgentModel } from "#core/ai/offline-agent-model.ts";
import { buildTurnMessage } from "#core/chat/agent-context.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Quanto a mais?" sets apart two figures the conversation has just given: a ranking's first and the row the question
 * names, or the figures of the last two replies. A bulletin written for this test.
 */
const BULLETIN = `# Boletim de Perdas — Sistema Ribeirão Cotia

## Volume perdido por setor em agosto

| Setor | Volume perdido (mil m³) |
|---|---:|
| Alto da Serra | 148,6 |
| Vila Nogueira | 97,2 |
| Jardim Capuava | 63,9 |

## Volume perdido por setor em julho

| Setor | Volume perdido em julho (mil m³) |
|---|---:|
| Alto da Serra | 131,0 |
| Vila Nogueira | 102,4 |
| Jardim Capuava | 58,3 |
`;
const passages = passagesOf(BULLETIN, "boletim-perdas.md");

describe("a difference between figures the conversation just gave", () => {
  it("after a ranking, the first's figure less the one the question names", () => {
    const [, apart] = offlineConversation(
      passages,
      "Qual setor perdeu mais volume em agosto?",
      "Obrigado! Quanto a mais que o Jardim Capuava?",
    );
    // 148,6 − 63,9
    expect(apart).toContain("84,7");
  });

  it("after two replies with one figure each, the difference between them", () => {
    const [, , apart] = offlineConversation(
      passages,
      "Quanto o setor Alto da Serra perdeu em agosto?",
      "E no mês de julho?",
      "E quanto foi a menos, então?",
    );
    // 148,6 − 131,0
    expect(apart).toContain("17,6");
  });

  it("is read by the offline model from the conversation's history, two replies back", async () => {
    const result = await generateText({
      model: createOfflineAgentModel({ chunkDelayMs: 0 }),
      messages: [
        { role: "user", content: "Quanto o Alto da Serra perdeu em agosto?" },
        { role: "assistant", content: "O volume perdido de Alto da Serra é 148,6 mil m³ [1]." },
        { role: "user", content: "E no mês de julho?" },
        { role: "assistant", content: "O volume perdido em julho de Alto da Serra é 131 mil m³ [1]." },
        {
          role: "user",
          content: buildTurnMessage({ documents: [], passages, question: "E quanto foi a menos, então?" }),
        },
      ],
    });
    expect(result.text).toContain("17,6 mil m³");
  });
});
