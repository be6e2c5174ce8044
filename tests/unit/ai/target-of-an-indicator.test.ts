import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A table of indicators written for this test, each row in its own measure, with a baseline column and a target
 * column (one row's target a percentage): how much a row must grow is its target less its baseline, in the row's own
 * figures, and the words that say which column ("linha de base") are no unit written after them.
 */
const INDICATORS: [string, number, number][] = [
  ["Imóveis com caixa d'água vistoriada", 1_240, 3_100],
  ["Vazamentos consertados em até 24 horas", 410, 530],
];
const PLAN = `# Plano de ação do Programa Caixa Limpa — Regional Campo Alegre — 2035

## Metas

| Indicador | 2034 (linha de base) | Meta para 2035 |
|---|---:|---:|
${INDICATORS.map(([name, base, target]) => `| ${name} | ${base.toLocaleString("pt-BR")} | ${target.toLocaleString("pt-BR")} |`).join("\n")}
| Satisfação com o atendimento | — | 85% |
`;
const passages = passagesOf(PLAN, "plano-caixa-limpa.md");

describe("how far an indicator's target stands from its baseline", () => {
  for (const [name, base, target] of INDICATORS) {
    it(`is computed for "${name}" in the row's own figures`, () => {
      const answer = composeAnswer(`Quanto o indicador ${name.toLowerCase()} precisa aumentar?`, passages);
      expect(answer).toContain((target - base).toLocaleString("pt-BR"));
      expect(answer).not.toMatch(/\d linha de base/);
    });
  }

  it("is asked as how many more the plan must reach", () => {
    const [name, base, target] = INDICATORS[0] ?? ["", 0, 0];
    const answer = composeAnswer(`Quantos ${name.toLowerCase()} a mais o plano quer?`, passages);
    expect(answer).toContain((target - base).toLocaleString("pt-BR"));
  });
});
