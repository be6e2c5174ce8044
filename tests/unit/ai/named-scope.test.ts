import { describe, expect, it } from "vitest";
import { namedScope } from "#core/ai/answer/named-scope.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A question that names something in two capitalised words or more is about the documents that write that name: two
 * documents written for this test, minutes whose chair is a commission's president and a company's by-laws that name
 * its Conselho Fiscal.
 */
const MINUTES = `# Ata da comissão de licitação — pregão 14/2031

## Presenças

Presidente da comissão: Joana Prates Vieira, engenheira civil. Membros: Tales Moura e Regina Sá.

## Deliberações

A comissão se reuniu em 12/03/2031 e habilitou três licitantes.
`;

const BYLAWS = `# Resumo do estatuto da Águas do Vale

## Órgãos

O Conselho Fiscal da Águas do Vale tem três membros titulares, eleitos pela assembleia geral para mandatos de dois anos.

A diretoria executiva é formada por três diretores.
`;

const minutes = passagesOf(MINUTES, "ata-comissao-licitacao.md");
const passages = [...minutes, ...passagesOf(BYLAWS, "resumo-estatuto.md", minutes.length + 1)];

describe("what a question names", () => {
  it("keeps the documents that write every word of the name", () => {
    const scoped = namedScope("Quem preside o Conselho Fiscal da Águas do Vale?", passages);
    expect(new Set(scoped.map((passage) => passage.documentId))).toEqual(new Set(["resumo-estatuto.md"]));
  });

  it("keeps them all when the question names nothing or every document writes it", () => {
    expect(namedScope("A comissão tem quantos membros?", passages)).toHaveLength(passages.length);
    expect(namedScope("Quando se reuniu a comissão do pregão 14/2031?", passages)).toHaveLength(passages.length);
  });

  it("does not answer with another body's president", () => {
    const [reply] = offlineConversation(passages, "Quem preside o Conselho Fiscal da Águas do Vale?");
    expect(reply).not.toContain("Joana Prates Vieira");
  });
});
