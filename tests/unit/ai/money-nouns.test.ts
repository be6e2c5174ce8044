import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { questionShape } from "#core/ai/answer/question-shape.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * Nouns whose figure is an amount of money ("o prêmio", "a mensalidade", "o gasto"): the sentence that states the
 * amount answers, not one that only takes a percentage of it. A document written for this test.
 */
const POLICY = `# Contrato nº 77/2027 — Seguro de frota

**Contratada:** Amparo Seguradora S.A.

## Cláusula 2 — Prêmio

A apólice cobre os 214 veículos leves e pesados da frota operacional. O prêmio anual total é de R$ 486.900,00
(quatrocentos e oitenta e seis mil e novecentos reais), já incluídos os impostos, pago em 6 parcelas mensais iguais de
R$ 81.150,00, sem juros, a primeira com vencimento em 10 de março de 2027.

## Cláusula 7 — Penalidades

O descumprimento de outras obrigações deste contrato sujeita a seguradora a multa de 1,5% do prêmio anual por ocorrência.
`;

describe("a noun whose figure is money", () => {
  it("asks for money", () => {
    expect(questionShape("Qual é a mensalidade do curso?").figures).toContain("money");
    expect(questionShape("Qual foi o gasto com horas extras em maio?").figures).toContain("money");
  });

  it("is answered by the sentence that states the amount, not by a percentage of it", () => {
    const passages = passagesOf(POLICY, "contrato-seguro-frota.md");
    const answer = composeAnswer("Oi! Qual o prêmio anual do seguro contratado com a Amparo?", passages, [
      { id: "contrato-seguro-frota.md", name: "contrato-seguro-frota.md" },
    ]);
    expect(answer).toContain("R$ 486.900,00");
  });
});
