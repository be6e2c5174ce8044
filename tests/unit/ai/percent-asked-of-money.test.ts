import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Em quantos por cento…" asks a percentage, not a count of something: over a table whose figure is money, the change
 * between two rows is computed as it is for "em quanto por cento". A yearly losses table written for this test.
 */
const LOSSES = passagesOf(
  `# Perdas por furto de cabos — 2029 a 2031

| Ano | Furtos | Prejuízo (R$ mil) |
|---|---:|---:|
| 2029 | 11 | 250 |
| 2030 | 16 | 340 |
| 2031 | 19 | 410 |

A meta é reduzir os furtos em 50% até 2033.
`,
  "perdas-furto-cabos.md",
);

describe("a percentage asked with 'quantos por cento' over a column of money", () => {
  it("is the relative change between the two rows named", () => {
    const [reply] = offlineConversation(LOSSES, "Em quantos por cento o prejuízo cresceu de 2029 para 2031?");
    // (410 − 250) ÷ 250 = 64%.
    expect(reply).toContain("64%");
  });

  it("while a count asked of money is still no answer from that column", () => {
    const [reply] = offlineConversation(LOSSES, "Quantos técnicos foram afastados em 2030?");
    expect(reply).not.toContain("340");
  });
});
