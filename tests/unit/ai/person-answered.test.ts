import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * After "Quem responde por X?", "dele" is the person answered, not the row the answer quoted to say whose; and
 * "todas as ações" quantifies the rows, never naming the one whose hazard cell says "Todos". On an action plan written
 * for this test; the sums are computed here from its rows.
 */
const ACTIONS = [
  { action: "Troca das bombas da captação Ribeirão Fundo", hazard: "H2", cost: 312_400, owner: "Joaquim Tessitore" },
  { action: "Cerca e portão no reservatório R-12", hazard: "H4", cost: 48_900, owner: "Marta Quaresma" },
  { action: "Painel de alarmes da adutora", hazard: "H1, H3", cost: 97_250, owner: "Joaquim Tessitore" },
  { action: "Treinamento anual das equipes", hazard: "Todos", cost: 22_600, owner: "Marta Quaresma" },
  { action: "Medidor de turbidez na saída", hazard: "H3", cost: 61_800, owner: "Joaquim Tessitore" },
];
const money = (value: number) => value.toLocaleString("pt-BR");
const PLAN = `# Plano de ações de segurança — sistema Ribeirão Fundo

## Ações e orçamento

| Ação | Perigo | Custo (R$) | Responsável |
|---|---|---:|---|
${ACTIONS.map((a) => `| ${a.action} | ${a.hazard} | ${money(a.cost)} | ${a.owner} |`).join("\n")}
`;
const passages = passagesOf(PLAN, "plano-acoes.md");
const sumOf = (owner: string) => ACTIONS.filter((a) => a.owner === owner).reduce((sum, a) => sum + a.cost, 0);

describe("the person a 'quem' question answered", () => {
  it("is who a pronoun of the next question stands for, though the answer quoted the action first", () => {
    const prior = {
      question: "Quem responde pela troca das bombas?",
      answer: "O responsável pela ação “Troca das bombas da captação Ribeirão Fundo” é Joaquim Tessitore [1].",
      documentIds: ["plano-acoes.md"],
    };
    const asked = standaloneQuestion("E quanto custam as ações dele, somadas?", prior);
    expect(asked.text).toContain("Joaquim Tessitore");
    expect(asked.text).not.toContain("Troca das bombas");
  });

  it("adds up that person's rows only, a row whose cell says 'Todos' being none of them", () => {
    const [who, total] = offlineConversation(
      passages,
      "Quem responde pela troca das bombas da captação?",
      "Quanto custam todas as ações dele, juntas?",
    );
    expect(who).toContain("Joaquim Tessitore");
    expect(total).toContain(money(sumOf("Joaquim Tessitore")));
    expect(total).not.toContain("Treinamento");
  });
});
