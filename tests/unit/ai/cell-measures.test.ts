import { describe, expect, it } from "vitest";
import { chunkTable, parseQuantity, storedTables } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Figures whose cells write their own measure ("1.800 m³", "42,5 km", "16 h", "12 t"), in a column whose header gives
 * none: the cells parse (a superscript is part of a measure), a result computed from them keeps the measure, and a
 * before-and-after table whose rows each have their own measure computes each row's change in that row's measure
 * (percentages change by points). Over a delivery report written for this test; expected figures computed here.
 */
const ROWS = [
  { name: "Volume reservado", before: 1_800, after: 4_300, measure: "m³" },
  { name: "Extensão de rede", before: 42.5, after: 57, measure: "km" },
  { name: "Índice de hidrometração", before: 88, after: 97, measure: "%" },
  { name: "Horas de abastecimento por dia", before: 16, after: 24, measure: "h" },
  { name: "Imóveis atendidos", before: 3_100, after: 4_650, measure: "" },
];
const DISCARDED = [
  { name: "Tubos de ferro fundido", tons: 12 },
  { name: "Conexões de PVC", tons: 3.5 },
  { name: "Entulho de pavimento", tons: 41 },
];
const pt = (n: number) => n.toLocaleString("pt-BR", { maximumFractionDigits: 2 });
const cell = (value: number, measure: string) =>
  measure === "%" ? `${pt(value)}%` : measure ? `${pt(value)} ${measure}` : pt(value);
const REPORT = `# Relatório de entrega da ampliação do setor Jardim Ipê

Responsável: Marta Quintela (engenheira de obras).

## Indicadores antes e depois

| Indicador | Antes (2024) | Depois (2026) |
|---|---:|---:|
${ROWS.map((r) => `| ${r.name} | ${cell(r.before, r.measure)} | ${cell(r.after, r.measure)} |`).join("\n")}

## Cobrança da ligação provisória

| Item | Valor |
|---|---|
| Consumo estimado | 120 m³ |
| Meses cobrados | 5 |
| Água | R$ 2.100,00 |
| Multa | R$ 420,00 |
| **Total da cobrança** | **R$ 2.520,00** |

## Materiais descartados

| Material | Quantidade |
|---|---:|
${DISCARDED.map((r) => `| ${r.name} | ${pt(r.tons)} t |`).join("\n")}
`;
const passages = passagesOf(REPORT, "relatorio-entrega-jardim-ipe.md");
const row = (name: string) => ROWS.find((r) => r.name === name) ?? { name, before: 0, after: 0, measure: "" };

describe("figures that write their own measure", () => {
  it("parses a cell whose measure has a superscript, and keeps the measure", () => {
    expect(parseQuantity("3.400 m³")).toEqual({ value: 3_400, unit: "number", measure: "m³" });
    expect(parseQuantity("120 L/s")).toEqual({ value: 120, unit: "number", measure: "L/s" });
    expect(parseQuantity("R$ 1.234,56")).toEqual({ value: 1_234.56, unit: "money" });
    expect(parseQuantity("40 m²")?.value).toBe(40);
  });

  it("re-reads a stored table's figures from its cells, so a table stored by an older parser reads as a new one", () => {
    const fresh = chunkTable(["Item", "Área"], [["Sala", "40 m²"]]);
    const old = { ...fresh, values: [[null, null]], units: [null, null] };
    expect(storedTables(JSON.stringify([old]))).toEqual([fresh]);
    expect(fresh.values[0]?.[1]).toBe(40);
  });

  it("computes a row's change in the row's own measure", () => {
    const volume = row("Volume reservado");
    const [reply] = offlineConversation(passages, "Quanto cresceu o volume reservado?");
    expect(reply).toContain(`${pt(volume.after - volume.before)} m³`);
    const network = row("Extensão de rede");
    const [km] = offlineConversation(passages, "Em quantos km a extensão de rede aumentou?");
    expect(km).toContain(`${pt(network.after - network.before)} km`);
    const hours = row("Horas de abastecimento por dia");
    const [h] = offlineConversation(passages, "Quanto aumentaram as horas de abastecimento por dia?");
    expect(h).toContain(`${pt(hours.after - hours.before)} h`);
  });

  it("says a change between two percentages in points", () => {
    const index = row("Índice de hidrometração");
    const [reply] = offlineConversation(passages, "Quanto subiu o índice de hidrometração?");
    expect(reply).toContain(`${pt(index.after - index.before)} pontos percentuais`);
  });

  it("computes how many times a row's figure grew between the two moments", () => {
    const volume = row("Volume reservado");
    const [reply] = offlineConversation(passages, "Quantas vezes o volume reservado ficou maior?");
    expect(reply).toContain(pt(Math.round((volume.after / volume.before) * 10) / 10));
  });

  it("reads a column of rows in different measures by its total row instead of adding them up", () => {
    const [reply] = offlineConversation(passages, "Qual é o valor total da cobrança da ligação provisória?");
    expect(reply).toContain("2.520,00");
    expect(reply).not.toContain(pt(120 + 5 + 2_100 + 420));
  });

  it("keeps a column's measure in a total, with courtesy around the question", () => {
    const total = DISCARDED.reduce((sum, r) => sum + r.tons, 0);
    const [reply] = offlineConversation(
      passages,
      "Bom dia! Quantas toneladas de material foram descartadas no total? É para o relatório ambiental.",
    );
    expect(reply).toContain(`${pt(total)} t`);
  });

  it("takes no share of a month's column whose rows mix counts and a percentage named in the row", () => {
    const bulletin = passagesOf(
      [
        "# Boletim de arrecadação — terceiro trimestre de 2026",
        "",
        "| Indicador | julho/2026 | agosto/2026 |",
        "|---|---:|---:|",
        "| Documentos pagos | 84.200 | 86.900 |",
        "| Documentos pagos por PIX | 14.990 | 16.230 |",
        "| Participação do PIX (%) | 17,8 | 18,7 |",
      ].join("\n"),
      "boletim-arrecadacao-3t2026.md",
    );
    const [reply] = offlineConversation(bulletin, "Quanto a participação do PIX representa do total de julho?");
    expect(reply).not.toContain(pt(84_200 + 14_990 + 17.8));
    expect(reply).toContain("17,8");
  });
});
