import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A laboratory's table as laboratories write it, on a document written for this test (a fictional well field's
 * monitoring bulletin): some readings are below what the method measures ("< 0,5"), which makes them no figure to
 * add up but leaves the largest known. Expected figures are taken from the data written into the document.
 */
const WELLS = [
  { well: "Poço Marupá 1", nitrate: "3,8", iron: "< 0,05", depth: 112 },
  { well: "Poço Marupá 2", nitrate: "< 0,5", iron: "0,21", depth: 98 },
  { well: "Poço Marupá 3", nitrate: "6,4", iron: "0,12", depth: 140 },
  { well: "Poço Marupá 4", nitrate: "< 0,5", iron: "< 0,05", depth: 87 },
  { well: "Poço Marupá 5", nitrate: "1,9", iron: "0,33", depth: 121 },
];
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;

const BULLETIN = `# Boletim de monitoramento do campo de poços Marupá — 2º semestre

**Responsável técnico:** Evandro Quiripá (químico responsável).

## Resultados por poço

| Poço | Nitrato (mg/L) | Ferro total (mg/L) | Profundidade (m) |
|---|---:|---:|---:|
${WELLS.map((w) => row([w.well, w.nitrate, w.iron, w.depth])).join("\n")}

Todos os poços ficaram dentro do padrão de potabilidade de 10 mg/L de nitrato e de 0,3 mg/L de ferro, salvo um.
As amostras foram analisadas pelo laboratório Hidrolabor, com limite de quantificação de 0,5 mg/L para nitrato.
`;

const passages = passagesOf(BULLETIN, "boletim-pocos-marupa.md", 1);
const highest = (column: "nitrate" | "iron") =>
  WELLS.map((w) => w[column])
    .filter((cell) => !cell.startsWith("<"))
    .sort((a, b) => Number(b.replace(",", ".")) - Number(a.replace(",", ".")))[0] as string;

describe("a laboratory's table with readings below a limit", () => {
  it("the largest reading of a column is read, the rows below a limit left out", () => {
    const reply = composeAnswer("Qual poço teve o maior nitrato?", passages);
    expect(reply).toContain(`${highest("nitrate")} mg/L`);
    expect(reply).toContain("Poço Marupá 3");
  });

  it("a column that is mostly readings below a limit is still a column of figures", () => {
    const reply = composeAnswer("E o maior teor de ferro total, em qual poço deu?", passages);
    expect(reply).toContain(`${highest("iron")} mg/L`);
  });

  it("no total is written over readings whose figure is unknown", () => {
    const reply = composeAnswer("Somando todos os poços, quanto nitrato deu no total?", passages);
    const known = WELLS.filter((w) => !w.nitrate.startsWith("<"))
      .map((w) => Number(w.nitrate.replace(",", ".")))
      .reduce((a, b) => a + b, 0);
    expect(reply).not.toContain(known.toLocaleString("pt-BR"));
  });
});

describe("a parenthesis that narrows what is asked", () => {
  it("is read as part of the question, and a note about the asker is not", () => {
    const depths = WELLS.reduce((sum, w) => sum + w.depth, 0);
    const [narrowed, noted] = offlineConversation(
      passages,
      "Quantos metros de profundidade têm os poços (somando todos eles)?",
      "Qual é a profundidade do Poço Marupá 4 (estou revisando o cadastro)?",
    );
    expect(narrowed).toContain(depths.toLocaleString("pt-BR"));
    expect(noted).toContain(`${WELLS[3]?.depth} m`);
  });
});
