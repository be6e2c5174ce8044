import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * An amount over a quantity that the amount is not spread over ("R$ 3,20 … acima de 5.000 m³") comes to nothing at its
 * format: no reply says "R$ 0,00". The price note is written for this test.
 */
const NOTE = `# Nota comercial — água de reúso industrial

O preço da água de reúso para a indústria é de R$ 3,20, cobrado dos clientes com consumo acima de 5.000 m³ mensais.

O contrato mínimo é de 24 meses, com reajuste anual pelo IPCA.
`;
const passages = passagesOf(NOTE, "nota-agua-reuso.md");

describe("a quotient that shows as zero", () => {
  it("is not given: the reply reads the price as written", () => {
    const [reply = ""] = offlineConversation(passages, "Quanto sai a água de reúso por metro cúbico para a indústria?");
    expect(reply).not.toMatch(/R\$\s*0,00/u);
    expect(reply).toContain("R$ 3,20");
  });
});
