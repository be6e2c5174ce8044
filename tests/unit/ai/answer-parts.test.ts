import { describe, expect, it } from "vitest";
import { composeAnswer, enumerationIn } from "#core/ai/answer/compose-answer.ts";
import { findFigure } from "#core/ai/answer/figures.ts";
import { unitsOf } from "#core/ai/answer/passage-units.ts";
import { questionShape } from "#core/ai/answer/question-shape.ts";
import { sentencesOf } from "#core/documents/sentences.ts";
import { textRank } from "#core/ai/answer/unit-ranking.ts";

const passage = (text: string, location: string | null = null) => ({
  n: 1,
  chunkId: 1,
  documentId: "d",
  documentName: "Doc.md",
  location,
  text,
});

describe("sentences the agent may quote", () => {
  it("does not split at thousands, decimals, abbreviations or initials", () => {
    expect(
      sentencesOf("O Art. 5 prevê multa de R$ 1.500,00 por dia. O Dr. Silva assinou em 2,5 horas. J. Souza revisou."),
    ).toEqual([
      "O Art. 5 prevê multa de R$ 1.500,00 por dia.",
      "O Dr. Silva assinou em 2,5 horas.",
      "J. Souza revisou.",
    ]);
  });

  it("ends a sentence at a capital letter a word in lower case names, and keeps a name's initial", () => {
    expect(sentencesOf("As bombas são da categoria B. A troca vence em maio. Assinou Rui T. Prado.")).toEqual([
      "As bombas são da categoria B.",
      "A troca vence em maio.",
      "Assinou Rui T. Prado.",
    ]);
  });

  it("joins a paragraph's wrapped lines before splitting, so a line break never cuts a sentence", () => {
    const units = unitsOf([
      passage(
        "## Cláusula 2\n\nEm caso de descumprimento, a multa é limitada a 10% do valor mensal do\ncontrato. Outra frase.",
      ),
    ]);
    expect(units.map((unit) => unit.text)).toEqual([
      "Em caso de descumprimento, a multa é limitada a 10% do valor mensal do contrato.",
      "Outra frase.",
    ]);
    expect(units.every((unit) => unit.heading === "Cláusula 2")).toBe(true);
  });

  it("keeps list items and table rows whole, and never makes a heading a unit", () => {
    const units = unitsOf([
      passage("# Regiões\n\n- Norte, com 12 municípios\n- Sul\n\n| Região | Total |\n|---|---|\n| Litoral | 7 |"),
    ]);
    expect(units.map((unit) => [unit.kind, unit.text])).toEqual([
      ["item", "Norte, com 12 municípios"],
      ["item", "Sul"],
      ["row", "Litoral · 7"],
    ]);
    expect(units[2]?.table).toEqual({ header: ["Região", "Total"], cells: ["Litoral", "7"] });
  });
});

describe("question shapes", () => {
  it.each([
    ["Quais regiões são atendidas?", "list"],
    ["Liste os requisitos", "list"],
    ["Resuma o contrato", "summary"],
    ["Qual a diferença entre RF-01 e RF-02?", "compare"],
    ["Mostre a tabela de regiões", "table"],
    ["O contrato pode ser renovado?", "yes-no"],
    ["Qual o prazo de rescisão?", "figure"],
    ["Quando o contrato foi assinado?", "figure"],
    ["O que você consegue fazer?", "capabilities"],
    ["Bom dia!", "capabilities"],
    ["Pode me ajudar?", "capabilities"],
    ["Oi, me ajuda aqui?", "capabilities"],
    // An allowance named "ajuda" at the end of a question is what it asks of, not a request for help.
    ["Se 30 técnicos receberem o auxílio, quanto a empresa gasta por mês com essa ajuda?", "figure"],
    ["O que é SLA?", "fact"],
  ])("%s → %s", (question, shape) => {
    expect(questionShape(question).shape).toBe(shape);
  });

  it("names both sides of a comparison and every figure a question asks for", () => {
    expect(questionShape("Qual a diferença entre RF-01 e RF-02?").sides).toEqual(["RF-01", "RF-02"]);
    expect(questionShape("Qual a multa e o prazo para comunicar incidentes?").figures).toEqual(["money", "duration"]);
    // The "quanto" of another kind's phrase asks no count besides it.
    expect(questionShape("Durante quanto tempo a licença fica suspensa?").figures).toEqual(["duration"]);
    expect(questionShape("Quanto custa a vistoria extra?").figures).toEqual(["money"]);
    expect(questionShape("São quantos por cento do total?").figures).toEqual(["percent"]);
    expect(questionShape("Quantos dias de férias ela tem?").figures).toEqual(["duration", "count"]);
  });
});

describe("figures as written", () => {
  it("finds the date, the duration, the amount and the count in the sentence's own words", () => {
    const sentence =
      "O contrato, assinado em 1º de março de 2025, vigora por 24 meses, custa R$ 12.000,00 e cobre nove cidades.";
    expect(findFigure(sentence, "date")).toBe("1º de março de 2025");
    expect(findFigure(sentence, "duration")).toBe("24 meses");
    expect(findFigure(sentence, "money")).toBe("R$ 12.000,00");
    expect(findFigure("A UFMS mantém campi em nove cidades.", "count")).toBe("nove cidades");
    expect(findFigure("Sem números aqui.", "count")).toBeNull();
  });

  it("a duration in semesters, quarters, fortnights or decades is a duration", () => {
    expect(findFigure("O afastamento vale por até três semestres, seguidos ou não.", "duration")).toBe(
      "três semestres",
    );
    expect(findFigure("A meta é revista a cada 2 trimestres.", "duration")).toBe("2 trimestres");
    expect(findFigure("O rodízio muda de turma a cada quinzena, por duas quinzenas seguidas.", "duration")).toBe(
      "duas quinzenas",
    );
    const leave = [
      passage("O afastamento é o período em que o empregado deixa temporariamente as suas funções."),
      { ...passage("O afastamento será concedido por até três semestres, seguidos ou não."), n: 2, chunkId: 2 },
    ];
    expect(composeAnswer("Qual é a duração máxima do afastamento concedido?", leave)).toMatch(/^O afastamento será/);
  });

  it("a year is no count: four digits without a thousands' dot are written for years", () => {
    expect(findFigure("Conforme o convênio firmado em 2024 com a defesa civil.", "count")).toBeNull();
    expect(findFigure("Em 2024, 37 comportas estavam emperradas.", "count")).toBe("37 comportas");
    expect(findFigure("A rede tem 2.960 hidrantes.", "count")).toBe("2.960 hidrantes");
    // Still a date.
    expect(findFigure("Conforme o convênio firmado em 2024.", "date")).toBe("2024");
  });

  it("commas enumerate only when 'e' or 'ou' joins the last element; a decimal comma separates nothing", () => {
    expect(enumerationIn("Em junho de 2026, 37 comportas estavam emperradas, 12,5% do total.")).toBeNull();
    expect(enumerationIn("As equipes atendem Lagoa Seca, Vila Rica ou Campo Belo.")).toEqual([
      "As equipes atendem Lagoa Seca",
      "Vila Rica",
      "Campo Belo",
    ]);
  });

  it("reads an enumeration out of a sentence", () => {
    expect(enumerationIn("Mantém campi em nove cidades (Aquidauana, Corumbá, Coxim e Três Lagoas).")).toEqual([
      "Aquidauana",
      "Corumbá",
      "Coxim",
      "Três Lagoas",
    ]);
    expect(enumerationIn("Uma frase sem lista.")).toBeNull();
    expect(enumerationIn("As metas cobrem três frentes: perdas; energia; atendimento.")).toEqual([
      "perdas",
      "energia",
      "atendimento",
    ]);
  });

  it("does not read prose as a list: an introductory phrase and a clause, or two 'e's without a comma", () => {
    expect(enumerationIn("Em 1930, foi criado o Ministério dos Negócios da Educação e Saúde Pública.")).toBeNull();
    expect(
      enumerationIn(
        "Os cursos stricto sensu são voltados à formação científica e acadêmica e também ligados à pesquisa.",
      ),
    ).toBeNull();
  });
});

describe("TextRank", () => {
  it("ranks the sentence the others agree with above an unrelated one", () => {
    const units = unitsOf([
      passage(
        "O contrato de operação do portal define prazos de atendimento. Os prazos de atendimento do portal valem para todas as regiões. " +
          "As regiões do portal seguem o mesmo contrato de atendimento. O café da copa é servido às dez.",
      ),
    ]);
    const scores = textRank(units);
    const coffee = units.find((unit) => unit.text.includes("café"));
    const best = [...scores.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    expect(best?.text).not.toContain("café");
    if (!coffee) throw new Error("the passage lost its unrelated sentence");
    expect(scores.get(coffee) ?? 1).toBeLessThan(Math.max(...scores.values()));
  });
});
