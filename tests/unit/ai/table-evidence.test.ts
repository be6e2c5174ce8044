import { describe, expect, it } from "vitest";
import { answerFromTables } from "#core/ai/answer/table-answer.ts";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Which table answers, by the question's words each reading accounts for: documents written for this test, where a
 * count of columns, a unit every column writes or a shared beginning of two words would pick the wrong table.
 */
const WORKSHOP = `# Boletim da oficina central da frota — março

## Tabela 1 — Peças no estoque da oficina

| Código | Peça | Unidade | Estoque inicial (un) | Entradas (un) | Saídas (un) | Estoque final (un) |
|---|---|---|---:|---:|---:|---:|
| P-201 | Filtro de óleo | peça | 340 | 120 | 275 | 185 |
| P-214 | Pastilha de freio | jogo | 96 | 60 | 71 | 85 |
| P-230 | Correia dentada | peça | 42 | 10 | 18 | 34 |

## Tabela 2 — Ordens de serviço por garagem

| Garagem | Ordens abertas (nº) | Ordens concluídas (nº) | Ordens canceladas (nº) |
|---|---:|---:|---:|
| Norte | 212 | 188 | 9 |
| Sul | 157 | 149 | 4 |
| Leste | 98 | 90 | 3 |

## Tabela 3 — Paradas de veículos em março

| Data | Veículo | Causa | Horas paradas (h) | Custo do conserto (R$) |
|---|---|---|---:|---:|
| 03/03 | VT-11 | pane elétrica no alternador | 14 | 2.300 |
| 09/03 | VT-27 | pneu furado na estrada | 3 | 450 |
| 15/03 | VT-11 | pane elétrica no alternador | 9 | 1.870 |
| 22/03 | VT-40 | vazamento de óleo no cárter | 21 | 3.960 |
`;

const FUEL = `# Abastecimento dos caminhões-pipa — março

## Tabela 1 — Viagens por comunidade

| Comunidade | Caminhões (nº) | Viagens feitas (nº) |
|---|---:|---:|
| Lagoa Funda | 4 | 118 |
| Barro Branco | 3 | 87 |

## Tabela 2 — Pontos de carregamento

| Ponto de carregamento | Viagens carregadas (nº) |
|---|---:|
| Poço P-3 Lagoa Funda | 131 |
| Açude Mulungu | 74 |
`;

const workshop = passagesOf(WORKSHOP, "oficina.md");
const ask = (question: string, passages = workshop) => answerFromTables(question, passages) ?? "";

describe("a table is chosen by the question's words it accounts for", () => {
  it("a unit every column writes names one word of the question, not a column each", () => {
    const opened = 212 + 157 + 98;
    // "unidades" is the unit of four stock columns: it must not outweigh a header named by two words.
    const reply = ask("Quantas ordens foram abertas ao todo, somando as unidades da frota?");
    expect(reply).toContain(opened.toLocaleString("pt-BR"));
    expect(reply).not.toMatch(/estoque/i);
  });

  it("a row named by a place of two words outweighs a column named by a shared beginning", () => {
    const reply = ask("Quantas viagens de carro-tanque foram feitas em Lagoa Funda?", passagesOf(FUEL, "pipa.md"));
    expect(reply).toContain("118");
    expect(reply).not.toContain("131");
  });

  it("a verb's past names the column of its participle ('saíram' the column 'Saídas')", () => {
    const reply = ask("Quantos filtros de óleo saíram do estoque em março?");
    expect(reply).toContain("275");
  });

  it("'somaram' adds up the rows a cell's words keep", () => {
    const reply = ask("Quantas horas paradas somaram as panes elétricas no alternador?");
    expect(reply).toContain(`${14 + 9} h`);
  });
});

describe("a percentage no column states, row by row", () => {
  const garages = [
    { name: "Norte", opened: 212, done: 188 },
    { name: "Sul", opened: 157, done: 149 },
    { name: "Leste", opened: 98, done: 90 },
  ];
  const byShare = [...garages].sort((a, b) => a.done / a.opened - b.done / b.opened);
  const percent = (g: { opened: number; done: number }) =>
    `${(Math.round((g.done / g.opened) * 1000) / 10).toLocaleString("pt-BR")}%`;

  it("each row's part of its whole, ranked: the lowest for 'menor', and 'pior' of a good thing is the lowest", () => {
    const lowest = byShare[0] as (typeof garages)[number];
    for (const question of [
      "Qual garagem teve o menor percentual de ordens concluídas?",
      "Em qual garagem ficou o pior percentual de ordens concluídas?",
    ]) {
      const reply = ask(question);
      expect(reply).toMatch(new RegExp(`^A garagem ${lowest.name} tem o menor percentual`));
      expect(reply).toContain(`${percent(lowest)} (${lowest.done} ÷ ${lowest.opened})`);
    }
  });

  it("'maior' and 'melhor' the highest", () => {
    const highest = byShare.at(-1) as (typeof garages)[number];
    const reply = ask("Em qual garagem ficou o melhor percentual de ordens concluídas?");
    expect(reply).toMatch(new RegExp(`^A garagem ${highest.name} `));
    expect(reply).toContain(`${percent(highest)} (${highest.done} ÷ ${highest.opened})`);
  });
});

describe("a column of quantities at a column of unit prices", () => {
  const KITS = `# Norma de ferramentas da oficina

## Kit anual de ferramentas por função

| Item | Mecânico (un/ano) | Eletricista (un/ano) | Custo unitário (R$) |
|---|---:|---:|---:|
| Jogo de chaves combinadas | 1 | 1 | 189,90 |
| Alicate universal | 2 | 3 | 54,30 |
| Fita isolante | 0 | 12 | 7,80 |

## Limpeza dos pátios por lote

| Lote | Limpezas por ano (nº) | Preço unitário (R$/m² por limpeza) |
|---|---:|---:|
| 1 | 6 | 0,35 |
| 2 | 8 | 0,41 |
`;
  const kits = passagesOf(KITS, "ferramentas.md");

  it("the yearly cost of an electrician's kit is each item's quantity at its price, added up", () => {
    const total = 1 * 189.9 + 3 * 54.3 + 12 * 7.8;
    const reply = ask("Quanto a oficina gasta por ano com o kit de um eletricista?", kits);
    expect(reply).toContain(`R$ ${total.toLocaleString("pt-BR", { minimumFractionDigits: 2 })}`);
    expect(reply).toContain("3 un/ano × R$ 54,30");
  });

  it("a price per square metre multiplies no count of another unit", () => {
    expect(ask("Quanto a prefeitura gasta por ano com a limpeza dos pátios?", kits)).not.toMatch(/6 × R\$ 0,35/);
  });
});

describe("a noun of time and a table of periods", () => {
  it("'há mais tempo' is the largest figure of the one column of days", () => {
    const STOCK = `# Boletim de peças em falta

| Código | Peça | Dias em falta (nº) | Chegada prevista |
|---|---|---:|---|
| P-310 | Bomba d'água | 4 | 02/04 |
| P-322 | Radiador | 12 | 10/04 |
| P-341 | Embreagem | 7 | 06/04 |
`;
    const reply = ask("Qual peça está em falta há mais tempo?", passagesOf(STOCK, "faltas.md"));
    expect(reply).toMatch(/P-322|Radiador/);
    expect(reply).toContain("12");
  });

  const BUDGET = passagesOf(
    `# Plano de renovação da frota — 2026–2027

## Orçamento por ano

| Item | 2026 (R$ mil) | 2027 (R$ mil) |
|---|---:|---:|
| Caminhões | 1.200 | 800 |
| Utilitários | 300 | 450 |
| Adaptações | 40 | 60 |
`,
    "frota.md",
  );

  it("an amount spent in one year is that year's column added up", () => {
    const reply = ask("Quanto a renovação da frota vai gastar em 2027?", BUDGET);
    expect(reply).toContain(`R$ ${(800 + 450 + 60).toLocaleString("pt-BR")} mil`);
  });

  it("a row's share of both years' total reads every period column", () => {
    const share = (300 + 450) / (1200 + 800 + 300 + 450 + 40 + 60);
    const reply = ask("Somados os dois anos, quanto por cento do orçamento fica com os utilitários?", BUDGET);
    expect(reply).toContain(`${(Math.round(share * 1000) / 10).toLocaleString("pt-BR")}%`);
  });

  it("'E em 2027?' after a question about 2026 swaps the year, whatever the question's verb", () => {
    const prior = {
      question: "Quanto a frota gastou em 2026?",
      answer: "O total de 2026 é R$ 1.540 mil [1].",
      documentIds: [],
    };
    expect(standaloneQuestion("E em 2027?", prior).text).toBe("Quanto a frota gastou em 2027?");
  });
});

describe("rows named by their own words, sums asked in so many words", () => {
  it("a row named by the word no other row of its column writes ('Regional' is what they all are)", () => {
    const DEPOTS = `# Depósitos de peças

| Depósito | Itens ativos (nº) | Giro mensal (%) |
|---|---:|---:|
| Central Aurora | 1.210 | 12,4 |
| Regional Bacuri | 430 | 17,9 |
| Regional Tapera | 385 | 21,6 |
`;
    const reply = ask(
      "Bom dia! Quanto girou o estoque mensal no depósito de Tapera?",
      passagesOf(DEPOTS, "depositos.md"),
    );
    expect(reply).toContain("21,6%");
  });

  it("a sum over the lots, asked in so many words, is the table's column added up, not a sentence stating another total", () => {
    const CONTRACT = passagesOf(
      `# Contrato de varrição de vias

O contrato tem valor global de R$ 3.200.000,00 e atende as vias de quatro lotes durante toda a vigência.

## Lotes

| Lote | Bairros | Extensão de vias (km) |
|---|---|---:|
| 1 | Centro e Vila Nova | 42,5 |
| 2 | Jardim Alto | 31,0 |
| 3 | Porto e Ilhota | 27,5 |
| 4 | Serra | 19,0 |
`,
      "varricao.md",
    );
    const [reply] = offlineConversation(CONTRACT, "Somando todos os lotes, quantos km de vias o contrato atende?");
    expect(reply).toContain("120 km");
  });
});

describe("an ellipsis that names its own aggregate is a question of its own", () => {
  const prior = {
    question: "Quantas horas paradas somaram as panes elétricas no alternador?",
    answer: "O total de horas paradas de 03/03 e 15/03 é 23 h: 14 + 9 = 23 [3].",
    documentIds: [],
  };

  it("an average named with its measure keeps no filter of the last question", () => {
    expect(standaloneQuestion("E a duração média do conserto, contando todas as paradas?", prior).text).toBe(
      "Qual é a duração média do conserto, contando todas as paradas?",
    );
  });

  it("an aggregate with no measure of its own still leans on the last question", () => {
    expect(standaloneQuestion("E a média?", prior).text).not.toMatch(/^Qual é a média\?$/);
  });
});
