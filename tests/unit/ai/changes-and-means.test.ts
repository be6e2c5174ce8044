import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { givesKindAsked } from "#core/ai/answer/kind-given.ts";
import { revisedChange } from "#core/ai/answer/revised-figure.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Changes and means a colleague computes from what a record states, over a repainting order written for this test:
 * - a figure written once as it was ("original") and once as it became ("após a revisão"): the change between them,
 *   in percent or in days;
 * - a sentence that states its mean answers a mean asked; a column of marks answers a mean over a sentence that only
 *   holds a pass mark and a scale;
 * - a measure's mean per a thing over a sentence that counts the things and states the measure's total;
 * - a tariff asked and no amount in reais in the reply: not an answer.
 */
const ORDER = `# Ordem de serviço OS-PT-0077 — Repintura dos tanques da ETA Pedra Lisa

## Dados da ordem

- **Orçamento original da repintura:** R$ 80.000,00
- **Orçamento da repintura após a revisão:** R$ 92.000,00
- **Conclusão prevista original:** 10/03/2031
- **Conclusão prevista após a revisão:** 24/04/2031
- **Fiscal:** Honorina Vasconcelos Prado

## Superfícies

A equipe vai tratar 16 chapas de fundo num total previsto de 640 m² de pintura epóxi.

## Vistoria das camadas

A camada é aceita com pontuação igual ou superior a 6,0 na vistoria final, de 0 a 10.

## Registro dos tanques

| Tanque | Pintor | Pontuação |
|---|---|---:|
| TQ-1 | Abelardo Quaresma | 8,0 |
| TQ-2 | Benvinda Tavares | 7,0 |
| TQ-3 | Cornélio Dantas | — |
| TQ-4 | Dulcineia Faria | 9,0 |

## Opinião dos moradores

Média geral de 3,9 em 5 na enquete do bairro; o item mais elogiado foi a limpeza do canteiro (4,7) e o menos elogiado, o barulho do compressor (2,6).
`;

const passages = passagesOf(ORDER, "os-pt-0077.md");

describe("a figure as it was and as it became", () => {
  it("gives the change in percent between the original and the revised amount", () => {
    const reply = revisedChange("Em que porcentagem a revisão aumentou o orçamento da repintura?", passages);
    expect(reply).toContain("15%");
    expect(reply).toContain("R$ 80.000,00");
    expect(reply).toContain("R$ 92.000,00");
  });

  it("counts the days a revision moved a date", () => {
    const reply = revisedChange("Em quantos dias a revisão prorrogou a conclusão?", passages);
    expect(reply).toContain("45 dias");
    expect(reply).toContain("10/03/2031");
  });

  it("reads nothing when no change is asked, or nothing asked has a pair", () => {
    expect(revisedChange("Qual é o orçamento original da repintura?", passages)).toBeNull();
    expect(revisedChange("Em que porcentagem subiu a espessura das camadas?", passages)).toBeNull();
  });

  it("answers in a conversation, with a greeting around the question", () => {
    const [reply] = offlineConversation(
      passages,
      "Olá! Em que porcentagem a revisão aumentou o orçamento da repintura? Vou levar isso à diretoria.",
    );
    expect(reply).toContain("15%");
  });
});

describe("means", () => {
  it("quotes the mean a sentence states rather than averaging its other figures", () => {
    const reply = composeAnswer("Qual foi a média da enquete do bairro?", passages);
    expect(reply).toContain("3,9");
    expect(reply).not.toMatch(/A média é/);
  });

  it("averages the column of marks, not a sentence's pass mark and scale", () => {
    const reply = composeAnswer("Qual foi a média das pontuações de quem fez a vistoria final?", passages);
    expect(reply).toContain("(8 + 7 + 9) / 3 = 8");
  });

  it("gives a measure's mean per a thing, with the measure's unit", () => {
    const reply = composeAnswer("Qual é a área média prevista por chapa?", passages);
    expect(reply).toContain("40 m² por chapa");
  });
});

describe("an amount asked by its noun", () => {
  it("is not answered by a reply that gives no amount in reais", () => {
    expect(givesKindAsked("Qual é a tarifa do bairro?", "A tarifa social vale para o bairro [2].")).toBe(false);
    expect(givesKindAsked("Qual é a remuneração do fiscal?", "A remuneração do fiscal é R$ 7.400,00 [2].")).toBe(true);
    // An amount asked by "quanto" needs a figure of a quantity, not a code's, a date's or a citation's digits.
    const part =
      "Parte da verba vai para o clube de remo, conforme o edital de 12/03/2031. [2] Processo nº: 2031004455 [1]";
    expect(givesKindAsked("Quanto da verba vai para o clube de remo?", part)).toBe(false);
    expect(givesKindAsked("Quanto da verba vai para o clube de remo?", "São R$ 12.000,00 para o clube [2].")).toBe(
      true,
    );
    expect(givesKindAsked("Quanto à verba do clube, qual edital a rege?", part)).toBe(true);
    // A count written in words is a quantity.
    expect(givesKindAsked("Em quantos lotes a verba é paga?", "Em até três lotes, conforme o edital [2].")).toBe(true);
    // "Qual tarifa…?" asks which one, not how much.
    expect(givesKindAsked("Qual tarifa vale para o bairro?", "A tarifa social vale para o bairro [2].")).toBe(true);
  });
});
