import { describe, expect, it } from "vitest";
import { partOfLastTotal } from "#core/ai/answer/part-of-last-total.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * A part of the total the last reply gave, asked with "desse total", "disso": a telemetry programme written for this
 * test, whose value is itemized in a sentence, whose actions' costs a table lists and a sentence splits between two
 * years by shares, and a second plan that gives one year's amount and "o restante" for the other.
 */
const TELEMETRY = `# Programa de Telemetria de Reservatórios 2029–2030

## 1. Valor

O valor global do programa é de R$ 912.000,00, assim distribuído:
- R$ 640.000,00 para equipamentos e instalação nos 38 reservatórios;
- R$ 272.000,00 para operação e manutenção durante 30 meses.

## 2. Ações

| Ação | Responsável | Custo (R$) |
|---|---|---|
| Sensores de nível | Osvaldina Trancoso | 410.000,00 |
| Rádios e antenas | Heráclito Vasconcelos | 230.000,00 |

O custo das ações será repartido entre os exercícios de 2029 (70%) e de 2030 (30%).
`;
const TARGETS = `# Metas de leitura remota

A meta é reduzir as falhas de leitura para menos de 5% do total até 2029 e para menos de 2% até 2030.
`;
const LIGHTS = `# Plano de Iluminação das Estações Elevatórias

O plano troca 1.260 luminárias por modelos de LED, ao custo total de R$ 388.500,00. Do total, R$ 150.000,00 serão pagos em 2029 e o restante em 2030.
`;
const telemetry = passagesOf(TELEMETRY, "telemetria.md");
const lights = passagesOf(LIGHTS, "iluminacao.md", telemetry.length + 1);
const passages = [...telemetry, ...lights];
const valueReply =
  "O valor global do programa é de R$ 912.000,00, assim distribuído:\n- R$ 640.000,00 para equipamentos e instalação nos 38 reservatórios;\n- R$ 272.000,00 para operação e manutenção durante 30 meses. [2]";
const actionsReply =
  "O total de custo de Sensores de nível e Rádios e antenas é R$ 640.000: 410.000 + 230.000 = 640.000 [3].";

describe("a part of the total the last reply gave", () => {
  it("is the reply's own line that names it", () => {
    const reply = partOfLastTotal("E quanto disso fica com operação e manutenção?", valueReply, passages);
    expect(reply).toContain("R$ 272.000,00");
    expect(reply).toContain("[2]");
    expect(partOfLastTotal("Oi! Desse montante, quanto vai para equipamentos?", valueReply, passages)).toContain(
      "R$ 640.000,00",
    );
  });

  it("is the share a sentence of the cited document gives the year asked, of the reply's total", () => {
    const reply = partOfLastTotal("Quanto desse custo cai no exercício de 2030?", actionsReply, passages, [
      "telemetria.md",
    ]);
    // 30% of 640.000, the total the reply computed, not of the programme's value.
    expect(reply).toContain("R$ 192.000,00");
  });

  it("is the whole less the amounts given, for the year the sentence calls the rest", () => {
    const reply = partOfLastTotal(
      "E desse total, quanto fica para 2030? Estou montando o orçamento.",
      "O plano troca 1.260 luminárias por modelos de LED, ao custo total de R$ 388.500,00. [4]",
      passages,
      ["iluminacao.md"],
    );
    expect(reply).toContain("R$ 238.500,00");
  });

  it("is no answer when the question names no earlier whole, or only targets share the sentence", () => {
    // "desse prazo" is no whole; targets of 5% and 2% make no split.
    expect(partOfLastTotal("Quanto se paga se passar desse prazo?", valueReply, passages)).toBeNull();
    expect(
      partOfLastTotal(
        "Quanto desse total é esperado até 2029?",
        "O total de falhas foi de 1.200 leituras. [1]",
        passagesOf(TARGETS, "metas.md"),
      ),
    ).toBeNull();
    // Two lines name the part alike: neither is chosen.
    expect(
      partOfLastTotal(
        "Desse valor, quanto vai para a manutenção?",
        "O valor é de R$ 90.000,00:\n- R$ 50.000,00 para manutenção corretiva;\n- R$ 40.000,00 para manutenção preventiva. [2]",
        passages,
      ),
    ).toBeNull();
  });

  it("answers the follow-up in a conversation, of the total the reply computed or read", () => {
    const [sum, share] = offlineConversation(
      passages,
      "Quanto custam as ações do programa de telemetria somadas?",
      "Quanto desse valor cai em 2030?",
    );
    expect(sum).toContain("640.000");
    expect(share).toContain("192.000");
    const [total, rest] = offlineConversation(
      passages,
      "Qual o custo total do plano de iluminação?",
      "E desse total, quanto fica para 2030?",
    );
    // The sentence states the total: its year's amount is a part of it, not another addend.
    expect(total).toContain("388.500");
    expect(total).not.toContain("538.500");
    expect(rest).toContain("238.500");
  });
});
