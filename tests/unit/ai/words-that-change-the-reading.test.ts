import { describe, expect, it } from "vitest";
import { asNoun } from "#core/ai/answer/agreement.ts";
import { operationIn, questionShape } from "#core/ai/answer/question-shape.ts";
import { answerOver } from "#tests/support/agent-documents.ts";

/** An expense report written for this test: a table with a column per traveller and a total row. */
const REPORT = `# Relatório de despesas da visita técnica a Curitiba

A visita técnica à feira de hidrometria de Curitiba teve dois viajantes, Lívia Sampaio e Otávio Brandão.

| Despesa | Lívia Sampaio | Otávio Brandão | Total |
|---|---:|---:|---:|
| Passagens | R$ 1.200,00 | R$ 1.200,00 | R$ 2.400,00 |
| Hospedagem | R$ 900,00 | R$ 900,00 | R$ 1.800,00 |
| Alimentação | R$ 310,00 | R$ 275,50 | R$ 585,50 |
| **Total** | **R$ 2.410,00** | **R$ 2.375,50** | **R$ 4.785,50** |

A oficina de leitura remota tem 14 pessoas na lista de espera, chamadas para uma turma em março.
`;

const ask = answerOver(REPORT, "despesas-curitiba.md");

describe("words that say what is asked", () => {
  it("a price asked with the verb in the past is money, and the table's total answers", () => {
    expect(questionShape("Quanto custou a visita técnica a Curitiba?").figures).toEqual(["money"]);
    expect(questionShape("Quanto custaram as passagens?").figures).toEqual(["money"]);
    expect(ask("Quanto o Otávio Brandão gastou com alimentação?")).toContain("R$ 275,50");
    expect(ask("A visita técnica a Curitiba custou quanto, somando tudo?")).toContain("R$ 4.785,50");
  });

  it("a column named after a person keeps the name's capital", () => {
    expect(asNoun("Lívia Sampaio")).toBe("Lívia Sampaio");
    expect(asNoun("Vale do Sol")).toBe("Vale do Sol");
    expect(asNoun("Total geral")).toBe("total geral");
    expect(asNoun("Despesa")).toBe("despesa");
  });

  it("a waiting list named is no list asked for", () => {
    expect(questionShape("Que oficina tem gente na lista de espera?").shape).not.toBe("list");
    expect(questionShape("Pode me dar a lista de despesas?").shape).toBe("list");
    expect(ask("Que oficina tem gente na lista de espera?")).toContain("leitura remota");
  });

  it('"ainda" before a verb of being or having says still, not what remains', () => {
    expect(operationIn("qual das bombas ainda tinha a maior vazao")).not.toBe("remainder");
    expect(operationIn("quais contratos ainda estao vigentes")).not.toBe("remainder");
    expect(operationIn("quanto ainda falta pagar")).toBe("remainder");
    expect(operationIn("quanto ainda cabe no orcamento")).toBe("remainder");
  });
});
