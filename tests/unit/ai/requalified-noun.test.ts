import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation, offlineTurns } from "#tests/support/offline-conversation.ts";

/**
 * "E o total aceito pela fiscalização?" after "Qual é o total cobrado pela empreiteira, somando os itens?": the same
 * noun, qualified anew, in the place of the old qualifier; the rest of the last question stays. A measurement table
 * written for this test, with what a contractor billed and what the inspector accepted.
 */
const MEASUREMENT = `# Boletim de medição 7 — reservatório Serra Clara

| Item | Valor cobrado (R$) | Valor aceito (R$) |
|---|---:|---:|
| Escavação | 84.000,00 | 61.000,00 |
| Concreto | 152.000,00 | 140.500,00 |
| Formas | 36.000,00 | 22.000,00 |

A fiscalização reteve o pagamento do que não foi aceito até a revisão do boletim.
`;

const passages = passagesOf(MEASUREMENT, "boletim-medicao-7.md");

describe("a noun qualified anew in a follow-up", () => {
  it("swaps the qualifier and keeps what the last question added up", () => {
    const standalone: string[] = [];
    const replies: string[] = [];
    offlineTurns(
      passages,
      ["Qual é o total cobrado pela empreiteira, somando todos os itens?", "E o total aceito pela fiscalização?"],
      (context, reply) => {
        standalone.push(context.standalone ?? context.question);
        replies.push(reply);
      },
    );
    expect(replies[0]).toContain("272.000");
    expect(standalone[1]).toBe("Qual é o total aceito pela fiscalização, somando todos os itens?");
    expect(replies[1]).toContain("223.500");
  });

  it("keeps the thing the last question measured when only the qualifier changes", () => {
    const [, reply] = offlineConversation(passages, "Quanto ficou o valor cobrado da escavação?", "E o valor aceito?");
    expect(reply).toContain("R$ 61.000,00");
  });
});
