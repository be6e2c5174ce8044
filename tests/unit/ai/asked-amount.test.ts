import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/** A contract written for this test: its value stated once, and a guarantee stated as a percentage of that value. */
const CONTRACT = `# Contrato nº 214/2030 — Poda de árvores junto às redes aéreas

## Cláusula 6 — Garantia

6.1. A contratada prestou caução de 4% do valor global, em dinheiro, devolvida ao fim da vigência.

## Cláusula 3 — Valor

3.1. O valor mensal é de R$ 52.300,00 e o valor global, para os 24 meses, é de R$ 1.255.200,00.
`;
const passages = passagesOf(CONTRACT, "contrato-poda.md");

describe("the amount asked, not a percentage of it", () => {
  it("the value asked is the sentence that writes it in reais, not the one that takes 4% of it", () => {
    const [value = ""] = offlineConversation(
      passages,
      "Oi! De quanto é o valor global da poda de árvores? É para o orçamento.",
    );
    expect(value.startsWith("O valor mensal é de R$ 52.300,00 e o valor global")).toBe(true);
  });

  it("a percentage of the value still answers what it is the amount of", () => {
    const [guarantee] = offlineConversation(passages, "Qual é a caução do contrato de poda?");
    expect(guarantee).toContain("4% do valor global");
  });
});

describe("a difference asked in percent, against what the question measures it by", () => {
  const REPORT = `# Relatório da adutora Serra Negra

## Operação em janeiro

A adutora Serra Negra, com capacidade nominal de 180 L/s, transportou picos de 207 L/s nas semanas de calor de janeiro.
`;
  const passages = passagesOf(REPORT, "relatorio-serra-negra.md");

  it("is the excess over the reference figure, in percent of it", () => {
    const replies = offlineConversation(
      passages,
      "Qual foi o pico da adutora Serra Negra em janeiro?",
      "Isso ficou quantos por cento acima da capacidade?",
    );
    // (207 − 180) ÷ 180 = 15%.
    expect(replies[1]).toContain("15%");
  });
});

describe("a whole amount from a count and a price per thing one sentence gives", () => {
  const MINUTES = `# Ata da reunião da brigada de incêndio

## Deliberações

Aprovada a compra de 18 extintores de pó químico para as elevatórias, ao preço cotado de R$ 365,00 por unidade.
`;
  const passages = passagesOf(MINUTES, "ata-brigada.md");

  it("'Então quanto dá a compra inteira?' after the price is the count times it, the 'então' leaning on the last turn", () => {
    const replies = offlineConversation(
      passages,
      "Quantos extintores a brigada aprovou comprar?",
      "E qual é o preço de cada um?",
      "Então quanto dá a compra inteira?",
    );
    expect(replies[2]).toContain(`R$ ${(18 * 365).toLocaleString("pt-BR")},00`);
  });

  it("one unit's price asked is that price, not the total", () => {
    const [price = ""] = offlineConversation(passages, "Qual é o preço de cada extintor aprovado pela brigada?");
    expect(price).toContain("R$ 365,00 por unidade");
    expect(price).not.toContain((18 * 365).toLocaleString("pt-BR"));
  });
});

describe("a price per thing one sentence gives, times the count a table of the same document gives", () => {
  const HYDRANTS = [
    { district: "Jardim Umbuzeiro", inspected: 42 },
    { district: "Vila Cajarana", inspected: 27 },
    { district: "Alto do Marmeleiro", inspected: 35 },
  ];
  const total = HYDRANTS.reduce((sum, row) => sum + row.inspected, 0);
  const REPORT = (withTotal: boolean) => `# Relatório da vistoria de hidrantes — 2032

## Contratação

A vistoria foi contratada por R$ 150,00 por hidrante vistoriado, com laudo de cada um.

## Resultados por bairro

| Bairro | Hidrantes vistoriados | Hidrantes sem pressão |
|---|---:|---:|
${HYDRANTS.map((row) => `| ${row.district} | ${row.inspected} | 3 |`).join("\n")}
${withTotal ? `| **Total** | **${total}** | **9** |` : ""}
`;
  const money = (value: number) => `R$ ${value.toLocaleString("pt-BR")},00`;

  it("is the price times the column's total row, or its rows added up", () => {
    for (const withTotal of [true, false]) {
      const passages = passagesOf(REPORT(withTotal), "relatorio-hidrantes.md");
      const [reply = ""] = offlineConversation(passages, "Quanto custou a vistoria, pelo preço por hidrante?");
      expect(reply).toContain(money(total * 150));
    }
  });

  it("counts in the column whose header the question names, not one whose first word is the thing", () => {
    const AREAS = [
      { area: "Operação", authorised: 40, expired: 6 },
      { area: "Manutenção", authorised: 25, expired: 3 },
    ];
    const expired = AREAS.reduce((sum, row) => sum + row.expired, 0);
    const NORM = passagesOf(
      `# Norma de trabalho em espaço confinado — 2033

## Equipes mínimas

| Atividade | Vigias por frente | Trabalhadores no mínimo |
|---|---:|---:|
| Limpeza de poço de sucção | 1 | 3 |
| Inspeção de galeria | 1 | 2 |

## Capacitação

O curso de reciclagem custa R$ 390,00 por trabalhador.

| Área | Trabalhadores autorizados | Com reciclagem vencida |
|---|---:|---:|
${AREAS.map((row) => `| ${row.area} | ${row.authorised} | ${row.expired} |`).join("\n")}
`,
      "norma-confinado.md",
    );
    const [reply = ""] = offlineConversation(NORM, "Quanto vai custar a reciclagem de todos os que estão vencidos?");
    expect(reply).toContain(money(expired * 390));
  });

  it("one thing's price asked is the price, not the product", () => {
    const passages = passagesOf(REPORT(true), "relatorio-hidrantes.md");
    const [reply = ""] = offlineConversation(passages, "Quanto custa a vistoria de cada hidrante?");
    expect(reply).toContain("R$ 150,00");
    expect(reply).not.toContain(money(total * 150));
  });
});

describe("what a priced quantity costs, asked without 'total'", () => {
  const [volume, price] = [2400, 12.75];
  const PLAN = `# Plano de limpeza das lagoas de estabilização

## Ações

- Remover ${volume.toLocaleString("pt-BR")} m³ de lodo da lagoa facultativa, ao custo estimado de R$ ${price.toLocaleString("pt-BR", { minimumFractionDigits: 2 })} por m³.
- Trocar as comportas de saída da lagoa de maturação, orçadas em R$ 48.000,00 e R$ 6.500,00 de instalação.
- Pintar a casa de química, a R$ 35,00 por m².
`;
  const passages = passagesOf(PLAN, "plano-lagoas.md");
  const money = (value: number) => `R$ ${value.toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`;

  it("is the quantity times the price per its measure", () => {
    const [reply = ""] = offlineConversation(passages, "Quanto vai custar a remoção do lodo da lagoa facultativa?");
    expect(reply).toContain(money(volume * price));
  });

  it("is not a product of the price of something else, nor of a sentence that states its own amounts", () => {
    const [paint = ""] = offlineConversation(passages, "Quanto custaria a reforma do laboratório?");
    expect(paint).not.toContain(money(volume * price));
    const [gates = ""] = offlineConversation(passages, "Quanto custa a troca das comportas?");
    expect(gates).toContain("R$ 48.000,00");
    expect(gates).not.toContain("×");
  });
});

describe("how long a contract 'vale'", () => {
  const CONTRACT = `# Contrato nº 88/2031 — Leitura de hidrômetros

## Cláusula 5 — Da garantia

A contratada prestou caução de 5% do valor global, válida até 60 dias após o término da vigência.

## Cláusula 6 — Da vigência

O contrato vigora por 24 meses a partir da ordem de serviço, podendo ser prorrogado até 60 meses.
`;
  const passages = passagesOf(CONTRACT, "contrato-leitura.md");

  it("is its validity ('vigora'), not the guarantee whose 'valor' shares the verb's stem", () => {
    const [term = ""] = offlineConversation(passages, "Bom dia! Durante quanto tempo o contrato de leitura vale?");
    expect(term.startsWith("O contrato vigora por 24 meses")).toBe(true);
  });

  it("is the 'vigência' of a document that never writes the verb 'vale' nor 'vigora'", () => {
    const TERM = `# Termo de cooperação nº 12/2031 — Educação ambiental nas escolas

## Cláusula 3 — Da vigência

A vigência é de 36 meses, contados da publicação do extrato no diário oficial.

## Cláusula 4 — Dos recursos

Cada parte arca com as próprias despesas; não há repasse financeiro.
`;
    const [term = ""] = offlineConversation(
      passagesOf(TERM, "termo-cooperacao.md"),
      "Oi! Quanto tempo vale o termo de cooperação? Preciso avisar as escolas.",
    );
    expect(term).toContain("36 meses");
  });
});

describe("a range asked by its noun ('faixa', 'intervalo'), which figures state", () => {
  const NORM = `# Norma de operação de piscinas do clube dos empregados

## Qualidade da água
- Turbidez de no máximo 0,8 uT nas coletas semanais.
- Temperatura entre 26 e 28 °C nas piscinas aquecidas.
`;
  const norm = passagesOf(NORM, "norma-piscinas.md");

  it("is answered by the figures that bound it, though the document never writes the noun", () => {
    const [range] = offlineConversation(norm, "Oi! Qual a faixa de temperatura das piscinas aquecidas?");
    expect(range).toContain("26 e 28 °C");
  });

  it("is still refused for what the documents do not measure", () => {
    const [refused] = offlineConversation(norm, "Qual a faixa de pH exigida nas piscinas?");
    expect(refused).toContain("Não encontrei");
  });
});

describe("a price noun asked is an amount asked", () => {
  it("a price asked per kWh divides the row's money by its measure, as 'quanto custa o kWh' does", () => {
    const passages = passagesOf(
      `# Boletim de energia das elevatórias — junho de 2032

| Classe | Unidades | Consumo (kWh) | Fatura (R$) |
|---|---:|---:|---:|
| Rural | 12 | 40.000 | 30.000,00 |
| Urbana | 31 | 150.000 | 105.000,00 |
`,
      "energia.md",
    );
    expect(composeAnswer("Qual é o preço médio por kWh na classe rural?", passages)).toContain("0,75");
  });
});

describe("an adjective of time before the noun asked is not the noun", () => {
  it("'o novo valor' asks a valor: a passage that states the value after the change answers", () => {
    const passages = passagesOf(
      `# Termo aditivo nº 2 ao contrato de varrição do centro

Com a inclusão de duas praças, o valor mensal do contrato passa a ser de R$ 84.300,00 a partir de março de 2032.
`,
      "aditivo.md",
    );
    expect(composeAnswer("Qual o novo valor mensal da varrição?", passages)).toContain("84.300,00");
  });
});
