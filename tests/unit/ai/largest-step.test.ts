import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Between which two readings next to each other a figure fell, or rose, the most: over a table of readings in order.
 * A bulletin written for this test.
 */
const BULLETIN = `# Boletim de consumo de energia da elevatória Serra do Cedro — 2027

| Mês | Consumo (MWh) | Vazão média (L/s) |
|---|---:|---:|
| Janeiro | 412 | 118 |
| Fevereiro | 398 | 121 |
| Março | 431 | 119 |
| Abril | 376 | 104 |
| Maio | 369 | 98 |

O consumo caiu depois da troca dos motores, concluída em março.
`;
const passages = passagesOf(BULLETIN, "boletim-energia-serra-do-cedro.md");

describe("the largest step between readings next to each other", () => {
  it("the largest fall of the column the question names", () => {
    const [reply] = offlineConversation(passages, "Bom dia! Entre quais meses o consumo de energia caiu mais?");
    // 431 → 376: −55, larger than any other fall.
    expect(reply).toContain("Março e Abril");
    expect(reply).toContain("55");
  });

  it("the largest rise", () => {
    const [reply] = offlineConversation(passages, "Entre que meses o consumo aumentou mais?");
    // 398 → 431: +33.
    expect(reply).toContain("Fevereiro e Março");
  });

  it("rows keyed by dates, named by the key's noun in the plural", () => {
    const readings = passagesOf(
      `# Leituras do piezômetro PZ-4 da barragem Santa Rita

| Data da leitura | Nível (m) |
|---|---:|
| 05/03/2027 | 12,40 |
| 19/03/2027 | 11,95 |
| 02/04/2027 | 10,10 |
| 16/04/2027 | 9,80 |
`,
      "leituras-pz4.md",
    );
    const [reply] = offlineConversation(readings, "Entre quais leituras ele baixou mais?");
    expect(reply).toContain("19/03/2027 e 02/04/2027");
  });
});
