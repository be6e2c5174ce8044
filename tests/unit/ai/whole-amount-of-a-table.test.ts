import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "O programa vai custar quanto?": an amount of money asked of the thing the document is about, naming none of its table's
 * rows, is the table's total row, read in the money column that row fills. On a document written for this test;
 * the total is computed here from the rows written in it.
 */
const ITEMS: [string, number, number][] = [
  ["Caixa acoplada econômica das creches", 120, 385],
  ["Arejador de torneira", 900, 18.5],
  ["Visita técnica de vazamento", 140, 95],
];
const TOTAL = ITEMS.reduce((sum, [, quantity, price]) => sum + quantity * price, 0);
const money = (value: number) => formatQuantity(value, "money").replace("R$ ", "");
const PROGRAMME = `# Programa de uso racional da água nas creches municipais de Ibituruna

## Objetivo

Reduzir o consumo das 30 creches municipais com a troca de aparelhos sanitários e a correção de vazamentos internos.

## Custos

| Item | Quantidade | Preço unitário (R$) | Total (R$) |
|---|---:|---:|---:|
${ITEMS.map(([item, quantity, price]) => `| ${item} | ${quantity} | ${money(price)} | ${money(quantity * price)} |`).join("\n")}
| Total | | | ${money(TOTAL)} |

## Equipe

A coordenação é da engenheira Albertina Sobral, da gerência de Eficiência Hídrica.
`;
const passages = passagesOf(PROGRAMME, "programa-uso-racional-creches-ibituruna.md");

describe("an amount of money asked of the document's own thing", () => {
  it("is the total row's figure, in the column that row fills", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Oi! Quanto custa o programa das creches? Preciso informar a secretaria.",
    );
    expect(reply).toContain(formatQuantity(TOTAL, "money"));
  });

  it("is not read for a thing the document does not write", () => {
    const [reply = ""] = offlineConversation(passages, "Quanto a prefeitura gastou com a reforma dos banheiros?");
    expect(reply).not.toContain(formatQuantity(TOTAL, "money"));
  });

  it("is not read for one row's price", () => {
    const [reply = ""] = offlineConversation(passages, "Quanto custa cada arejador de torneira?");
    expect(reply).not.toContain(formatQuantity(TOTAL, "money"));
    expect(reply).toContain(formatQuantity(ITEMS[1]?.[2] ?? 0, "money"));
  });
});
