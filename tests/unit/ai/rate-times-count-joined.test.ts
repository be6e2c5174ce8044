import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A rate per a thing in one table ("Valor por hidrômetro") and the count of that thing in another table of the same
 * document, row by row on the same key (the second with a total row at its foot): the amount asked is each row's
 * count at its rate, added up; no count need be asked in so many words. On a note written for this test (a fictional
 * utility's meter purchases); the expected total is computed here from its cells.
 */
const LOTS = [
  { lot: "Lote 1", supplier: "Medinorte", price: 182.5, installed: 1_240 },
  { lot: "Lote 2", supplier: "Aquamed", price: 176.9, installed: 980 },
  { lot: "Lote 3", supplier: "Hidrosul", price: 190, installed: 1_515 },
];
const money = (value: number) => formatQuantity(value, "money").replace("R$ ", "");
const NOTE = `# Nota técnica — substituição de hidrômetros em 2026

## Preços registrados

A ata de registro de preços fixou o valor de cada hidrômetro por lote:

| Lote | Fornecedor | Valor por hidrômetro (R$) |
|---|---|---:|
${LOTS.map((l) => `| ${l.lot} | ${l.supplier} | ${money(l.price)} |`).join("\n")}

## Instalações de novembro

As equipes próprias instalaram em novembro os hidrômetros abaixo, todos já faturados pelos fornecedores.

| Lote | Hidrômetros instalados (nov/2026) |
|---|---:|
${LOTS.map((l) => `| ${l.lot} | ${l.installed.toLocaleString("pt-BR")} |`).join("\n")}
| **Total** | **${LOTS.reduce((sum, l) => sum + l.installed, 0).toLocaleString("pt-BR")}** |
`;
const passages = passagesOf(NOTE, "nota-hidrometros.md", 1);

describe("a rate in one table times the count in another, on the same rows", () => {
  it("adds each row's count at its rate, the tables joined on their key", () => {
    const [reply] = offlineConversation(
      passages,
      "Bom dia. Somando todos os hidrômetros instalados em novembro, a que valor chegou o faturamento dos lotes?",
    );
    const total = LOTS.reduce((sum, l) => sum + l.price * l.installed, 0);
    expect(reply).toContain(formatQuantity(total, "money"));
  });
});
