import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A dash in a column of figures ("—": the row has no amount there) leaves the column one of figures, so rows the
 * question names are added up in it. On a document written for this test (a fictional lease's monthly charges);
 * expected sums come from the data below.
 */
const CHARGES = [
  { charge: "Aluguel do galpão", payer: "Locatária", amount: 21_400 },
  { charge: "Condomínio", payer: "Locatária", amount: 2_950 },
  { charge: "Taxa de lixo (1/12 da anual)", payer: "Locatária", amount: 310 },
  { charge: "Reparos no telhado e nas calhas", payer: "Locador", amount: null },
];

const LEASE = `# Contrato de locação do galpão de hidrômetros — Cláusula de encargos

| Encargo | Quem paga | Valor mensal (R$) |
|---|---|---:|
${CHARGES.map((c) => `| ${c.charge} | ${c.payer} | ${c.amount === null ? "—" : `${c.amount.toLocaleString("pt-BR")},00`} |`).join("\n")}

Água e energia são medidas em relógios próprios e pagas pela locatária.
`;

describe("a dash in a column of figures", () => {
  it("the rows named are added up in the column of money", () => {
    const named = CHARGES.slice(0, 3);
    const total = named.reduce((sum, c) => sum + (c.amount ?? 0), 0);
    const [reply = ""] = offlineConversation(
      passagesOf(LEASE, "locacao-galpao.md"),
      "Bom dia! Somando aluguel, condomínio e taxa de lixo, dá quanto o valor mensal? Vou lançar no orçamento.",
    );
    expect(reply).toContain(total.toLocaleString("pt-BR"));
  });
});
