import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Quanto X de um mês cresceu em relação a outro?": the month named after "em relação a", "comparado com" or "frente
 * a" is the base of the change, whatever the order the rows stand in; and an elliptical "E a receita?" after it asks
 * the same change of another column, of the same month. On a bulletin written for this test; the changes are computed
 * here from its rows.
 */
const MONTHS: [string, number, number][] = [
  ["Janeiro", 410, 52_300],
  ["Fevereiro", 380, 48_100],
  ["Março", 456, 60_125],
];
const money = (value: number) => formatQuantity(value, "money").replace("R$ ", "");
const BULLETIN = `# Boletim comercial do primeiro trimestre, escritório regional de Piraquara do Norte

## Ligações e receita por mês

| Mês | Ligações novas | Receita das ligações (R$) |
|---|---:|---:|
${MONTHS.map(([month, connections, revenue]) => `| ${month} | ${connections} | ${money(revenue)} |`).join("\n")}

## Observações

O escritório atendeu em horário estendido durante março, por causa do mutirão de regularização do bairro Vila Aurora.
`;
const passages = passagesOf(BULLETIN, "boletim-comercial-piraquara-do-norte.md");
const [, february, march] = MONTHS;
const growth = (from: number, to: number) => formatQuantity(((to - from) / from) * 100, "percent");

describe("a change between two rows with its base named after the comparison", () => {
  it("takes the row named after 'em relação a' as the base", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Bom dia! Em quanto as ligações novas de março cresceram em relação a fevereiro, em percentual? É para o relatório.",
    );
    expect(reply).toContain(growth(february?.[1] ?? 0, march?.[1] ?? 0));
    expect(reply).not.toContain(growth(march?.[1] ?? 0, february?.[1] ?? 0));
  });

  it("takes the row named after 'comparado com' as the base", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Qual foi a variação percentual da receita das ligações de março comparada com fevereiro?",
    );
    expect(reply).toContain(growth(february?.[2] ?? 0, march?.[2] ?? 0));
  });

  it("asks the same change of another column after 'E a receita?', keeping the month", () => {
    const [, reply = ""] = offlineConversation(
      passages,
      "Em quanto as ligações novas de março cresceram em relação a fevereiro, em percentual?",
      "E a receita?",
    );
    expect(reply).toContain(growth(february?.[2] ?? 0, march?.[2] ?? 0));
  });
});
