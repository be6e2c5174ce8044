import { describe, expect, it } from "vitest";
import { areaOfLengths } from "#core/ai/answer/area-of-lengths.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * An area asked of a thing whose two lengths a sentence states: their product, in m² (and hectares from one). On a
 * works order written for this test; the areas are computed here.
 */
const ORDER = passagesOf(
  `# Ordem de serviço OS 2026/517 — Recomposição de pavimento na Rua das Laranjeiras

A empreiteira deve recompor a vala com faixa de asfalto de 2,4 m de largura ao longo de 85 m da rua.

O cercamento do canteiro da estação elevatória terá 3,2 km de tela, com mourões a cada 2,5 m.
`,
  "os-2026-517-laranjeiras.md",
);

describe("the area of a thing whose two lengths are stated", () => {
  it("the one length times the other, in square metres", () => {
    const [, reply = ""] = offlineConversation(
      ORDER,
      "Qual é a largura da faixa de asfalto da recomposição?",
      "E que área de asfalto isso dá, somando a extensão toda?",
    );
    expect(reply).toContain(`${(2.4 * 85).toLocaleString("pt-BR")} m²`);
  });

  it("a sentence of one length and a spacing is no area", () => {
    const reply = "O cercamento do canteiro terá 3,2 km de tela, com mourões a cada 2,5 m. [1]";
    // Two lengths, but the question asks how many posts: no area asked.
    expect(areaOfLengths("Quantos mourões serão usados?", reply)).toBeNull();
    expect(areaOfLengths("Qual a área cercada?", `${reply.replace("[1]", "")} 40 m² de canteiro [1]`)).toBeNull();
  });
});
