import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A request "negado" is one minutes write as "indeferido". Minutes written for this test. */
const MINUTES = `# Ata da comissão de revisão de contas — outubro de 2026

## 1. Pedidos de revisão

A comissão analisou em outubro 640 pedidos de revisão de conta por vazamento interno, 95 deles de imóveis comerciais.

Após a análise técnica, 418 tiveram o desconto concedido; 222 foram indeferidos por falta de laudo do encanador.

## 2. Próxima reunião

A próxima reunião será em 19 de novembro de 2026.
`;

describe("a refusal asked in other words", () => {
  it("'negados' finds the sentence that counts the 'indeferidos'", () => {
    const [reply] = offlineConversation(
      passagesOf(MINUTES, "ata-revisao-contas.md"),
      "Oi! Quantos pedidos de revisão foram negados em outubro?",
    );
    expect(reply).toContain("222");
  });
});
