import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { rowOperationIn } from "#core/ai/answer/row-arithmetic.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Arithmetic within one table row, on a document written for this test (a fictional seed bank's storage report): a
 * share of one column in another and what is left between them, asked of a row named in the question or carried from
 * the turn before. Expected figures are computed here from the data written into the document.
 */
const ROOMS = [
  { room: "Câmara Fria Alfa", stored: 1830, limit: 2400, shelves: 60 },
  { room: "Câmara Fria Beta", stored: 655, limit: 1200, shelves: 32 },
  { room: "Galpão Seco Gama", stored: 3110, limit: 3300, shelves: 90 },
];
const SPECIES = [
  { species: "Ipê-amarelo", planned: 4200, collected: 2730, germination: "81%" },
  { species: "Jatobá", planned: 1500, collected: 1485, germination: "64%" },
];
const pt = (value: number, digits = 0) =>
  value.toLocaleString("pt-BR", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;

const REPORT = `# Relatório de armazenamento do banco de sementes — 2026

**Responsável:** Teodora Vilaça Prado (curadora do acervo).

## Lotes guardados por ambiente

| Ambiente | Lotes guardados (caixas) | Limite de guarda (caixas) | Prateleiras (nº) |
|---|---:|---:|---:|
${ROOMS.map((r) => row([r.room, pt(r.stored), pt(r.limit), r.shelves])).join("\n")}

Quando um ambiente passar de 90% do limite, os lotes novos vão para o Galpão Seco Gama.

## Coleta por espécie

| Espécie | Sementes previstas (kg) | Sementes coletadas (kg) | Germinação |
|---|---:|---:|---:|
${SPECIES.map((s) => row([s.species, pt(s.planned), pt(s.collected), s.germination])).join("\n")}

## Reserva técnica

| Semestre | Lotes no Depósito Central (caixas) |
|---|---:|
| 1º | 120 |
| 2º | 140 |
`;
const passages = passagesOf(REPORT, "relatorio-banco-sementes.md");
const [alfa, beta, gama] = ROOMS as [(typeof ROOMS)[number], (typeof ROOMS)[number], (typeof ROOMS)[number]];
const [ipe] = SPECIES as [(typeof SPECIES)[number]];

describe("arithmetic within a table row", () => {
  it("reads a share and a remainder in the question's words, and nothing else", () => {
    expect(rowOperationIn("que percentual do limite esta ocupado")).toBe("share");
    expect(rowOperationIn("quantas caixas ainda cabem ali")).toBe("remainder");
    expect(rowOperationIn("quantos quilos continuarao faltando")).toBe("remainder");
    expect(rowOperationIn("de quantas caixas e o limite de guarda")).toBeNull();
    // A change between two times is no part of a whole: it is the change from one to the other.
    expect(rowOperationIn("em quantos por cento caiu o estoque de sementes")).toBe("change");
    // "falta de energia" names a thing: nothing is asked to be taken away.
    expect(rowOperationIn("quantas paradas por falta de energia")).toBeNull();
  });

  it("computes a row's share of its own limit", () => {
    const reply = composeAnswer("Em que percentual de ocupação está a Câmara Fria Beta?", passages);
    expect(reply).toContain(`${pt((beta.stored / beta.limit) * 100, 2)}%`);
    expect(reply).toMatch(/\[\d+\]/);
  });

  it("computes what is left between two figures of one measure", () => {
    const reply = composeAnswer("Quantas caixas ainda cabem no Galpão Seco Gama?", passages);
    expect(reply).toContain(pt(gama.limit - gama.stored));
    expect(reply).toContain(`${pt(gama.limit)} − ${pt(gama.stored)}`);
  });

  it("leaves a row's own percent column to answer a share by itself", () => {
    const reply = composeAnswer("Que percentual de germinação teve o Ipê-amarelo?", passages);
    expect(reply).toContain(ipe.germination);
    expect(reply).not.toContain("÷");
  });

  it("carries the row of the turn before into a follow-up", () => {
    const [, share, rest] = offlineConversation(
      passages,
      "Quantas caixas estão guardadas na Câmara Fria Alfa?",
      "E que percentual do limite de guarda isso representa?",
      "Quantas caixas ainda cabem nela?",
    );
    expect(share).toContain(`${pt((alfa.stored / alfa.limit) * 100, 2)}%`);
    expect(rest).toContain(pt(alfa.limit - alfa.stored));
  });

  it("does not read a table header's measure as what a name is", () => {
    // "Lotes no Depósito Central (caixas)" is a header: "caixas" describes no one.
    const reply = composeAnswer("Que função tem o Depósito Central?", passages);
    expect(reply).not.toMatch(/é caixas/);
    const curator = composeAnswer("Que cargo tem Teodora Vilaça Prado?", passages);
    expect(curator).toContain("curadora do acervo");
  });
});

describe("an amount per thing within a row", () => {
  const CREWS = [
    { district: "Distrito Norte", crews: 7, budget: 96_600, hours: 1_260 },
    { district: "Distrito Sul", crews: 4, budget: 61_800, hours: 720 },
  ];
  const money = (value: number) =>
    `R$ ${value.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const PLAN = `# Plano de leitura de hidrômetros — 2033

## Equipes por distrito

| Distrito | Equipes de leitura (un) | Orçamento mensal (R$) | Horas previstas no mês |
|---|---:|---:|---:|
${CREWS.map((c) => row([c.district, c.crews, money(c.budget).replace("R$ ", ""), pt(c.hours)])).join("\n")}
`;
  const plan = passagesOf(PLAN, "plano-leitura.md");
  const [north, south] = CREWS as [(typeof CREWS)[number], (typeof CREWS)[number]];

  it("divides the row's amount by its count of the thing asked per, and carries the measure to the next row", () => {
    const [first, second] = offlineConversation(
      plan,
      "Quanto o plano gasta por mês com cada equipe de leitura do Distrito Norte?",
      "E no Distrito Sul?",
    );
    expect(first).toContain(money(north.budget / north.crews));
    expect(second).toContain(money(south.budget / south.crews));
  });

  it("reads 'por mês' as the amount's period, not a count to divide by", () => {
    const [reply = ""] = offlineConversation(plan, "No Distrito Sul, o plano prevê quantas horas de leitura por mês?");
    expect(reply).toContain(pt(south.hours));
    expect(reply).not.toContain("÷");
  });
});

describe("a table row quoted as a sentence", () => {
  const VISITS = [
    { level: "A1", arrival: 1, repair: 6, fee: 350 },
    { level: "A2", arrival: 4, repair: 24, fee: 220 },
  ];
  const TABLE = `# Chamados de elevadores

## Prazos por prioridade

| Prioridade | Chegada ao local (h) | Conserto (h) | Custo da visita (R$) |
|---|---:|---:|---:|
${VISITS.map((v) => row([v.level, v.arrival, v.repair, v.fee])).join("\n")}
`;
  it("writes each bare figure with the measure its header gives in parentheses", () => {
    const [, second] = VISITS as [(typeof VISITS)[number], (typeof VISITS)[number]];
    const [, reply] = offlineConversation(
      passagesOf(TABLE, "elevadores.md"),
      "Em quantas horas a equipe chega ao local numa prioridade A2?",
      "E para consertar nesse caso?",
    );
    expect(reply).toContain(`${second.repair} h`);
    expect(reply).toContain(`R$ ${second.fee}`);
  });
});

describe("a rate per a unit times the row's count of that unit", () => {
  const CREWS = [
    { crew: "Topografia", daily: "182,40", days: 9, people: 3 },
    { crew: "Geotecnia", daily: "205,10", days: 6, people: 2 },
  ];
  const TABLE = `# Diárias de campo das equipes de projeto

| Equipe | Diária de campo (R$/dia) | Saídas permitidas no mês (dias) | Integrantes (nº) |
|---|---:|---:|---:|
${CREWS.map((c) => row([c.crew, c.daily, c.days, c.people])).join("\n")}
`;
  const passages = passagesOf(TABLE, "diarias.md");
  const [topography] = CREWS as [(typeof CREWS)[number]];
  const total = Number(topography.daily.replace(",", ".")) * topography.days;

  it("is the most the row allows: the units cancel", () => {
    const reply = composeAnswer("A equipe de topografia pode receber quanto de diária no mês, no máximo?", passages);
    expect(reply).toContain(total.toLocaleString("pt-BR", { minimumFractionDigits: 2 }));
  });

  it("is not what the rate itself or the count is asked", () => {
    expect(composeAnswer("Quanto é a diária de campo da topografia por dia?", passages)).not.toContain(
      total.toLocaleString("pt-BR", { minimumFractionDigits: 2 }),
    );
    expect(composeAnswer("A topografia gasta as saídas do mês em quantos dias?", passages)).not.toContain(
      total.toLocaleString("pt-BR", { minimumFractionDigits: 2 }),
    );
  });
});

describe("a change in percent between a row's two moments", () => {
  const GOALS = [
    { indicator: "Reclamações de falta de água por mês", now: 340, goal: 255 },
    { indicator: "Ligações com telemetria", now: 1200, goal: 3000 },
  ];
  const TABLE = `# Metas do programa de confiabilidade da distribuição

| Indicador | Situação em 2025 | Meta para 2027 |
|---|---:|---:|
${GOALS.map((g) => row([g.indicator, pt(g.now), pt(g.goal)])).join("\n")}
`;
  const passages = passagesOf(TABLE, "metas-confiabilidade.md");
  const percent = (from: number, to: number) =>
    ((Math.abs(to - from) / from) * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 });

  it("orders two months of one year by the calendar", () => {
    const LEAVE = `# Afastamentos por motivo

| Motivo | Setembro de 2026 (dias) | Outubro de 2026 (dias) |
|---|---:|---:|
| Licença odontológica | 40 | 56 |
| Acidente de trajeto | 30 | 12 |
`;
    const reply = composeAnswer(
      "De setembro para outubro, em quantos por cento aumentaram as licenças odontológicas?",
      passagesOf(LEAVE, "afastamentos.md"),
    );
    expect(reply).toContain(`${((56 - 40) / 40) * 100}%`);
    expect(reply).toMatch(/^Aumento/);
  });

  it("is from the earlier year's figure to the later one's, of the earlier", () => {
    const [complaints, telemetry] = GOALS as [(typeof GOALS)[number], (typeof GOALS)[number]];
    expect(
      composeAnswer("A meta quer diminuir em que porcentagem as reclamações de falta de água por mês?", passages),
    ).toContain(`${percent(complaints.now, complaints.goal)}%`);
    expect(
      composeAnswer("Em quantos por cento devem aumentar as ligações com telemetria até a meta?", passages),
    ).toContain(`${percent(telemetry.now, telemetry.goal)}%`);
  });
});

describe("a row's columns read in the unit their headers give", () => {
  const AID = `# Auxílio-transporte por faixa

| Faixa | Subsídio da passagem (%) | Limite mensal (R$) |
|---|---:|---:|
| Faixa 1 | 90 | 260,00 |
| Faixa 2 | 60 | 180,00 |
`;
  it("a percentage asked of a row that states one is read, not one column over another", () => {
    const reply = composeAnswer(
      "Na Faixa 2, o subsídio da passagem cobre que percentual?",
      passagesOf(AID, "auxilio.md"),
    );
    expect(reply).toContain("60%");
    expect(reply).not.toContain("÷");
  });
});

describe("an amount per thing: plural headers, thousands, a count in the row's name, the whole table", () => {
  // Figures in thousands of reais; the count column in the plural ("Poços a selar"), the question in the singular.
  const FIELDS = [
    { field: "Campo Jurema", wells: 24, cost: 612 },
    { field: "Campo Taquaral", wells: 16, cost: 352 },
    { field: "Campo Sabiá", wells: 40, cost: 1_120 },
  ];
  const wells = FIELDS.reduce((sum, f) => sum + f.wells, 0);
  const cost = FIELDS.reduce((sum, f) => sum + f.cost, 0);
  const money = (value: number) =>
    `R$ ${value.toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const table = (total: boolean) => `# Programa de selagem de poços abandonados

## Poços por campo

| Campo | Poços a selar | Ano | Custo previsto (R$ mil) |
|---|---:|---:|---:|
${FIELDS.map((f) => row([f.field, f.wells, 2031, pt(f.cost)])).join("\n")}
${total ? row(["**Total**", `**${pt(wells)}**`, "—", `**${pt(cost)}**`]) : ""}

## Materiais

| Compra | Prazo | Valor (R$) |
|---|---|---:|
| Compra de 25 tampões de aço inox | março | 9.250,00 |
`;
  const [jurema] = FIELDS as [(typeof FIELDS)[number]];

  it("a row's amount in thousands over its count, the count's header in the plural", () => {
    const reply = composeAnswer("Quanto fica o custo de cada poço no Campo Jurema?", passagesOf(table(true), "p.md"));
    expect(reply).toContain(money((jurema.cost * 1000) / jurema.wells));
  });

  it("the count written in the row's own name", () => {
    const reply = composeAnswer("Quanto sai cada tampão de aço?", passagesOf(table(true), "p.md"));
    expect(reply).toContain(money(9250 / 25));
  });

  it("the whole table, with its row of totals or without one, when no row is named", () => {
    for (const total of [true, false]) {
      const reply = composeAnswer(
        "No programa inteiro, qual é o custo previsto médio por poço?",
        passagesOf(table(total), "p.md"),
      );
      expect(reply).toContain(money((cost * 1000) / wells));
    }
  });

  it("which row has the largest amount per thing is not the whole table's figure", () => {
    const reply = composeAnswer("Qual campo tem o maior custo por poço?", passagesOf(table(true), "p.md"));
    expect(reply).not.toContain(money((cost * 1000) / wells));
    const counted = composeAnswer(
      "Em quantos campos o custo por poço passa de R$ 20 mil?",
      passagesOf(table(true), "p.md"),
    );
    expect(counted).not.toContain(money((cost * 1000) / wells));
  });
});

describe("a change asked of the row the question names", () => {
  it("is that row's, not the row that ranked first on a word of the same family", () => {
    const passages = passagesOf(
      `# Boletim da irrigação pública — abril de 2031

## Comparação com o ano anterior

| Indicador | Abril de 2030 | Março de 2031 | Abril de 2031 |
|---|---:|---:|---:|
| Lotes irrigados | 1.210 | 1.260 | 1.275 |
| Volume faturado (m³) | 84.000 | 86.100 | 88.200 |
| Faturamento (R$) | 250.000,00 | 262.000,00 | 275.000,00 |
`,
      "boletim-irrigacao.md",
    );
    const reply = composeAnswer("Em percentual, quanto o faturamento cresceu desde abril de 2030?", passages);
    expect(reply).toContain("10%");
    expect(reply).not.toContain("5%");
  });
});

describe("a column of money per the thing is no count to divide by", () => {
  it("'o limite por pedido' over 'Limite por pedido (R$)' reads the cell, it does not divide by it", () => {
    const passages = passagesOf(
      `# Norma de compras diretas dos viveiros — 2033

| Viveiro | Limite por mês (R$) | Limite por pedido (R$) |
|---|---:|---:|
| Viveiro Sabiá | 5.000,00 | 900,00 |
| Viveiro Jacarandá | 7.000,00 | 1.100,00 |
`,
      "compras.md",
    );
    const reply = composeAnswer("No Viveiro Sabiá, qual o limite por pedido?", passages);
    expect(reply).toContain("900,00");
    expect(reply).not.toContain("÷");
  });
});
