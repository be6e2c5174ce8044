import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A warehouse inventory written for this test: each room's floor space. */
const INVENTORY = `# Inventário do almoxarifado de Ponte Alta

## Salas

| Sala | Uso | Área útil (m²) |
|---|---|---:|
| Sala A | tubos e conexões | 210 |
| Sala B | hidrômetros | 340 |
| Sala C | produtos químicos | 150 |
`;
const passages = passagesOf(INVENTORY, "inventario-ponte-alta.md");

describe("the largest or smallest share after a question about a quantity", () => {
  it("is of that quantity: the follow-up names it", () => {
    const prior = {
      question: "Qual é a área útil do almoxarifado, somando as salas?",
      answer: "",
      documentIds: [],
      earlier: null,
    };
    expect(standaloneQuestion("E a sala com a maior fatia, qual é?", prior).text).toContain("maior área útil");
    expect(standaloneQuestion("E qual sala tem a menor parte?", prior).text).toContain("menor área útil");
  });

  it("is answered by the row with the extreme of that quantity", () => {
    const [, largest] = offlineConversation(
      passages,
      "Qual é a área útil do almoxarifado, somando as salas?",
      "E a sala com a maior fatia, qual é?",
    );
    expect(largest).toContain("Sala B");
    expect(largest).toContain("340");
  });
});
