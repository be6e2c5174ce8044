import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "Que percentual das inspeções foi por denúncia?": the share word before the things counted asks a row's part of its
 * column's total, as "que percentual do total" does, though the question names them by another word than the column's
 * header (and not a share of one column in another). A bulletin written for this test.
 */
const BULLETIN = `# Boletim de Vistorias de Esgoto — março

## Vistorias por origem

| Origem | Vistorias | Horas de equipe |
|---|---:|---:|
| Denúncia de vizinho | 36 | 54 |
| Programa de rotina | 84 | 96 |
| Pedido do próprio cliente | 40 | 50 |
| **Total** | **160** | **200** |
`;
const passages = passagesOf(BULLETIN, "boletim-vistorias.md");

describe("a share asked before the things counted", () => {
  it("is the row's part of the column's total", () => {
    const [share] = offlineConversation(
      passages,
      "Bom dia! Que percentual das inspeções de março foi por denúncia de vizinho? É para o relatório.",
    );
    // 36 ÷ 160
    expect(share).toContain("22,5%");
  });
});
