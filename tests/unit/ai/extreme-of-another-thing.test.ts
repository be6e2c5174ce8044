import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A superlative said of a noun the table never writes ("a umidade máxima") is not its largest figure, even when a
 * word of the question touches one of its rows ("registrada", "registro"): a payment schedule written for this test.
 */
const CONTRACT = `# Contrato de compra do terreno da elevatória EE-9

## Pagamentos

| Parcela | Valor (R$) | Condição |
|---|---:|---|
| Entrada | 10.000,00 | assinatura do contrato |
| 2ª parcela | 20.000,00 | registro do contrato no cartório |
| 3ª parcela | 15.000,00 | entrega do terreno |
`;

const passages = passagesOf(CONTRACT, "contrato-terreno-ee-9.md");

describe("a superlative of something the table does not measure", () => {
  it("is not the table's largest figure", () => {
    const [reply] = offlineConversation(passages, "Qual foi a umidade máxima registrada no terreno?");
    expect(reply).toMatch(/^Não encontrei/u);
  });

  it("while the table's own measure still ranks its rows", () => {
    const [reply] = offlineConversation(passages, "Qual parcela tem o maior valor?");
    expect(reply).toContain("A 2ª parcela tem o maior valor: R$ 20.000");
  });
});
