import { describe, expect, it } from "vitest";
import {
  foldedQuestion,
  hasWholeWord,
  hasWordStarting,
  nameWords,
  plainQuestion,
  questionWords,
} from "#isomorphic/text/question-words.ts";

describe("the one reader of a question's words", () => {
  it("folds accents and case and collapses spaces, keeping punctuation only where asked", () => {
    expect(foldedQuestion("  Qual a Previsão   de Ação? ")).toBe("qual a previsao de acao?");
    expect(plainQuestion("Qual foi o FATURAMENTO, por trimestre, em 2024?!")).toBe(
      "qual foi o faturamento por trimestre em 2024",
    );
    expect(plainQuestion("Atendimento por e-mail?")).toBe("atendimento por e-mail");
  });

  it("matches words whole or by their start, never inside another word", () => {
    const text = foldedQuestion("Onde há contas elevadas? Responde pelo 0800.");
    expect(hasWholeWord(text, "onde")).toBe(true);
    expect(hasWholeWord(foldedQuestion("Quem responde?"), "onde")).toBe(false);
    expect(hasWordStarting(text, "elevad")).toBe(true);
    expect(hasWordStarting(text, "levad")).toBe(false);
    expect(hasWholeWord(text, "0800")).toBe(true);
    expect(hasWholeWord(text, "contas elevadas")).toBe(true);
  });

  it("splits into words of letters and digits, and a name into its own words without connectives", () => {
    expect(questionWords(plainQuestion("Receita do 3º trimestre de 2024"))).toEqual([
      "receita",
      "do",
      "3",
      "trimestre",
      "de",
      "2024",
    ]);
    expect(nameWords("Bairro das Flores")).toEqual(["bairro", "flores"]);
    expect(nameWords("Construtora Silva e Souza Ltda.")).toEqual(["construtora", "silva", "souza", "ltda"]);
    expect(nameWords("Região Leste-Industrial")).toEqual(["regiao", "leste", "industrial"]);
  });
});
