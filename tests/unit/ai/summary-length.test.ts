import { describe, expect, it } from "vitest";
import { summarize } from "#core/ai/answer/summarize.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A summary honours the length asked even when the document has fewer sections than sentences asked (articles under
 * one title), and says what a section says rather than its closing formulas: a section whose conclusions are a list
 * after "Diante do exposto, recomenda:" gives its list, and a formula that repeats the heading's word ("É o
 * histórico.") is no sentence of the summary. Both documents are written for this test.
 */
const DELIBERATION = `# Deliberação CMS nº 45, de 3 de março de 2028

Aprova o plano de contingência de abastecimento do município de Vargem do Tiriri para a estiagem de 2028.

**Art. 1º** Fica aprovado o plano de contingência, com custo estimado de R$ 2,3 milhões, a cargo do Serviço Autônomo de Água.

**Art. 2º** O rodízio de abastecimento começa quando o reservatório do Tiriri ficar abaixo de 35% do volume útil.

**Art. 3º** O serviço deve distribuir água por caminhão-pipa às escolas e unidades de saúde durante todo o rodízio.

**Art. 4º** O serviço apresentará ao Conselho um relatório mensal da execução do plano.

**Art. 5º** Esta deliberação entra em vigor na data de sua publicação.
`;

const NOTE = `# Nota técnica NT-12/2028 — Troca de hidrômetros do setor Pedra Branca

## 1. Histórico
A Gerência de Medição pediu uma análise das perdas aparentes do setor Pedra Branca, onde 4.800 hidrômetros têm mais de dez anos.
A equipe comparou o consumo medido de 2025 a 2027 com o de setores de hidrômetros novos.
É o histórico.

## 2. Análise
Os hidrômetros com mais de dez anos registram, em média, 14% a menos que os novos.
A perda aparente do setor soma 96 mil m³ por ano.

## 3. Conclusão
Diante do exposto, a equipe recomenda:

- trocar os 4.800 hidrômetros antigos em 2029, ao custo de R$ 1,15 milhão;
- priorizar as 620 ligações comerciais do setor, que concentram metade da perda;
- medir de novo o setor seis meses depois da troca.

É a nota técnica.
Diana Quaresma Leal
Engenheira de Medição
`;

const sentencesOf = (reply: string) => reply.match(/\[\d+\]/g)?.length ?? 0;

describe("the length of a summary", () => {
  it("three sentences asked of articles under one title are three sentences, each from an article", () => {
    const reply = summarize(
      "Resuma a deliberação em três frases.",
      passagesOf(DELIBERATION, "deliberacao.md"),
      "deliberacao.md",
    );
    expect(sentencesOf(reply)).toBe(3);
    expect(reply).toContain("R$ 2,3 milhões");
    expect(reply).toContain("35%");
  });

  it("two sentences asked are two, not more", () => {
    const reply = summarize(
      "Resuma a deliberação em duas frases.",
      passagesOf(DELIBERATION, "deliberacao.md"),
      "deliberacao.md",
    );
    expect(sentencesOf(reply)).toBe(2);
  });
});

describe("what a section says", () => {
  const passages = passagesOf(NOTE, "nota-tecnica.md");

  it("a conclusion written as a list after a formula is summarised by its list", () => {
    const reply = summarize("Resuma a nota técnica.", passages, "nota-tecnica.md");
    expect(reply).toContain("R$ 1,15 milhão");
    expect(reply).not.toContain("Diana Quaresma");
  });

  it("a closing formula that repeats the heading is left out", () => {
    const reply = summarize("Resuma a nota técnica.", passages, "nota-tecnica.md");
    expect(reply).toContain("4.800 hidrômetros");
    expect(reply).not.toContain("É o histórico");
  });
});
