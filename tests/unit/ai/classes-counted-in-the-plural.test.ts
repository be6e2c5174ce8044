import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A hydrant inspection written for this test: each row's condition is one word, which a question counts in the plural. */
const INSPECTION = passagesOf(
  `# Inspeção de hidrantes do setor Norte

**Data:** 03/08/2026. **Inspetor:** Otávio Leme.

| Hidrante | Rua | Pressão (mca) | Condição |
|---|---|---:|---|
| H-11 | Rua Ipê Roxo | 32 | Bom |
| H-12 | Rua Ipê Roxo | 18 | Péssimo |
| H-13 | Avenida dos Ferroviários | 29 | Razoável |
| H-14 | Avenida dos Ferroviários | 35 | Bom |
| H-15 | Travessa Anil | 12 | Péssimo |
| H-16 | Travessa Anil | 30 | Bom |
`,
  "inspecao-hidrantes.md",
);

describe("a one-word class the question names in the plural", () => {
  it("counts the rows of that class, and 'E como X?' swaps the class", () => {
    const [good, bad, fair] = offlineConversation(
      INSPECTION,
      "Quantos hidrantes foram avaliados como bons?",
      "E como péssimos?",
      "E como razoáveis?",
    );
    expect(good).toMatch(/\b3 hidrantes\b/);
    expect(good).toContain("H-16");
    expect(good).not.toContain("H-12");
    expect(bad).toMatch(/\b2 hidrantes\b/);
    expect(bad).toContain("H-15");
    expect(bad).not.toContain("H-11");
    expect(fair).toContain("H-13");
    expect(fair).not.toContain("H-14");
  });

  it("'E como' with a verb asks how, and swaps nothing", () => {
    const prior = {
      question: "Quantos hidrantes foram avaliados como bons?",
      answer: "São 3 hidrantes com condição Bom.",
      documentIds: [],
      earlier: null,
    };
    expect(standaloneQuestion("E como péssimos?", prior).text).toBe("Quantos hidrantes foram avaliados como péssimos?");
    expect(standaloneQuestion("E como fica?", prior).text).not.toContain("avaliados como fica");
  });
});
