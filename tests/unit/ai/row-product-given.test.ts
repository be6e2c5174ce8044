import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A hiring plan whose rows multiply out ("Qtd." × "Valor mensal (R$)" × "Meses" = "Total (R$)"): a question that gives
 * another span, or another count of the row's things, asks the row's total again with its figures in place. On a plan
 * written for this test; the expected totals are computed here from its rows.
 */
const ROWS: [string, number, number, number][] = [
  ["Caminhonete cabine dupla 4x4", 2, 6_350, 8],
  ["Retroescavadeira com operador", 1, 21_900, 5],
  ["Furgão para equipe de leitura", 4, 4_180, 12],
];
const money = (value: number) => formatQuantity(value, "money");
const bare = (value: number) => money(value).replace("R$ ", "");
const PLAN = `# Plano de contratação de veículos — Distrito Operacional Rio Claro do Sul

Elaborado pela engenheira Marcela Fontoura em 03/09/2026.

| Item | Veículo | Qtd. | Base | Valor mensal (R$) | Meses | Total (R$) |
|---|---|---:|---|---:|---:|---:|
${ROWS.map(([name, count, monthly, months], i) => `| ${i + 1} | ${name} | ${count} | Sede | ${bare(monthly)} | ${months} | ${bare(count * monthly * months)} |`).join("\n")}

Os valores incluem seguro e manutenção preventiva; o combustível corre por conta do distrito.
`;
const passages = passagesOf(PLAN, "plano-contratacao-veiculos-rio-claro-do-sul.md");

describe("a row's total with the question's figures in place", () => {
  it("another span in place of the row's months", () => {
    const [name, count, monthly] = ROWS[1] ?? ["", 0, 0];
    const [reply = ""] = offlineConversation(
      passages,
      `Boa tarde! Quanto custariam 3 meses da ${name.toLowerCase().split(" ")[0]}? É para um orçamento de obra.`,
    );
    expect(reply).toContain(money(count * monthly * 3));
  });

  it("another count of the row's things, and a span, both in place", () => {
    const [name, , monthly] = ROWS[0] ?? ["", 0, 0];
    const noun = `${name.toLowerCase().split(" ")[0]}s`;
    const [reply = ""] = offlineConversation(passages, `Quanto sairiam cinco ${noun} por 2 meses?`);
    expect(reply).toContain(money(5 * monthly * 2));
  });

  it("the row's own figures are its total as the table writes it", () => {
    const [name, count, monthly, months] = ROWS[2] ?? ["", 0, 0, 0];
    const [reply = ""] = offlineConversation(passages, `Qual é o total do ${name.toLowerCase().split(" ")[0]}?`);
    expect(reply).toContain(bare(count * monthly * months));
  });
});
