import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "A diferença entre A e B?" where the documents state A and B apart: each side is asked as a question of its
 * own, and the larger less the smaller is said in their unit. Digits glued to letters are a code's ("Q95"), not a
 * figure of the side. Sides in two units are not set apart. On a pumping-test report written for this test.
 */
const STATIC_LEVEL = 12.4;
const DYNAMIC_LEVEL = 31.8;
const TEST_FLOW = 38;
const REFERENCE_FLOW = 55;
const n = (value: number) => formatQuantity(Math.round(value * 100) / 100, "number");
const REPORT = `# Laudo do ensaio de vazão do poço PT-09 — Vila Aurora

Executado pela Hidrogeo Perfurações entre 02/06/2026 e 03/06/2026, com 24 horas de bombeamento contínuo.

## Resultados

- Nível estático antes do teste: ${n(STATIC_LEVEL)} m.
- Nível dinâmico ao fim das 24 horas: ${n(DYNAMIC_LEVEL)} m.
- Vazão de teste: ${n(TEST_FLOW)} m³/h.
- Vazão de referência do aquífero (Q95): ${n(REFERENCE_FLOW)} m³/h.

A bomba instalada é a submersa modelo S4-75, a 42 m de profundidade.
`;
const passages = passagesOf(REPORT, "teste-bombeamento-pt-09-vila-aurora.md");

describe("the difference between two figures stated apart", () => {
  it("each side read, the larger less the smaller, in their unit", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Oi! Qual é mesmo a diferença entre o nível dinâmico e o nível estático? Vai no laudo.",
    );
    expect(reply).toContain(`${n(DYNAMIC_LEVEL - STATIC_LEVEL)} m`);
  });

  it("a side whose line writes a code with digits takes its figure, not the code's", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Qual seria a diferença entre vazão de referência e vazão de teste?",
    );
    expect(reply).toContain(`${n(REFERENCE_FLOW - TEST_FLOW)} m³/h`);
    expect(reply).not.toContain(n(REFERENCE_FLOW - 95));
  });

  it("sides in two units are not subtracted", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Qual é mesmo a diferença entre o nível estático e a vazão de teste?",
    );
    expect(reply).not.toContain(n(TEST_FLOW - STATIC_LEVEL));
  });
});
