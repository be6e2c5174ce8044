import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Rows keyed by a noun and a number ("Fase 1", "Fase 2"): "a segunda fase" is the row numbered 2 and "a última fase"
 * the highest number, not a place in a ranking by a figure column. On a document written for this test.
 */
const PLAN = `# Plano de substituição de ramais de chumbo — bairro Ouro Fino

## Fases

| Fase | Início | Ramais | Custo (R$ mil) |
|---|---|---:|---:|
| Fase 1 | 05/04/2027 | 310 | 1.240 |
| Fase 2 | 12/07/2027 | 520 | 2.080 |
| Fase 3 | 18/10/2027 | 190 | 760 |
`;
const passages = passagesOf(PLAN, "plano-ramais-chumbo-ouro-fino.md");

describe("rows numbered by the noun an ordinal names", () => {
  it("reads the row numbered as the ordinal says", () => {
    const [reply = ""] = offlineConversation(
      passages,
      "Bom dia! A segunda fase da troca de ramais começa em que data?",
    );
    expect(reply).toContain("12/07/2027");
  });

  it("reads the highest number as the last", () => {
    const [reply = ""] = offlineConversation(passages, "Quantos ramais entram na última fase?");
    expect(reply).toContain("190");
  });

  it("still ranks when the ordinal qualifies a superlative", () => {
    const [reply = ""] = offlineConversation(passages, "Das fases, qual custa o segundo maior valor?");
    expect(reply).toContain("Fase 1");
  });
});
