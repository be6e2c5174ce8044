import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";

/**
 * "Quantas visitas estão previstas nele?" after a question about a contract whose answer names the contractor's
 * representative: what is "previsto", "incluído" or "listado" in something is in a thing (the contract), not in the
 * person the reply named. On a fictional utility's lift maintenance contract.
 */
const prior = {
  question: "Quem representa a Elevamais no contrato dos elevadores?",
  answer: "Contratada: Elevamais Serviços Técnicos Ltda., representada por Gumercindo Paiva, diretor técnico. [1]",
  documentIds: ["contrato-elevadores-sede.md"],
};

describe("a locative pronoun after 'previsto', 'incluído', 'listado'", () => {
  it("does not read 'nele' as the person the reply named", () => {
    const asked = standaloneQuestion("E quantas visitas de manutenção preventiva mensal estão previstas nele?", prior);
    expect(asked.text).not.toContain("Gumercindo Paiva");
    expect(asked.text).toContain("visitas de manutenção preventiva mensal");
  });

  it("still reads 'nele' as a person where a person is what it stands for", () => {
    const asked = standaloneQuestion("E quem votou nele na eleição?", {
      question: "Quem foi eleito representante dos empregados?",
      answer: "Foi eleito Teodoro Brasilino, com 412 votos. [2]",
      documentIds: ["ata-eleicao.md"],
    });
    expect(asked.text).toContain("Teodoro Brasilino");
  });
});
