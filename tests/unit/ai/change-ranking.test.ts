import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A bulletin written for this test: one column of figures per month. */
const BULLETIN = passagesOf(
  `# Boletim de ligações novas — 1º semestre

| Regional | Ligações em março | Ligações em junho |
| --- | ---: | ---: |
| Norte | 1.200 | 1.500 |
| Sul | 800 | 1.160 |
| Leste | 2.000 | 1.700 |
| Oeste | 500 | 520 |
`,
  "boletim-ligacoes.md",
);
const answer = (question: string) => composeAnswer(question, BULLETIN);

describe("a row's change between two moment columns, ranked", () => {
  it("the largest growth in percent, with its figures", () => {
    const reply = answer("Oi! Em que regional houve o maior crescimento percentual de março para junho?");
    expect(reply).toMatch(/^A regional Sul teve o maior crescimento percentual: 45%/);
    expect(reply).toContain("(1.160 − 800) ÷ 800");
  });

  it("in units when no percent is asked, and the largest fall", () => {
    expect(answer("Que regional somou o maior aumento de março para junho?")).toContain("Sul");
    expect(answer("Que regional somou o maior aumento de março para junho?")).not.toContain("%");
    expect(answer("Que regional somou a maior queda de março para junho?")).toContain("Leste");
  });

  it("the moment named first is the earlier one", () => {
    expect(answer("Que regional somou a maior queda de junho para março?")).toContain("Sul");
  });
});

describe("a column's total, the last reply's, against the same rows in another moment's column", () => {
  it("the change from the other moment's total, in percent when asked so", () => {
    const [total, change] = offlineConversation(
      BULLETIN,
      "Somando todas as regionais, quantas ligações houve em junho?",
      "E esse total subiu quanto frente a março, em percentual? Vou levar ao relatório.",
    );
    expect(total).toContain("4.880");
    expect(change).toContain("8,4%");
    expect(change).toContain("4.500");
  });
});
