import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/** A service contract written for this test: who looks after each item is a party, written in lower case. */
const CONTRACT = `# Contrato de cessão do galpão de Serra Baixa

## Conservação

Cada parte cuida dos itens da tabela abaixo. A cessionária paga a energia do galpão.

| Item | Responsável | Prazo (dias) |
|---|---|---:|
| Portão automático | cedente | 10 |
| Câmara fria | cessionária | 3 |
`;
const passages = passagesOf(CONTRACT, "contrato-galpao.md");

describe("'quem' over a table with a column of who", () => {
  it("is answered by that column's cell, though it names a party and no one by name", () => {
    // With the article the document writes before the party ("a cessionária"); one it never writes so stays bare.
    expect(composeAnswer("Quem cuida da câmara fria?", passages)).toContain("é a cessionária");
    expect(composeAnswer("Quem conserta o portão automático?", passages)).toContain("cedente");
  });
});
