import { describe, expect, it } from "vitest";
import { summarize } from "#core/ai/answer/summarize.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A contract written for this test: a clause with a table of lots (a price per unit and each lot's value) and the
 * sentence that states the whole value. A summary states that value and the lots by name, and adds up no prices per
 * unit.
 */
const LOTS: [string, number, number][] = [
  ["Serra do Jacu", 8_400, 96.5],
  ["Barra Funda de Cima", 6_100, 101.2],
];
const value = (quantity: number, price: number) => Math.round(quantity * price * 100) / 100;
const br = (n: number) => n.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const global = LOTS.reduce((sum, [, quantity, price]) => sum + value(quantity, price), 0);
const CONTRACT = `# Contrato nº 57/2031 — Troca de registros de calçada

## Cláusula 1 — Do objeto

Substituição de registros de calçada nas ligações residenciais de dois municípios, com recomposição do passeio.

## Cláusula 2 — Dos lotes e valores

| Lote | Município | Registros (un) | Preço unitário (R$) | Valor do lote (R$) |
|---|---|---:|---:|---:|
${LOTS.map(([town, quantity, price], i) => `| ${i + 1} | ${town} | ${quantity.toLocaleString("pt-BR")} | ${br(price)} | ${br(value(quantity, price))} |`).join("\n")}

O valor global do contrato é de R$ ${br(global)}. O preço unitário inclui o registro, a mão de obra e o descarte.

## Cláusula 3 — Do prazo

A vigência é de 14 meses contados da ordem de serviço.
`;
const passages = passagesOf(CONTRACT, "contrato-registros.md");

describe("a whole summary of a clause with a table and the sentence of its total", () => {
  const summary = summarize("Quais são os principais pontos do contrato de troca de registros?", passages, "contrato");

  it("states the whole value the clause writes, and the lots by their names and values", () => {
    expect(summary).toContain(`R$ ${br(global)}`);
    expect(summary).toContain(`Lote 1 — ${LOTS[0]?.[0]}`);
    expect(summary).toContain(br(value(LOTS[1]?.[1] ?? 0, LOTS[1]?.[2] ?? 0)));
  });

  it("adds up no price per unit", () => {
    const prices = LOTS.reduce((sum, [, , price]) => sum + price, 0);
    expect(summary).not.toContain(prices.toLocaleString("pt-BR"));
  });
});
