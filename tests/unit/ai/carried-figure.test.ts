import { describe, expect, it } from "vitest";
import { formatQuantity } from "#core/documents/tables.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * "isso" after a reply that gave one figure: that figure combined with one the documents write, chosen by what the two
 * measure. On documents written for this test (a fictional utility's loss bulletin and its supply contracts); every
 * expected figure is computed here from the figures written into them.
 */
const LOST_M3 = 8_240;
const PRICE_M3 = 3.15;
const RESIDENTS = 36_500;
const SHARE = 62.4;
const BULLETIN = `# Boletim de perdas do setor Jacarandá — setembro de 2026

## Perdas

Em setembro, a rede do setor Jacarandá perdeu ${LOST_M3.toLocaleString("pt-BR")} m³ de água em vazamentos visíveis e
não visíveis. A equipe de pitometria refez a setorização do bairro Alto da Graça.

## Custo

A água perdida é valorizada pelo custo de produção da água tratada, de ${formatQuantity(PRICE_M3, "money")} por metro cúbico.

## Esgotamento

O distrito de Serra Azul tem ${RESIDENTS.toLocaleString("pt-BR")} moradores na zona urbana, dos quais ${SHARE.toLocaleString("pt-BR")}% têm
coleta de esgoto. O programa de ligações prevê atender outras 900 famílias em 2027, com 14 novas elevatórias.
`;

const MWH_PRICE = 312.4;
const MWH_YEAR = 12_600;
const METERS_COST = 4_860_000;
const SHOPS = 5_400;
const CRANE_MONTH = 18_750;
const CONTRACTS = `# Contratos de apoio à operação — 2027

## Energia

O contrato de energia com a Ventania Comercializadora fixa o preço de ${formatQuantity(MWH_PRICE, "money")}/MWh. O
volume anual contratado é de ${MWH_YEAR.toLocaleString("pt-BR")} MWh, entregue em parcelas mensais.

## Hidrômetros

O programa de hidrômetros inteligentes vai custar ${formatQuantity(METERS_COST, "money")} no total. Serão atendidos
${SHOPS.toLocaleString("pt-BR")} imóveis comerciais do centro.

## Guindaste

A locação do guindaste para a troca de bombas custa ${formatQuantity(CRANE_MONTH, "money")} por mês, com operador.
`;

const passages = [...passagesOf(BULLETIN, "boletim-perdas.md", 1), ...passagesOf(CONTRACTS, "contratos-apoio.md", 40)];
const talk = (...asks: string[]) => offlineConversation(passages, ...asks);

describe("a figure the last reply gave, combined with one the documents write", () => {
  it("prices a quantity in its measure when it is asked in money", () => {
    const [first, second] = talk(
      "Quantos metros cúbicos o setor Jacarandá perdeu em setembro?",
      "Oi! E em reais, isso representa quanto? Vou levar ao comitê de perdas.",
    );
    expect(first).toContain(LOST_M3.toLocaleString("pt-BR"));
    expect(second).toContain(formatQuantity(LOST_M3 * PRICE_M3, "money"));
  });

  it("takes a share of the count its own sentence ties it to", () => {
    const [first, second] = talk(
      "Quantos por cento dos moradores urbanos de Serra Azul têm coleta de esgoto?",
      "E quantos moradores isso dá, mais ou menos?",
    );
    expect(first).toContain(`${SHARE.toLocaleString("pt-BR")}%`);
    expect(second).toContain(formatQuantity(Math.round((SHARE / 100) * RESIDENTS), "number"));
  });

  it("multiplies an amount per a measure by the quantity written in that measure", () => {
    const [first, second] = talk(
      "Bom dia! Quanto a Ventania cobra pela energia, pelo contrato?",
      "Com o volume anual contratado, quanto isso dá?",
    );
    expect(first).toContain(formatQuantity(MWH_PRICE, "money"));
    expect(second).toContain(formatQuantity(MWH_PRICE * MWH_YEAR, "money"));
  });

  it("divides an amount by the count of the thing it is asked per", () => {
    const [first, second] = talk(
      "Quanto vai custar o programa de hidrômetros inteligentes?",
      "E isso sai a quanto por imóvel, por favor?",
    );
    expect(first).toContain(formatQuantity(METERS_COST, "money"));
    expect(second).toContain(formatQuantity(METERS_COST / SHOPS, "money"));
  });

  it("multiplies an amount per month by the months asked", () => {
    const [first, second] = talk("Quanto custa por mês a locação do guindaste?", "E em 8 meses, isso soma quanto?");
    expect(first).toContain(formatQuantity(CRANE_MONTH, "money"));
    expect(second).toContain(formatQuantity(CRANE_MONTH * 8, "money"));
  });

  it("sets the figure against one the message gives", () => {
    const [, second] = talk(
      "Quantos metros cúbicos o setor Jacarandá perdeu em setembro?",
      "E quanto isso ficou abaixo, em relação a 9.100 de agosto?",
    );
    expect(second).toContain(formatQuantity(9_100 - LOST_M3, "number"));
  });

  it("computes nothing when 'isso' is a cause or a state rather than a figure", () => {
    const [, why, when] = talk(
      "Quantos metros cúbicos o setor Jacarandá perdeu em setembro?",
      "Por que isso aconteceu?",
      "Depois de quantos dias isso vira um problema?",
    );
    for (const reply of [why, when]) expect(reply).not.toMatch(/[×÷]/);
  });
});

/** An amount whose sentence says the span it covers; a lease written for this test. */
describe("an amount over the span its own sentence states", () => {
  const LEASE = `# Contrato 311/2027 — Locação de geradores para as elevatórias

## Valor e prazo

O valor total da locação é de R$ 93.600,00, correspondente a 18 meses de uso, a contar da ordem de serviço.

## Manutenção

A locadora troca o óleo dos geradores a cada 250 horas de funcionamento.
`;
  const passages = passagesOf(LEASE, "contrato-locacao-geradores.md");

  it("is divided by those months when the next turn asks it per month", () => {
    const perMonth = 93_600 / 18;
    const [, reply = ""] = offlineConversation(
      passages,
      "Oi! A locação dos geradores custa quanto, no total?",
      "E quanto isso dá por mês, mais ou menos? Quero comparar com o aluguel antigo.",
    );
    expect(reply.startsWith(`São ${formatQuantity(perMonth, "money")} por mês`)).toBe(true);
  });

  it("is left alone when the sentence states no span", () => {
    const [, reply = ""] = offlineConversation(
      passages,
      "A cada quantas horas a locadora troca o óleo?",
      "Quanto isso dá por mês?",
    );
    expect(reply).not.toMatch(/÷ \d+ meses/);
  });
});
