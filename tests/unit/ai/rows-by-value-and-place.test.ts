import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A row named by a value only it has in one column, and two rows named by their places in the table's order, on a
 * document written for this test (a fictional pump trial report). Expected figures come from the data below.
 */
const TRIALS = [
  { id: "B1", rpm: 1150, head: 42.5, flow: 88, efficiency: 71 },
  { id: "B2", rpm: 1300, head: 47.0, flow: 97, efficiency: 74 },
  { id: "B3", rpm: 1450, head: 51.5, flow: 104, efficiency: 76 },
  { id: "B4", rpm: 1450, head: 50.0, flow: 109, efficiency: 73 },
];
const decimal = (value: number) => value.toLocaleString("pt-BR", { minimumFractionDigits: 1 });

const REPORT = `# Relatório de testes da bomba nova da elevatória Capão Seco

## Testes de desempenho

| Teste | Rotação (rpm) | Altura manométrica (mca) | Vazão bombeada (L/s) | Rendimento (%) |
|---|---:|---:|---:|---:|
${TRIALS.map((t) => `| ${t.id} | ${t.rpm.toLocaleString("pt-BR")} | ${decimal(t.head)} | ${t.flow} | ${t.efficiency} |`).join("\n")}

Os testes B3 e B4 repetiram a rotação máxima com a válvula de recalque em aberturas diferentes.
`;

const passages = passagesOf(REPORT, "testes-bomba-capao-seco.md", 1);

describe("a row named by a value only it has", () => {
  it("answers the other column the question names, in that row", () => {
    const [, second] = TRIALS;
    const reply = composeAnswer(
      "Boa tarde! Que altura manométrica a bomba deu no teste com rotação de 1.300 rpm? É para o laudo.",
      passages,
    );
    expect(reply).toContain(decimal(second?.head ?? 0));
    expect(reply).not.toContain(decimal(TRIALS[0]?.head ?? 0));
  });

  it("a follow-up asks another column of the same row", () => {
    const [, second] = TRIALS;
    const [, efficiency] = offlineConversation(
      passages,
      "Qual foi a vazão bombeada no teste com rotação de 1.300 rpm?",
      "E o rendimento nesse teste?",
    );
    expect(efficiency).toContain(`${second?.efficiency}`);
  });

  it("a value several rows share still lists the rows that have it", () => {
    const sharing = TRIALS.filter((t) => t.rpm === 1450).map((t) => t.id);
    const reply = composeAnswer("Qual o rendimento nos testes com rotação de 1.450 rpm?", passages);
    for (const id of sharing) expect(reply).toContain(id);
  });
});

describe("two rows named by their places", () => {
  it("a change from one place to another is their difference", () => {
    const [first, , , fourth] = TRIALS;
    const reply = composeAnswer("Oi! Em quanto a vazão bombeada aumentou do primeiro para o quarto teste?", passages);
    expect(reply).toContain(`${(fourth?.flow ?? 0) - (first?.flow ?? 0)}`);
  });

  it("'entre a segunda e a terceira' names the rows in the table's order", () => {
    const [, second, third] = TRIALS;
    const reply = composeAnswer("Qual a diferença de rendimento entre o segundo e o terceiro teste?", passages);
    expect(reply).toContain(`${(third?.efficiency ?? 0) - (second?.efficiency ?? 0)}`);
  });
});
