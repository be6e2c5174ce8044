import { describe, expect, it } from "vitest";
import { carriedFigure } from "#core/ai/answer/carried-figure.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A row whose name holds a figure ("Auxílio-transporte … (52 estagiários)"): asked alone, its amount is read as the
 * row's value, not added up as a sum of one figure; and a follow-up that divides "isso" divides the amount the reply
 * gave, not the figure inside the quoted name. Over a budget written for this test; the amount per person computed here.
 */
const INTERNS = 52;
const TRANSPORT = 156; // R$ mil
const NAME = `Auxílio-transporte de ida e volta (${INTERNS} estagiários)`;
const BUDGET = `# Orçamento do programa de estágio 2027

## Orçamento

| Linha | Valor (R$ mil) |
|---|---:|
| Bolsas de estágio | 1.248 |
| ${NAME} | ${TRANSPORT} |
| Seguro de vida | 48 |
| **Total** | **1.452** |

O auxílio-transporte atende aos ${INTERNS} estagiários e é pago em doze parcelas mensais.
`;
const passages = passagesOf(BUDGET, "orcamento-estagio-2027.md");
const money = (n: number) => n.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe("a figure in a row's name", () => {
  it("reads one row's amount asked after the total as its value, not as a sum of one figure", () => {
    const [, part] = offlineConversation(
      passages,
      "Qual é o orçamento total do programa de estágio?",
      "Quanto disso vai para o auxílio-transporte?",
    );
    expect(part).toContain(`R$ ${TRANSPORT} mil`);
    expect(part).not.toContain(`${TRANSPORT} = ${TRANSPORT}`);
  });

  it("divides the amount a reply gave, not the figure inside the row's quoted name", () => {
    const reply = carriedFigure(
      "Isso dá quanto por estagiário?",
      `O valor da linha “${NAME}” é R$ ${TRANSPORT} mil [2].`,
      passages,
    );
    expect(reply).toContain(money((TRANSPORT * 1000) / INTERNS));
  });

  it("names the thing an amount is divided by as the question writes it, accents kept", () => {
    const [reply] = offlineConversation(passages, "Quanto o auxílio-transporte de ida e volta custa por estagiário?");
    expect(reply).toContain(money((TRANSPORT * 1000) / INTERNS));
    expect(reply).toContain("por estagiário");
  });
});
