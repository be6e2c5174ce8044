import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A follow-up that asks one attribute of what the last turn answered ("E o desconto?" after who won a lot): the lot
 * the conversation is on, not every lot the question's one word fits. A document written for this test.
 */
const AUCTION = `# Ata do pregão de hidrômetros — fevereiro de 2027

## Resultado por lote

O lote Norte foi vencido pela Medibrás Instrumentos, com desconto de 12,4% sobre o valor estimado.

O lote Sul foi vencido pela Hidrocontrol Paraná, com desconto de 8,1% sobre o valor estimado.

## Recursos

A Medibrás Instrumentos renunciou ao prazo de recurso; a Hidrocontrol Paraná pediu vista dos autos.
`;

const passages = passagesOf(AUCTION, "ata-pregao-hidrometros.md");

describe("one attribute asked of what the last turn answered", () => {
  it("is read of that lot when an ellipsis names the attribute the answer wrote", () => {
    const [, reply = ""] = offlineConversation(passages, "Bom dia! Quem levou o lote Norte?", "E o desconto?");
    expect(reply).toContain("12,4%");
    expect(reply).not.toContain("8,1%");
  });
});
