import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A fund's balance at two dates, its amounts in the unit the first column's header gives, a loss written below zero
 * and named in parentheses by its other name. Written for this test.
 */
const BALANCE = `# Balanço do Fundo de Reposição de Hidrômetros

## Posição patrimonial

| Conta (R$ mil) | 30/06/2025 | 31/03/2026 |
|---|---:|---:|
| Aplicações financeiras do fundo | 42.180 | 45.930 |
| Contribuições a receber | 3.410 | 2.870 |
| Obrigações com fornecedores | 11.260 | 9.940 |
| Resultado acumulado (prejuízo) | −7.820 | −4.150 |
`;
const passages = passagesOf(BALANCE, "balanco-fundo.md");

describe("a balance whose loss is written below zero", () => {
  it("reads a loss's size going down between the two dates, in the unit the rows' header gives", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Em quanto o prejuízo do fundo caiu de uma posição para a outra?",
    );
    // 7.820 − 4.150 = 3.670, in R$ mil.
    expect(reply).toContain("R$ 3.670 mil");
    expect(reply).not.toContain("-");
  });

  it("names a row by the word its parenthesis gives it, a complement after it naming no second row", () => {
    const [reply = ""] = offlineConversation(passages, "Qual era o prejuízo do fundo em 30/06/2025?");
    expect(reply).toContain("−R$ 7.820 mil");
  });
});
