import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf, priorTurn } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "E a média de X nesse período?" after a question over a span of months names its own thing: a question of its own,
 * over the span the previous one set, not the previous question with the aggregate spliced in. And the worst month of
 * a count of things lost is the one with most. A bulletin written for this test.
 */
const BULLETIN = `# Boletim de paradas das bombas dosadoras — 2026

| Mês | Paradas não programadas | Horas perdidas de dosagem |
|---|---:|---:|
| Março | 5 | 31 |
| Abril | 9 | 64 |
| Maio | 4 | 22 |
| Junho | 6 | 43 |
`;
const passages = passagesOf(BULLETIN, "boletim-paradas-dosadoras.md");

describe("an aggregate of a thing the follow-up names itself", () => {
  it("is asked over the span the previous question set", () => {
    const prior = priorTurn(
      "Só para conferir: somando de março a junho, quantas paradas não programadas houve?",
      "O total de paradas não programadas dos meses é 24: 5 + 9 + 4 + 6 = 24 [1].",
    );
    expect(standaloneQuestion("E a média mensal de horas perdidas nesse período?", prior).text).toBe(
      "Qual é a média mensal de horas perdidas de março a junho?",
    );
  });

  it("and answered as an average, not a sum", () => {
    const replies = offlineConversation(
      passages,
      "Só para conferir: somando de março a junho, quantas paradas não programadas houve?",
      "E a média mensal de horas perdidas nesse período?",
    );
    // (31 + 64 + 22 + 43) / 4 = 40
    expect(replies[1]).toContain("40");
    expect(replies[1]).not.toContain("160");
  });
});

describe("the worst of a measure of things lost", () => {
  it("is the most", () => {
    const [reply] = offlineConversation(passages, "Qual foi o pior mês em horas perdidas de dosagem?");
    expect(reply).toMatch(/^O mês Abril/);
  });
});
