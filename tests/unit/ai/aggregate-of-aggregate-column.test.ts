import { describe, expect, it } from "vitest";
import { answerFromTables } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * An operation over a column whose header holds the operation's own word ("a média dos índices médios" over "Índice
 * médio", "o maior dos valores máximos" over "Valor máximo"): the question's first word asks the operation, the words
 * written with the header name the column, in the singular or the plural. A table written for this test; the
 * expected figures are computed here from its rows.
 */
const TEAMS = [
  { name: "Gerência de Hidrometria", answers: 42, score: 7.6, peak: 31 },
  { name: "Gerência de Redes", answers: 65, score: 6.8, peak: 44 },
  { name: "Gerência de Laboratório", answers: 18, score: 8.3, peak: 12 },
  { name: "Gerência de Atendimento", answers: 57, score: 7.1, peak: 39 },
];
const ptBr = (value: number) => value.toLocaleString("pt-BR", { maximumFractionDigits: 2 });
const SURVEY = `# Pesquisa de clima organizacional 2027

A pesquisa ouviu os empregados das gerências da Diretoria de Operações em maio de 2027.

| Gerência | Respondentes (nº) | Índice médio (0 a 10) | Valor máximo de horas extras (h) |
|---|---:|---:|---:|
${TEAMS.map((t) => `| ${t.name} | ${t.answers} | ${ptBr(t.score)} | ${t.peak} |`).join("\n")}
`;
const passages = passagesOf(SURVEY, "pesquisa-clima-2027.md");
const ask = (question: string) => answerFromTables(question, passages) ?? "";

describe("an operation over a column its header names with the same word", () => {
  const mean = TEAMS.reduce((sum, t) => sum + t.score, 0) / TEAMS.length;

  it("averages the column of averages, asked in the plural or the singular", () => {
    for (const question of ["Qual é a média dos índices médios?", "Qual é a média do índice médio das gerências?"])
      expect(ask(question)).toContain(ptBr(Math.round(mean * 100) / 100));
  });

  it("takes the largest of a column of maxima", () => {
    const peak = Math.max(...TEAMS.map((t) => t.peak));
    const owner = TEAMS.find((t) => t.peak === peak);
    const reply = ask("Qual é o maior dos valores máximos de horas extras?");
    expect(reply).toContain(`${peak} h`);
    expect(reply).toContain(owner?.name ?? "");
  });

  it("still reads the column alone when the word is said once", () => {
    const best = [...TEAMS].sort((a, b) => b.score - a.score)[0];
    expect(ask("Qual gerência teve o maior índice médio?")).toContain(best?.name ?? "");
  });
});
