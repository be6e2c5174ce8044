import { describe, expect, it } from "vitest";
import { siblingItem } from "#core/ai/answer/sibling-item.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "E num X?" after a reply that quoted an item of a list, or the whole list: the item of that list the ellipsis names.
 * Over a service norm written for this test; its items say the same thing of different cases in different words.
 */
const NORM = `# Norma de atendimento comercial — religação do fornecimento

Vigência: a partir de 01/02/2027. Responsável: gerência comercial.

## Prazos de religação

1. Em imóveis residenciais, a religação deve ocorrer em até 24 horas após a confirmação do pagamento.
2. Em imóveis comerciais e industriais, o prazo é de 12 (doze) horas.
3. Hospitais, creches e escolas têm religação imediata, em qualquer dia da semana.

## Taxas

A taxa de religação normal é de R$ 38,50; a de urgência, de R$ 96,00.
`;
const passages = passagesOf(NORM, "norma-religacao.md");

describe("the item of a list an ellipsis names", () => {
  it("answers with the list item the follow-up names, not the one quoted before", () => {
    const [first, then] = offlineConversation(
      passages,
      "Oi! Qual é o prazo de religação em imóveis residenciais?",
      "E em imóveis comerciais?",
    );
    expect(first).toContain("24 horas");
    expect(then).toContain("12 (doze) horas");
    // The item asked, not the list again.
    expect(then).not.toContain("24 horas");
  });

  it("finds the item in the document when the reply quoted a single one", () => {
    const previous =
      "Em imóveis residenciais, a religação deve ocorrer em até 24 horas após a confirmação do pagamento. [2]";
    expect(siblingItem("E nas escolas?", previous, passages)).toContain("religação imediata");
  });

  it("answers nothing when no item or several name it, or the quoted one already does", () => {
    const previous =
      "Em imóveis residenciais, a religação deve ocorrer em até 24 horas após a confirmação do pagamento. [2]";
    expect(siblingItem("E nos condomínios?", previous, passages)).toBeNull();
    expect(siblingItem("E em imóveis?", previous, passages)).toBeNull();
    expect(siblingItem("Qual é a taxa de urgência?", previous, passages)).toBeNull();
  });
});
