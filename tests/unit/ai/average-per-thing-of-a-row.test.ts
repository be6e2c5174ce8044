import { describe, expect, it } from "vitest";
import { queryTerms } from "#core/ai/answer/unit-ranking.ts";
import { formatQuantity } from "#core/documents/tables.ts";
import { analyze } from "#core/search/text-analysis.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Quanto custou, em média, cada válvula?": a row named in the other number ("Válvulas") is the row asked, and its
 * total over its quantity is the average asked, computed, not the total read. "Em média" asks how to compute, not
 * what about: a document's "medidas" are no answer to it. On a purchase report written for this test; the averages
 * are computed here from its rows.
 */
const ITEMS: [string, number, number][] = [
  ["Válvulas", 12, 30_600],
  ["Registros", 40, 7_200],
  ["Tampões", 25, 4_375],
];
const money = (value: number) => formatQuantity(value, "money").replace("R$ ", "");
const REPORT = `# Relatório de compras da manutenção de redes, setor Jardim Itapoã

## Itens comprados em agosto

| Item | Quantidade | Custo total (R$) |
|---|---:|---:|
${ITEMS.map(([item, quantity, cost]) => `| ${item} | ${quantity} | ${money(cost)} |`).join("\n")}

## Medições do setor

| Ponto | Volume medido (m³) | Pressão medida (mca) |
|---|---:|---:|
| Booster da Rua Ipê | 18.400 | 31 |
| Reservatório do Morro Alto | 22.950 | 27 |

As medidas de pressão foram feitas em 14 pontos da rede, com média de 23 mca antes da troca das peças.
`;
const passages = passagesOf(REPORT, "relatorio-compras-jardim-itapoa.md");

describe("an average per thing of one row", () => {
  it("divides the row's total by its quantity when the question names the row in the singular", () => {
    const [item, quantity, cost] = ITEMS[0] ?? ["", 1, 0];
    const [reply = ""] = offlineConversation(
      passages,
      `Oi, tudo bem? Quanto custou, em média, cada ${item.toLowerCase().replace(/s$/, "")}? Vou comparar com outro fornecedor.`,
    );
    expect(reply).toContain(formatQuantity(cost / quantity, "money"));
  });

  it("answers another row's average the same way", () => {
    const [, quantity, cost] = ITEMS[1] ?? ["", 1, 0];
    const [reply = ""] = offlineConversation(passages, "Em média, quanto custou cada registro?");
    expect(reply).toContain(formatQuantity(cost / quantity, "money"));
  });
});

describe("'em média' in a question", () => {
  const medida = analyze("medida")[0] ?? "";
  it("is no term of what the question is about", () => {
    const stems = queryTerms("Quanto custou em média cada registro?", []).map((term) => term.stem);
    expect(stems).toContain(analyze("registro")[0]);
    expect(stems).not.toContain(medida);
  });

  it("leaves a measure the question names as a term", () => {
    const stems = queryTerms("Qual foi a medida da pressão no booster?", []).map((term) => term.stem);
    expect(stems).toContain(medida);
  });
});
