import { describe, expect, it } from "vitest";
import {
  definiteArticle,
  genderInUsage,
  isPluralNoun,
  nounForm,
  singularOf,
  withPreposition,
} from "#core/ai/answer/agreement.ts";
import { answerFromTables } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/** Nouns with their gender, singular and plural, written for this test: regular and irregular plurals. */
const NOUNS: [singular: string, plural: string, gender: "f" | "m"][] = [
  ["regional", "regionais", "f"],
  ["distrito", "distritos", "m"],
  ["estação", "estações", "f"],
  ["reservatório", "reservatórios", "m"],
  ["equipe", "equipes", "f"],
  ["sistema", "sistemas", "m"],
  ["unidade", "unidades", "f"],
  ["setor", "setores", "m"],
  ["ligação", "ligações", "f"],
  ["município", "municípios", "m"],
  ["gerência", "gerências", "f"],
  ["polo", "polos", "m"],
  ["adutora", "adutoras", "f"],
  ["túnel", "túneis", "m"],
  ["tribo", "tribos", "f"],
  ["mapa", "mapas", "m"],
  ["limite", "limites", "m"],
  ["índice", "índices", "m"],
  ["análise", "análises", "f"],
];

const FEMININE = ["a", "da", "na", "pela"];
const MASCULINE = ["o", "do", "no", "pelo"];

describe("agreement: gender from the documents' usage, number from the ending", () => {
  it.each(NOUNS)("%s / %s: singular, plural and the article the usage gives", (singular, plural, gender) => {
    expect(isPluralNoun(singular)).toBe(false);
    expect(isPluralNoun(plural)).toBe(true);
    expect(singularOf(plural)).toBe(singular);
    // Whatever the ending suggests, the document's own determiners decide.
    for (const asWritten of ["f", "m"] as const) {
      const determiners = asWritten === "f" ? FEMININE : MASCULINE;
      const usage = determiners.map((d) => `Segundo relatório, ${d} ${singular} Alfa registrou avanço.`).join(" ");
      expect(genderInUsage(singular, usage)).toBe(asWritten);
      const form = nounForm(plural, usage);
      expect(definiteArticle(form)).toBe(asWritten === "f" ? "as" : "os");
      expect(withPreposition("de", nounForm(singular, usage))).toBe(asWritten === "f" ? "da" : "do");
    }
    // Without usage, the ending's guess is right for these nouns but the ones that defy their ending or take both.
    if (!["tribo", "mapa"].includes(singular)) expect(nounForm(singular).gender).toBe(gender);
  });

  it.each([
    ["Vazão aduzida (L/s)", "a"],
    ["Pressões medidas", "as"],
    ["Padrão adotado", "o"],
    ["Trechos substituídos (km)", "os"],
    ["Razão observada", "a"],
  ])("%s: a modifier after the head shows its gender when no document says (%s)", (header, article) => {
    expect(definiteArticle(nounForm(header))).toBe(article);
  });

  it("the documents' own usage still decides over the modifier", () => {
    expect(definiteArticle(nounForm("Vazão aduzida", "Segundo o laudo, o vazão ficou estável."))).toBe("o");
  });
});

describe("composed table sentences agree with the row's and the column's nouns", () => {
  const cases = NOUNS.slice(0, 8).flatMap(([rowNoun, , rowGender]) =>
    NOUNS.slice(8, 12).map(([, column, columnGender]) => ({ rowNoun, rowGender, column, columnGender })),
  );

  it.each(cases)("$rowNoun × $column", ({ rowNoun, rowGender, column }) => {
    const article = rowGender === "f" ? "a" : "o";
    const header = column.charAt(0).toUpperCase() + column.slice(1);
    const markdown = `# Quadro\n\nNo quadro, ${article} ${rowNoun} Alfa e ${article} ${rowNoun} Beta aparecem lado a lado.\n\n| ${rowNoun.charAt(0).toUpperCase()}${rowNoun.slice(1)} | ${header} |\n|---|---:|\n| Alfa | 12 |\n| Beta | 7 |\n`;
    const reply =
      answerFromTables(`Quantas ${column} tem ${article} ${rowNoun} Alfa?`, passagesOf(markdown, "q.md")) ?? "";
    // "A regional Alfa tem 12 ligações", "O distrito Alfa tem 12 unidades".
    expect(reply.startsWith(`${article.toUpperCase()} ${rowNoun} Alfa tem 12 ${column}`), reply).toBe(true);
    const max = answerFromTables(`Qual ${rowNoun} tem mais ${column}?`, passagesOf(markdown, "q.md")) ?? "";
    expect(max.startsWith(`${article.toUpperCase()} ${rowNoun} Alfa tem o maior número de ${column}`), max).toBe(true);
  });
});

describe("a compound of two nouns whose first shows the plural takes its number from it", () => {
  it.each([
    ["Caminhões-pipa", "os"],
    ["Navios-tanque", "os"],
    ["Porta-vozes", "os"],
  ])("%s: %s", (header, article) => {
    expect(definiteArticle(nounForm(header))).toBe(article);
  });

  it("a count in a column of such a compound is what the row has", () => {
    const markdown =
      "# Frota do verão\n\n| Município | Caminhões-pipa |\n|---|---:|\n| Itaoca do Norte | 4 |\n| Barra Seca | 2 |\n";
    const reply =
      answerFromTables("Quantos caminhões-pipa vão para Barra Seca?", passagesOf(markdown, "frota.md")) ?? "";
    expect(reply).toContain("tem 2 caminhões-pipa");
  });
});
