import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A question says a month in words ("em outubro") where a document writes it in figures with its year (a bill's
 * reference "10/2027"). On a bakery's water bill written for these tests; the figures are built here and only looked
 * for in the reply.
 */
const HISTORY = [
  { month: "08/2027", volume: 1_980 },
  { month: "09/2027", volume: 2_045 },
  { month: "10/2027", volume: 2_150 },
  { month: "11/2027", volume: 2_310 },
];
const thousands = (value: number) => value.toLocaleString("pt-BR");
const current = HISTORY.at(-1) as (typeof HISTORY)[number];
const BILL = `# Conta de água — Panificadora Trigo de Ouro — referência 11/2027

A tarifa comercial cobra os primeiros 10 m³ pelo preço mínimo; cada metro cúbico acima dele custa mais, faixa a faixa.

## Medição

| Item | Valor |
|---|---|
| Leitura anterior | 31.200 m³ |
| Leitura atual | ${thousands(31_200 + current.volume)} m³ |
| Consumo medido | ${thousands(current.volume)} m³ |

## Histórico de consumo

| Referência | Consumo (m³) |
|---|---:|
${HISTORY.map((h) => `| ${h.month} | ${thousands(h.volume)} |`).join("\n")}

Emitida em Vila do Forno, 14 de novembro de 2027.
`;
const passages = passagesOf(BILL, "conta-panificadora-trigo-de-ouro.md");

describe("a month a document writes in figures", () => {
  it("reads the month of a reference written 10/2027 for a question that names October", () => {
    const october = HISTORY[2] as (typeof HISTORY)[number];
    const [reply] = offlineConversation(
      passages,
      "Bom dia! Quanto a panificadora consumiu em outubro? Quero comparar com a conta atual.",
    );
    expect(reply).toContain(thousands(october.volume));
    expect(reply).not.toContain("14 de novembro");
  });
});
