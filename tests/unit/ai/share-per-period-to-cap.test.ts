import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A fine of a share per day capped at a share of the same base: the days it takes to reach the cap are the cap over
 * the daily share, whatever the base is. The contract clause is written for this test.
 */
const CONTRACT = `# Contrato de leitura de hidrômetros

## Penalidades

Multa de 0,4% do valor mensal do contrato por dia de atraso na entrega do arquivo de leituras, limitada a 12% desse valor.

A contratada responde por danos causados a terceiros.
`;
const passages = passagesOf(CONTRACT, "contrato-leitura.md");

describe("days until a share per day reaches its cap", () => {
  it("divides the cap by the daily share", () => {
    const [, reply = ""] = offlineConversation(
      passages,
      "Qual é a multa por dia de atraso na entrega das leituras?",
      "A partir de quantos dias de atraso a multa atinge o teto?",
    );
    expect(reply).toMatch(/\b30 dias\b/u);
  });
});
