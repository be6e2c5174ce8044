import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * An amount asked "com o desconto": the documents' amount less the discount the question, the last reply or the
 * amount's own answer gives. The notice is written for this test; each expected amount is computed here.
 */
const INVOICE = 23_850;
const RATE = 8;
const NOTICE = `# Comunicado comercial — grandes clientes públicos

A fatura de água do Hospital Regional de Campo Alto referente a março foi de R$ ${INVOICE.toLocaleString("pt-BR")},00.

Órgãos públicos que quitarem a fatura até o vencimento terão desconto de ${RATE}% no valor dos serviços de água e esgoto.

A central de grandes clientes atende pelo telefone 0800 600 4411.
`;
const passages = passagesOf(NOTICE, "comunicado-grandes-clientes.md");
const money = (value: number) =>
  `R$ ${value.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe("an amount after a discount", () => {
  it("takes the discount the last reply gave", () => {
    const [, reply = ""] = offlineConversation(
      passages,
      "Qual é o desconto para órgãos públicos que pagam até o vencimento?",
      "Quanto o hospital paga pela fatura de março com o desconto, se pagar em dia?",
    );
    expect(reply).toContain(money((INVOICE * (100 - RATE)) / 100));
  });

  it("takes the discount the question writes", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Bom dia! Com desconto de 10%, quanto fica a fatura de março do hospital? É para o empenho.",
    );
    expect(reply).toContain(money(INVOICE * 0.9));
  });
});
