import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { documentCode } from "#core/ai/answer/document-code.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A document's identifier, which only its title writes, asked by the document's subject: on two documents written for
 * this test, each with a code in its title.
 */
const NORM = `# Norma NOR-OPE-112 — Manobras em Redes de Distribuição

## 1. Objetivo

Definir quem autoriza e como se registram as manobras de registros nas redes de distribuição.
`;
const CONTRACT = `# Contrato nº 88/2034 — Varrição das Áreas de Estações Elevatórias

## Cláusula 1 — Objeto

Varrição e capina mensal das áreas externas de 14 estações elevatórias.
`;
const passages = [...passagesOf(NORM, "norma-manobras.md", 1), ...passagesOf(CONTRACT, "contrato-varricao.md", 10)];

describe("a document's code, asked by its subject", () => {
  it("is read in the title of the document the question names", () => {
    expect(composeAnswer("E a norma das manobras nas redes, que código ela tem?", passages)).toMatch(
      /^O código é NOR-OPE-112/,
    );
    expect(composeAnswer("Que número tem o contrato da varrição?", passages)).toMatch(/^O número é nº 88\/2034/);
  });

  it("is no answer when the question asks no code, or names no document with one", () => {
    expect(documentCode("Quem autoriza as manobras?", passages)).toBeNull();
    expect(documentCode("Qual o número de estações do contrato de varrição?", passages)).toBeNull();
    expect(documentCode("Qual o número previsto de estações no contrato de varrição?", passages)).toBeNull();
    expect(documentCode("Que código tem o almoxarifado central?", passages)).toBeNull();
  });
});
