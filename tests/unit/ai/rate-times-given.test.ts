import { describe, expect, it } from "vitest";
import { rateTimesGiven } from "#core/ai/answer/rate-times-given.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A procedure written for this test: a table of rates per metre and a speed in a sentence. */
const PROCEDURE = passagesOf(
  `# Procedimento de lavagem de redes de distribuição

## Execução

1. O caminhão de hidrojateamento avança pela rede a no máximo 0,25 m/s, com o bico voltado para montante.

## Custos de referência

| Material da rede | Rendimento diário (m/dia) | Custo de lavagem (R$/m) |
| --- | --- | --- |
| PVC | 500 | 6,40 |
| Ferro fundido | 350 | 8,20 |
`,
  "lavagem-redes.md",
);

describe("a rate per a unit and a quantity the question gives in it", () => {
  it("times: the amount for the quantity, with the operation shown", () => {
    const [reply] = offlineConversation(
      PROCEDURE,
      "Bom dia! Quanto custaria lavar 1.500 m de rede de ferro fundido, pelo custo de lavagem? É para o orçamento.",
    );
    expect(reply).toContain("R$ 12.300,00");
    // The operation shown once, whichever reader computed it.
    expect(reply).toMatch(/1\.500(?: m)? × (?:R\$ )?8,2/);
    expect(reply?.match(/R\$ 12\.300,00:/g)).toHaveLength(1);
  });

  it("over: the time to cover a distance at the speed the last reply gave", () => {
    const [, reply] = offlineConversation(
      PROCEDURE,
      "A que velocidade, no máximo, avança o caminhão de hidrojateamento?",
      "Nessa velocidade, quanto tempo leva para percorrer 300 m?",
    );
    expect(reply).toContain("1.200 s (20 min)");
  });

  it("a rate in words per day, with the amount the clause limits it to, over days the message's first sentence gives", () => {
    const charter = passagesOf(
      `# Compromissos de atendimento

Quando o serviço de troca de hidrômetro passa do prazo, o cliente recebe um abono de R$ 9,50 por dia de atraso na fatura seguinte, limitado a R$ 95,00 por pedido.
`,
      "compromissos.md",
    );
    const [late, later] = offlineConversation(
      charter,
      "A troca do meu hidrômetro passou 6 dias do prazo. De quanto vai ser o abono?",
      "E se passar 14 dias?",
    );
    expect(late).toContain("R$ 57,00");
    expect(late).toContain("6 dias × R$ 9,50/dia");
    // The same rate under the quantity the next message changes, up to the limit.
    expect(later).toContain("São R$ 95,00, o limite");
    expect(later).toContain("R$ 133,00");
  });

  it("computes nothing when the quantity is in another unit, two rates are stated, or no amount is asked", () => {
    expect(rateTimesGiven("Quanto custa lavar 200 mm de rede?", "Custo de lavagem (R$/m): 6,40 [2].")).toBeNull();
    expect(
      rateTimesGiven("Quanto custa lavar 900 m?", "Rendimento diário (m/dia): 500; custo de lavagem (R$/m): 6,40 [2]."),
    ).toBeNull();
    expect(rateTimesGiven("A rede de 900 m é de PVC?", "Custo de lavagem (R$/m): 6,40 [2].")).toBeNull();
    // A figure inside a name ("H2S", "CO2") is no quantity of seconds or of anything.
    expect(
      rateTimesGiven("Quantas estações tiveram H2S acima do limite?", "A vazão média foi de 27,3 L/s [4]."),
    ).toBeNull();
  });
});
