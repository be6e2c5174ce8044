import { describe, expect, it } from "vitest";
import { correctedTypos, inDocumentsCase, isSlip } from "#core/ai/answer/spelling.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/** A norm written for this test: the words a question may mistype. */
const NORM = `# Norma de ligações provisórias

Art. 3º A ligação provisória exige vistoria prévia da equipe comercial.

Art. 7º Do indeferimento cabe recurso à Gerência Comercial no prazo de 10 dias.

Art. 9º A ligação clandestina sujeita o responsável à multa de 20% do consumo estimado.
`;
const passages = passagesOf(NORM, "norma.md");

describe("a typo read as the word the documents write", () => {
  it("a swap of neighbouring letters or a letter doubled is corrected to the passages' word", () => {
    expect(correctedTypos("Precisa de vistoria préiva?", passages)).toBe("Precisa de vistoria prévia?");
    expect(correctedTypos("Qual o prazo do recuros?", passages)).toBe("Qual o prazo do recurso?");
    expect(correctedTypos("Qual a mula da ligação clandestina?", passages)).toBe("Qual a mula da ligação clandestina?");
    expect(correctedTypos("E a ligacao clandestnia?", passages)).toBe("E a ligacao clandestina?");
  });

  it("a word spelled as it sounds is read as the passages' spelling of that sound", () => {
    const rules = passagesOf(
      "# Regras da rede\n\nA análise de cada exceção leva 10 dias. A pesquisa da rede cobre 4 km, com chegada na enxada do canal.\n",
      "regras.md",
    );
    expect(correctedTypos("Quanto leva a análize de uma excessão?", rules)).toBe(
      "Quanto leva a análise de uma exceção?",
    );
    expect(correctedTypos("Qual a área da pesquiza da rede?", rules)).toBe("Qual a área da pesquisa da rede?");
    expect(correctedTypos("Onde fica a enchada?", rules)).toBe("Onde fica a enxada?");
    // The same letters sounded otherwise are another word: "chegou" is no spelling of "chegada".
    expect(correctedTypos("Em que dia chegou o canal?", rules)).toBe("Em que dia chegou o canal?");
  });

  it("a word that names an operation is the question's, though one letter from a word the passages write", () => {
    const minutes = passagesOf("# Ata\n\nA equipe vem tomando as medidas de vazão em cada poço.\n", "ata.md");
    expect(correctedTypos("Somando os poços, qual é a vazão?", minutes)).toBe("Somando os poços, qual é a vazão?");
  });

  it("a word the passages do not write, and no slip of one of theirs, stays as written", () => {
    // Forms of the documents' words, and words of their own, are not typos.
    expect(correctedTypos("Quanto custou a vistoria?", passages)).toBe("Quanto custou a vistoria?");
    expect(correctedTypos("Qual seguradora cobre a ligação?", passages)).toBe("Qual seguradora cobre a ligação?");
    expect(correctedTypos("As ligações provisórias pagam taxa?", passages)).toBe("As ligações provisórias pagam taxa?");
  });

  it("an interrogative typed with two letters swapped is read as the interrogative, though no passage writes it", () => {
    expect(correctedTypos("Qaul é o prazo do recurso?", passages)).toBe("Qual é o prazo do recurso?");
    expect(correctedTypos("qunato custa a vistoria?", passages)).toBe("quanto custa a vistoria?");
    // One letter different is a word of its own at this length: "quando" is no slip of "quanto".
    expect(correctedTypos("Quando cabe recurso?", passages)).toBe("Quando cabe recurso?");
  });

  it("an interrogative typed right is read as typed: no other interrogative, no word of the documents", () => {
    const shifts = passagesOf("# Escala\n\nAs vistorias ocorrem às quintas e aos domingos.\n", "escala.md");
    expect(correctedTypos("Quantos recursos houve?", shifts)).toBe("Quantos recursos houve?");
    expect(correctedTypos("Quantas vistorias ocorrem?", shifts)).toBe("Quantas vistorias ocorrem?");
  });

  it("slips are the ones typing makes", () => {
    expect(isSlip("recorer", "recorrer")).toBe(true);
    expect(isSlip("previa", "preiva")).toBe(true);
    expect(isSlip("comercal", "comercial")).toBe(true);
    // Short words differ by a letter legitimately: "multa" is not "mulas".
    expect(isSlip("multa", "mulas")).toBe(false);
    expect(isSlip("prazo", "praça")).toBe(false);
    expect(isSlip("prazo", "prazo")).toBe(false);
  });

  it("a short word that lost a vowel of its hiatus is a slip; a consonant left out is not", () => {
    expect(isSlip("cranca", "crianca")).toBe(true);
    const school = passagesOf("# Auxílio\n\nO auxílio-creche vale para cada criança de até 5 anos.\n", "auxilio.md");
    expect(correctedTypos("Vale para cada crança?", school)).toBe("Vale para cada criança?");
    // A short word without one of its consonants is another word ("conta" is no slip of "contra").
    expect(isSlip("conta", "contra")).toBe(false);
    expect(isSlip("revsao", "revisao")).toBe(false);
  });

  it("a letter for another, or one more, is a finger on a neighbouring key; a word of the asker's framing is no slip", () => {
    expect(isSlip("novenbro", "novembro")).toBe(true);
    expect(isSlip("dezermbro", "dezembro")).toBe(true);
    // Long words that differ by a letter far on the keyboard are other words.
    expect(isSlip("material", "materias")).toBe(false);
    expect(isSlip("operarar", "operar")).toBe(false);
    const report = passagesOf("# Laudo\n\nA precisão do medidor é de 2%.\n", "laudo.md");
    expect(correctedTypos("Preciso do laudo do medidor", report)).toBe("Preciso do laudo do medidor");
  });
});

describe("names typed in lower case", () => {
  const MINUTES = `# Ata da comissão de tarifas

Presentes: Conceição Albuquerque Lins (gerente comercial) e Márcio Teodoro (analista).

A reunião tratou da tarifa social em Porto Velho do Sul. Data do próximo encontro: 3 de março.
`;
  const minutes = passagesOf(MINUTES, "ata.md");

  it("are written as the documents write them, accents and all", () => {
    expect(inDocumentsCase("qual o cargo de conceicao albuquerque lins?", minutes)).toBe(
      "qual o cargo de Conceição Albuquerque Lins?",
    );
    expect(inDocumentsCase("e a tarifa em porto velho do sul?", minutes)).toBe("e a tarifa em Porto Velho do Sul?");
  });

  it("a word the documents also write in lower case, or only capitalise to open a line, stays as typed", () => {
    // "tarifa" is lower case inside sentences; "Data" and "Presentes" are capitalised only where a line opens.
    expect(inDocumentsCase("a proxima reuniao sobre a tarifa tem data marcada?", minutes)).toBe(
      "a proxima reuniao sobre a tarifa tem data marcada?",
    );
    expect(inDocumentsCase("quem estava presentes?", minutes)).toBe("quem estava presentes?");
  });

  it("a word capitalised only where a table's cell opens stays as typed", () => {
    const fees = passagesOf(
      "# Licenças\n\n| Unidade | Licença | Tarifa anual (R$) |\n|---|---|---:|\n| Poço Norte | Outorga | 1.200 |\n",
      "licencas.md",
    );
    expect(inDocumentsCase("qual unidade tem a tarifa anual mais alta?", fees)).toBe(
      "qual unidade tem a tarifa anual mais alta?",
    );
    // A name inside a cell, after another word, is still a name.
    expect(inDocumentsCase("qual a licença do poço norte?", fees)).toBe("qual a licença do Poço Norte?");
  });
});
