import { describe, expect, it } from "vitest";
import { formatQuantity, parseNumberPtBr, parseQuantity } from "#core/documents/tables.ts";
import { chunkSections, markdownSections, tablesOf } from "#workers/ingestion/chunk-document.ts";

describe("pt-BR figures", () => {
  it("reads thousands dots, decimal commas, money, percentages and scale words", () => {
    expect(parseQuantity("14.200")).toEqual({ value: 14200, unit: "number" });
    expect(parseQuantity("R$ 1.234,56")).toEqual({ value: 1234.56, unit: "money" });
    expect(parseQuantity("55%")).toEqual({ value: 55, unit: "percent" });
    expect(parseQuantity("12,5 %")).toEqual({ value: 12.5, unit: "percent" });
    expect(parseQuantity("R$ 2,3 milhões")).toEqual({ value: 2_300_000, unit: "money" });
    expect(parseQuantity("**90 dias**")).toEqual({ value: 90, unit: "number", measure: "dias" });
    expect(parseQuantity("-3,5")).toEqual({ value: -3.5, unit: "number" });
  });

  it("is not fooled by text that holds no single figure", () => {
    for (const text of ["Telefone", "10 a 20", "de 2023 até 2024", "", "R$", "1.2.3", "v2"]) {
      expect(parseQuantity(text), text).toBeNull();
    }
  });

  it("reads back every figure it writes (money, percent, plain; integers and two decimals)", () => {
    for (const unit of ["money", "percent", "number"] as const) {
      for (const value of [0, 7, 12.5, 999, 1000, 14_200, 1_234.56, 2_500_000, -42.25]) {
        const written = formatQuantity(value, unit);
        expect(parseQuantity(written), written).toEqual({ value, unit });
      }
    }
    expect(parseNumberPtBr("1.500")).toBe(1500);
    expect(parseNumberPtBr("3.5")).toBe(3.5);
  });
});

describe("tables stay tables through chunking", () => {
  const rows = Array.from({ length: 60 }, (_, i) => `| Canal ${i + 1} | ${(i + 1) * 1000} | ${i % 100}% |`);
  const markdown = [
    "# Plano",
    "",
    "Texto de abertura do plano, com uma frase.",
    "",
    "## Canais",
    "",
    "| Canal | Volume mensal | Meta de automação |",
    "|---|---:|---:|",
    ...rows,
    "",
    "Depois da tabela vem um parágrafo.",
  ].join("\n");

  it("splits a long table at rows, each part under the header, and parses every row once", () => {
    const chunks = chunkSections(markdownSections(markdown), { maxChars: 600, overlapChars: 120 });
    const tables = chunks.flatMap((chunk) => chunk.tables);
    expect(tables.length).toBeGreaterThan(1);
    for (const table of tables) expect(table.header).toEqual(["Canal", "Volume mensal", "Meta de automação"]);
    const seen = tables.flatMap((table) => table.rows.map((row) => row[0]));
    expect(seen).toEqual(rows.map((_, i) => `Canal ${i + 1}`));
    for (const table of tables) {
      table.rows.forEach((row, r) => {
        expect(table.values[r]?.[1]).toBe(Number(row[1]));
      });
      expect(table.units).toEqual([null, "number", "percent"]);
    }
  });

  it("never carries table rows into the next chunk as overlap", () => {
    const chunks = chunkSections(markdownSections(markdown), { maxChars: 600, overlapChars: 120 });
    for (const chunk of chunks) {
      const firstLine = chunk.content.split("\n")[0] ?? "";
      if (firstLine.startsWith("|")) expect(chunk.content.split("\n")[1]).toMatch(/^\|-/);
    }
  });

  it("finds no table in prose that merely contains a pipe", () => {
    expect(tablesOf("Opção A | Opção B são as escolhas.")).toEqual([]);
  });
});
