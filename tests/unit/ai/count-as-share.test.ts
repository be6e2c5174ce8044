import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Isso" as a share of a base the last reply wrote: a count written as a part of it ("318 dos 450 lotes") or a count
 * that follows the base in its sentence ("Apresentaram emendas 26 vereadores: 19 tiveram emendas aprovadas").
 * Written for this test; each share is computed here.
 */
const MINUTES = `# Relatório da sessão sobre o plano de saneamento

A consulta reuniu 731 contribuições de moradores, vindas de 318 dos 450 lotes do loteamento Jardim Aroeira.

Compareceram à sessão 204 pessoas. Apresentaram emendas 26 vereadores: 19 tiveram emendas aprovadas, e 7 retiraram as suas antes da votação.
`;
const passages = passagesOf(MINUTES, "relatorio-sessao.md");
const share = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1).replace(".", ",")}%`;

describe("a count just given as a share of a base", () => {
  it("reads the count written as part of the base", () => {
    const [, , reply = ""] = offlineConversation(
      passages,
      "Quantas contribuições a consulta reuniu?",
      "Elas vieram de quantos lotes?",
      "Isso é quantos por cento dos lotes do loteamento?",
    );
    expect(reply).toContain(share(318, 450));
  });

  it("reads the count that follows the base in its sentence", () => {
    const [, , reply = ""] = offlineConversation(
      passages,
      "Quantas pessoas compareceram à sessão?",
      "E quantos vereadores tiveram emendas aprovadas?",
      "Em porcentagem dos vereadores que apresentaram emendas, isso dá quanto?",
    );
    expect(reply).toContain(share(19, 26));
  });
});
