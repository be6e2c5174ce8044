import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A sentence's own change "de A para B" states where things stand (A) and where they are to be (B). The plan is
 * written for this test; each expected figure is the one the test writes into it, or computed here from them.
 */
const RECONNECTION = { now: 26, target: 8 };
const DEBIT = { now: 22, target: 40 };
const REVIEW = { now: 9, target: 4 };
const plan = [
  "# Plano de melhoria do atendimento comercial — Regional Campo Serrano",
  "",
  "## Objetivo",
  "",
  `Baixar o tempo médio de religação de ${RECONNECTION.now} horas (apuração de 2025) para ${RECONNECTION.target} horas até junho de 2028.`,
  "",
  "## Metas comerciais",
  "",
  `Elevar a adesão ao débito automático de ${DEBIT.now}% para ${DEBIT.target}% dos clientes e reduzir de ${REVIEW.now} para ${REVIEW.target} dias o prazo de análise dos pedidos de revisão de conta.`,
  "",
  "## Equipe",
  "",
  "A regional conta com 14 atendentes e 3 supervisores de loja.",
].join("\n");
const passages = passagesOf(plan, "plano-atendimento-campo-serrano.md");

const conversation = (...asks: string[]) => offlineConversation(passages, ...asks);

describe("a change 'de A para B' read as where things stand and where they are to be", () => {
  it("asked where things stand, answers the figure the change starts from, with its unit and its note", () => {
    const [reply] = conversation("Bom dia! Quanto está o tempo médio de religação hoje? Preciso disso para a reunião.");
    expect(reply).toMatch(new RegExp(`^Hoje o valor é ${RECONNECTION.now} horas \\(apuração de 2025\\)`));
    expect(reply).toContain(`${RECONNECTION.target} horas`);
  });

  it("of two changes in one sentence, takes the one written beside the asked words, the unit borrowed from its end", () => {
    const [reply] = conversation("qual o prazo de analise dos pedidos de revisao atualmente?");
    expect(reply).toMatch(new RegExp(`^Hoje o valor é ${REVIEW.now} dias`));
  });

  it("after a question about the target, 'E hoje?' asks where things stand", () => {
    const [target, now] = conversation("Qual a meta de adesão ao débito automático?", "E hoje?");
    expect(target).toContain(`${DEBIT.target}%`);
    expect(now).toMatch(new RegExp(`^Hoje o valor é ${DEBIT.now}%`));
  });

  it("a change in percentage points is the later figure minus the earlier", () => {
    const [reply] = conversation("Em quantos pontos percentuais a adesão ao débito automático deve subir?");
    const points = formatQuantity(DEBIT.target - DEBIT.now, "number");
    expect(reply).toMatch(new RegExp(`^São ${points} pontos percentuais de aumento`));
  });

  it("a question of today about something no change speaks of is answered by what states it", () => {
    const [reply] = conversation("Quantos atendentes a regional tem hoje?");
    expect(reply).not.toMatch(/^Hoje o valor/);
    expect(reply).toContain("14 atendentes");
  });
});

/** A list item states a change as a sentence does, its end a bound ("para no máximo 6%"). Written for this test. */
const TARGETS = `# Metas do Programa de Hidrometração — Regional Boa Vereda

## Indicadores

- ligações sem hidrômetro: de 14% para no máximo 6% em 2028;
- hidrômetros com mais de 10 anos: de 31% para no máximo 12% em 2029.
`;
const targets = passagesOf(TARGETS, "metas-hidrometracao.md");

describe("a change a list item states, its end a bound", () => {
  it("asked where things stand, answers where it starts", () => {
    const [reply] = offlineConversation(
      targets,
      "Oi! E atualmente, qual o percentual de hidrômetros com mais de 10 anos?",
    );
    expect(reply).toContain("Hoje o valor é 31%");
    expect(reply).toContain("12%");
  });
});
