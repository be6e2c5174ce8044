import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { countOfShare } from "#core/ai/answer/count-of-share.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A table of shares of a whole that the sentence before it counts: a row's count is its share of that whole. An
 * ombudsman report written for this test; expected counts are computed here from the figures written into it.
 */
const WHOLE = 850;
const SHARES = { delay: 38, bill: 26, pressure: 36 };
const REPORT = passagesOf(
  `# Relatório da ouvidoria — 1º semestre

## Reclamações por causa

Os ${WHOLE} reclamantes ouvidos pela ouvidoria no semestre indicaram a causa principal da queixa.

| Causa principal | % dos reclamantes |
|---|---:|
| Demora no reparo | ${SHARES.delay} |
| Valor da fatura | ${SHARES.bill} |
| Baixa pressão | ${SHARES.pressure} |
`,
  "ouvidoria.md",
);

describe("a count from a row's share of a whole the passage counts", () => {
  it("the share of the row the question names, times the whole written before the table", () => {
    const [reply] = offlineConversation(
      REPORT,
      "Olá! Quantas pessoas reclamaram do valor da fatura? Quero o número de pessoas, não o percentual.",
    );
    expect(reply).toContain(formatQuantity(Math.round((SHARES.bill / 100) * WHOLE), "number"));
  });

  it("a share asked as a share, or a row the question does not name, is no count", () => {
    expect(countOfShare("Quantos por cento reclamaram da demora no reparo?", REPORT)).toBeNull();
    expect(countOfShare("Quantas pessoas reclamaram do atendimento?", REPORT)).toBeNull();
  });
});
