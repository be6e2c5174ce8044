import { describe, expect, it } from "vitest";
import { type PriorTurn, standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** Minutes written for this test: people named with their roles in parentheses, one role wrapped over two lines. */
const MINUTES = `# Ata do comitê de hidrometria — encontro de março

**Presentes**:
- Teodoro Vilar (gerente de Medição e Faturamento)
- Cirilo Montanha (analista de Medição)
- Olímpia Sardinha (técnica de Laboratório, secretária)

A reunião começou às 9h e terminou às 11h20.

Ausência justificada: Teodoro Vilar, representado na votação por Jordana Ximenes (coordenadora substituta de
Hidrometria).

Responsável pelo inventário de medidores: Nicola Bastos (analista de Hidrometria).
`;
const passages = passagesOf(MINUTES, "ata-hidrometria.md");

describe("a person by what they did", () => {
  it("'quem secretariou' is the secretary: the verb's stem is the noun's, a letter longer", () => {
    const [who] = offlineConversation(passages, "Olá! Quem secretariou a reunião?");
    expect(who).toContain("Olímpia Sardinha");
  });
});

describe("the person a pronoun stands for", () => {
  it("after 'quem', 'dela' is the person answered, not a name inside her role's parenthesis", () => {
    const [who, role] = offlineConversation(
      passages,
      "Quem representou o gerente de medição na votação?",
      "E que cargo ela ocupa?",
    );
    expect(who).toContain("Jordana Ximenes");
    // The role as one line, though the minutes wrap it over two.
    expect(role).toContain("coordenadora substituta de Hidrometria");
  });

  it("after 'Quem é responsável…?', 'dele' is the one person answered, whatever his given name ends with and though his post, analista, shows no gender", () => {
    const prior: PriorTurn = {
      question: "Quem é responsável pelo inventário de medidores?",
      answer: "Responsável pelo inventário de medidores: Nicola Bastos (analista de Hidrometria) [1]",
      documentIds: [],
    };
    expect(standaloneQuestion("E qual cargo ele tem?", prior).text).toBe("Qual cargo Nicola Bastos tem?");
    const [, role] = offlineConversation(
      passages,
      "Bom dia, me diz quem é responsável pelo inventário de medidores?",
      "E qual cargo ele tem?",
    );
    expect(role).toContain("analista de Hidrometria");
  });
});
