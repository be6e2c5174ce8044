import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Two columns that chain ("Leituras por dia" × "Dias por mês"): each row gives the thing per the second column's span,
 * added up over the rows. On a bulletin written for this test (a fictional utility's meter-reading teams); the
 * expected total is computed here from its cells.
 */
const TEAMS = [
  { name: "Equipe Ribeirinha", perDay: 180, days: 22 },
  { name: "Equipe Serrana", perDay: 140, days: 20 },
  { name: "Equipe Litoral", perDay: 205, days: 22 },
];
const BULLETIN = `# Leitura de hidrômetros — programação de 2027

As equipes de leitura percorrem as rotas comerciais em dias úteis, com coletor de dados portátil.

| Equipe | Rotas | Leituras por dia | Dias por mês |
|---|---:|---:|---:|
${TEAMS.map((t, i) => `| ${t.name} | ${12 + i} | ${t.perDay} | ${t.days} |`).join("\n")}
`;
const passages = passagesOf(BULLETIN, "leitura-hidrometros.md", 1);

describe("a count per one span times the spans per another, added over the rows", () => {
  it("multiplies the two rates row by row and adds them up", () => {
    const [reply] = offlineConversation(
      passages,
      "Bom dia! Juntando as três equipes, quantas leituras por mês estão programadas? É para o contrato dos coletores.",
    );
    const total = TEAMS.reduce((sum, t) => sum + t.perDay * t.days, 0);
    expect(reply).toContain(formatQuantity(total, "number"));
  });
});
