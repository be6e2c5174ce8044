import { describe, expect, it } from "vitest";
import { parseQuantity } from "#core/documents/tables.ts";
import { answerFromTables } from "#core/ai/answer/table-answer.ts";
import { standaloneQuestion } from "#core/ai/answer/follow-up.ts";
import { DISTRICT_TABLE, passagesOf, RESERVOIR_PLAN } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * Table operations over a table written for the test (tests/support/agent-documents.ts), each checked against the
 * table's own figures as the test reads them here: what the reply must name and the figure it must state.
 */
const DISTRICTS = [
  { name: "Lagoa", connections: 41_200, losses: 31.5, cost: 1_840, teams: 12 },
  { name: "Mirante", connections: 18_750, losses: 22.0, cost: 960, teams: 7 },
  { name: "Pedreira", connections: 27_300, losses: 26.8, cost: 1_215, teams: 9 },
  { name: "Várzea", connections: 9_400, losses: 17.2, cost: 430, teams: 4 },
];
const passages = passagesOf(DISTRICT_TABLE, "indicadores.md");
const ask = (question: string) => answerFromTables(question, passages) ?? "";
const ptBr = (value: number) => value.toLocaleString("pt-BR", { maximumFractionDigits: 2 });
/** The result of the reply's arithmetic (after its last "="), read back as a number. */
const stated = (reply: string) =>
  parseQuantity([...reply.matchAll(/=\s*((?:R\$\s*)?[\d.,]*\d%?)/g)].at(-1)?.[1] ?? "")?.value ?? Number.NaN;

describe("table operations", () => {
  const byLosses = [...DISTRICTS].sort((a, b) => b.losses - a.losses);

  it("max and min name the row that has it, with the figure in the column's unit", () => {
    const max = ask("Qual distrito tem as maiores perdas?");
    expect(max).toMatch(new RegExp(`^O distrito ${byLosses[0]?.name} tem`));
    expect(max).toContain(`${ptBr(byLosses[0]?.losses ?? 0)}%`);
    const cheapest = [...DISTRICTS].sort((a, b) => a.cost - b.cost)[0];
    const min = ask("Qual é o distrito com o menor custo?");
    expect(min).toMatch(new RegExp(`^O distrito ${cheapest?.name} tem o menor custo`));
    expect(min).toContain(`R$ ${ptBr(cheapest?.cost ?? 0)} mil`);
  });

  it("sum and average equal the column's figures added and averaged", () => {
    const total = DISTRICTS.reduce((sum, d) => sum + d.connections, 0);
    const sum = ask("Qual é o total de ligações dos distritos?");
    expect(stated(sum)).toBe(total);
    const average = DISTRICTS.reduce((sum, d) => sum + d.losses, 0) / DISTRICTS.length;
    expect(ask("Qual a média de perdas dos distritos?")).toContain(`${ptBr(Math.round(average * 100) / 100)}%`);
  });

  it("a difference between two named rows subtracts, bigger first, in the question's words", () => {
    const [lagoa, mirante] = [DISTRICTS[0], DISTRICTS[1]];
    const reply = ask("Quantas ligações o Lagoa tem a mais que o Mirante?");
    expect(reply).toContain(ptBr((lagoa?.connections ?? 0) - (mirante?.connections ?? 0)));
    expect(reply).toMatch(/^O distrito Lagoa tem .* ligações a mais que o distrito Mirante/);
    // Two percentages differ by percentage points.
    expect(ask("Qual a diferença de perdas entre Lagoa e Várzea?")).toContain("pontos percentuais");
  });

  it("a ratio divides the first row's figure by the second's", () => {
    const reply = ask("Qual a razão entre o custo do Lagoa e o do Várzea?");
    expect(reply).toContain(ptBr(Math.round((1_840 / 430) * 100) / 100));
  });

  it("count, filter and rank", () => {
    expect(ask("Quantos distritos há?")).toMatch(/^São 4 distritos/);
    const above = DISTRICTS.filter((d) => d.losses > 25).map((d) => d.name);
    const filtered = ask("Quais distritos têm perdas acima de 25%?");
    for (const name of above) expect(filtered).toContain(name);
    for (const d of DISTRICTS.filter((x) => !above.includes(x.name))) expect(filtered).not.toContain(d.name);
    expect(ask("Quantos distritos têm perdas acima de 25%?")).toMatch(new RegExp(`^São ${above.length} distritos`));
    const ranked = ask("Ordene os distritos por perdas.");
    const order = byLosses.map((d) => ranked.indexOf(d.name));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const third = [...DISTRICTS].sort((a, b) => b.connections - a.connections)[2];
    expect(ask("Qual é o terceiro distrito em ligações?")).toContain(`o distrito ${third?.name} é terceiro`);
  });

  it("a cell with its row's noun and the column's unit; several columns of one row", () => {
    const plan = passagesOf(RESERVOIR_PLAN, "plano.md");
    expect(answerFromTables("Qual a capacidade do reservatório Aurora?", plan)).toMatch(
      /^A capacidade do reservatório Aurora é 12\.000 m³/,
    );
    expect(answerFromTables("Qual é o código de manobra do reservatório Bento?", plan)).toContain("MN-2208");
    expect(ask("Quantas equipes de campo tem o distrito Pedreira?")).toMatch(
      /^O distrito Pedreira tem 9 equipes de campo/,
    );
  });

  it("a question about a year the table does not state is not answered from it", () => {
    expect(answerFromTables("Quais eram as perdas do distrito Lagoa em 2019?", passages)).toBeNull();
  });
});

describe("a share of the total the previous turn gave", () => {
  const teams = DISTRICTS.reduce((sum, d) => sum + d.teams, 0);
  const pedreira = DISTRICTS.find((d) => d.name === "Pedreira")?.teams ?? 0;
  const percent = `${ptBr(Math.round((pedreira / teams) * 1000) / 10)}%`;

  it("'disso' after a column's sum is that total, and the row's share of it is computed", () => {
    const question = "Somando os distritos, quantas equipes de campo existem?";
    const answer = ask(question);
    expect(stated(answer)).toBe(teams);
    const prior = { question, answer, documentIds: [] };
    for (const followUp of ["E qual a parcela disso na Pedreira?", "Quanto disso está em Pedreira, em percentual?"]) {
      const standalone = standaloneQuestion(followUp, prior).text;
      expect(standalone).toContain("do total de equipes de campo");
      expect(ask(standalone)).toContain(percent);
    }
  });
});

describe("the two rows the previous turn compared", () => {
  it("'quanto um excede o outro' in another column is the same two rows' difference there", () => {
    const [lagoa, mirante] = [DISTRICTS[0], DISTRICTS[1]];
    const question = "Quantas ligações a mais tem a Lagoa que o Mirante?";
    const prior = { question, answer: ask(question), documentIds: [] };
    expect(stated(prior.answer)).toBe((lagoa?.connections ?? 0) - (mirante?.connections ?? 0));
    const standalone = standaloneQuestion("E no custo, quanto um excede o outro?", prior).text;
    expect(standalone).toMatch(/Lagoa.*Mirante/);
    expect(stated(ask(standalone))).toBe((lagoa?.cost ?? 0) - (mirante?.cost ?? 0));
  });
});

describe("rows left out of an aggregate", () => {
  it("'sem contar X' and 'exceto X' add up the other rows", () => {
    const others = DISTRICTS.filter((d) => d.name !== "Lagoa");
    expect(stated(ask("Quantas equipes de campo os distritos somam, sem contar a Lagoa?"))).toBe(
      others.reduce((sum, d) => sum + d.teams, 0),
    );
    const question = "Qual a soma dos custos dos distritos?";
    const prior = { question, answer: ask(question), documentIds: [] };
    const followUp = standaloneQuestion("E sem contar o do Pedreira?", prior).text;
    expect(followUp).toBe("Qual a soma dos custos dos distritos, sem contar Pedreira?");
    expect(stated(ask(followUp))).toBe(DISTRICTS.filter((d) => d.name !== "Pedreira").reduce((s, d) => s + d.cost, 0));
    // "fora" is no exclusion: "fora do prazo" says where, and the row after it is the one asked about.
    expect(ask("Quantas equipes de campo fora do prazo de férias tem o Mirante?")).toContain(
      String(DISTRICTS.find((d) => d.name === "Mirante")?.teams),
    );
    const rest = DISTRICTS.filter((d) => d.name !== "Várzea" && d.name !== "Mirante");
    expect(stated(ask("Somando os custos, exceto Várzea e Mirante, quanto dá?"))).toBe(
      rest.reduce((sum, d) => sum + d.cost, 0),
    );
  });
});

describe("a row's share of a column's total, the column named before 'total'", () => {
  it("'a porcentagem do efetivo total de X que está em Y' is Y's share of the column", () => {
    const total = DISTRICTS.reduce((sum, d) => sum + d.teams, 0);
    const mirante = DISTRICTS.find((d) => d.name === "Mirante")?.teams ?? 0;
    const reply = ask("Qual a porcentagem do efetivo total de equipes de campo que está no Mirante?");
    expect(reply).toContain(`${ptBr(Math.round((mirante / total) * 1000) / 10)}%`);
  });
});

describe("a row keyed by one capital letter", () => {
  const GRADES = `# Faixas de tarifa de esgoto

| Faixa | Consumo até (m³) | Tarifa (R$/m³) |
| --- | --- | --- |
| A | 10 | 4,20 |
| B | 20 | 6,85 |
| C | 50 | 9,10 |
`;
  const grades = passagesOf(GRADES, "faixas.md");
  it("is named by its capital after a word, not by the article that opens the sentence", () => {
    const b = answerFromTables("Qual é a tarifa da faixa B?", grades) ?? "";
    expect(b).toContain("6,85");
    expect(b).not.toContain("4,2");
    const a = answerFromTables("A tarifa da faixa C é de quanto?", grades) ?? "";
    expect(a).toContain("9,1");
    expect(a).not.toContain("4,2");
  });

  it("is named by its letter when the cell opens with it before a dash ('B — Encosta')", () => {
    const sections = passagesOf(
      "# Linha de recalque\n\n| Trecho | Extensão (m) | Perda de espessura (mm) |\n| --- | --- | --- |\n| A — Baixada | 420 | 0,6 |\n| B — Encosta | 310 | 1,8 |\n| C — Topo | 200 | 0,9 |\n",
      "linha.md",
    );
    const b = answerFromTables("Qual foi a perda de espessura no trecho B?", sections) ?? "";
    expect(b).toContain("1,8 mm");
    const a = answerFromTables("A extensão do trecho C é de quanto?", sections) ?? "";
    expect(a).toContain("200 m");
  });
});

describe("one column over another ('por X'), row by row", () => {
  const FRONTS = [
    { lot: 1, name: "Norte", crews: 4, laid: 12.5, planned: 20, cost: 3_100 },
    { lot: 2, name: "Sul", crews: 6, laid: 9.6, planned: 15, cost: 2_880 },
    { lot: 3, name: "Leste", crews: 3, laid: 16, planned: 18, cost: 3_520 },
  ];
  const TABLE = `# Frentes de assentamento de adutoras

| Lote | Frente | Equipes | Extensão assentada (km) | Extensão projetada (km) | Custo (R$ mil) |
| --- | --- | --- | --- | --- | --- |
${FRONTS.map((f) => `| ${f.lot} | ${f.name} | ${f.crews} | ${ptBr(f.laid)} | ${f.planned} | ${ptBr(f.cost)} |`).join("\n")}
`;
  const fronts = passagesOf(TABLE, "frentes.md");
  const reply = (question: string) => answerFromTables(question, fronts) ?? "";
  /** The first figure after the reply's first "=": the quotient it states. */
  const quotient = (text: string) => parseQuantity(/=\s*((?:R\$\s*)?[\d.,]*\d)/.exec(text)?.[1] ?? "")?.value;

  it("the largest quotient names its row; the unit after 'por' picks, of two columns in km, the one the phrase names", () => {
    const perKm = FRONTS.map((f) => ({ ...f, value: f.cost / f.laid })).sort((a, b) => b.value - a.value);
    const answer = reply("Qual frente tem o maior custo por km assentado?");
    expect(answer).toMatch(new RegExp(`^A frente ${perKm[0]?.name} tem o maior custo por km`));
    expect(quotient(answer)).toBeCloseTo(perKm[0]?.value ?? 0, 1);
    const cheapest = FRONTS.map((f) => ({ ...f, value: f.cost / f.crews })).sort((a, b) => a.value - b.value)[0];
    expect(reply("Qual frente tem o menor custo por equipe?")).toMatch(new RegExp(`^A frente ${cheapest?.name}`));
  });

  it("one row's quotient, the row named by its number ('lote 2') or by name; an amount with no figure named is the money column's", () => {
    const second = FRONTS[1];
    const named = reply("Qual é o custo por equipe do lote 2?");
    expect(named).toContain(`frente ${second?.name}`);
    expect(quotient(named)).toBe((second?.cost ?? 0) / (second?.crews ?? 1));
    const amount = reply("Quanto dá por equipe na frente Leste?");
    expect(quotient(amount)).toBeCloseTo((FRONTS[2]?.cost ?? 0) / (FRONTS[2]?.crews ?? 1), 1);
  });

  it("a price verb then a unit ('quanto custou o quilômetro') divides by the column in that unit", () => {
    const north = FRONTS[0];
    const answer = reply("Oi! E quanto custou o quilômetro assentado na frente Norte?");
    expect(answer).toContain("frente Norte");
    expect(quotient(answer)).toBeCloseTo((north?.cost ?? 0) / (north?.laid ?? 1), 1);
  });
});

describe("a row named by the code that opens its cell", () => {
  const PUMPS = `# Estações elevatórias

| Estação | Potência (cv) | Vazão (L/s) |
| --- | --- | --- |
| EE-04 Vila Rica | 75 | 120 |
| EE-14 Barreiro | 40 | 65 |
| EE-41 Ponte Nova | 60 | 98 |
`;
  const pumps = passagesOf(PUMPS, "elevatorias.md");
  it("'a EE-14' is the row whose cell opens with that code, not one whose code contains it", () => {
    const reply = answerFromTables("Qual é a vazão da EE-14?", pumps) ?? "";
    expect(reply).toContain("65");
    expect(reply).not.toContain("120");
    expect(reply).not.toContain("98");
    const difference = answerFromTables("Em quantos cv de potência a EE-04 supera a EE-41?", pumps) ?? "";
    expect(difference).toContain("15");
  });
});

describe("a share between one row's figures in two columns", () => {
  const SECTORS = [
    { name: "Norte", inspected: 40, faulty: 6 },
    { name: "Sul", inspected: 25, faulty: 10 },
  ];
  const HYDRANTS = `# Vistoria de hidrantes

| Setor | Hidrantes vistoriados (un) | Hidrantes com defeito (un) |
| --- | --- | --- |
${SECTORS.map((s) => `| ${s.name} | ${s.inspected} | ${s.faulty} |`).join("\n")}
`;
  const hydrants = passagesOf(HYDRANTS, "hidrantes.md");
  it("both columns named whole and one row: the smaller figure over the larger, in that row", () => {
    const south = SECTORS[1];
    const reply =
      answerFromTables("Que percentual dos hidrantes vistoriados do setor Sul tinha defeito?", hydrants) ?? "";
    expect(reply).toContain(`${ptBr(((south?.faulty ?? 0) / (south?.inspected ?? 1)) * 100)}%`);
    expect(reply).toContain("Sul");
  });
});

describe("a share between one row's figures in two columns each named by a word of its own", () => {
  const CAMPAIGN = `# Campanha de cobrança por setor

| Setor | Avisos enviados (un) | Visitas realizadas (un) | Ligações suspensas (un) |
| --- | --- | --- | --- |
| Norte | 300 | 120 | 40 |
| Sul | 260 | 150 | 90 |

# Troca de ramais por setor

| Setor | Ramais de água trocados (un) | Ramais de esgoto trocados (un) |
| --- | --- | --- |
| Norte | 80 | 50 |
| Sul | 120 | 70 |
`;
  const campaign = passagesOf(CAMPAIGN, "campanha.md");
  it("each column named by part of its header: the row's part over its whole, the counts as nouns", () => {
    const reply = answerFromTables("No setor Sul, que percentual das visitas terminou em suspensão?", campaign) ?? "";
    expect(reply).toContain(`${ptBr((90 / 150) * 100)}%`);
    expect(reply).toContain("90 ligações suspensas em 150 visitas realizadas");
  });

  it("a column named only by the words it shares with the one asked is no part of it", () => {
    const reply = answerFromTables("Qual a participação do setor Sul nos ramais de água trocados?", campaign) ?? "";
    expect(reply).toContain(`${ptBr((120 / (80 + 120)) * 100)}%`);
    expect(reply).not.toContain(ptBr((70 / 120) * 100));
  });
});

describe("an operation word that is also a header's word", () => {
  const CREWS = [
    { name: "Equipe Azul", time: 3.5 },
    { name: "Equipe Verde", time: 5.0 },
    { name: "Equipe Cinza", time: 4.1 },
  ];
  const TEXT = `# Atendimento das equipes de rua

| Equipe | Duração média de atendimento (h) |
| --- | --- |
${CREWS.map((c) => `| ${c.name} | ${c.time.toFixed(1).replace(".", ",")} |`).join("\n")}
`;
  const crews = passagesOf(TEXT, "equipes.md");
  it("named once more after the header ('a duração média …, na média simples') still asks for the average", () => {
    const mean = CREWS.reduce((sum, c) => sum + c.time, 0) / CREWS.length;
    const reply =
      answerFromTables("Qual foi a duração média de atendimento das três equipes, na média simples?", crews) ?? "";
    expect(stated(reply)).toBeCloseTo(mean, 2);
  });
});

describe("a column named by its unit or by an adjective of its measure; rows named by a numbering column", () => {
  const STAGES = [
    { n: 1, year: 2027, cost: 9_300, km: 31, landmark: "Rede do Centro trocada" },
    { n: 2, year: 2028, cost: 4_100, km: 18, landmark: "Rede da Vila trocada" },
    { n: 3, year: 2029, cost: 12_600, km: 24, landmark: "Rede do Porto trocada" },
  ];
  const TOWNS = [
    { name: "Porto Raso", km: 12 },
    { name: "Vila Clara", km: 9 },
  ];
  const TEXT = `# Plano de troca de redes antigas

| Município | Rede a trocar (km) |
| --- | --- |
${TOWNS.map((t) => `| ${t.name} | ${t.km} |`).join("\n")}

## Etapas

| Etapa | Ano | Custo (R$ mil) | Extensão (km) | Marco |
| --- | --- | --- | --- | --- |
${STAGES.map((s) => `| ${s.n} | ${s.year} | ${ptBr(s.cost)} | ${s.km} | ${s.landmark} |`).join("\n")}
`;
  const plan = passagesOf(TEXT, "plano-redes.md");
  const shortest = [...STAGES].sort((a, b) => a.km - b.km)[0];
  const longest = [...STAGES].sort((a, b) => b.km - a.km)[0];
  it("'qual etapa … menos quilômetros' reads the stages' table, in its column in km", () => {
    const reply = answerFromTables("Qual etapa troca menos quilômetros de rede?", plan) ?? "";
    expect(reply).toContain(`${shortest?.km} km`);
    expect(reply).toMatch(new RegExp(`^O ano ${shortest?.year} tem a menor extensão`));
  });
  it("'mais longa' is the largest figure of the column that measures length", () => {
    const reply = answerFromTables("Qual é a etapa mais longa?", plan) ?? "";
    expect(reply).toContain(`${longest?.km} km`);
    expect(reply).toMatch(new RegExp(`^O ano ${longest?.year} tem a maior extensão`));
  });
});

describe("a figure asked of all the rows at once", () => {
  const WELLS = [
    { name: "Poço Aurora", depth: 120, output: 14.5 },
    { name: "Poço Brejo", depth: 86, output: 9.8 },
    { name: "Poço Cedro", depth: 142, output: 21.1 },
  ];
  const TEXT = `# Poços da regional Serrana

| Poço | Profundidade média do aquífero (m) | Vazão extraída no mês (m³) |
| --- | --- | --- |
${WELLS.map((w) => `| ${w.name} | ${w.depth} | ${ptBr(w.output)} |`).join("\n")}
`;
  const wells = passagesOf(TEXT, "pocos.md");
  it("'os três poços' counts the rows: a column of means is averaged, a column of parts added up", () => {
    const mean = WELLS.reduce((sum, w) => sum + w.depth, 0) / WELLS.length;
    const depth = answerFromTables("Qual é a profundidade média do aquífero considerando os três poços?", wells) ?? "";
    expect(stated(depth)).toBeCloseTo(mean, 2);
    const total = WELLS.reduce((sum, w) => sum + w.output, 0);
    expect(stated(answerFromTables("Qual foi a vazão extraída no mês pelos três poços?", wells) ?? "")).toBeCloseTo(
      total,
      2,
    );
    // A count that is not the rows' is no such question.
    expect(answerFromTables("Qual é a profundidade média do aquífero nos dois poços?", wells) ?? "").not.toContain(
      "/ 3",
    );
  });
});

describe("a column named as people type it", () => {
  const STATIONS = [
    { name: "ETA Boa Vista", turbidity: 0.42, peak: 1.9, complaints: 6, samples: 310 },
    { name: "ETA Cerrado", turbidity: 0.31, peak: 2.6, complaints: 11, samples: 280 },
    { name: "ETA Pontal", turbidity: 0.55, peak: 1.4, complaints: 3, samples: 295 },
  ];
  const TEXT = `# Qualidade da água tratada — 1º semestre

| Estação | Turbidez média (uT) | Turbidez máxima (uT) | Reclamações no período (nº) | Amostras (nº) |
| --- | --- | --- | --- | --- |
${STATIONS.map((s) => `| ${s.name} | ${ptBr(s.turbidity)} | ${ptBr(s.peak)} | ${s.complaints} | ${s.samples} |`).join("\n")}
`;
  const stations = passagesOf(TEXT, "qualidade.md");

  it("a plural without accents names its column, and a shared prefix ('medi-ção', 'médi-a') gives way to it", () => {
    const total = STATIONS.reduce((sum, s) => sum + s.complaints, 0);
    const reply = answerFromTables("quantas reclamacoes houve durante a medicao, somando as tres estacoes?", stations);
    expect(stated(reply ?? "")).toBe(total);
  });

  it("'pico' asks the column of the maximum", () => {
    const station = STATIONS[1] as (typeof STATIONS)[number];
    const reply = answerFromTables(`E o pico de turbidez na ${station.name}, qual é?`, stations) ?? "";
    expect(reply).toMatch(new RegExp(`^[^;]*${ptBr(station.peak)} uT`));
  });
});

describe("rows a month keeps", () => {
  const TASKS = [
    { code: "T1", task: "Revisar o plano de contingência da captação", due: "14/03/2027" },
    { code: "T2", task: "Contratar a sondagem do terreno da nova ETE", due: "02/04/2027" },
    { code: "T3", task: "Publicar o aviso de parada programada", due: "29/03/2027" },
  ];
  const TEXT = `# Ata da reunião de planejamento

| Nº | Tarefa | Responsável | Prazo |
| --- | --- | --- | --- |
${TASKS.map((t) => `| ${t.code} | ${t.task} | Equipe de obras | ${t.due} |`).join("\n")}
`;
  it("'Quais tarefas vencem em março?' lists them, named by the column of words when the key only numbers them", () => {
    const reply = answerFromTables("Quais tarefas vencem em março?", passagesOf(TEXT, "ata.md")) ?? "";
    const inMarch = TASKS.filter((t) => t.due.slice(3, 5) === "03");
    expect(reply).toMatch(new RegExp(`^São ${inMarch.length} tarefas`));
    for (const t of TASKS) expect(reply.includes(t.task)).toBe(inMarch.includes(t));
  });
});

describe("a table whose total row is labelled in its first column", () => {
  const LOTS = [
    { lot: 1, area: "Serra Alta e Pouso Frio", pumps: 16, power: 2_880 },
    { lot: 2, area: "Barreiro", pumps: 10, power: 1_450 },
    { lot: 3, area: "Ilha Comprida e Cajueiro", pumps: 14, power: 2_100 },
  ];
  const sum = (pick: (l: (typeof LOTS)[number]) => number) => LOTS.reduce((total, l) => total + pick(l), 0);
  const TEXT = `# Contrato de manutenção de bombas

| Lote | Área atendida | Bombas (un.) | Potência instalada (kW) |
| --- | --- | --- | --- |
${LOTS.map((l) => `| ${l.lot} | ${l.area} | ${l.pumps} | ${ptBr(l.power)} |`).join("\n")}
| **Total** | — | **${sum((l) => l.pumps)}** | **${ptBr(sum((l) => l.power))}** |
`;
  const lots = passagesOf(TEXT, "bombas.md");
  const second = LOTS[1] as (typeof LOTS)[number];

  it("a row's share of a column counts the parts, not the total row again", () => {
    const reply = answerFromTables(`Que percentual das bombas fica no lote ${second.lot}?`, lots) ?? "";
    const share = Math.round((second.pumps / sum((l) => l.pumps)) * 1000) / 10;
    expect(reply).toContain(`${ptBr(share)}%`);
  });

  it("a row's share named by its number reads the column of parts, not the numbering", () => {
    const withoutTotal = passagesOf(TEXT.replace(/\n\| \*\*Total\*\*.*\n/, "\n"), "bombas.md");
    const reply = answerFromTables(
      `E o lote ${second.lot}, quanto representa das bombas, em porcentagem?`,
      withoutTotal,
    );
    const share = Math.round((second.pumps / sum((l) => l.pumps)) * 1000) / 10;
    expect(reply ?? "").toContain(`${ptBr(share)}%`);
  });

  it("a column that numbers the rows still names them with a total row at its foot", () => {
    const reply = answerFromTables(`Qual é a potência instalada por bomba no lote ${second.lot}?`, lots) ?? "";
    expect(stated(reply)).toBeCloseTo(second.power / second.pumps, 2);
  });
});

describe("a column per something times the column that counts it ('Vagas por turma' × 'Turmas')", () => {
  const COURSES = [
    { name: "Operação de ETA", classes: 5, seats: 16 },
    { name: "Eletromecânica", classes: 3, seats: 12 },
    { name: "Atendimento", classes: 7, seats: 20 },
  ];
  const TABLE = `# Plano de formação 2028

| Curso | Turmas (nº) | Vagas por turma | Carga horária (h) |
| --- | --- | --- | --- |
${COURSES.map((c) => `| ${c.name} | ${c.classes} | ${c.seats} | 40 |`).join("\n")}
`;
  const courses = passagesOf(TABLE, "formacao.md");

  it("'quantas vagas no total' multiplies row by row and adds", () => {
    const total = COURSES.reduce((sum, c) => sum + c.classes * c.seats, 0);
    const reply =
      answerFromTables("Bom dia! Quantas vagas o plano oferece no total, somando todos os cursos?", courses) ?? "";
    expect(stated(reply)).toBe(total);
  });

  it("'quantas turmas no total' is the column of classes added", () => {
    const total = COURSES.reduce((sum, c) => sum + c.classes, 0);
    expect(stated(answerFromTables("Quantas turmas o plano tem no total?", courses) ?? "")).toBe(total);
  });
});

describe("a part the question negates, its whole named by the noun before 'não'", () => {
  const DISTRICTS = [
    { name: "Boa Vista", stops: 31, planned: 12 },
    { name: "Cedral", stops: 18, planned: 11 },
  ];
  const TABLE = `# Paradas de bombeamento — setembro

| Distrito | Paradas (nº) | Programadas (nº) | Duração média (h) |
| --- | --- | --- | --- |
${DISTRICTS.map((d) => `| ${d.name} | ${d.stops} | ${d.planned} | 3,5 |`).join("\n")}
`;
  const districts = passagesOf(TABLE, "paradas.md");

  it("'paradas não programadas' is the whole less the part", () => {
    const first = DISTRICTS[0];
    const reply = answerFromTables("quantas paradas nao programadas teve boa vista em setembro?", districts) ?? "";
    expect(stated(reply)).toBe((first?.stops ?? 0) - (first?.planned ?? 0));
  });
});

describe("a column of a scale ('Índice de condição (0–10)') named by its sense", () => {
  const TANKS = [
    { name: "RAP-1 Colina", index: 6.2 },
    { name: "RAP-2 Baixada", index: 3.9 },
    { name: "RAP-3 Mirante", index: 8.1 },
  ];
  const TABLE = `# Inspeção dos reservatórios apoiados

| Reservatório | Capacidade (m³) | Índice de condição (0–10) |
| --- | --- | --- |
${TANKS.map((t) => `| ${t.name} | 500 | ${t.index.toLocaleString("pt-BR")} |`).join("\n")}
`;
  const tanks = passagesOf(TABLE, "inspecao.md");

  it("'em pior estado' is the lowest condition, written without the scale as a unit", () => {
    const worst = [...TANKS].sort((a, b) => a.index - b.index)[0];
    const reply = answerFromTables("Oi! Qual reservatório está em pior estado?", tanks) ?? "";
    expect(reply).toMatch(new RegExp(`^O reservatório “?${worst?.name}`));
    expect(reply).toContain(worst?.index.toLocaleString("pt-BR"));
    expect(reply).not.toContain("0–10 (");
    expect(reply).not.toMatch(/\d 0–10/);
  });
});

describe("a row named by the acronym its cell's parenthesis gives", () => {
  const ITEMS = [
    { name: "Sulfato de alumínio (SAL 8%)", value: 1_250_000 },
    { name: "Hipoclorito de cálcio (HCC 65%)", value: 750_000 },
  ];
  const TABLE = `# Contrato de insumos

| Item | Produto | Valor total (R$) |
| --- | --- | --- |
${ITEMS.map((item, i) => `| ${i + 1} | ${item.name} | ${item.value.toLocaleString("pt-BR")},00 |`).join("\n")}
`;
  const items = passagesOf(TABLE, "insumos.md");

  it("'o HCC' names the row whose product writes '(HCC 65%)'", () => {
    const reply = answerFromTables("Qual é o valor total do HCC?", items) ?? "";
    expect(reply).toContain("750.000");
    expect(reply).not.toContain("1.250.000");
  });
});

describe("a month's column added up, where a table heads one by it", () => {
  const PLANTS = [
    { plant: "Usina Leste", now: 412.5, before: 398.1, lastYear: 377.0 },
    { plant: "Usina Oeste", now: 285.0, before: 291.4, lastYear: 260.2 },
    { plant: "Usina Sul", now: 133.2, before: 120.9, lastYear: 118.6 },
  ];
  const pt = (value: number) => value.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const BULLETIN = `# Boletim de compostagem — novembro de 2031

## Resíduo processado no mês

| Usina | Resíduo processado (t) |
|---|---:|
${PLANTS.map((p) => `| ${p.plant} | ${pt(p.now)} |`).join("\n")}

## Comparação

| Usina | Outubro de 2031 (t) | Novembro de 2030 (t) |
|---|---:|---:|
${PLANTS.map((p) => `| ${p.plant} | ${pt(p.before)} | ${pt(p.lastYear)} |`).join("\n")}
`;
  const passages = passagesOf(BULLETIN, "boletim-compostagem-novembro-2031.md");
  const sum = (pick: (p: (typeof PLANTS)[number]) => number) => pt(PLANTS.reduce((total, p) => total + pick(p), 0));

  it("adds up the column of the month asked", () => {
    expect(answerFromTables("Quanto as três usinas processaram juntas em outubro?", passages)).toContain(
      sum((p) => p.before),
    );
  });

  it("leaves the document's own month to its own table, not a comparison column of another year", () => {
    const reply = answerFromTables("Quanto as três usinas processaram juntas em novembro?", passages) ?? "";
    expect(reply).not.toContain(sum((p) => p.lastYear));
  });
});

describe("rows placed in time, money asked by its verb, and 'unidades' as a noun or as the unit counted", () => {
  const SUPPLY = `# Contrato de fornecimento de cloro

## Preços por ano

| Ano de fornecimento | Preço do cloro (R$/t) | Volume mínimo mensal |
| --- | --- | --- |
| 2027 | 3.120,00 | 40 t |
| 2028 | 3.240,00 | 42 t |
| 2029 | 3.395,00 | 45 t |

## Taxas de vistoria das unidades

| Unidade | Município | Taxa anual de vistoria (R$) |
| --- | --- | --- |
| ETA Norte | Alvorada | 2.100,00 |
| ETE Sul | Bonança | 3.400,00 |

## Estoque do almoxarifado

| Código | Material | Unidade | Saldo (un) | Custo médio (R$/un) |
| --- | --- | --- | --- | --- |
| M-1 | Luva 50 mm | un | 120 | 14,00 |
| M-2 | Tê 75 mm | un | 60 | 22,50 |
`;
  const supply = passagesOf(SUPPLY, "fornecimento.md");
  const offline = (...asks: string[]) => offlineConversation(supply, ...asks);

  it("'o último ano', 'o primeiro ano' over rows keyed by years: the latest and the earliest row", () => {
    expect(answerFromTables("Qual é o preço do cloro no último ano de fornecimento?", supply)).toContain("R$ 3.395,00");
    expect(answerFromTables("E o volume mínimo mensal no primeiro ano de fornecimento?", supply)).toContain("40 t");
  });

  it("an ellipsis with an ordinal year takes the place of the year the last question named", () => {
    const [, last] = offline("Qual é o preço do cloro em 2028?", "E para o último ano de fornecimento?");
    expect(last).toContain("R$ 3.395,00");
  });

  it("'vai pagar' asks the money column only, as 'custa' does", () => {
    const [reply] = offline(
      "Oi! Quanto a companhia vai pagar pela tonelada em 2028, pelo contrato da fornecedora? Estou fechando o orçamento.",
    );
    expect(reply).toContain("R$ 3.240,00");
    expect(reply).not.toContain("42 t");
  });

  it("'quantas unidades' still names the column counted in 'un'", () => {
    expect(answerFromTables("Quantas unidades de Tê 75 mm há no estoque?", supply)).toContain("60 un");
  });
});

describe("the plural of the rows' noun", () => {
  const PLANT = `# Operação da ETA Serra Alta — terceiro trimestre

| Mês | Vazão tratada (L/s) | Cloro aplicado (kg) |
| --- | --- | --- |
| Julho | 210,0 | 1.840 |
| Agosto | 225,0 | 1.910 |
| Setembro | 240,0 | 2.050 |
`;
  it("a noun stressed on its last vowel before 's' loses the accent: 'dos meses'", () => {
    const reply = answerFromTables(
      "Qual foi a vazão tratada média dos meses do trimestre?",
      passagesOf(PLANT, "eta.md"),
    );
    expect(reply).toContain("dos meses");
    expect(reply).toContain(`${ptBr((210 + 225 + 240) / 3)} L/s`);
  });
});

describe("a bound on one column and the counts of another", () => {
  const SECTORS = [
    { name: "Morro Claro", connections: 4_200, now: 76, target: 34 },
    { name: "Baixada Nova", connections: 3_100, now: 58, target: 30 },
    { name: "Serra do Lume", connections: 2_500, now: 81, target: 36 },
  ];
  const PRESSURE = `# Plano de redução de pressão

| Setor | Ligações | Pressão máxima (mca) | Pressão-alvo (mca) |
| --- | --- | --- | --- |
${SECTORS.map((s) => `| ${s.name} | ${ptBr(s.connections)} | ${s.now} | ${s.target} |`).join("\n")}
`;
  const pressure = passagesOf(PRESSURE, "pressao.md");

  it("'quantas ligações … acima de 70 mca' adds up the counts of the rows the bound keeps, no difference asked", () => {
    const kept = SECTORS.filter((s) => s.now > 70);
    const reply =
      answerFromTables("Quantas ligações há nos setores com pressão máxima acima de 70 mca?", pressure) ?? "";
    expect(reply).toContain(ptBr(kept.reduce((sum, s) => sum + s.connections, 0)));
    expect(reply).not.toMatch(/diferença/i);
  });

  it("a bound written in a unit two columns share, neither named, reads no column of another unit", () => {
    const reply = answerFromTables("Quantas ligações existem nos setores que passam de 70 mca?", pressure) ?? "";
    expect(reply).not.toMatch(/ligações acima de 70/i);
  });
});

describe("a whole asked across columns that share their first word", () => {
  const REGIONS = [
    { name: "Leste", basic: 12, advanced: 5, withLeave: 3, withoutLeave: 6 },
    { name: "Oeste", basic: 7, advanced: 11, withLeave: 1, withoutLeave: 4 },
    { name: "Centro", basic: 4, advanced: 3, withLeave: 2, withoutLeave: 2 },
  ];
  const TRAINING = `# Capacitação e segurança por regional

| Regional | Cursos de nível básico | Cursos de nível avançado |
| --- | --- | --- |
${REGIONS.map((r) => `| ${r.name} | ${r.basic} | ${r.advanced} |`).join("\n")}

## Acidentes

| Regional | Acidentes com afastamento | Acidentes sem afastamento |
| --- | --- | --- |
${REGIONS.map((r) => `| ${r.name} | ${r.withLeave} | ${r.withoutLeave} |`).join("\n")}
`;
  const training = passagesOf(TRAINING, "capacitacao.md");
  const both = (r: (typeof REGIONS)[number]) => r.basic + r.advanced;
  const ask = (question: string) => answerFromTables(question, training) ?? "";

  it("'somados os dois níveis, qual … tem mais': the rows ranked by their sum across the columns", () => {
    const top = [...REGIONS].sort((a, b) => both(b) - both(a))[0];
    const reply = ask("Somados os dois níveis, qual regional oferece mais cursos?");
    expect(reply).toContain(`${top?.name}`);
    expect(reply).toContain(String(top ? both(top) : 0));
  });

  it("'ao todo' over every row and column, and over one row's columns", () => {
    expect(ask("Quantos cursos existem ao todo nas regionais?")).toContain(
      String(REGIONS.reduce((sum, r) => sum + both(r), 0)),
    );
    const centre = REGIONS.find((r) => r.name === "Centro");
    expect(ask("Quantos cursos a regional Centro oferece ao todo?")).toContain(String(centre ? both(centre) : 0));
  });

  it("a word of one column's own keeps that column alone; headers apart only by 'com'/'sem' are not added", () => {
    expect(ask("Quantos cursos de nível avançado há ao todo?")).toContain(
      String(REGIONS.reduce((sum, r) => sum + r.advanced, 0)),
    );
    expect(ask("Quantos acidentes sem afastamento houve no total?")).toContain(
      String(REGIONS.reduce((sum, r) => sum + r.withoutLeave, 0)),
    );
  });
});

describe("a kind of what is counted is named by a word of its own", () => {
  const OFFICES = [
    { name: "Alto", notices: 900, cuts: 210, reconnections: 150 },
    { name: "Baixo", notices: 640, cuts: 170, reconnections: 120 },
  ];
  const CUTS = `# Cobrança do mês

| Regional | Notificações emitidas | Cortes executados | Religações executadas |
| --- | --- | --- | --- |
${OFFICES.map((o) => `| ${o.name} | ${o.notices} | ${o.cuts} | ${o.reconnections} |`).join("\n")}
`;
  it("'quantos cortes … executou' adds the cuts, not a column that shares only 'executadas'", () => {
    const reply =
      answerFromTables(
        "Quantos cortes a empresa executou, somando as duas regionais?",
        passagesOf(CUTS, "cobranca.md"),
      ) ?? "";
    expect(reply).toContain(String(OFFICES.reduce((sum, o) => sum + o.cuts, 0)));
  });
});

describe("the whole a table's total row states", () => {
  const ABSENCE = `# Boletim de faltas — março

| Gerência | Empregados (un) | Dias perdidos (dias) | Índice de faltas (%) |
| --- | --- | --- | --- |
| Produção | 400 | 352 | 4,00 |
| Laboratório | 100 | 33 | 1,50 |
| **Total** | **500** | **385** | **3,50** |
`;
  const absence = passagesOf(ABSENCE, "faltas.md");

  it("a rate asked of the company is the total row's, not a sum of the rows' rates", () => {
    for (const question of ["Qual o índice de faltas da empresa em março?", "Qual foi o índice de faltas total?"]) {
      const reply = answerFromTables(question, absence) ?? "";
      expect(reply).toContain("3,5%");
      expect(reply).not.toContain("5,5%");
      expect(reply).toContain("do total das gerências");
    }
  });

  it("an amount asked in total is still the rows' sum, its arithmetic shown", () => {
    expect(answerFromTables("Quantos dias se perderam no total?", absence)).toContain("352 + 33 = 385");
  });
});

describe("things counted, added up, are said with their noun", () => {
  const CREWS = [
    { base: "Base Taquari", crews: 7 },
    { base: "Base Jequitibá", crews: 5 },
    { base: "Base Ribeira", crews: 9 },
  ];
  const total = CREWS.reduce((sum, row) => sum + row.crews, 0);
  const ROSTER = passagesOf(
    `# Escala de plantão — fevereiro de 2033

| Base | Equipes de plantão | Veículos reserva |
|---|---:|---:|
${CREWS.map((row) => `| ${row.base} | ${row.crews} | 2 |`).join("\n")}
`,
    "escala-plantao.md",
  );

  it("'São N equipes de plantão …', and 'disso' after it is that total", () => {
    const [sum = "", share = ""] = offlineConversation(
      ROSTER,
      "Somando as bases, quantas equipes de plantão há em fevereiro?",
      "E que parcela disso fica na Base Ribeira?",
    );
    expect(sum).toMatch(new RegExp(`^São ${total} equipes de plantão`));
    expect(share).toContain(`${((9 / total) * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`);
  });
});

describe("'quem' over a table whose someone is a company", () => {
  const AUCTION = passagesOf(
    `# Ata do pregão 08/2033 — medidores

| Lote | Objeto | Valor arrematado (R$) | Empresa |
|---|---|---:|---|
| 1 | Medidores ultrassônicos DN 50 | 412.000,00 | Sonometria Andaraí Ltda. |
| 2 | Medidores eletromagnéticos DN 300 | 688.500,00 | Fluxotec Capivari Indústria S.A. |
| 3 | Data loggers | 96.200,00 | — |
`,
    "ata-pregao-medidores.md",
  );

  it("is answered by the column of companies' names in the row named, not by the lot's number", () => {
    const reply = answerFromTables("Quem ganhou o lote 2 do pregão?", AUCTION) ?? "";
    expect(reply).toContain("Fluxotec Capivari Indústria S.A.");
  });
});

describe("a share between two columns", () => {
  // Written for this test: two money columns and a percentage column that a share must not add up.
  const budget = passagesOf(
    [
      "# Execução física e financeira das frentes de obra",
      "",
      "| Frente | Previsto (R$ mil) | Realizado (R$ mil) | Realização (%) |",
      "| --- | --- | --- | --- |",
      "| Frota leve | 2.400 | 1.560 | 65,0 |",
      "| Laboratório central | 1.800 | 630 | 35,0 |",
      "| Macromedição | 3.200 | 2.720 | 85,0 |",
      "",
    ].join("\n"),
    "execucao.md",
  );
  const [planned, done] = [2_400 + 1_800 + 3_200, 1_560 + 630 + 2_720];

  it("adds up only columns of one unit that add up: a row's percentage cell is read, not summed over money", () => {
    const [reply] = offlineConversation(budget, "Quanto por cento a Macromedição realizou?");
    expect(reply).toMatch(/Macromedição.* 85(?:,0)?\s?%/);
    expect(reply).not.toContain(ptBr(65 + 35 + 85));
  });

  it("a row's part of the whole, asked in so many words, is still its share of the column's total", () => {
    const [reply] = offlineConversation(budget, "Qual é a participação da Macromedição no valor realizado?");
    expect(reply).toContain(`${ptBr(Math.round((2_720 / done) * 1000) / 10)}%`);
  });

  it("a percentage column named beside the figure it measures: that figure's total over its whole, never a sum of percentages", () => {
    const [reply] = offlineConversation(budget, "Quanto por cento as frentes realizaram?");
    expect(reply).toContain(`${ptBr(Math.round((done / planned) * 1000) / 10)}%`);
    expect(reply).not.toContain(`R$ ${ptBr(65 + 35 + 85)} mil`);
  });

  it("after the whole, a row named in an ellipsis reads that row's percentage", () => {
    const [, reply] = offlineConversation(
      budget,
      "Quanto por cento as frentes realizaram?",
      "E a do laboratório, realizou quanto por cento?",
    );
    expect(reply).toMatch(/Laboratório central.* 35(?:,0)?\s?%/);
  });

  it("still divides one money column's total by the other's", () => {
    const [reply] = offlineConversation(budget, "Que percentual do previsto foi realizado, somando as frentes?");
    expect(reply).toContain(`${ptBr(Math.round((done / planned) * 1000) / 10)}%`);
  });
});

describe("a change between two months' columns", () => {
  // Written for this test: depths to the water in two months and an alert depth, in one unit.
  const wells = [
    { name: "PO-1", june: 12.4, october: 14.0 },
    { name: "PO-2", june: 9.8, october: 10.6 },
    { name: "PO-3", june: 20.1, october: 23.3 },
  ];
  const table = passagesOf(
    [
      "# Monitoramento dos poços de observação",
      "",
      "| Poço | Profundidade (m) | Nível em jun/2026 (m) | Nível em out/2026 (m) | Nível de alerta (m) |",
      "|---|---:|---:|---:|---:|",
      ...wells.map((w, i) => `| ${w.name} | ${40 + i} | ${ptBr(w.june)} | ${ptBr(w.october)} | ${ptBr(7 + i)} |`),
      "",
    ].join("\n"),
    "pocos.md",
  );
  const mean = wells.reduce((sum, w) => sum + (w.october - w.june), 0) / wells.length;

  it("reads the columns of the months the question names in words, averaged over the rows", () => {
    const [reply = ""] = offlineConversation(
      table,
      "Oi! De junho a outubro, o nível dos poços baixou quanto em média? É para o boletim.",
    );
    expect(reply).toContain("out/2026");
    expect(reply).not.toContain("alerta");
    expect(reply).toContain(`${ptBr(Math.round(mean * 100) / 100)} m`);
  });

  it("a change the rows went the other way from is stated as its size, never a negative reduction", () => {
    const [reply = ""] = offlineConversation(table, "Qual foi a queda média do nível entre jun/2026 e out/2026?");
    expect(reply).not.toMatch(/-\d/);
  });
});
