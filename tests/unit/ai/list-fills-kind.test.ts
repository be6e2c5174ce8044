import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import type { PromptPassage } from "#core/chat/agent-context.ts";

/** A manual written for this test: sentences that list the members of a kind without naming the kind. */
const MANUAL: PromptPassage[] = [
  [
    "Manual > Caminhão",
    "O caminhão de hidrojateamento comprado em 2024 é capaz de desobstruir, sugar, lavar e inspecionar redes de até 600 mm.",
  ],
  ["Manual > Rede", "A rede da zona alta trabalha tanto em baixa quanto em média pressão, conforme o horário."],
  ["Manual > Equipe", "A equipe de campo trabalha em dois turnos, com oito técnicos em cada um."],
].map(([location = "", text = ""], i) => ({
  n: i + 1,
  chunkId: i + 1,
  documentId: "manual",
  documentName: "Manual.md",
  location,
  text,
}));

const NOTHING = /^Não encontrei/;

describe("a plural question about a kind of things, answered by the list of its members", () => {
  it("'quais funções…' over a sentence that lists what it does", () => {
    expect(composeAnswer("Quais funções o caminhão de hidrojateamento desempenha?", MANUAL)).toContain(
      "desobstruir, sugar, lavar e inspecionar",
    );
  });

  it("'quais níveis…' over 'tanto … quanto …'", () => {
    expect(composeAnswer("Quais níveis de pressão a rede da zona alta usa?", MANUAL)).toContain(
      "tanto em baixa quanto em média pressão",
    );
  });

  it("a noun for names or numbers is not filled by a list of something else", () => {
    expect(composeAnswer("Quais as marcas do caminhão de hidrojateamento?", MANUAL)).toMatch(NOTHING);
    expect(composeAnswer("Quais os telefones da equipe de campo?", MANUAL)).toMatch(NOTHING);
  });
});
