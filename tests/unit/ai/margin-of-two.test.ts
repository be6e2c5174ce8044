import { describe, expect, it } from "vitest";
import { marginOfTwo } from "#core/ai/answer/margin-of-two.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A margin asked over a reply that states two figures of one measure: the larger less the smaller, whatever figures of
 * other measures stand beside them. On a reservoir note written for this test.
 */
const NOTE = passagesOf(
  `# Nota técnica — Reservatório elevado R-7, Jardim Ipê Roxo

Com a vazão de pico de 85 L/s, o nível mínimo de operação observado foi de 3,4 m; a cota de alarme do reservatório é de 1,9 m.

A limpeza do reservatório está programada para março de 2027.
`,
  "nota-tecnica-reservatorio-r7.md",
);

describe("the margin between two figures of one measure", () => {
  it("the larger less the smaller, in their measure", () => {
    const [, reply = ""] = offlineConversation(
      NOTE,
      "Qual foi o nível mínimo de operação do R-7?",
      "E que folga isso deixa em relação à cota de alarme?",
    );
    expect(reply).toContain("1,5 m");
  });

  it("a share asked is no margin; nor are two figures of different measures", () => {
    const reply = "O nível mínimo foi de 3,4 m; a cota de alarme é de 1,9 m. [1]";
    expect(marginOfTwo("Que percentual da cota de alarme isso dá?", reply)).toBeNull();
    expect(marginOfTwo("Qual é a margem?", "A vazão foi de 85 L/s e o nível de 3,4 m. [1]")).toBeNull();
  });
});
