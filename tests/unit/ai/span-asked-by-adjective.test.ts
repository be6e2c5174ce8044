import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A figure stated per month asked with an adjective of another span ("o preço anual"): the month's
 * figure times twelve, in reais and centavos. A document named by such an adjective ("o relatório anual") asks no
 * conversion. On a rental contract's schedule written for this test; the products are computed here.
 */
const LOTS: [string, number][] = [
  ["Lote 1 — caminhões-pipa", 48_315.4],
  ["Lote 2 — retroescavadeiras", 27_904.15],
];
const money = (value: number) => formatQuantity(Math.round(value * 100) / 100, "money");
const SCHEDULE = `# Contrato 77/2026 — locação de equipamentos para a Regional Sertão

| Lote | Preço mensal (R$) | Vigência |
|---|---:|---|
${LOTS.map(([lot, monthly]) => `| ${lot} | ${money(monthly).replace("R$ ", "")} | 12 meses |`).join("\n")}

O relatório anual de desempenho da locadora é entregue em janeiro.
`;
const passages = passagesOf(SCHEDULE, "contrato-77-2026-locacao-equipamentos.md");

describe("a span asked by its adjective", () => {
  it("'o preço anual' of a monthly figure is twelve months of it, with centavos", () => {
    const [lot, monthly] = LOTS[1] ?? ["", 0];
    const [reply = ""] = offlineConversation(passages, `Qual é o preço anual do ${lot.split(" — ")[0]}?`);
    expect(reply).toContain(money(monthly * 12));
  });

  it("a document named by the adjective asks no conversion", () => {
    const [reply = ""] = offlineConversation(passages, "Quando sai o relatório anual da locadora?");
    expect(reply).toContain("janeiro");
    expect(reply).not.toContain("× 12");
  });
});
