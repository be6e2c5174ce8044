import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/** A cooperative's yearly report written for this test: the surplus is stated once, and named again inside a table. */
const REPORT = `# Relatório anual 2024 da Cooperativa Serra Azul

## Resultado

1. **Contas de 2024.** O contador apresentou o balanço do exercício, com receita bruta de R$ 41,3 milhões e sobra líquida de R$ 2.840 mil (R$ 2.150 mil em 2023), aprovado sem ressalvas.

| Destino | Regra | Valor (R$ mil) |
|---|---|---:|
| Fundo de reserva | 10% da sobra líquida | 284 |
| Fundo de assistência | 5% da sobra líquida | 142 |
| Retorno aos cooperados | saldo | 2.414 |

## Jornada

O teto de plantões é de 6 plantões por técnico no mês, e a escala tem 24 técnicos.

| Equipe | Técnicos | Plantões em março |
|---|---:|---:|
| Norte | 10 | 52 |
| Sul | 14 | 71 |

Em março, o custo dos plantões foi de R$ 18,2 mil.
`;
const passages = passagesOf(REPORT, "relatorio-serra-azul.md");

describe("a quantity the question names, stated with its figure", () => {
  // A guard more than a proof: this document's ranking already put the sentence first before stated values were read.
  it("is answered by the sentence that writes it, not by a table row whose cell names it as another's base", () => {
    const answer = composeAnswer("Qual foi a sobra líquida da Serra Azul em 2024?", passages);
    expect(answer).toContain("2.840");
    expect(answer).not.toContain("Fundo de reserva");
  });

  it("is answered by the sentence that writes it, not by a figure per person computed over a table", () => {
    const answer = composeAnswer("Quanto é o teto de plantões por técnico?", passages);
    expect(answer).toContain("6 plantões por técnico");
  });

  it("a sentence of another month, or of another year, states no figure of the period asked", () => {
    expect(composeAnswer("Qual foi o custo dos plantões em abril?", passages)).not.toContain("18,2");
    expect(composeAnswer("Qual foi a sobra líquida da cooperativa em 2022?", passages)).not.toContain("2.840");
  });
});
