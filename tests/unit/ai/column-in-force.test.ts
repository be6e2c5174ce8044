import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "E hoje?" after a row's future value: a column "vigente" or "em vigor" is how things stand now. The price list is
 * written for this test.
 */
const PRICES = `# Tabela de preços de serviços — reajuste de 2028

| Serviço | Preço vigente | Preço a partir de 1º/3/2028 |
| --- | --- | --- |
| Religação normal | R$ 41,30 | R$ 44,10 |
| Religação de urgência | R$ 88,70 | R$ 94,75 |
| Aferição de hidrômetro | R$ 63,00 | R$ 67,30 |
`;
const passages = passagesOf(PRICES, "tabela-precos-servicos-2028.md");

describe("a column in force is the present", () => {
  it("'E hoje?' after the future price reads the price in force", () => {
    const [first = "", reply = ""] = offlineConversation(
      passages,
      "Qual será o preço da religação de urgência a partir de 1º/3/2028?",
      "E hoje?",
    );
    expect(first).toContain("94,75");
    expect(reply).toContain("88,70");
    expect(reply).not.toContain("94,75");
  });
});
