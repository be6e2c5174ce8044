import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * The rows a status keeps, named by a participle ("renovadas") that opens several rows' cells ("Renovada",
 * "Renovada com pendência"), and money "received" read in the column of money. On a document written for this test
 * (a fictional register of permits to use the utility's land); expected sums come from the data below.
 */
const PERMITS = [
  { holder: "Quiosque Beira-Rio", area: 40, fee: 1_150, status: "Renovada" },
  { holder: "Estacionamento Largo Novo", area: 620, fee: 4_870, status: "Renovada com pendência" },
  { holder: "Feira do Produtor", area: 900, fee: 2_300, status: "Cancelada" },
  { holder: "Horta Comunitária Sol", area: 350, fee: 380, status: "Renovada" },
];

const REGISTER = `# Cadastro de permissões de uso de áreas da companhia — 2027

## Permissões

| Permissionário | Área cedida (m²) | Taxa mensal (R$) | Situação |
|---|---:|---:|---|
${PERMITS.map((p) => `| ${p.holder} | ${p.area} | ${formatQuantity(p.fee, "money").replace("R$ ", "")} | ${p.status} |`).join("\n")}

As permissões canceladas liberam a área para novo chamamento.
`;

const passages = passagesOf(REGISTER, "permissoes-uso.md", 1);

describe("the rows a status keeps", () => {
  it("adds the money of every row whose status opens with the participle asked", () => {
    const renewed = PERMITS.filter((p) => p.status.startsWith("Renovada"));
    const total = renewed.reduce((sum, p) => sum + p.fee, 0);
    const [reply = ""] = offlineConversation(
      passages,
      "Bom dia! Com as permissões renovadas somadas, quanto recebemos ao mês? Fecho o fluxo de caixa hoje.",
    );
    expect(reply).toContain(total.toLocaleString("pt-BR"));
    for (const permit of renewed) expect(reply).toContain(permit.holder);
    const cancelled = PERMITS.find((p) => p.status === "Cancelada");
    expect(reply).not.toContain(cancelled?.holder ?? "?");
  });
});
