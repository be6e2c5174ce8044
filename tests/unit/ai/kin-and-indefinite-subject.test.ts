import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { answerOver, priorTurn } from "#tests/support/agent-documents.ts";

/**
 * A verb and the noun of its act, which the stemmer leaves apart ("quanto rendeu" is the column "Receita"), and a
 * pronoun whose antecedent came with "um" ("um condutor que…"), not the name beside it. A document written for
 * this test.
 */
const BULLETIN = `# Boletim de caminhões-pipa — setembro de 2027

| Distrito | Viagens | Custo de combustível (R$) | Receita (R$) |
|---|---:|---:|---:|
| Córrego Fundo do Tauá | 112 | 9.408,00 | 20.160,00 |
| Vila Nova do Jaburu | 87 | 7.308,00 | 15.660,00 |

A tarifa da viagem é fixada pela Resolução ARSEP 41.
`;

const ask = answerOver(BULLETIN, "boletim-caminhoes-pipa-setembro.md");

describe("words of one sense", () => {
  it("read what a service rendeu as its receita", () => {
    const answer = ask("Quanto o serviço rendeu no distrito Vila Nova do Jaburu?");
    expect(answer).toContain("15.660");
    expect(answer).not.toContain("7.308");
  });
});

describe("a pronoun after 'um' and its noun", () => {
  it("stands for that noun, not for the name of its complement", () => {
    const asked = standaloneQuestion(
      "E até que dia ele pode recorrer?",
      priorTurn("O que ocorre com um motorista autuado pelo DETRAN-XY?", "A multa é repassada ao condutor."),
    );
    expect(asked.text).toMatch(/^Até que dia o motorista\b/);
  });
});
