import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A relative change asked in percent, over one sentence that states both figures. The report is written for this
 * test; each expected rate is computed here from the figures the test writes into it.
 */
const HYDRANTS = { earlier: 64, later: 88 };
const CALLS = { first: 1250, second: 1000 };
const report = [
  "# Relatório de manutenção de hidrantes — Distrito Vale Fundo",
  "",
  "## Vistorias",
  "",
  `A equipe vistoriou ${HYDRANTS.later} hidrantes no 4º trimestre de 2026, contra ${HYDRANTS.earlier} no 3º trimestre.`,
  "",
  "## Atendimento",
  "",
  `Os chamados de baixa pressão passaram de ${formatQuantity(CALLS.first, "number")}, em 2025, para ${formatQuantity(CALLS.second, "number")} em 2026, depois da troca das válvulas redutoras.`,
  "",
  "## Custos",
  "",
  "O custo de peças foi de R$ 42.000,00 no ano, 8% acima do orçado.",
].join("\n");
const passages = passagesOf(report, "hidrantes.md");
const rate = (from: number, to: number) => formatQuantity((Math.abs(to - from) / from) * 100, "percent");

describe("a relative change between two figures of a sentence", () => {
  it("orders the figures by the marks of the question's two sides, whatever order the sentence writes them", () => {
    const reply = composeAnswer(
      "Oi! Em quantos por cento aumentaram as vistorias do 3º para o 4º trimestre?",
      passages,
      [],
    );
    expect(reply).toContain(rate(HYDRANTS.earlier, HYDRANTS.later));
    expect(reply).toMatch(/^Cresceu/);
  });

  it("reads a fall from the sentence's own 'de A para B'", () => {
    const reply = composeAnswer("Qual foi a redução percentual dos chamados de baixa pressão?", passages, []);
    expect(reply).toContain(rate(CALLS.first, CALLS.second));
    expect(reply).toMatch(/^Caiu/);
  });

  it("reads the change a follow-up sets against the other figure with words of relation ('comparado ao')", () => {
    const replies = offlineConversation(
      passages,
      "No 4º trimestre, a equipe vistoriou quantos hidrantes?",
      "Comparado ao 3º trimestre, isso foi um crescimento de quantos por cento?",
    );
    expect(replies[1]).toContain(rate(HYDRANTS.earlier, HYDRANTS.later));
    expect(replies[1]).toMatch(/^Cresceu/);
  });

  it("leaves a sentence that states its own percentage to be quoted", () => {
    const reply = composeAnswer("Em quantos por cento o custo de peças aumentou em relação ao orçado?", passages, []);
    expect(reply).toContain("8%");
    expect(reply).not.toMatch(/^Cresceu/);
  });
});

describe("a relative change between the figures of the last two answers", () => {
  const LAB = `# Boletim de qualidade do Reservatório Pedra Lisa

| Ponto | Turbidez (NTU) |
| --- | --- |
| Entrada | 12,5 |
| Saída do filtro | 0,8 |
`;
  const lab = passagesOf(LAB, "boletim-pedra-lisa.md");

  it("is the change from the earlier answer's figure to the last one's, not the share of one in the other", () => {
    const replies = offlineConversation(
      lab,
      "Qual turbidez foi medida na entrada?",
      "E na saída do filtro?",
      "Quanto ela caiu, em percentual, de um ponto para o outro?",
    );
    expect(replies[0]).toContain("12,5");
    expect(replies[1]).toContain("0,8");
    // (12,5 − 0,8) ÷ 12,5 = 93,6%; the share 0,8 ÷ 12,5 would be 6,4%.
    expect(replies[2]).toContain(formatQuantity(((12.5 - 0.8) / 12.5) * 100, "percent"));
    expect(replies[2]).not.toContain("6,4%");
  });
});

describe("a change set against its reference with 'contra', after a code's digit", () => {
  const SAND = { later: 4.5, earlier: 3.6 };
  const well = passagesOf(
    `# Relatório de operação do poço\n\n## Leituras\n\nA retirada de areia do poço P-2 foi de ${formatQuantity(SAND.later, "number")} t, contra ${formatQuantity(SAND.earlier, "number")} t em março de 2025; o limite da bomba é de 6 t.\n`,
    "poco.md",
  );

  it("the two figures beside 'contra', not the code's digit before them", () => {
    for (const question of [
      "Bom dia! A retirada de areia do poço P-2 subiu quantos por cento de março de 2025 para março de 2026?",
      "A retirada de areia do poço P-2 cresceu quantos por cento? Preciso para o relatório.",
    ]) {
      const reply = offlineConversation(well, question)[0] ?? "";
      expect(reply).toMatch(/^Cresceu/);
      expect(reply).toContain(rate(SAND.earlier, SAND.later));
    }
  });
});
