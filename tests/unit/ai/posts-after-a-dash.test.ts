import { describe, expect, it } from "vitest";
import { attributeAnswer } from "#core/ai/answer/attribute-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A post written after a dash, as message headers, signatures and author lists write it, over a message thread and a
 * paper's first page written for this test: in a list of names the post is the one after that name's dash; a header's
 * field ("Cc", "De") is nobody's post; an affiliation asked ("a instituição de X") is read in the same description,
 * however long the unit's name.
 */
const THREAD = passagesOf(
  `# Mensagens sobre o conserto da bomba BP-3

**De:** Nilo Caputo Ferraz — supervisor da Estação Sapucaí
**Para:** Débora Lins Quaresma
**Cc:** Rogério Avelar Brum; Sílvia Paiva Toledo — fiscal do contrato de manutenção; Heitor Moura Gaspar — gerente técnico, Bombatec
**Assunto:** BP-3 parada desde ontem

A bomba BP-3 parou às 22h com ruído no mancal. A Bombatec mandou um técnico hoje cedo.
`,
  "mensagens-bp3.md",
);
const PAPER = passagesOf(
  `# Remoção de ferro e manganês em filtros de areia verde: dois anos de operação

**Autores:**

- Vânia Sobral Kunz — professora do Departamento de Engenharia Sanitária e Ambiental da Universidade Federal do Vale do Orindiúva (UFVO)
- Tadeu Prates Lino — engenheiro químico da Estação de Tratamento Serra Azul

O sistema trata 90 litros por segundo desde março de 2029.
`,
  "artigo-filtros.md",
);
const ask = (question: string, passages = THREAD) => attributeAnswer(question, passages) ?? "";

describe("a post after a dash", () => {
  it("is the post of the name right before it, in a list of names", () => {
    expect(ask("Qual é a função da Sílvia Paiva Toledo?")).toMatch(
      /^Sílvia Paiva Toledo é fiscal do contrato de manutenção \[\d+\]\.$/,
    );
    expect(ask("Qual é o cargo do Heitor Moura Gaspar?")).toContain("gerente técnico, Bombatec");
    expect(ask("Qual é o cargo do Nilo Caputo Ferraz?")).toContain("supervisor da Estação Sapucaí");
  });

  it("is not a header's field: someone in copy has no post the thread writes", () => {
    expect(ask("Qual é o cargo do Rogério Avelar Brum?")).not.toMatch(/é cc\b/i);
    expect(ask("Qual é a função da Débora Lins Quaresma?")).not.toMatch(/é para\b/i);
  });

  it("answers where a person works, from a description that names the unit at length", () => {
    expect(ask("Qual é a instituição da Vânia Sobral Kunz?", PAPER)).toContain(
      "Universidade Federal do Vale do Orindiúva",
    );
  });

  it("is read in a conversation's follow-up too", () => {
    const [, second] = offlineConversation(
      THREAD,
      "Qual é a função da Sílvia Paiva Toledo nesse conserto?",
      "E a do Heitor Moura Gaspar?",
    );
    expect(second).toContain("gerente técnico");
  });
});
