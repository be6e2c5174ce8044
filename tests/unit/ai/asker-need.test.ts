import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Preciso", "precisa": the asker's need, or a modal verb, never the "Preço" a header begins with. A document written
 * for this test.
 */
const PURCHASE = `# Compra de medidores ultrassônicos — lote 3

## Itens

| Item | Equipamento | Quantidade | Preço unitário (R$) |
|---|---|---:|---:|
| 1 | Medidor DN 50 | 120 | 1.480,00 |
| 2 | Medidor DN 100 | 45 | 3.950,00 |
| 3 | Data logger | 165 | 610,00 |
`;

const passages = passagesOf(PURCHASE, "compra-medidores.md");
const ask = (message: string) => offlineConversation(passages, message)[0] ?? "";

describe("a question that says what the asker needs", () => {
  it("reads the count asked, not the price column its verb begins like", () => {
    expect(ask("Quantos data loggers a equipe precisa receber?")).toContain("165");
  });

  it("reads it when the need opens the message", () => {
    const answer = ask("Preciso saber quantos medidores DN 100 vêm no lote.");
    expect(answer).toContain("45");
  });

  it("still reads the price when the price is asked", () => {
    expect(ask("Preciso do preço unitário do medidor DN 50, por favor.")).toContain("1.480,00");
  });
});
