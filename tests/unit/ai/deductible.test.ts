import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * What an insurer pays of a loss the question gives: the loss less the deductible, which is a rate of the loss never
 * below its minimum, or a fixed amount. On a policy schedule written for this test; the amounts are computed here.
 */
const RATE = 8;
const FLOOR = 20_000;
const FIXED = 6_500;
const money = (value: number) => formatQuantity(value, "money");
const POLICY = passagesOf(
  `# Apólice de equipamentos móveis nº 77-4410 — Seguradora Horizonte Pampa

| Cobertura | Limite (R$) | Franquia |
|---|---:|---|
| Quebra de máquinas | 1.800.000,00 | ${RATE}% dos prejuízos, mínimo de ${money(FLOOR)} |
| Roubo de veículos | 950.000,00 | ${money(FIXED)} por evento |

A indenização é paga em até 30 dias após a entrega dos documentos.
`,
  "apolice-equipamentos-77-4410.md",
);

describe("what is paid of a loss, less the deductible", () => {
  it("a rate of the loss, when it passes the minimum", () => {
    const loss = 400_000;
    const [, reply = ""] = offlineConversation(
      POLICY,
      "Qual é a franquia de quebra de máquinas?",
      `Se a quebra de um compressor der ${money(loss)} de prejuízo, quanto a seguradora indeniza?`,
    );
    expect(reply).toContain(money(loss - (loss * RATE) / 100));
  });

  it("the minimum, when the rate gives less", () => {
    const loss = 150_000;
    const [, reply = ""] = offlineConversation(
      POLICY,
      "Qual é a franquia de quebra de máquinas?",
      `E com um prejuízo de ${money(loss)}, quanto seria indenizado?`,
    );
    expect(reply).toContain(money(loss - FLOOR));
  });

  it("a fixed amount per event", () => {
    const [, reply = ""] = offlineConversation(
      POLICY,
      "E para roubo de veículos, a franquia é de quanto?",
      `Bom dia! Se roubarem uma caminhonete de ${money(90_000)}, quanto a Horizonte Pampa indeniza?`,
    );
    expect(reply).toContain(money(90_000 - FIXED));
  });

  it("the deductible itself, when that is what is asked", () => {
    const [, reply = ""] = offlineConversation(
      POLICY,
      "Qual é a franquia de quebra de máquinas?",
      `De quanto fica essa franquia num prejuízo de ${money(150_000)}?`,
    );
    expect(reply).toContain(money(FLOOR));
    expect(reply).not.toContain(money(150_000 - FLOOR));
  });
});
