import { describe, expect, it } from "vitest";
import { carriedFigure } from "#core/ai/answer/carried-figure.ts";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * What a follow-up carries when the last reply or the last question lost it: the amount of a reply that opened with a
 * date line, and the gender of a place the question before the last one wrote with its article. On a contract written
 * for these tests; the monthly figure is computed here.
 */
const TOTAL = 96_840;
const MONTHS = 18;
const money = (value: number) => value.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const CONTRACT = `# Contrato nº 52/2027 — Inspeção de hidrantes e extintores

O preço total é de R$ ${money(TOTAL)}, para ${MONTHS} meses de serviço.

| Unidade | Hidrantes | Extintores de pó | Extintores de CO₂ |
|---|---:|---:|---:|
| ETA Jacutinga | 12 | 64 | 9 |
| EEAB Ribeira | 4 | 21 | 3 |
`;
const passages = passagesOf(CONTRACT, "contrato-hidrantes.md");

describe("the figure 'isso' stands for", () => {
  it("is the reply's amount though the reply opened with a date line", () => {
    const previous = `Início: 1º de março de 2027. [9] O preço total é de R$ ${money(TOTAL)}, para ${MONTHS} meses de serviço. [1]`;
    const reply = carriedFigure("E isso fica em quanto por mês?", previous, passages);
    expect(reply).toContain(`R$ ${money(TOTAL / MONTHS)}`);
  });
});

describe("a pronoun two turns after the place was named with its article", () => {
  it("takes the gender the earlier question gave it, not a formula the message writes", () => {
    const earlier = {
      question: "Quantos hidrantes a ETA Jacutinga tem?",
      answer: "A unidade ETA Jacutinga tem 12 hidrantes [1].",
      documentIds: ["contrato-hidrantes.md"],
    };
    const prior = {
      question: "Em que mês ETA Jacutinga passa por vistoria?",
      answer: "ETA Jacutinga — hidrantes: 12; mês da vistoria: maio de 2027. [1]",
      documentIds: ["contrato-hidrantes.md"],
      earlier,
    };
    const asked = standaloneQuestion("E juntando pó e CO₂, ela tem quantos extintores?", prior);
    expect(asked.text).toContain("ETA Jacutinga tem quantos extintores");
  });
});
