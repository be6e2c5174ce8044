import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A contact asked of someone ("o telefone da construtora", "o CNPJ da fornecedora") is theirs only where it is written
 * beside their name: another party's number or registration in the same document is no answer. Over a works
 * agreement written for this test, which writes the municipality's contacts and names a builder without any.
 */
const AGREEMENT = passagesOf(
  `# Termo de cooperação para a drenagem do Bairro Capão Raso

O Município de Vargem Clara, inscrito no CNPJ sob o nº 12.345.678/0001-90, e a Construtora Pedra Lisa Ltda., contratada
para a obra, firmam este termo.

A Secretaria de Obras do Município atende os moradores pelo telefone (47) 3321-8800, de segunda a sexta.

A Construtora Pedra Lisa Ltda. mantém um engenheiro residente no canteiro durante toda a obra.
`,
  "termo-cooperacao-capao-raso.md",
);
const ask = (question: string) => composeAnswer(question, AGREEMENT, []);

describe("a contact asked of someone", () => {
  it("is answered where it is written beside their name", () => {
    expect(ask("Qual é o telefone da Secretaria de Obras?")).toContain("(47) 3321-8800");
    expect(ask("Qual é o CNPJ do Município de Vargem Clara?")).toContain("12.345.678/0001-90");
  });

  it("is refused when only another party's is written", () => {
    expect(ask("Qual é o telefone da Construtora Pedra Lisa?")).toMatch(/^Não encontrei/);
    expect(ask("Qual é o CNPJ da Construtora Pedra Lisa?")).toMatch(/^Não encontrei/);
  });
});
