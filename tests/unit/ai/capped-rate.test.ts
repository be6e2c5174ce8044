import { describe, expect, it } from "vitest";
import { cappedRateTotal } from "#core/ai/answer/capped-rate.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * An amount per a thing whose count the same clause caps adds up, at most, to the amount times the cap; an amount per
 * a thing the asker counts in the message is that count times the amount. A policy written for this test.
 */
const POLICY = `# Política de diárias para equipes de campo em obras de adutora

## 1. Valores

| Benefício | Valor e limite | Comprovação |
|---|---|---|
| Pernoite em pousada | R$ 312,00 por noite, até 12 noites por obra | nota fiscal da pousada |
| Alimentação | R$ 58,00 por refeição | cupom fiscal |
| Uso de moto própria | R$ 0,85 por quilômetro rodado | relatório de quilometragem |

O adicional de campo é de R$ 420,00 por semana, durante no máximo 9 semanas em cada frente de obra.
`;
const passages = passagesOf(POLICY, "politica-diarias-campo.md");

describe("an amount per a thing under a cap on its count", () => {
  it("the ceiling of a table's row, asked as 'o máximo' after a greeting", () => {
    const [reply] = offlineConversation(passages, "Olá! Qual é o valor máximo do pernoite em pousada?");
    // 12 × 312
    expect(reply).toMatch(/^No máximo, R\$ 3\.744,00: 12 noites × R\$ 312,00/);
  });

  it("a sentence's weekly amount capped in weeks, asked as a whole", () => {
    const [reply] = offlineConversation(passages, "Quanto dá o adicional de campo no total, por frente de obra?");
    // 9 × 420
    expect(reply).toContain("R$ 3.780,00");
  });

  it("an amount with no cap is not multiplied by anything", () => {
    const [reply] = offlineConversation(passages, "Quanto é pago por refeição, no máximo?");
    expect(reply).toContain("R$ 58,00");
    expect(reply).not.toContain("No máximo,");
  });

  it("a capped amount on a line about another thing is not the one asked", () => {
    expect(
      cappedRateTotal(
        "Qual é o máximo da alimentação?",
        "O adicional é de R$ 420,00 por semana, durante 9 semanas [2].",
      ),
    ).toBeNull();
    expect(
      cappedRateTotal("Qual é o máximo do adicional?", "O adicional é de R$ 420,00 por semana, durante 9 semanas [2]."),
    ).toContain("R$ 3.780,00");
  });
});

describe("an amount per a thing the asker counts, asked in the first person", () => {
  it("'quanto recebo' with the kilometres given", () => {
    const [reply] = offlineConversation(
      passages,
      "Vou usar minha moto, são 260 quilômetros até a obra. Quanto recebo por isso?",
    );
    // 260 × 0,85
    expect(reply).toContain("R$ 221,00");
  });
});

describe("the periods until an amount per period reaches its cap", () => {
  const PER_DAY = 1_200;
  const CAP = 30_000;
  const TERMS = `# Contrato de manutenção de bombas — Penalidades

O atraso na entrega do relatório mensal sujeita a contratada a multa de R$ ${PER_DAY.toLocaleString("pt-BR")},00 por
dia, limitada a R$ ${CAP.toLocaleString("pt-BR")},00 por relatório.

A reincidência em três meses seguidos autoriza a rescisão.
`;

  it("divides the cap by the amount per day, in days", () => {
    const [reply = ""] = offlineConversation(
      passagesOf(TERMS, "contrato-bombas.md"),
      "Bom dia! Em quantos dias a multa bate no teto? É para o cronograma.",
    );
    expect(reply.startsWith(`Em ${Math.ceil(CAP / PER_DAY)} dias`)).toBe(true);
  });

  it("asks nothing of a cap when the question counts no period", () => {
    const [reply = ""] = offlineConversation(passagesOf(TERMS, "contrato-bombas.md"), "Qual o limite da multa?");
    expect(reply).not.toContain("÷");
  });
});

describe("an amount whose thing is named before it and whose cap comes after it", () => {
  const RULE = passagesOf(
    `# Norma de fiscalização de obras\n\n## Remuneração\n\nA visita técnica extra, feita fora da escala, é paga ao fiscal como adicional de R$ 180, com limite de 15 visitas por fiscal no mês.\nO transporte é feito em veículo da companhia.\n`,
    "fiscalizacao.md",
  );

  it("'X … R$ A, com limite de N Xs': at most N × A", () => {
    const [reply] = offlineConversation(
      RULE,
      "Quanto um fiscal pode receber no máximo por mês com as visitas técnicas extras? É para o orçamento.",
    );
    expect(reply).toContain(formatQuantity(15 * 180, "money"));
  });

  it("a cap of another thing than the one paid for is no ceiling of it", () => {
    const other = passagesOf(
      "# Norma\n\nO lanche da equipe é pago como ajuda de R$ 25, com limite de 3 fiscais por obra.\n",
      "norma.md",
    );
    const [reply] = offlineConversation(other, "Quanto se recebe no máximo de ajuda pelo lanche?");
    expect(reply).not.toContain(formatQuantity(75, "money"));
  });
});
