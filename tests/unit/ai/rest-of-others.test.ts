import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Os demais": a clause counts a whole and some of its parts, then says what the rest did. The report is written for
 * this test; each expected figure is computed here from the ones the test writes into it.
 */
const ORDERS = 52;
const DONE = 31;
const MOVED = 6;
const REPORT = `# Relatório mensal da manutenção de redes

## Ordens de serviço

Das ${ORDERS} ordens de serviço abertas em setembro, a equipe de campo encerrou ${DONE} dentro do prazo e reagendou ${MOVED} a pedido dos moradores; as demais foram canceladas por duplicidade de cadastro.

## Equipamentos

Dos 14 veículos da frota, 9 passaram pela revisão semestral e os demais seguem para a oficina em outubro.
`;
const passages = passagesOf(REPORT, "relatorio-manutencao.md");

describe("the rest a clause names by 'os demais'", () => {
  it("is the whole less every part the clause counts, when the question asks what the rest did", () => {
    const [reply] = offlineConversation(
      passages,
      "Bom dia! Quantas ordens foram canceladas? É para o fechamento do mês.",
    );
    expect(reply).toMatch(new RegExp(`^São ${ORDERS - DONE - MOVED}:`));
  });

  it("reads a clause whose parts come after a subject and a verb", () => {
    const reply = composeAnswer("Quantos veículos seguem para a oficina?", passages, []);
    expect(reply).toMatch(/^São 5:/);
  });

  it("a question about one counted part is not answered with the rest", () => {
    const reply = composeAnswer("Quantas ordens foram reagendadas a pedido dos moradores?", passages, []);
    expect(reply).not.toMatch(new RegExp(`^São ${ORDERS - DONE - MOVED}`));
    expect(reply).toContain(String(MOVED));
  });
});
