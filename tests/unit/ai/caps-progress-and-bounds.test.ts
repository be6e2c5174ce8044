import { describe, expect, it } from "vitest";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";
import type { PromptPassage } from "#core/chat/agent-context.ts";

/**
 * Figures a colleague works out from a lease and its works schedule, written for these tests: a daily fine capped at a
 * share of the lease's price (the price read in the lease, not in the price list beside it), the days until that cap,
 * what is left of a service between its "Acumulado" and "Previsto" columns and the share done, how many days a term
 * passed its limit, a column whose header says "pago" added up as what it measures, labelled amounts a question
 * lists by name, added up, what remains of a schedule of payments after the row a question names, and a rate a reply
 * gave turned into reais over the base its own row states, and what is left of a loan paid in numbered instalments.
 */
const LEASE = `# Contrato de locação do galpão de materiais de Pedra Furada

## Valor e pagamento

O valor do contrato é de R$ 480.000,00, pago em 24 aluguéis mensais de R$ 20.000,00.

## Penalidades

- **Multa por atraso na entrega das chaves:** R$ 250,00 por dia de atraso, limitada a 5% do valor do contrato.
- **Multa por rescisão antecipada:** três aluguéis mensais.
- **Multa por atraso na pintura:** o atraso sujeita a contratada a multa de R$ 180,00 por ambiente e por dia de atraso, limitada a 2% do valor do contrato.

## Cronograma de adequação

| Serviço | Unidade | Na semana | Acumulado | Previsto |
|---|---|---:|---:|---:|
| Pintura do piso | m² | 120 | 860 | 1.400 |
| Troca de telhas | un | 40 | 310 | 500 |
| Instalação de calhas | m | 12 | 75 | 96 |

## Ocorrências

- Reforma do vestiário: a obra durou 75 dias, acima do prazo contratual de 60 dias, por causa das chuvas de março.
`;

const PRICE_LIST = `# Tabela de serviços de manutenção predial

## Contrato de manutenção

O contrato de manutenção custa R$ 90.000,00 por ano.

## Custos de instalação

- **Frete:** R$ 1.200,00
- **Montagem dos painéis:** R$ 3.450,00, em duas etapas
- **Seguro (estimativa):** R$ 380,00
- **Prazo de montagem:** 12 dias

## Pagamento da reforma

| Parcela | Vencimento | Valor (R$) |
|---|---|---:|
| Entrada | 10/01/2031 | 40.000,00 |
| 2ª parcela | 10/03/2031 | 30.000,00 |
| 3ª parcela | 10/05/2031 | 30.000,00 |

## Financiamentos

- Financiamento da picape de manutenção: parcela 7 de 36, R$ 1.850,00 por mês.

## Metas de economia de energia

| Unidade | Consumo anual (R$) | Meta de redução |
|---|---:|---|
| ETA Norte | 250.000,00 | 12 % do consumo |
| ETA Sul | 180.000,00 | 8 % do consumo |

## Fretes pagos em 2031

| Frete | Transportadora | Preço (R$/t) | Carga paga (t) | Valor pago (R$) |
|---|---|---:|---:|---:|
| F-01 | Rodocerto Ltda. | 42,00 | 310 | 13.020,00 |
| F-02 | Via Leste Cargas | 39,50 | 280 | 11.060,00 |
| F-03 | Transbrita ME | 45,00 | 120 | 5.400,00 |
`;

function both(): PromptPassage[] {
  const lease = passagesOf(LEASE, "contrato-locacao-galpao.md");
  const list = passagesOf(PRICE_LIST, "tabela-servicos-manutencao.md", lease.length + 1);
  return [...lease, ...list];
}

describe("a fine capped at a share of a price", () => {
  it("is that share of the price its own document states, and the cap is reached on the day it is passed", () => {
    const replies = offlineConversation(
      both(),
      "Quanto vale o contrato de locação do galpão?",
      "E se o locatário atrasar a entrega das chaves?",
      "E o máximo dessa multa, quanto dá?",
      "Depois de quantos dias ela bate nesse teto?",
    );
    expect(replies[1]).toContain("R$ 250,00 por dia");
    expect(replies[2]).toContain("R$ 24.000,00");
    expect(replies[2]).toContain("5% × R$ 480.000,00");
    expect(replies[3]).toContain("Em 96 dias");
  });

  it("rounds the days up when the cap falls between two days", () => {
    const lease = LEASE.replace("R$ 250,00 por dia", "R$ 350,00 por dia");
    const replies = offlineConversation(
      passagesOf(lease, "contrato-locacao-galpao.md"),
      "Que multa se paga pelo atraso na entrega das chaves?",
      "São necessários quantos dias para ela chegar ao limite?",
    );
    expect(replies[1]).toContain("Em 69 dias");
    expect(replies[1]).toContain("68,57");
  });
});

describe("a cap's base", () => {
  it("is not the amount the rate's own clause states per day", () => {
    const [reply] = offlineConversation(
      passagesOf(LEASE, "contrato-locacao-galpao.md"),
      "A multa por atraso na pintura tem teto? Quanto dá isso em reais?",
    );
    expect(reply).toContain("R$ 9.600,00");
    expect(reply).not.toContain("R$ 3,60");
  });
});

describe("a progress table's row", () => {
  const lease = passagesOf(LEASE, "contrato-locacao-galpao.md");

  it("leaves what is planned less what is done, in the row's unit", () => {
    const [reply] = offlineConversation(lease, "Quantas telhas ainda faltam trocar?");
    expect(reply).toContain("190 un");
    expect(reply).toContain("500 − 310");
  });

  it("has done the share of what is planned", () => {
    const [reply] = offlineConversation(lease, "Que percentual da pintura do piso já foi feito?");
    expect(reply).toContain("61,43%");
  });
});

describe("how far a term passed its limit", () => {
  it("is the difference of the two spans the item states", () => {
    const [reply] = offlineConversation(
      passagesOf(LEASE, "contrato-locacao-galpao.md"),
      "Quantos dias a reforma do vestiário passou do prazo contratual?",
    );
    expect(reply).toContain("15 dias");
    expect(reply).toContain("75 − 60");
  });
});

describe("a column whose header says it was paid", () => {
  it("adds up what it measures, not its cost", () => {
    const [reply] = offlineConversation(
      passagesOf(PRICE_LIST, "tabela-servicos-manutencao.md"),
      "Qual foi a carga paga somando os três fretes?",
    );
    expect(reply).toContain("710 t");
    expect(reply).not.toContain("R$");
  });
});

describe("labelled amounts a question lists", () => {
  const list = passagesOf(PRICE_LIST, "tabela-servicos-manutencao.md");

  it("are added up, each named by its label's first word", () => {
    const [reply] = offlineConversation(list, "Somando o frete, a montagem e o seguro, quanto a instalação custa?");
    expect(reply).toContain("R$ 5.030,00");
    expect(reply).toContain(
      "R$ 1.200,00 (Frete) + R$ 3.450,00 (Montagem dos painéis) + R$ 380,00 (Seguro, estimativa)",
    );
  });

  it("are named by another word only one label writes when the question skips the head", () => {
    const [reply] = offlineConversation(list, "Somando o frete e os painéis, quanto dá?");
    expect(reply).toContain("R$ 1.200,00 (Frete) + R$ 3.450,00 (Montagem dos painéis) = R$ 4.650,00");
    // "montagem" is written by two labels ("Montagem dos painéis", "Prazo de montagem"): it names neither alone.
    const [ambiguous] = offlineConversation(list, "Somando o seguro e a montagem, quanto dá?");
    expect(ambiguous).not.toContain("(Prazo de montagem)");
  });

  it("are not added when the question weighs one against the other", () => {
    const [reply] = offlineConversation(list, "O que sai mais caro, o frete ou o seguro?");
    expect(reply).not.toContain("R$ 1.580,00");
  });
});

describe("what remains of a schedule of payments", () => {
  const list = passagesOf(PRICE_LIST, "tabela-servicos-manutencao.md");

  it("is the rows after the one the question names, added up", () => {
    const [reply] = offlineConversation(list, "Depois da entrada, quanto ainda falta pagar da reforma?");
    expect(reply).toContain("Restam R$ 60.000,00");
    expect(reply).toContain("R$ 30.000,00 (2ª parcela) + R$ 30.000,00 (3ª parcela)");
  });

  it("is nothing to compute after the last row", () => {
    const [reply] = offlineConversation(list, "Depois da 3ª parcela, quanto ainda falta pagar da reforma?");
    expect(reply).not.toContain("Restam");
  });
});

describe("a rate just given, in reais", () => {
  it("is the rate times the base its own row states", () => {
    const replies = offlineConversation(
      passagesOf(PRICE_LIST, "tabela-servicos-manutencao.md"),
      "A ETA Norte deve reduzir quanto do consumo?",
      "E em reais, isso corresponde a quanto?",
    );
    expect(replies[0]).toContain("12 %");
    expect(replies[1]).toContain("R$ 30.000,00");
    expect(replies[1]).toContain("12% × R$ 250.000,00");
  });
});

describe("a loan paid in numbered instalments", () => {
  const list = passagesOf(PRICE_LIST, "tabela-servicos-manutencao.md");

  it("leaves the instalments after the one just read, at its amount", () => {
    const replies = offlineConversation(
      list,
      "O financiamento da picape está em qual parcela?",
      "E quanto resta pagar depois dessa?",
    );
    expect(replies[0]).toContain("parcela 7 de 36");
    expect(replies[1]).toContain("Faltam 29 parcelas");
    expect(replies[1]).toContain("R$ 53.650,00");
  });

  it("is found by the question's words when nothing was read before", () => {
    const [reply] = offlineConversation(list, "Quanto falta pagar do financiamento da picape?");
    expect(reply).toContain("R$ 53.650,00");
  });
});
