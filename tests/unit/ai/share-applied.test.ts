import { describe, expect, it } from "vitest";
import { percentAnswered, restOfDoneShare, shareApplied } from "#core/ai/answer/share-applied.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A percentage applied to an amount the question names, the amount being whatever the documents answer for it: a
 * sentence's figure, or a column added up. A works contract written for this test: its value in a key–value line, a
 * partner's share in a sentence, and an inspection table of amounts claimed and accepted.
 */
const CONTRACT = `# Contrato de obra 88/2031 — reservatório Pedra Alta

## Dados gerais

- Contratante: Águas da Serra Verde.
- Contratada: Consórcio Pedra Alta, formado pela Britagem Lins Ltda. e pela Montreal Obras S.A.
- Preço global: R$ 12.400.000,00.

A participação da Britagem Lins Ltda. no consórcio é de 70%; a da Montreal Obras S.A., de 30%.

## Seguro

O seguro-garantia da obra custa R$ 45.000,00, com 40% já pagos na assinatura e o restante na entrega do reservatório.

## Medição contestada

| Item | Valor cobrado (R$) | Valor aceito (R$) |
|---|---:|---:|
| Escavação | 84.000,00 | 61.000,00 |
| Concreto | 152.000,00 | 140.500,00 |
| Formas | 36.000,00 | 22.000,00 |

A fiscalização reteve o pagamento do que não foi aceito até a revisão da medição.
`;

const passages = passagesOf(CONTRACT, "contrato-pedra-alta.md");

describe("a percentage applied to an amount the question names", () => {
  it("takes the written percentage of the amount a line states", () => {
    const [reply] = offlineConversation(passages, "Quanto é 15% do preço global do contrato?");
    expect(reply).toMatch(/^São R\$ 1\.860\.000,00: 15% × R\$ 12\.400\.000,00/u);
    // Cited where the amount is written.
    expect(reply).toMatch(/= R\$ 1\.860\.000,00 \[\d+\]\./u);
  });

  it("takes it of a column the documents add up", () => {
    const [reply] = offlineConversation(
      passages,
      "Oi! Aplicando 20% ao total aceito da medição, quanto ficaria? Preciso para a nota técnica.",
    );
    // 61.000 + 140.500 + 22.000 = 223.500; 20% of it.
    expect(reply).toContain("R$ 44.700,00");
  });

  it("carries the percentage the last reply gave, asked in reais of an amount named", () => {
    const replies = offlineConversation(
      passages,
      "Qual é a participação da Britagem Lins no consórcio?",
      "Quanto isso representa do preço global, em reais?",
    );
    expect(replies[0]).toContain("70%");
    expect(replies[1]).toContain("R$ 8.680.000,00");
  });

  it("leaves the amount less the share its sentence says is done, when what is left is asked", () => {
    const [reply] = offlineConversation(passages, "Bom dia! Quanto ainda falta pagar do seguro-garantia?");
    expect(reply).toMatch(/^Faltam R\$ 27\.000,00: R\$ 45\.000,00 − 40% já pagos/u);
    const [whole] = offlineConversation(passages, "Quanto custa o seguro-garantia da obra?");
    expect(whole).not.toContain("27.000");
  });

  it("reads the percentage a reply answered with, and none from a refusal", () => {
    expect(percentAnswered("A participação da Britagem Lins Ltda. é 70% [1].")).toBe("70%");
    expect(percentAnswered("O preço global é R$ 12.400.000,00 [1].")).toBeNull();
    expect(percentAnswered("Não encontrei nos documentos do projeto informações sobre isso.")).toBeNull();
  });

  it("leaves counts, shares asked as shares and two percentages to others", () => {
    const never = () => {
      throw new Error("no base should be asked");
    };
    expect(shareApplied("Quantos itens têm 20% de retenção?", never)).toBeNull();
    expect(shareApplied("R$ 61.000 é quantos por cento do total aceito?", never)).toBeNull();
    expect(shareApplied("Quanto é 20% de 30% do preço global?", never)).toBeNull();
    // A percentage beside a figure the conversation gave is of that figure, whatever its "do" names.
    expect(shareApplied("Se depositarem esse valor com os juros de 1% do acordo, quanto entra?", never)).toBeNull();
    // A date's day is no amount.
    expect(shareApplied("Quanto é 2% do contrato?", () => "A assinatura do contrato é 22/07/2031 [1].")).toBeNull();
    // A base that answers with a percentage is no amount to apply one to.
    expect(shareApplied("Quanto é 10% da participação da Montreal?", () => "A participação é 30% [1].")).toBeNull();
    // A share that is not said to be done leaves nothing to subtract.
    expect(restOfDoneShare("Quanto falta?", "A multa é de R$ 2.000,00, limitada a 10% do contrato [1].")).toBeNull();
  });
});
