import { describe, expect, it } from "vitest";
import { givesKindAsked } from "#core/ai/answer/kind-given.ts";
import { NOTHING_FOUND } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A question of price or of percent that the documents name but never price nor measure: a norm written for this test
 * names the equipment of each task and prices none of it, and says a fee will be adjusted without saying by how much.
 */
const NORM = `# Norma de Trabalho em Espaço Confinado

## Equipamentos por tarefa

| Tarefa | Equipamento exigido | Vigia |
|---|---|---|
| Limpeza de poço de visita | detector de quatro gases e tripé de resgate | sim |
| Inspeção de reservatório enterrado | detector de quatro gases e ventilador axial | sim |

## Custos

O treinamento de 16 horas custa R$ 1.150,00 por empregado e é renovado a cada 12 meses.

A taxa de credenciamento das contratadas será reajustada em março de 2030, por portaria da diretoria.
`;
const passages = passagesOf(NORM, "norma-confinado.md");

describe("a reply that gives no figure of the kind asked", () => {
  it("gives way to a refusal for a price the documents never state", () => {
    const [price] = offlineConversation(passages, "Oi! Quanto custa um tripé de resgate? Preciso comprar dois.");
    expect(price?.startsWith(NOTHING_FOUND)).toBe(true);
    const [share] = offlineConversation(passages, "A taxa de credenciamento vai subir quantos por cento?");
    expect(share?.startsWith(NOTHING_FOUND)).toBe(true);
  });

  it("stands when the documents state it", () => {
    const [price] = offlineConversation(passages, "Quanto custa o treinamento por empregado?");
    expect(price).toContain("R$ 1.150,00");
  });

  it("reads the reply's own lines, not the passage it quotes, and leaves 'o valor' to any kind", () => {
    expect(givesKindAsked("Quanto custa o tripé?", "O tripé é exigido na limpeza.\n\n> Custa R$ 300,00.")).toBe(false);
    expect(givesKindAsked("Quanto custa o tripé?", "O tripé custa R$ 300,00 [2].")).toBe(true);
    expect(givesKindAsked("Quantos por cento das tarefas pedem vigia?", "São 100%: 2 de 2 [1].")).toBe(true);
    expect(givesKindAsked("Qual é o valor máximo de turbidez?", "O máximo é 0,5 uT [3].")).toBe(true);
  });

  it("reads a payment asked with its subject between, and leaves what a plant receives to any kind", () => {
    expect(givesKindAsked("Quanto a contratada pagou pelo tripé?", "A contratada comprou o tripé em março [2].")).toBe(
      false,
    );
    expect(givesKindAsked("Quanto a contratada pagou pelo tripé?", "Pagou R$ 300,00 [2].")).toBe(true);
    expect(givesKindAsked("Quanto a ETA recebe por dia?", "Recebe 1.200 m³ por dia [2].")).toBe(true);
  });
});
