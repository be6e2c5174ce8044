import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * An acronym the document introduces after the words its letters open ("vazão mínima garantida (VMG)") and then heads a
 * column by: a question that names the first of those words ("a vazão") asks that column. Written for this test; the
 * sum and the share are computed here.
 */
const ROWS: [string, number, number][] = [
  ["Poço P-2", 38, 52],
  ["Poço P-5", 21, 30],
  ["Poço P-9", 44, 47],
];
const CONTRACT = passagesOf(
  `# Contrato de operação de poços — Sistema Morro das Araras

A operadora responde pela vazão mínima garantida (VMG) de cada poço, medida na saída do quadro de comando.

| Poço | Capacidade instalada (L/s) | VMG (L/s) |
|---|---:|---:|
${ROWS.map(([name, guaranteed, installed]) => `| ${name} | ${installed} | ${guaranteed} |`).join("\n")}

O descumprimento da VMG por mais de 48 horas sujeita a operadora a multa.
`,
  "contrato-pocos-morro-das-araras.md",
);

describe("a column headed by an acronym the question names by its first word", () => {
  it("adding up the column", () => {
    const [reply = ""] = offlineConversation(CONTRACT, "Somando as vazões garantidas de todos os poços, quanto dá?");
    expect(reply).toContain(`${ROWS.reduce((sum, [, guaranteed]) => sum + guaranteed, 0)}`);
  });

  it("one row's share of another column", () => {
    const [name, guaranteed, installed] = ROWS[0] ?? ["", 0, 1];
    const [reply = ""] = offlineConversation(
      CONTRACT,
      `Oi! No ${name}, que porcentagem da capacidade instalada a vazão garantida representa?`,
    );
    expect(reply).toContain(formatQuantity((guaranteed / installed) * 100, "percent"));
  });

  it("a question about another thing that writes the word is not read as the acronym", () => {
    const [reply = ""] = offlineConversation(
      CONTRACT,
      "Somando a vazão do rio Piracema e a do córrego Jacu na estiagem, quanto dá?",
    );
    expect(reply).not.toContain("VMG");
  });
});

describe("an acronym that heads a column of codes", () => {
  it("is not carried into a question that names its first word", () => {
    const PLAN = passagesOf(
      `# Plano de setorização — Município de Ribeira Alta

O plano cria cinco zonas de pressão controlada (ZPC), cada uma com uma válvula redutora na entrada.

| Bairro | ZPC | Meta de pressão máxima (mca) |
|---|---|---:|
| Alto da Serra | ZPC-01 | 35 |
| Vila Nova | ZPC-02 | 40 |
`,
      "plano-setorizacao-ribeira-alta.md",
    );
    const [reply = ""] = offlineConversation(PLAN, "Na zona do Alto da Serra, a meta de pressão máxima é quanto?");
    expect(reply).toContain("35");
    expect(reply).not.toContain("zonas de pressão controlada");
  });
});
