import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A table of works as a plan writes it (a price per metre beside each work's cost, a start "Prazo para início", and a
 * count in thousands): a sum of no column named adds the costs, not the prices per metre; "quando deve começar" reads
 * the start column; a cost asked of a work after its length ("quanto custa esse serviço…?") asks the cost, not a figure
 * at a rate; a count in thousands written "48,0" is said "48 mil". On a plan written for this test; the totals are
 * computed here.
 */
const WORKS: [string, string, number | null, number, string][] = [
  ["A1", "Substituição da rede antiga", 920, 404_800, "90 dias"],
  ["A4", "Revestimento interno da adutora", 1_350, 1_201_500, "8 meses"],
  ["A7", "Troca de três ventosas", null, 38_700, "30 dias"],
];
const money = (value: number) => formatQuantity(value, "money").replace("R$ ", "");
const PLAN = `# Plano de reabilitação da adutora Serra do Cedro

## Obras previstas

| Trecho | Obra | Preço unitário (R$/m) | Custo estimado (R$) | Prazo para início |
|---|---|---:|---:|---|
${WORKS.map(([stretch, work, price, cost, start]) => `| ${stretch} | ${work} | ${price === null ? "—" : money(price)} | ${money(cost)} | ${start} |`).join("\n")}

## Plantio nas faixas de servidão

| Faixa | Mudas (mil) |
|---|---:|
| Faixa norte | 48,0 |
| Faixa sul | 31,5 |
`;
const passages = passagesOf(PLAN, "plano-reabilitacao-adutora-serra-do-cedro.md");

describe("readings of a table of works", () => {
  it("a sum of no column named adds the costs, not the prices per metre", () => {
    const total = WORKS.reduce((sum, [, , , cost]) => sum + cost, 0);
    const [reply = ""] = offlineConversation(
      passages,
      "Oi! Somando as três obras previstas, quanto dá? É para o orçamento.",
    );
    expect(reply).toContain(formatQuantity(total, "number"));
  });

  it("'quando deve começar' reads the start column of the row asked", () => {
    const [stretch, , , , start] = WORKS[1] ?? ["", "", 0, 0, ""];
    const [reply = ""] = offlineConversation(passages, `Depois de quantos dias a obra do trecho ${stretch} começa?`);
    expect(reply).toContain(start);
  });

  it("a cost asked of a work after its length is asked of the thing, not as a figure at a rate", () => {
    const asked = standaloneQuestion("E quanto custa esse serviço previsto para ele?", {
      question: "Quantos metros tem o trecho A1?",
      answer: "A extensão do trecho A1 é 440 m [1].",
      documentIds: [],
      earlier: null,
    });
    expect(asked.text).not.toMatch(/^Quanto valem/u);
  });

  it("a count in thousands written with a trailing zero is said as a magnitude", () => {
    const [reply = ""] = offlineConversation(passages, "Quantas mudas vão para a faixa norte?");
    expect(reply).toContain("48 mil");
    expect(reply).not.toContain("48,0 mil");
  });
});
