import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Figures a sentence enumerates ("12 motoristas, 30 ajudantes e 8 mecânicos"), added up and shared, in a document
 * written for this test that also holds a table of money for the same year: a count of people is not read from it.
 */
const PLAN = passagesOf(
  `# Plano de capacitação da frota — 2027

## Turmas por função

Público previsto para 2027: 12 motoristas, 30 ajudantes de carga e 8 mecânicos.

As turmas começam em fevereiro e terminam em novembro.

## Orçamento

| Item | 2027 (R$ mil) |
|---|---:|
| Instrutores | 84 |
| Material didático | 16 |
`,
  "capacitacao.md",
);

describe("an enumeration of counts", () => {
  it("added up when the question asks a sum of that many things, not a money column of the same year", () => {
    const [reply] = offlineConversation(PLAN, "Oi! Somando os três grupos, quantas pessoas serão capacitadas em 2027?");
    expect(reply).toContain(`${12 + 30 + 8}`);
    expect(reply).toContain("12 motoristas + 30 ajudantes de carga + 8 mecânicos");
    expect(reply).not.toContain("R$");
  });

  it("an item named is a share of the items' total", () => {
    const [, reply] = offlineConversation(
      PLAN,
      "Somando os três grupos, quantas pessoas serão capacitadas em 2027?",
      "E os ajudantes de carga são qual parcela disso?",
    );
    expect(reply).toContain(`${((30 / 50) * 100).toLocaleString("pt-BR")}%`);
  });

  it("a count said that the enumeration does not have adds nothing up", () => {
    const [reply] = offlineConversation(PLAN, "Somando os quatro grupos, quantas pessoas serão capacitadas?");
    expect(reply).not.toContain("= 50");
  });
});
