import { describe, expect, it } from "vitest";
import { answerFromTables } from "#core/ai/answer/table-answer.ts";
import { passagesOf } from "#tests/support/agent-documents.ts";
import { offlineConversation } from "#tests/support/offline-conversation.ts";

/**
 * What a table's surroundings and its own cells say about it, on a plan written for these tests: the unit its section's
 * heading gives ("Custos (R$ mil)"), a column whose header reads like a bound ("Em até 48 horas"), and rows whose keys
 * all open with the noun a question asks by ("qual superintendência…") beside a table of the same counts in all. The expected figures are computed here.
 */
const COSTS = [
  { item: "Hidrômetros", first: 1_200, second: 800 },
  { item: "Mão de obra", first: 450, second: 300 },
];
const UNITS = [
  { unit: "Superintendência Norte", orders: 80, onTime: 60 },
  { unit: "Superintendência Sul", orders: 50, onTime: 45 },
  { unit: "Superintendência Oeste", orders: 40, onTime: 26 },
];
const thousands = (value: number) => value.toLocaleString("pt-BR");
const firstTotal = COSTS.reduce((sum, c) => sum + c.first, 0);
const secondTotal = COSTS.reduce((sum, c) => sum + c.second, 0);
const PLAN = `# Plano de renovação de hidrômetros — 2027–2028

## 1. Objetivo

Trocar os hidrômetros com mais de dez anos de uso nas três superintendências.

## 2. Custos (R$ mil)

| Item | 2027 | 2028 | Total |
|---|---:|---:|---:|
${COSTS.map((c) => `| ${c.item} | ${thousands(c.first)} | ${thousands(c.second)} | ${thousands(c.first + c.second)} |`).join("\n")}
| Total | ${thousands(firstTotal)} | ${thousands(secondTotal)} | ${thousands(firstTotal + secondTotal)} |

## 3. Indicadores das ordens de troca

| Indicador | Setembro de 2026 | Outubro de 2026 |
|---|---:|---:|
| Ordens recebidas | 152 | ${UNITS.reduce((sum, u) => sum + u.orders, 0)} |
| Atendidas em até 48 horas | 101 | ${UNITS.reduce((sum, u) => sum + u.onTime, 0)} |

## 4. Atendimento das ordens de troca em 2026, por unidade

| Unidade | Ordens | Em até 48 horas | Fora do prazo |
|---|---:|---:|---:|
${UNITS.map((u) => `| ${u.unit} | ${u.orders} | ${u.onTime} | ${u.orders - u.onTime} |`).join("\n")}
`;
const passages = passagesOf(PLAN, "plano-hidrometros.md");

describe("a table under a heading that gives its unit", () => {
  it("writes its figures in that unit, and the total row's total once", () => {
    const [cost] = offlineConversation(
      passages,
      "Bom dia! Quanto custa, no total, o plano de renovação de hidrômetros?",
    );
    expect(cost).toContain(`R$ ${thousands(firstTotal + secondTotal)} mil`);
    expect(cost).not.toMatch(/total do total/i);
  });
});

describe("a column whose header reads like a bound", () => {
  it("is named by those words, not read as a bound on another column", () => {
    const [share] = offlineConversation(
      passages,
      "Considerando todas as ordens, que percentual foi atendido em até 48 horas?",
    );
    const onTime = UNITS.reduce((sum, u) => sum + u.onTime, 0);
    const orders = UNITS.reduce((sum, u) => sum + u.orders, 0);
    expect(share).toContain(`${((100 * onTime) / orders).toFixed(1).replace(".", ",")}%`);
    // The header qualifies the noun the table counts: "as ordens em até 48 horas", never "o em até 48 horas".
    expect(share).toMatch(/ordens em até 48 horas/i);
  });
});

describe("rows whose keys all open with the noun asked", () => {
  it("are what 'qual superintendência' asks among, ranked by each row's share", () => {
    const best = [...UNITS].sort((a, b) => b.onTime / b.orders - a.onTime / a.orders)[0];
    const [which] = offlineConversation(
      passages,
      "Oi! Qual superintendência resolveu, proporcionalmente, mais ordens em até 48 horas?",
    );
    expect(which?.split("\n")[0]).toContain(best?.unit);
  });
});

/** A table written for this test whose column of figures and one row's process open with the same noun. */
const PLANTS = [
  { plant: "Jabuticabal", process: "Cloro gasoso em cilindros", chlorine: 640 },
  { plant: "Ribeira Funda", process: "Hipoclorito gerado no local", chlorine: 310 },
  { plant: "Pedra Lisa", process: "Pastilhas de tricloro", chlorine: 75 },
];
const CONTRACTS = `# Desinfecção das estações e serviços contratados

| Estação | Processo | Cloro consumido (kg/mês) |
|---|---|---:|
${PLANTS.map((p) => `| ${p.plant} | ${p.process} | ${p.chlorine} |`).join("\n")}

## Serviços do trimestre

| Serviço | Valor (R$) |
|---|---:|
| Transporte dos cilindros (Translodo Serviços Ambientais) | 90.000 |
| Análises de laboratório | 30.000 |
`;

describe("a word a column of figures is headed by, and a name in a row's parenthesis", () => {
  const passages = passagesOf(CONTRACTS, "desinfeccao.md");

  it("names the column, not the one row whose process opens with it", () => {
    const total = PLANTS.reduce((sum, p) => sum + p.chlorine, 0);
    const [reply] = offlineConversation(passages, "No total, quantos quilos de cloro as estações consomem por mês?");
    expect(reply).toContain(thousands(total));
  });

  it("a row named by the first word of the proper name in its parenthesis", () => {
    const [reply] = offlineConversation(passages, "Que parcela do valor total ficou com a Translodo?");
    expect(reply).toContain(`${((90_000 / 120_000) * 100).toLocaleString("pt-BR")}%`);
  });
});

/** A plant's units written for this test: a count of each and a figure per unit. */
const TANKS = `# Descrição da ETA Serra Clara

| Unidade | Quantidade | Volume de cada unidade (m³) |
|---|---:|---:|
| Floculador | 2 | 310 |
| Decantador | 3 | 1.240 |
| Filtro | 6 | 85 |
`;

describe("a row's total where a column gives one unit's figure", () => {
  it("is its count times that figure, asked as what the row's units add up to", () => {
    const [reply] = offlineConversation(passagesOf(TANKS, "eta.md"), "Quantos metros cúbicos somam os decantadores?");
    expect(reply).toContain(`${thousands(3 * 1_240)} m³`);
    expect(reply).toContain("3 × 1.240");
  });

  it("a unit's own figure when one is asked", () => {
    const [reply] = offlineConversation(passagesOf(TANKS, "eta.md"), "Qual é o volume de cada decantador?");
    expect(reply).toContain("1.240 m³");
    expect(reply).not.toContain(thousands(3 * 1_240));
  });
});

describe("a cause asked over a table with no column of causes", () => {
  const passages = passagesOf(TANKS, "eta.md");

  it("is no table's answer when the question opens by asking it", () => {
    expect(answerFromTables("Por que os decantadores são três?", passages)).toBeNull();
  });

  it("leaves the table its row when the question asks the row first and its cause after", () => {
    expect(answerFromTables("E a unidade de maior volume, por que foi escolhida?", passages)).toContain("Decantador");
  });
});
