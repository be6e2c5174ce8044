import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A column asked of no row, after a turn about one row, on a document written for this test (a fictional scholarship
 * rule): the row the conversation talks about is the one read, not a sentence that speaks of the column in general.
 * Expected figures are taken from the data written into the document.
 */
const LEVELS = [
  { level: "Curso livre", share: 40, cap: "250,00", months: 6 },
  { level: "Tecnólogo", share: 65, cap: "900,00", months: 36 },
  { level: "Especialização", share: 55, cap: "1.250,00", months: 18 },
];

const RULE = `# Regra do programa Aprender Mais — Sanemirim

## Como o reembolso é calculado

O reembolso é a parcela da tabela aplicada à mensalidade paga, sempre limitada ao limite por mês de cada nível.

| Nível | Parcela reembolsada (%) | Limite por mês (R$) | Prazo máximo (meses) |
|---|---:|---:|---:|
${LEVELS.map((l) => `| ${l.level} | ${l.share} | ${l.cap} | ${l.months} |`).join("\n")}
`;

const passages = passagesOf(RULE, "regra-aprender-mais.md", 1);

describe("a column asked after a turn about one row", () => {
  it("is read in that row", () => {
    const technologist = LEVELS[1];
    const [share, cap, months] = offlineConversation(
      passages,
      "Que parcela da mensalidade do tecnólogo o programa reembolsa?",
      "Qual o limite por mês nesse caso?",
      "E o prazo máximo?",
    );
    expect(share).toContain(`${technologist?.share}%`);
    expect(cap).toContain(`R$ ${technologist?.cap}`);
    expect(months).toContain(`${technologist?.months}`);
  });
});
