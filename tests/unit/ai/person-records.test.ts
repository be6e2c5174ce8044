import { describe, expect, it } from "vitest";
import { attributeAnswer } from "#core/ai/answer/attribute-answer.ts";
import { recordField } from "#core/ai/answer/record-field.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * A person's attributes where a record writes them, over a laboratory's accreditation sheet written for this test:
 * - her record's lines ("Nome: …", "Laboratório vinculado: …"): the line whose key the question's noun begins;
 * - a post after an identifier in apposition ("Nome, matrícula 33.410-8, química responsável, …").
 */
const SHEET = `# Ficha de credenciamento — Laboratório de Análises Vale do Cedro

## Responsável técnica

- **Nome:** Ifigênia Carvalhal Prates
- **Formação acadêmica:** Química Industrial
- **Laboratório vinculado:** Laboratório Central Vale do Cedro Ltda., com sede em Pouso Largo
- **Registro no conselho:** CRQ 07.118.442
- **Município:** Serra Dourada

## Signatário substituto

- **Substituto (quando ela se ausentar):** Teodoro Quintiliano Reis, matrícula 33.410-8, químico responsável, Setor de Metais — Unidade Norte
`;

const passages = passagesOf(SHEET, "ficha-credenciamento.md");

describe("a person's record", () => {
  it("answers the line whose key the question's noun begins", () => {
    const reply = recordField("A qual laboratório Ifigênia Carvalhal Prates é vinculada?", passages);
    expect(reply).toContain("Laboratório Central Vale do Cedro Ltda.");
    expect(recordField("Qual é a formação de Ifigênia Carvalhal Prates?", passages)).toContain("Química Industrial");
  });

  it("answers nothing for a noun no key begins, or a name no line gives", () => {
    expect(recordField("Qual é o telefone de Ifigênia Carvalhal Prates?", passages)).toBeNull();
    expect(recordField("Qual é a formação de Olegário Brandão Lins?", passages)).toBeNull();
    // A place's name under another key is no one's record.
    expect(recordField("Qual é a formação de Serra Dourada?", passages)).toBeNull();
  });

  it("reads the post after an identifier in apposition", () => {
    expect(attributeAnswer("Qual é o cargo de Teodoro Quintiliano Reis?", passages)).toContain("químico responsável");
  });
});
