import { describe, expect, it } from "vitest";
import { answerOver } from "#tests/support/agent-documents.ts";

/**
 * A person's role asked in what the question names ("no contrato", "na comissão"): the role a sentence gives them in
 * it ("A fiscal do contrato é X, engenheira civil"), not their post in apposition. A document written for this test.
 */
const CONTRACT = `# Contrato nº 88/2027 — Limpeza de galerias pluviais

## Gestão

O gestor do contrato é Abelardo Quintanilha, gerente de Manutenção. A fiscal do contrato é Iracema Bettencourt, engenheira civil, que aprova as medições mensais.
`;

const ask = answerOver(CONTRACT, "contrato-galerias.md");

describe("a role asked in the thing the question names", () => {
  it("is the role the sentence gives the person in it", () => {
    expect(ask("E a Iracema Bettencourt, que função exerce no contrato das galerias?")).toMatch(
      /^Iracema Bettencourt é fiscal do contrato\b/u,
    );
  });

  it("leaves a post asked alone to the apposition", () => {
    expect(ask("Iracema Bettencourt ocupa que cargo na empresa?")).toContain("engenheira civil");
  });
});
