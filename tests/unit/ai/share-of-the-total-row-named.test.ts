import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A budget written for this test, with a total row that a share question names. */
const BUDGET = passagesOf(
  `# Saldo dos contratos de manutenção (R$ mil)

| Área | Contratada | 30/06/2027 | 31/12/2026 |
|---|---|---:|---:|
| Redes de água | Hidroforte Ltda. | 1.200 | 1.050 |
| Redução de perdas | Coletora Sul S.A. | 600 | 640 |
| Elevatórias | Bombeia Engenharia | 200 | — |
| **Total** | | **2.000** | **1.690** |
`,
  "orcamento-manutencao.md",
);

describe("a share whose whole is the total row the question names", () => {
  it("is the row over the total, not a change from one row to the other", () => {
    const [reply] = offlineConversation(
      BUDGET,
      "Quanto a redução de perdas representa do total de 30/06/2027, em percentual?",
    );
    expect(reply).toContain("30%");
    expect(reply).not.toMatch(/subiu|aumentou|cresceu/);
  });
});
