import { describe, expect, it } from "vitest";
import { composeAnswer } from "#core/ai/answer/compose-answer.ts";
import { answerFromTables } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";

/**
 * Filters and places over a table written for this test: bounds said in words ("pelo menos uma"), after the number
 * ("95% ou mais"), a value a cell equals ("com tarifa de R$ 0,71"), a column named by its polarity ("sem" against
 * "com"), a place said as "em segundo lugar", and a count column not traded for a percentage column. Every
 * expected figure is computed here from the rows below.
 */
const STATIONS = [
  { name: "Jatobá", pumps: 4, unplanned: 0, planned: 3, tariff: 0.71, availability: 98.2, score: 8.4 },
  { name: "Cajueiro", pumps: 6, unplanned: 2, planned: 1, tariff: 0.64, availability: 93.5, score: 7.1 },
  { name: "Pitanga", pumps: 3, unplanned: 1, planned: 2, tariff: 0.71, availability: 96.0, score: 9.0 },
  { name: "Aroeira", pumps: 5, unplanned: 3, planned: 0, tariff: 0.58, availability: 91.4, score: 6.2 },
  { name: "Ingazeira", pumps: 2, unplanned: 0, planned: 4, tariff: 0.64, availability: 95.0, score: 7.8 },
];
const row = (s: (typeof STATIONS)[number]) =>
  `| ${s.name} | ${s.pumps} | ${s.unplanned} | ${s.planned} | ${s.tariff.toFixed(2).replace(".", ",")} | ${s.availability.toFixed(1).replace(".", ",")} | ${s.score.toFixed(1).replace(".", ",")} |`;
const BULLETIN = `# Boletim das estações elevatórias — outubro

Resumo mensal das estações elevatórias de esgoto da regional Cerrado Alto.

| Estação | Bombas instaladas (nº) | Paradas com defeito (nº) | Paradas sem defeito (nº) | Tarifa de energia (R$/kWh) | Disponibilidade (%) | Nota da vistoria (0 a 10) |
|---|---|---|---|---|---|---|
${STATIONS.map(row).join("\n")}
`;
const passages = passagesOf(BULLETIN, "boletim-elevatorias.md");
const ask = (question: string) => answerFromTables(question, passages) ?? "";
const names = (list: typeof STATIONS) => list.map((s) => s.name);
const ptBr = (value: number) => value.toLocaleString("pt-BR", { maximumFractionDigits: 2 });

function expectExactly(reply: string, kept: string[]) {
  for (const name of kept) expect(reply).toContain(name);
  for (const name of names(STATIONS).filter((n) => !kept.includes(n))) expect(reply).not.toContain(name);
}

describe("table filters and places", () => {
  it("a bound written as a word counts the rows that reach it", () => {
    const kept = STATIONS.filter((s) => s.unplanned >= 1);
    const reply = ask("Quantas estações tiveram pelo menos uma parada com defeito?");
    expect(reply).toMatch(new RegExp(`^São ${kept.length} estações`));
    expectExactly(reply, names(kept));
    // Written without accents, as people type: the plural "estacoes" still names the rows.
    expect(ask("quantas estacoes tiveram pelo menos uma parada com defeito")).toMatch(
      new RegExp(`^São ${kept.length} estações`),
    );
  });

  it("a bound after its number ('95% ou mais', 'ou menos') keeps the rows on its side", () => {
    const high = STATIONS.filter((s) => s.availability >= 95);
    const reply = ask("Quantas estações tiveram disponibilidade de 95% ou mais?");
    expect(reply).toMatch(new RegExp(`^São ${high.length} estações`));
    expectExactly(reply, names(high));
    const few = STATIONS.filter((s) => s.pumps <= 3);
    expectExactly(ask("Quais estações têm 3 bombas instaladas ou menos?"), names(few));
  });

  it("a bound named by what it is ('abaixo da meta de 95%') bounds at its figure", () => {
    const low = STATIONS.filter((s) => s.availability < 95);
    const reply = ask("Quantas estações ficaram com disponibilidade abaixo da meta de 95%?");
    expect(reply).toMatch(new RegExp(`^São ${low.length} estações`));
    expectExactly(reply, names(low));
    const tight = STATIONS.filter((s) => s.score > 8);
    expectExactly(ask("Quais estações tiveram nota da vistoria acima do patamar de referência de 8?"), names(tight));
  });

  it("a value a column's cells equal filters the rows before adding up", () => {
    const kept = STATIONS.filter((s) => s.tariff === 0.71);
    const total = kept.reduce((sum, s) => sum + s.pumps, 0);
    const reply = ask("Somadas apenas as estações cuja tarifa de energia é de R$ 0,71, quantas bombas instaladas são?");
    expect(reply).toContain(`= ${ptBr(total)}`);
    expect(reply).not.toContain(String(STATIONS.reduce((sum, s) => sum + s.pumps, 0)));
  });

  it("'sem' chooses the column that says 'sem', not its 'com' counterpart", () => {
    const total = STATIONS.reduce((sum, s) => sum + s.planned, 0);
    const other = STATIONS.reduce((sum, s) => sum + s.unplanned, 0);
    expect(total).not.toBe(other);
    const reply = ask("Quantas paradas sem defeito houve no total?");
    expect(reply).toContain(`= ${ptBr(total)}`);
  });

  it("'em segundo lugar' is the second place in the column named", () => {
    const second = [...STATIONS].sort((a, b) => b.score - a.score)[1];
    expect(ask("Qual estação aparece em segundo lugar pela nota da vistoria?")).toContain(second?.name ?? "?");
  });

  it("'ficou em terceiro em' is a place too, with no noun after the ordinal", () => {
    const third = [...STATIONS].sort((a, b) => b.score - a.score)[2];
    expect(ask("qual estacao ficou em terceiro na nota da vistoria?")).toMatch(
      new RegExp(`^[^\\n]*${third?.name ?? "?"}[^\\n]*terceir`),
    );
  });

  it("a count of a column's things adds that column, not a percentage column the question also names", () => {
    const total = STATIONS.reduce((sum, s) => sum + s.pumps, 0);
    expect(ask("Quantas bombas instaladas o boletim de disponibilidade soma?")).toContain(`= ${ptBr(total)}`);
  });
});

const LOTS = `# Contrato de locação de máquinas — lotes

| Lote | Equipamento | Prazo de entrega (dias) | Valor mensal por unidade (R$) | Valor mensal do lote (R$) |
|---|---|---|---|---|
| 1 | Retroescavadeira com rompedor hidráulico | 30 | 24.100,00 | 96.400,00 |
| 2 | Válvula de gaveta fundida | 45 | 410,00 | 12.300,00 |
| 3 | Válvula de gaveta soldada | 20 | 490,00 | 9.800,00 |
| 4 | Motoniveladora articulada | 60 | 23.750,00 | 71.250,00 |
| 5 | Registro de esfera em aço | 15 | 205,00 | 4.100,00 |
`;

describe("rows the question names", () => {
  const lots = passagesOf(LOTS, "lotes.md");
  const askLots = (question: string) => answerFromTables(question, lots) ?? "";

  it("by the head noun of a cell, when no other row's cell starts with it; what a lot costs is its total", () => {
    const reply = askLots("Quanto o lote das retroescavadeiras custa a mais, mensalmente, que o das motoniveladoras?");
    expect(reply).toContain(ptBr(96_400 - 71_250));
  });

  it("a cell written whole wins over a neighbour sharing most of its words", () => {
    const reply = askLots(
      "Entre a válvula de gaveta fundida e o registro de esfera em aço, qual é a diferença no prazo de entrega?",
    );
    expect(reply).toContain(`= ${ptBr(45 - 15)}`);
    expect(reply).not.toContain("soldada");
  });
});

describe("a difference against a place", () => {
  it("'quanto a mais X teve que a segunda colocada' subtracts the row in second place", () => {
    const byScore = [...STATIONS].sort((a, b) => b.score - a.score);
    const [first, second] = [byScore[0], byScore[1]];
    const reply = ask(`Quanto a mais de nota da vistoria a estação ${first?.name} teve que a segunda colocada?`);
    expect(reply).toContain(second?.name ?? "?");
    expect(reply).toContain(ptBr(Math.round(((first?.score ?? 0) - (second?.score ?? 0)) * 10) / 10));
  });
});

describe("a bound read in a column that measures its unit", () => {
  const REPAIRS = [
    { name: "Centro", repairs: 12, hours: 3.5 },
    { name: "Várzea", repairs: 2, hours: 6.0 },
    { name: "Outeiro", repairs: 1, hours: 2.0 },
  ];
  const SHEET = `# Reparos de rede por bairro — setembro

| Bairro | Reparos (nº) | Duração média do reparo (h) |
|---|---|---|
${REPAIRS.map((r) => `| ${r.name} | ${r.repairs} | ${r.hours.toFixed(1).replace(".", ",")} |`).join("\n")}
`;
  const sheet = passagesOf(SHEET, "reparos.md");
  const read = (question: string) => answerFromTables(question, sheet) ?? "";

  it("a bound in hours filters the column in hours, not the count the question also names", () => {
    const quick = REPAIRS.filter((r) => r.hours <= 3.5).map((r) => r.name);
    const reply = read("Em quais bairros o reparo levou no máximo 3,5 horas?");
    for (const name of quick) expect(reply).toContain(name);
    expect(reply).not.toContain("Várzea");
  });

  it("a bound whose unit no column measures filters nothing", () => {
    const counts = passagesOf(
      `# Reparos comunicados — setembro

| Bairro | Reparos (nº) | Clientes avisados (nº) |
|---|---|---|
${REPAIRS.map((r) => `| ${r.name} | ${r.repairs} | ${r.repairs * 40} |`).join("\n")}
`,
      "comunicados.md",
    );
    // "Reparos (nº)" counts repairs: "até 2 horas" is no bound on it.
    const reply =
      answerFromTables("Que parte dos reparos teve aviso aos clientes com até 2 horas de antecedência?", counts) ?? "";
    expect(reply).not.toMatch(/no máximo 2\b/);
    expect(reply).not.toContain("Várzea (2)");
  });
});

describe("a figure another table states, before one computed over a table that merely ranks", () => {
  const BULLETIN_TWO = `# Boletim de interrupções — outubro

## Interrupções por bairro

| Bairro | Interrupções (nº) | Programadas (nº) | Duração média (h) |
|---|---|---|---|
| Centro | 14 | 6 | 3,2 |
| Várzea | 9 | 2 | 5,1 |
| Outeiro | 4 | 1 | 2,4 |

## Indicadores do mês

| Indicador | Outubro | Setembro | Alvo |
|---|---|---|---|
| Interrupções sem aviso comunicadas em até 1 h (%) | 81 | 77 | 85 |
| Reclamações respondidas no prazo (%) | 92 | 90 | 95 |
| Duração média por interrupção (h) | 3,9 | 4,2 | 3,0 |
`;
  const both = passagesOf(BULLETIN_TWO, "boletim.md");

  it("the indicator's row answers the percentage it names, not a share of two count columns", () => {
    const reply = composeAnswer("Que percentual das interrupções sem aviso foi comunicado em até 1 h?", both);
    expect(reply).toContain("81");
    expect(reply).not.toContain("÷");
  });

  it("a count of the rows past a bound named by a target is the table's, though the indicator's row names the target", () => {
    const reply = composeAnswer("Quantos bairros tiveram duração média acima do alvo de 3 horas?", both);
    expect(reply).toMatch(/^São 2 bairros/);
    expect(reply).toContain("Centro");
    expect(reply).toContain("Várzea");
  });
});

describe("a bound that is another column of the same row", () => {
  const TANKS = [
    { name: "Caixa Alta", minimum: 2.5, measured: 3.1 },
    { name: "Caixa Funda", minimum: 3.0, measured: 2.2 },
    { name: "Caixa Nova", minimum: 1.8, measured: 1.5 },
    { name: "Caixa Velha", minimum: 2.0, measured: 2.6 },
  ];
  const TEXT = `# Leitura dos reservatórios — novembro

| Reservatório | Nível mínimo (m) | Nível medido (m) |
| --- | --- | --- |
${TANKS.map((t) => `| ${t.name} | ${t.minimum.toFixed(1).replace(".", ",")} | ${t.measured.toFixed(1).replace(".", ",")} |`).join("\n")}

Notas: os reservatórios que ficaram abaixo do nível mínimo entram na rota de inspeção de 02/12 e de 09/12, com
leitura manual a cada 6 horas.
`;
  const tanks = passagesOf(TEXT, "reservatorios.md");
  const below = TANKS.filter((t) => t.measured < t.minimum).map((t) => t.name);
  const above = TANKS.filter((t) => t.measured > t.minimum).map((t) => t.name);

  it("counts and lists the rows whose figure passes the other column's, row by row", () => {
    const count = answerFromTables("Quantos reservatórios ficaram abaixo do nível mínimo?", tanks) ?? "";
    expect(count).toMatch(new RegExp(`^São ${below.length} reservatórios`));
    for (const name of below) expect(count).toContain(name);
    const listed = answerFromTables("Quais reservatórios estão acima do nível mínimo?", tanks) ?? "";
    for (const name of above) expect(listed).toContain(name);
    for (const name of below) expect(listed).not.toContain(name);
  });

  it("a count computed over the table answers before a note that names the rows but counts none of them", () => {
    const reply = composeAnswer("Quantos reservatórios ficaram abaixo do nível mínimo em novembro?", tanks);
    expect(reply).toMatch(new RegExp(`\\b${below.length} reservatórios`));
  });

  it("with a row named, 'abaixo do nível mínimo' is how far that row stands from it", () => {
    const reply = answerFromTables("Quantos metros a Caixa Funda ficou abaixo do nível mínimo?", tanks) ?? "";
    expect(reply).toContain("0,8");
  });
});

describe("the oldest or the newest of the rows, a date column measuring age", () => {
  const WELLS = [
    { name: "PT-04 Baixio", year: 1988 },
    { name: "PT-11 Caraúbas", year: 1979 },
    { name: "PT-15 Lajinha", year: 2004 },
  ];
  const TABLE = `# Poços da regional Sertão Baixo

| Poço | Ano de perfuração | Vazão (m³/h) |
|---|---|---|
${WELLS.map((w, i) => `| ${w.name} | ${w.year} | ${12 + i * 5} |`).join("\n")}
`;
  const wells = passagesOf(TABLE, "pocos.md");
  const sorted = [...WELLS].sort((a, b) => a.year - b.year);

  it("'o mais antigo dos três poços' is the earliest year, whatever follows the adjective", () => {
    const oldest = answerFromTables("Qual é o mais antigo dos três poços?", wells) ?? "";
    expect(oldest).toMatch(new RegExp(`^O poço “?${sorted[0]?.name}`));
    const newest = answerFromTables("E qual é o mais recente entre os poços?", wells) ?? "";
    expect(newest).toMatch(new RegExp(`^O poço “?${sorted.at(-1)?.name}`));
  });
});
