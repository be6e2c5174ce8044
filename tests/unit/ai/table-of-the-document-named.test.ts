import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Two documents with tables of the same columns: a question that names one document by a word of its title ("no
 * relatório da barragem") reads that document's table. On documents written for this test; each sum is computed here.
 */
const MINUTES_COSTS = [18_400, 9_250, 4_100];
const REPORT_COSTS = [62_800, 27_300, 15_900];
const row = (service: string, cost: number) => `| ${service} | ${formatQuantity(cost, "money").replace("R$ ", "")} |`;
const MINUTES = `# Ata da reunião de manutenção elétrica — setembro de 2027

## Participantes

Rosalvo Quintela (gerente de Manutenção) e Divina Carvalhal (engenheira eletricista).

## Serviços aprovados

| Serviço | Custo estimado (R$) |
|---|---:|
${row("Troca de disjuntores da subestação", MINUTES_COSTS[0] ?? 0)}
${row("Revisão dos painéis de comando", MINUTES_COSTS[1] ?? 0)}
${row("Termografia dos quadros", MINUTES_COSTS[2] ?? 0)}
`;
const REPORT = `# Relatório de inspeção da barragem Ipiranguinha

## Achados

A inspeção encontrou surgências no pé do talude de jusante e erosão na crista.

## Serviços recomendados

| Serviço | Custo estimado (R$) |
|---|---:|
${row("Filtro invertido no pé do talude", REPORT_COSTS[0] ?? 0)}
${row("Recomposição da crista", REPORT_COSTS[1] ?? 0)}
${row("Instalação de piezômetros", REPORT_COSTS[2] ?? 0)}
`;
// The minutes come first, as a project lists its documents by name: a tie would read their table.
const minutes = passagesOf(MINUTES, "ata-reuniao-manutencao-eletrica.md");
const passages = [...minutes, ...passagesOf(REPORT, "relatorio-inspecao-barragem-ipiranguinha.md", minutes.length + 1)];
const sum = (costs: number[]) =>
  formatQuantity(
    costs.reduce((total, cost) => total + cost, 0),
    "money",
  );

describe("a table of the document the question names by its title", () => {
  it("is read over an alike table of another document listed first", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Quanto custam, somados, os serviços que o relatório da barragem recomenda?",
    );
    expect(reply).toContain(sum(REPORT_COSTS).replace(",00", ""));
    expect(reply).not.toContain(sum(MINUTES_COSTS).replace(",00", ""));
  });

  it("is the other document's when the question names that one", () => {
    const [reply = ""] = offlineConversation(passages, "Oi! Os serviços aprovados na ata custam quanto, somados?");
    expect(reply).toContain(sum(MINUTES_COSTS).replace(",00", ""));
  });
});
