import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/** A report written for this test: wholes and the parts a relative clause counts of them. */
const REPORT = passagesOf(
  `# Relatório de vistorias de ligações clandestinas — 2026

## Resultados

Entre março e agosto, as equipes vistoriaram 640 imóveis, dos quais 96 tinham ligação clandestina confirmada.
O programa recebeu 150 denúncias pelo aplicativo, das quais 45 por desvio de ramal e 30 por hidrômetro violado.
As multas aplicadas somaram R$ 1.280.000,00, dos quais R$ 320.000,00 já foram pagos.
`,
  "vistorias-clandestinas.md",
);
const answer = (question: string) => composeAnswer(question, REPORT);

describe("a part a sentence counts of its whole, asked as a share", () => {
  it("the part over the whole, with the operation", () => {
    const reply = answer("Oi! Qual percentual dos imóveis vistoriados tinha ligação clandestina? É para o relatório.");
    expect(reply).toContain("15%");
    expect(reply).toContain("96 ÷ 640");
  });

  it("of several parts, the one the question names; amounts in money too", () => {
    expect(answer("Que percentual das denúncias foi por hidrômetro violado?")).toContain("20%");
    expect(answer("Que percentual das denúncias foi por desvio de ramal?")).toContain("30%");
    expect(answer("Qual a porcentagem das multas que já foi paga?")).toContain("25%");
  });

  it("asks no share: the part as the document writes it", () => {
    expect(answer("Quantos imóveis tinham ligação clandestina confirmada?")).toContain("96");
    expect(answer("Quantos imóveis tinham ligação clandestina confirmada?")).not.toContain("%");
  });
});
