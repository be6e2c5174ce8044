import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Two tables of one document keyed by the same column, read together: "E a Y?" after a reply that read X's row
 * across both asks Y's figure under the same measure, which only the second table writes. Written for this test.
 */
const REPORT = `# Relatório de desempenho das unidades — 2026

## Tabela 1 — Porte

| Unidade | Ligações (mil) | Tarifa média (R$/m³) |
|---|---:|---:|
| Norte | 120,4 | 4,80 |
| Leste | 98,1 | 4,55 |
| Oeste | 143,7 | 5,02 |

## Tabela 2 — Eficiência

| Unidade | Energia elétrica (kWh/m³) | Hidrometração (%) |
|---|---:|---:|
| Norte | 0,62 | 97,1 |
| Leste | 0,81 | 92,4 |
| Oeste | 0,57 | 99,0 |
`;
const passages = passagesOf(REPORT, "desempenho-unidades.md");

describe("a row read across two tables, then another row", () => {
  it("gives the other row's figure under the measure asked", () => {
    const [first = "", other = ""] = offlineConversation(
      passages,
      "Quanto de energia elétrica a unidade Norte gastou por metro cúbico em 2026?",
      "E a Leste?",
    );
    expect(first).toContain("0,62");
    expect(other).toContain("0,81");
  });
});
