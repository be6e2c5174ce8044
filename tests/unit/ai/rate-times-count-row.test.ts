import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A row that writes a price per a thing in its header's words ("Preço mensal por licença") and the count of those
 * things in a column named by them ("Licenças") gives their product; of two tables that both have a row of that name,
 * the first in reach whose figures compute it. A contract written for this test.
 */
const CONTRACT = `# Contrato de licenças de software de geoprocessamento

| Item | Módulo | Licenças | Preço mensal por licença (R$) | Acessos por dia |
|---|---|---:|---:|---:|
| 1 | Editor cadastral | 14 | 310,00 | 35 |
| 2 | Visualizador web | 120 | 22,50 | 410 |

| Módulo | Chamados de suporte pagos por mês | Desconto por atraso no atendimento |
|---|---:|---|
| Editor cadastral | 6 | 5% da mensalidade da licença |
| Visualizador web | 2 | 2% da mensalidade da licença |
`;
const passages = passagesOf(CONTRACT, "contrato-licencas-geo.md");

describe("a price per a thing times the count of those things in its row", () => {
  it("the row whose figures compute it, of two tables that both name it", () => {
    const [reply] = offlineConversation(
      passages,
      "Oi! Quanto a companhia paga por mês pelo visualizador web? É para o orçamento.",
    );
    // 120 × 22,50
    expect(reply).toContain("R$ 2.700,00");
    expect(reply).toContain("120 licenças");
  });

  it("not when the question asks about another column of the row", () => {
    const [reply] = offlineConversation(passages, "Quanto o visualizador web tem de acessos num dia?");
    expect(reply).toContain("410");
    expect(reply).not.toContain("2.700");
  });
});
