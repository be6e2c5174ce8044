import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A quantity a sentence defines as table rows added and taken: the rows' figures in the column the question names.
 * On a district meter report written for this test; the result is computed here.
 */
const ROWS: [string, number, number][] = [
  ["MD-1", 46.2, 71.8],
  ["MD-2", 31.5, 44.0],
  ["MD-3", 9.4, 15.1],
];
const figure = (value: number) => formatQuantity(value, null);
const REPORT = passagesOf(
  `# Relatório de macromedição — Distrito de Medição Vila Esperança

O consumo do distrito é a soma das entradas MD-1 e MD-2, descontada a transferência para o distrito vizinho medida no MD-3.

| Medidor | Vazão média (L/s) | Vazão máxima (L/s) |
|---|---:|---:|
${ROWS.map(([name, mean, peak]) => `| ${name} | ${figure(mean)} | ${figure(peak)} |`).join("\n")}
`,
  "macromedicao-dmc-vila-esperanca.md",
);

describe("a quantity a sentence defines as rows added and taken", () => {
  it("in the column the question names", () => {
    const [reply = ""] = offlineConversation(
      REPORT,
      "Bom dia! Em vazão média, o distrito consumiu quanto? É para o balanço do mês.",
    );
    const [a, b, c] = ROWS.map(([, mean]) => mean) as [number, number, number];
    expect(reply).toContain(`${figure(a + b - c)} L/s`);
  });

  it("and in the other column, when that one is named", () => {
    const [reply = ""] = offlineConversation(REPORT, "E o consumo do distrito pela vazão máxima, quanto dá?");
    const [a, b, c] = ROWS.map(([, , peak]) => peak) as [number, number, number];
    expect(reply).toContain(`${figure(a + b - c)} L/s`);
  });
});

/** A balance sheet summary written for this test: net debt defined in words, its rows in lower case there. */
const SUMMARY = passagesOf(
  `# Resumo financeiro da Águas do Planalto (R$ milhões)

| Indicador | 2030 | 2031 |
|---|---:|---:|
| Receita líquida | 840 | 905 |
| Endividamento total | 1.210 | 1.305 |
| Disponibilidades | 190 | 245 |

O endividamento líquido usado nos contratos de financiamento é o endividamento total menos as disponibilidades.
`,
  "resumo-financeiro-planalto.md",
);

describe("a quantity a sentence defines as one row less another", () => {
  it("is that row less the other in the column the question names, the rows written in lower case", () => {
    const [reply = ""] = offlineConversation(SUMMARY, "Qual foi o endividamento líquido em 2031?");
    expect(reply).toContain(`São ${figure(1305 - 245)}, em 2031`);
  });
});
