import { describe, expect, it } from "vitest";
import { answerOver } from "#tests/support/agent-documents.ts";

/**
 * "Quantos metros cúbicos … em média por viagem?": the column divided is the one in the unit the question says, though
 * another column's words ("Duração média da viagem") repeat more of the question's. A document written for this test.
 */
const BULLETIN = `# Boletim de abastecimento por carro-pipa — agosto de 2027

| Distrito | Viagens | Duração média da viagem (h) | Volume entregue (m³) |
|---|---:|---:|---:|
| Lagoa do Socó | 140 | 2,5 | 1.680 |
| Serra do Araticum | 96 | 3,1 | 1.248 |
`;

const ask = answerOver(BULLETIN, "boletim-carro-pipa-agosto.md");

describe("the figure divided per row", () => {
  it("is the column in the unit the question names", () => {
    const answer = ask("Em Serra do Araticum, quantos metros cúbicos saíram em média por viagem?");
    expect(answer).toContain("13");
    expect(answer).toContain("1.248");
  });

  it("is still the column the question names by its words when it names no unit", () => {
    expect(ask("Em Lagoa do Socó, qual o volume entregue em média por viagem?")).toContain("1.680");
  });
});
