import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A feature story names people by what they do, an article and the noun before the name ("a costureira Ana Lima"),
 * nouns no list of posts holds: their ending says they name a person's occupation. The story is written for this test.
 */
const STORY = `# Moradores da Vila Serena reclamam da pressão da água

A costureira Marlene Aparecida Duarte, da Rua das Acácias, conta que a máquina de lavar não completa o ciclo desde agosto.

Para o sapateiro Joaquim Ventura Lisboa, que tem uma oficina na praça, o problema começa sempre depois das 18h.

A companhia informou que a troca da bomba da elevatória está prevista para o próximo mês.
`;
const passages = passagesOf(STORY, "reportagem-vila-serena.md");

describe("a post said by an agent noun before the name", () => {
  it("is the occupation of a person whom a sentence opens with it", () => {
    const [reply = ""] = offlineConversation(passages, "Oi! Qual a ocupação da Marlene Aparecida Duarte?");
    expect(reply).toMatch(/\bcostureira\b/u);
  });

  it("is who the person is, after a preposition's article", () => {
    const [reply = ""] = offlineConversation(passages, "Quem é Joaquim Ventura Lisboa?");
    expect(reply).toMatch(/\bsapateiro\b/u);
  });
});
