import { describe, expect, it } from "vitest";
import { operationIn } from "#core/ai/answer/question-shape.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A row's change between the two columns of a before-and-after table, asked with or without naming them, after a reply
 * that read the row too; an aggregate word inside a row's name ("tempo médio de reparo") asks no average; "o maior
 * total gasto" asks the largest of a column headed "Valor total", not its sum; a pronoun as the other side of a difference after two replies'
 * figures. Over a works report written for this test; expected figures computed here from its numbers. The chain of
 * follow-ups also passed before (the resolver's question answers it); it holds that the new readings keep it.
 */
const ROWS = [
  { name: "Tempo médio de reparo (h)", before: 9.6, after: 6.0 },
  { name: "Perdas de água (m³/mês)", before: 18_400, after: 15_250 },
  { name: "Reclamações de falta de água (nº/mês)", before: 214, after: 131 },
];
const ITEMS = [
  { item: "Válvula redutora de pressão", total: 84_300 },
  { item: "Hidrômetro de 3/4 pol.", total: 126_900 },
  { item: "Registro de gaveta", total: 41_050 },
];
const pt = (n: number) => n.toLocaleString("pt-BR", { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const REPORT = `# Relatório da setorização do bairro Morada Nova

Obra concluída em 15/12/2025 pela equipe de redes.

## Indicadores antes e depois

| Indicador | Antes da setorização (média de 2025) | Depois da setorização (média de 2026) |
|---|---:|---:|
${ROWS.map((r) => `| ${r.name} | ${pt(r.before)} | ${pt(r.after)} |`).join("\n")}

## Materiais comprados

| Item | Valor total (R$) |
|---|---:|
${ITEMS.map((i) => `| ${i.item} | ${pt(i.total)},00 |`).join("\n")}
`;
const passages = passagesOf(REPORT, "relatorio-setorizacao.md");

describe("a row's change between a before-and-after table's two columns", () => {
  it("computes it when the question names the row and neither column", () => {
    const [reply] = offlineConversation(passages, "Quanto caíram as perdas de água?");
    expect(reply).toContain(pt(18_400 - 15_250));
  });

  it("reads a saving as a fall", () => {
    expect(operationIn("quanta agua o bairro economizou")).toBe("difference");
    const [reply] = offlineConversation(
      passages,
      "Quantas reclamações de falta de água por mês a setorização economizou?",
    );
    expect(reply).toContain(pt(214 - 131));
  });

  it("reads a row named with an aggregate word as that row, not an average", () => {
    const [reply] = offlineConversation(passages, "Qual era o tempo médio de reparo antes da setorização?");
    expect(reply).toContain("9,6");
    expect(reply).not.toContain(pt((9.6 + 6.0) / 2));
    // The header's parenthesis dates the column ("média de 2025"); it is no unit written after the figure.
    expect(reply).not.toMatch(/\d média de/u);
  });

  it("follows the row just read: the other column by an ellipsis, then its change in percent", () => {
    const [, after, change] = offlineConversation(
      passages,
      "Qual era o tempo médio de reparo antes da setorização?",
      "E depois da setorização?",
      "Em quantos por cento caiu?",
    );
    // The figure asked comes first: the column the ellipsis names, not the one read before.
    expect(after?.match(/\d+(?:,\d+)?/gu)?.[0]).toBe("6");
    expect(change).toContain(`${pt(Math.round(((9.6 - 6.0) / 9.6) * 1000) / 10)}%`);
  });
});

describe("superlatives and differences as people ask them", () => {
  it("reads 'o maior total' as the largest of the column, not its sum", () => {
    expect(operationIn("que material teve o maior custo total")).toBe("max");
    const [reply] = offlineConversation(passages, "Que material teve o maior total gasto?");
    expect(reply).toContain("Hidrômetro de 3/4 pol.");
    expect(reply).not.toContain(pt(84_300 + 126_900 + 41_050));
  });

  it("sets the last two replies' figures apart when the other side is a pronoun", () => {
    const [, , apart] = offlineConversation(
      passages,
      "Quanto custaram as válvulas redutoras de pressão?",
      "E os registros de gaveta?",
      "E custaram quantos reais a menos que elas?",
    );
    expect(apart).toContain(pt(84_300 - 41_050));
  });
});
