import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * The error of a reading against the row's reference, asked in percent: (reading − reference) ÷ reference, the reading
 * being the column the question names. On a meter check written for this test; the errors are computed here.
 */
const ROWS: [string, number, number][] = [
  ["HD-07", 54.2, 51.6],
  ["HD-08", 33.9, 34.5],
];
const figure = (value: number) => formatQuantity(value, null);
const CHECK = passagesOf(
  `# Verificação de hidrômetros de grandes consumidores — Distrito Industrial Sul

| Medidor | Volume de referência do banco de provas (m³) | Volume indicado pelo hidrômetro (m³) |
|---|---:|---:|
${ROWS.map(([name, reference, reading]) => `| ${name} | ${figure(reference)} | ${figure(reading)} |`).join("\n")}

Os ensaios foram feitos em 02/06/2026 pelo técnico Olavo Brandimarte.
`,
  "verificacao-hidrometros-distrito-industrial-sul.md",
);

describe("the error of a reading against its reference, in percent", () => {
  it("below the reference, said so", () => {
    const [name, reference, reading] = ROWS[0] ?? ["", 1, 0];
    const [reply = ""] = offlineConversation(
      CHECK,
      `Oi! De quanto é o erro percentual do hidrômetro ${name}? Preciso para o laudo.`,
    );
    expect(reply).toContain(formatQuantity(Math.abs(((reading - reference) / reference) * 100), "percent"));
    expect(reply).toContain("abaixo");
  });
});
