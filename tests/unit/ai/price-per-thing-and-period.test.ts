import { describe, expect, it } from "vitest";
import { unitPriceTotal } from "#core/ai/answer/unit-price-total.ts";
import { rankUnits } from "#core/ai/answer/unit-ranking.ts";
import { unitsOf } from "#core/ai/answer/passage-units.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A price per thing and per period, over a workshop's expenses written for this test: the whole is the count times the
 * price times the periods the sentence counts ("nos quatro dias"); asked per the thing ("por pessoa"), the document's
 * own price answers, and asked per the period ("por dia"), no periods are multiplied.
 */
const EXPENSES = `# Despesas da oficina de hidrometria — Polo Serra Azul

## Alimentação

Lanche contratado para 12 pessoas por dia, nos quatro dias, a R$ 18,50 por pessoa por dia.
`;

const units = unitsOf(passagesOf(EXPENSES, "despesas-oficina.md"));
const answer = (question: string) => unitPriceTotal(question, rankUnits(question, units), units);

describe("a price per thing and per period", () => {
  it("multiplies the periods the sentence counts into the whole", () => {
    const reply = answer("Quanto deu o lanche no total dos quatro dias?");
    expect(reply).toContain("R$ 888,00");
    expect(reply).toContain("quatro dias");
  });

  it("leaves the periods out when the amount is asked per period", () => {
    expect(answer("Quanto deu o lanche no total por dia?")).toContain("R$ 222,00");
  });

  it("computes nothing when the price per the thing is asked", () => {
    expect(answer("Quanto custou o lanche por pessoa?")).toBeNull();
  });
});
