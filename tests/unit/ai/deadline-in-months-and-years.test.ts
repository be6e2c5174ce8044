import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A span counted from an event in months or years ("vale por 6 anos, contados da data de publicação") ends on the
 * calendar day it reaches, the month's last day when the month is shorter; a span in days still counts days. Of two
 * counted spans, the one of the thing asked. On a licence written for this test; the dates are worked out here.
 */
const LICENCE = `# Licença de operação LO 88/2026 — ETA Serra Clara

A licença foi publicada no Diário Oficial em 03/02/2026 e vale por 6 anos, contados da data de publicação.

O plano de automonitoramento tem validade de 18 meses, a contar da aprovação pelo órgão ambiental, aprovado em 31/08/2026.

O relatório de monitoramento deve ser entregue em até 90 dias contados da emissão da licença, emitida em 20/01/2026.
`;
const passages = passagesOf(LICENCE, "licenca-operacao-lo-88-2026-eta-serra-clara.md");

describe("a deadline counted in months or years", () => {
  it("years from a dated event end on the same day of the month", () => {
    const [reply = ""] = offlineConversation(passages, "Bom dia! A LO 88 vale até que dia? É para pedir a renovação.");
    expect(reply).toContain("03/02/2032");
  });

  it("months from the last day of a month end on the last day of a shorter one", () => {
    const [reply = ""] = offlineConversation(passages, "Até que data vale o plano de automonitoramento?");
    // 31/08/2026 + 18 months: February 2028 has 29 days.
    expect(reply).toContain("29/02/2028");
  });

  it("days are still counted one by one", () => {
    const [reply = ""] = offlineConversation(passages, "Até quando o relatório de monitoramento deve ser entregue?");
    expect(reply).toContain("20/04/2026");
  });
});

/** A permit whose spans are stated bare, the event they count from named by the one who asks. Written for this test. */
const PERMIT = `# Autorização de supressão de vegetação ASV 41/2026 — Adutora Rio Piaçaba

**Data de assinatura:** 18/05/2026.

| Obrigação | Prazo |
|---|---|
| Replantio compensatório de mudas nativas | 150 dias |
| Relatório fotográfico da supressão | 30 dias |
`;
const permit = passagesOf(PERMIT, "asv-41-2026-adutora-rio-piacaba.md");

describe("a span the reply states bare, counted from the event the question names", () => {
  it("the question says where the count starts; a line dates that event", () => {
    const [, reply = ""] = offlineConversation(
      permit,
      "Qual é o prazo do replantio compensatório?",
      "Contando da assinatura, ele termina em que data?",
    );
    // 18/05/2026 + 150 days.
    expect(reply).toContain("15/10/2026");
  });
});
