import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A bill of quantities ("Serviço | Unidade | Quantidade | Preço unitário | Total") gives each row's measure in a
 * column of its own: "quantos metros de X" asks the row's quantity, said in that measure ("310 metros"). On a contract
 * written for this test (a fictional utility's network replacement works).
 */
const CONTRACT = `# Contrato nº 77/2027 — Substituição de redes de distribuição no bairro Jardim Aurora

A contratada executará a substituição de redes de ferro fundido por PEAD, com as ligações prediais do trecho.

| Item | Serviço | Unidade | Quantidade | Preço unitário | Total |
|---|---|---|---:|---:|---:|
| 1 | Rede de PEAD DN 110 | metro | 1.240 | R$ 185,00 | R$ 229.400,00 |
| 2 | Rede de PEAD DN 160 | metro | 310 | R$ 262,00 | R$ 81.220,00 |
| 3 | Ligação predial refeita | ligação | 96 | R$ 410,00 | R$ 39.360,00 |
| 4 | Recomposição de calçada | m² | 520 | R$ 88,00 | R$ 45.760,00 |
`;
const passages = passagesOf(CONTRACT, "contrato-redes-jardim-aurora.md", 1);

describe("a row's quantity said in the measure of its unit column", () => {
  it("answers 'quantos metros' of a row with its quantity in metres", () => {
    const [reply] = offlineConversation(
      passages,
      "Bom dia! Quantos metros de rede de PEAD DN 160 o contrato prevê? É para a programação da obra.",
    );
    expect(reply).toMatch(/\b310 metros\b/);
  });

  it("keeps the price when the question asks the price", () => {
    const [reply] = offlineConversation(
      passages,
      "Por favor, me diga o valor unitário cobrado pela ligação predial refeita.",
    );
    expect(reply).toContain("R$ 410,00");
  });

  it("reads 'cada metro' of a row measured in metres as its price per metre, not its unit price divided by its quantity", () => {
    const [, reply] = offlineConversation(
      passages,
      "Quantos metros de rede de PEAD DN 110 estão no contrato?",
      "E quanto custa cada metro dela?",
    );
    expect(reply).toContain("R$ 185,00");
    // Not the unit price divided again by the row's quantity.
    expect(reply).not.toContain(formatQuantity(185 / 1_240, "money"));
  });
});
