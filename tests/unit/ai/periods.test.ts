import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A period the question names that the document never writes (another quarter, another month), and an amount
 * spent asked over a sentence without money, over a bulletin written for this test; the short forms documents
 * use ("3T2026", "dez/2026") still count as the period written.
 */
const BULLETIN = `# Boletim de perdas comerciais — 3T2026

Este boletim reúne as perdas comerciais das três gerências regionais no trimestre.

| Gerência | Volume recuperado (mil m³) | Receita recuperada (R$ mil) | Meta para dez/2026 (%) |
|---|---|---|---|
| Ipê Roxo | 38,2 | 151,6 | 24 |
| Buritizal | 21,7 | 88,4 | 27 |
| Capão Seco | 12,9 | 49,0 | 31 |

## Histórico

A maior enchente registrada na bacia do Capão Seco foi em 2019, com 5,2 m na régua da ponte.
`;
const passages = passagesOf(BULLETIN, "boletim-perdas.md");
const documents = [{ id: "boletim-perdas.md", name: "boletim-perdas.md" }];
const ask = (question: string) => composeAnswer(question, passages, documents);

describe("periods and amounts the document does not state", () => {
  it("a quarter the document never writes is refused; the one it writes in short form is answered", () => {
    expect(ask("Qual foi a receita recuperada da gerência Buritizal no 2º trimestre de 2026?")).toMatch(
      /^Não encontrei/,
    );
    expect(ask("Qual foi a receita recuperada da gerência Buritizal no terceiro trimestre?")).toContain("88,4");
  });

  it("a month written as 'dez/2026' is the month asked as 'dezembro de 2026'", () => {
    expect(ask("Qual é a meta da gerência Capão Seco para dezembro de 2026?")).toContain("31");
    expect(ask("Qual é a meta da gerência Capão Seco para junho de 2026?")).toMatch(/^Não encontrei/);
  });

  it("'quanto gastou' asks for money, which a sentence of heights does not state", () => {
    expect(ask("Quanto a companhia gastou com a enchente de 2019 no Capão Seco?")).toMatch(/^Não encontrei/);
  });
});
