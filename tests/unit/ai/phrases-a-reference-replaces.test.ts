import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";

const turn = (question: string, answer: string) => ({ question, answer, documentIds: [], earlier: null });

/**
 * Which phrase of the last question a pronoun or an ellipsis stands for: "a" before an infinitive ("o saldo a
 * receber") is a preposition, so "ela" is the next feminine noun; "E no X?" after "fora do X" takes the place of the
 * phrase that writes its noun, whatever locution opened it; "E entre C e D?" puts its pair where "entre A e B" stood.
 */
describe("the phrase a reference takes the place of", () => {
  it("a feminine pronoun skips 'a' before an infinitive", () => {
    const prior = turn(
      "Qual é o saldo a receber da medição de setembro da Construtora Ipê?",
      "O saldo a receber é R$ 61.200,00. [2]",
    );
    const text = standaloneQuestion("E quando ela foi aprovada?", prior).text;
    expect(text).toContain("a medição de setembro");
    expect(text).not.toMatch(/\ba receber\b.*aprovad/);
  });

  it("a feminine noun in -er is still a noun", () => {
    const prior = turn("Quantas colheres de coagulante a mulher do laboratório dosou?", "Dosou 6 colheres. [1]");
    expect(standaloneQuestion("E quando ela dosou?", prior).text).toContain("mulher");
  });

  it("'E no X?' replaces 'fora do X', not the last phrase opened by 'no'", () => {
    const prior = turn("Quantas ordens de serviço foram fechadas fora do prazo no semestre?", "Foram 37 ordens. [4]");
    const text = standaloneQuestion("E no prazo?", prior).text;
    expect(text).toContain("fechadas no prazo no semestre");
    expect(text).not.toContain("fora do prazo");
  });

  it("a phrase of the same preposition that writes no such noun is still replaced as before", () => {
    const prior = turn("Quantas amostras ficaram acima do limite em agosto?", "Foram 5 amostras. [2]");
    expect(standaloneQuestion("E na primeira quinzena?", prior).text).toContain("acima do limite na primeira quinzena");
  });

  it("'E entre C e D?' takes the place of the last question's pair, its other words kept", () => {
    const prior = turn(
      "Quantos dias úteis correram entre a abertura da licitação e a homologação, sem contar feriados?",
      "Correram 41 dias úteis. [3]",
    );
    const text = standaloneQuestion("E entre a homologação e a ordem de serviço?", prior).text;
    expect(text).toBe("Quantos dias úteis correram entre a homologação e a ordem de serviço, sem contar feriados?");
  });

  it("a pronoun after a question that named nothing stands for the topic of the question before it", () => {
    const first = turn("Qual foi a pressão média registrada no booster Alto Verde?", "A pressão média foi 38 mca. [2]");
    const prior = { ...turn("E quanto está exigido?", "Estão exigidos 10 mca. [3]"), earlier: first };
    const text = standaloneQuestion("Em que dia ela foi medida?", prior).text;
    expect(text).toContain("a pressão foi medida");
  });

  it("a unit's symbol after a figure is no name a pronoun stands for", () => {
    const first = turn("Com que vazão média se bombeou em abril?", "A vazão média bombeada foi 126 L/s. [2]");
    const prior = { ...turn("E quanto está outorgado?", "Estão outorgados 150 L/s. [3]"), earlier: first };
    const text = standaloneQuestion("Quanto ela ficou abaixo, em porcentagem?", prior).text;
    expect(text).not.toMatch(/\bL\b/);
  });

  it("a pronoun is not the noun the question itself writes beside it", () => {
    const prior = turn("Qual motor estourou o limite?", "MT-7 — corrente medida: 52 A; limite de corrente: 45 A. [3]");
    const text = standaloneQuestion("Por quantos ampères ele passou do limite?", prior).text;
    expect(text).not.toMatch(/o limite passou/);
    const other = turn("Que filtro ultrapassou o limite de perda de carga?", "O filtro F-3 chegou a 2,4 m. [2]");
    expect(standaloneQuestion("Quanto ele passou do limite?", other).text).toContain("o filtro F-3 passou");
  });
});

describe("a place adverb after 'de'", () => {
  it("'de lá' is from the place the last question named, not 'de em' it", () => {
    const prior = turn(
      "Qual foi a pressão média registrada no booster B-7?",
      "A pressão média no booster B-7 foi de 32 mca. [3]",
    );
    const text = standaloneQuestion("E quantas horas o inversor de lá ficou desligado?", prior).text;
    expect(text).not.toMatch(/\bde em\b/u);
    expect(text).toMatch(/\bd[oe] (?:booster )?B-7\b/u);
  });
});
