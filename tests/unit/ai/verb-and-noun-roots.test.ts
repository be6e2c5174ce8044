import { describe, expect, it } from "vitest";
import { sharesBeginning } from "#core/ai/answer/kindred-words.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A verb and its noun whose roots differ by a regular alternation ("recorrer"/"recurso", "conceder"/"concessão",
 * "emitir"/"emissão", "devolver"/"devolução") are one family, as "pagar" and "pagamento" are; a rule stated with the
 * noun answers a question asked with the verb. Over a kennel-licence decision written for this test.
 */
const DECISION = `# Decisão sobre a licença do canil Recanto Alvorada

- **Ciência da decisão pelo interessado:** 02/06/2031

O interessado pode apresentar recurso à Junta de Posturas em até 15 dias corridos a contar da ciência da decisão.
`;

describe("a verb and its noun", () => {
  it("are one family across the regular alternations", () => {
    expect(sharesBeginning("recorr", "recurs")).toBe(true);
    expect(sharesBeginning("conced", "concessa")).toBe(true);
    expect(sharesBeginning("emit", "emissa")).toBe(true);
    expect(sharesBeginning("devolv", "devolu")).toBe(true);
    expect(sharesBeginning("recorr", "concessa")).toBe(false);
  });

  it("let a rule written with the noun answer the verb's question", () => {
    const [reply] = offlineConversation(
      passagesOf(DECISION, "decisao-canil.md"),
      "Até que dia o interessado pode recorrer?",
    );
    expect(reply).toContain("17/06/2031");
  });
});
