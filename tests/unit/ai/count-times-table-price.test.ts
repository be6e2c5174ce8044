import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A count the message gives times the price a table states per that thing: in a price sheet whose "Preço unitário
 * (R$)" is per the row's "Unidade", and in a table whose header names the thing priced ("Valor por diária (R$)").
 * On a contract and a rule written for this test; the totals are computed here.
 */
const SERVICES: [string, string, number, number][] = [
  ["Desobstrução de ramal de esgoto", "ramal", 180, 310],
  ["Troca de tampão de poço de visita", "tampão", 60, 845],
  ["Limpeza de caixa de gordura", "caixa", 240, 95.5],
];
const money = (value: number) => formatQuantity(value, "money").replace("R$ ", "");
const CONTRACT = `# Contrato nº 88/2027 — Manutenção de redes coletoras

## Planilha de preços

| Serviço | Unidade | Quantidade anual | Preço unitário (R$) | Total anual (R$) |
|---|---|---:|---:|---:|
${SERVICES.map(([service, unit, quantity, price]) => `| ${service} | ${unit} | ${quantity} | ${money(price)} | ${money(quantity * price)} |`).join("\n")}
`;
const ALLOWANCES: [string, number][] = [
  ["Técnico de campo", 92],
  ["Engenheiro", 148],
];
const RULE = `# Norma de diárias de viagem

## Valores

| Cargo | Valor por diária (R$) | Limite por mês (diárias) |
|---|---:|---:|
${ALLOWANCES.map(([role, value]) => `| ${role} | ${money(value)} | 10 |`).join("\n")}
`;
const contract = passagesOf(CONTRACT, "contrato-redes-coletoras.md");
const rule = passagesOf(RULE, "norma-diarias.md", contract.length + 1);

describe("a count times the price a table states per that thing", () => {
  it("reads a unit price per the row's own unit", () => {
    const [, unit, , price] = SERVICES[1] ?? ["", "", 0, 0];
    const [reply = ""] = offlineConversation(
      [...contract, ...rule],
      `Bom dia! Se precisarmos trocar 23 ${unit === "tampão" ? "tampões" : unit} de poço de visita este ano, quanto vão custar?`,
    );
    expect(reply).toContain(formatQuantity(23 * price, "money"));
  });

  it("reads a price whose header names the thing priced, of the row the message names", () => {
    const [role, value] = ALLOWANCES[1] ?? ["", 0];
    const [reply = ""] = offlineConversation(
      [...contract, ...rule],
      `Quanto recebe um ${role.toLowerCase()} por 7 diárias? Vou viajar na semana que vem.`,
    );
    expect(reply).toContain(formatQuantity(7 * value, "money"));
  });
});
