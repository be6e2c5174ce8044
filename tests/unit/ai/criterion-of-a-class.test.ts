import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * What makes a thing count as a class ("o que faz X ser Y", "quando X é considerado Y") is the sentence that states the
 * rule, not the table rows sorted by it; "quando" there asks a condition, not a date. Which rows are of the class is
 * still the table's. On a register written for this test.
 */
const REGISTER = `# Cadastro de válvulas redutoras de pressão — Setor Baixada

Uma válvula é classificada como prioritária quando a pressão de saída passa de 45 mca ou a última revisão tem mais de 3 anos.

| Válvula | Pressão de saída (mca) | Última revisão | Classe |
|---|---:|---|---|
| VRP-21 | 48 | 2025 | prioritária |
| VRP-22 | 31 | 2024 | regular |
| VRP-23 | 39 | 2021 | prioritária |
`;
const passages = passagesOf(REGISTER, "cadastro-vrp-setor-baixada.md");
const RULE = "quando a pressão de saída passa de 45 mca";

describe("the rule that sorts rows into a class", () => {
  it("'o que faz X ser Y' is the rule's sentence", () => {
    const [reply = ""] = offlineConversation(passages, "O que faz uma válvula ser classificada como prioritária?");
    expect(reply).toContain(RULE);
  });

  it("'quando X é considerado Y' asks the condition, by the rule's own verb's kin", () => {
    const [reply = ""] = offlineConversation(passages, "Boa tarde! Quando uma válvula é considerada prioritária?");
    expect(reply).toContain(RULE);
  });

  it("which rows are of the class is still the table's", () => {
    const [reply = ""] = offlineConversation(passages, "Quais válvulas estão prioritárias?");
    expect(reply).toContain("VRP-21");
    expect(reply).toContain("VRP-23");
    expect(reply).not.toContain("VRP-22");
  });
});
