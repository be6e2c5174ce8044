import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * How far one figure of a row passes the other, in percent of the one it is measured against: the column named after
 * "acima da"/"abaixo do", or for a premium ("ágio") the smaller and for a discount ("deságio") the larger. A bulletin
 * written for this test.
 */
const BULLETIN = `# Boletim de compras por pregão — terceiro trimestre

| Item | Preço de referência (R$) | Preço contratado (R$) |
|---|---:|---:|
| 1 | 12.400,00 | 10.540,00 |
| 2 | 3.150,00 | 3.465,00 |

O item 1 é o cloro gasoso em cilindros; o item 2, o sulfato de alumínio líquido.
`;
const passages = passagesOf(BULLETIN, "boletim-compras-pregao.md");

describe("one figure of a row beyond the other, in percent of its base", () => {
  it("a premium is measured against the smaller figure", () => {
    const [reply] = offlineConversation(passages, "Bom dia! Em percentual, de quanto foi o ágio no item 2?");
    // (3.465 − 3.150) ÷ 3.150 = 10%
    expect(reply).toMatch(/^Preço contratado do item 2: R\$ 3\.465,00, 10% acima do preço de referência/);
  });

  it("a discount is measured against the larger figure", () => {
    const [reply] = offlineConversation(passages, "E o deságio percentual do item 1, quanto deu?");
    // (12.400 − 10.540) ÷ 12.400 = 15%
    expect(reply).toContain("15% abaixo do preço de referência");
    expect(reply).not.toContain("85");
  });
});
