import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Quantos pontos faltam para a meta?" right after a percentage, when the question names no quantity and the target's
 * sentence does not repeat it: the target set right after the figure, where the reply read it. Over a board
 * meeting's notes written for this test, with another target (of another quantity, in another paragraph) to avoid.
 */
const NOTES = passagesOf(
  `# Notas da reunião de diretoria da Cia. Águas do Pirangi

**Diretor comercial:** Em outubro, a inadimplência das contas residenciais estava em 11,4%. Ela subiu com o fim do
programa de renegociação. A meta do plano estratégico é chegar a 7% até 2030, com a volta das cobranças por
mensagem.

**Diretora de operações:** A campanha Torneira Fechada começou em setembro, com a meta de reduzir o consumo das
escolas em 15%. As hidrometrações de 40 escolas terminam em dezembro.
`,
  "notas-diretoria-pirangi.md",
);

describe("a target set beside the figure just given", () => {
  it("is how far the figure is from it, in points, though the question names no quantity", () => {
    const [, reply] = offlineConversation(
      NOTES,
      "Qual era a inadimplência das contas residenciais em outubro?",
      "Quantos pontos faltam para chegar à meta de 2030?",
    );
    expect(reply).toContain("4,4 pontos percentuais");
    expect(reply).toContain("11,4% − 7%");
  });

  it("is not a target of another quantity in another paragraph", () => {
    const [, reply] = offlineConversation(
      NOTES,
      "Qual era a inadimplência das contas residenciais em outubro?",
      "Quantos pontos faltam para a meta?",
    );
    expect(reply).not.toContain("15%");
  });
});
